import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite takes no lock of its own, and two processes on one data directory can corrupt it
 * (electric-sql/pglite#1106). The process that opens it holds this lock file; another one
 * fails at once with a message naming the holder.
 */
export interface LockHolder {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dir} is in use by process ${holder.pid} on ${holder.hostname} ` +
        `(${holder.command}, since ${holder.startedAt}). Stop it first, or use PostgreSQL (DATABASE_URL) ` +
        `to run several processes at once.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv.slice(1).join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      // A lock left by a dead process on this host is stale: take it over.
      if (holder && holder.hostname === me.hostname && !isAlive(holder.pid)) {
        rmSync(file, { force: true });
        continue;
      }
      if (holder) throw new DataDirLockedError(dir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function readHolder(file: string): LockHolder | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LockHolder) : null;
  } catch {
    return null;
  }
}
