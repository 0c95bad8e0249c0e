import { BackupError } from '../platform/db/backup.js';

export interface BackupArgs {
  command: 'backup' | 'restore';
  file: string;
  force: boolean;
}

const USAGE = 'Usage: npm run db:backup -- <file>   |   npm run db:restore -- <file> [--force]';

/** argv after the script: the command, then the file and (restore only) --force. */
export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') throw new BackupError(USAGE);
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  const unknown = files.filter((a) => a.startsWith('--'));
  if (unknown.length > 0) throw new BackupError(`Unknown option ${unknown.join(', ')}. ${USAGE}`);
  if (files.length !== 1 || !files[0]) throw new BackupError(USAGE);
  if (force && command === 'backup') throw new BackupError(`--force is for restore only. ${USAGE}`);
  return { command, file: files[0], force };
}
