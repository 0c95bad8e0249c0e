import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** JSON lines in production; pretty in development when pino-pretty is installed. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction' | 'NODE_ENV'>): Logger {
  const level = config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL;
  if (config.isProduction || !process.stdout.isTTY || !prettyAvailable()) return pino({ level });
  return pino({
    level,
    transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } },
  });
}

/** pino-pretty is a dev dependency: an install without dev dependencies logs JSON. */
function prettyAvailable(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
