/**
 * Whether an error means "the disk is full" (or over quota): the server's own files (audio, the
 * PGlite database) or PostgreSQL's (SQLSTATE 53100). Such a request is answered 503 with the path
 * in the log, not a 500: the operator frees space and the service recovers by itself. The whole
 * `cause` chain is read (drizzle wraps the driver's error).
 */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT']);
const DISK_SQLSTATE = new Set(['53100']); // disk_full

export function diskFullPath(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return null;
    const { code, path, message } = e as { code?: unknown; path?: unknown; message?: unknown };
    if (typeof code === 'string' && (DISK_CODES.has(code) || DISK_SQLSTATE.has(code)))
      return typeof path === 'string' ? path : 'the database files';
    if (typeof message === 'string' && /No space left on device/i.test(message)) return 'the database files';
  }
  return null;
}
