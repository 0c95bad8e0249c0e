import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** JSON lines in production; pretty in development when pino-pretty is installed. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction' | 'NODE_ENV'>): Logger {
  const level = config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL;
  if (config.isProduction || !process.stdout.isTTY) return pino({ level });
  return pino({ level, transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } });
}
