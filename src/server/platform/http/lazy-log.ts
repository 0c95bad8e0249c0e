import type { Logger } from '../logger.js';

/**
 * A child logger made only when something logs through it. Every request used to pay for a
 * pino child (and another with the user id) that most requests never use; the per-request line
 * itself is written by the root logger with the request id in its fields.
 */
export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const real = () => (child ??= parent.child(bindings));
  return new Proxy({} as Logger, {
    get(_target, property) {
      // Asking for a child of a child that was never used stays lazy too.
      if (property === 'child' && !child)
        return (more: Record<string, unknown>) => lazyChild(parent, { ...bindings, ...more });
      const value: unknown = Reflect.get(real(), property);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real()) : value;
    },
  });
}
