import { BackupError } from '../platform/db/backup.js';

export interface BackupArgs {
  command: 'backup' | 'restore';
  file: string;
  force: boolean;
  /** backup only: also the audio files under DATA_DIR/audio (a restore puts back what a backup holds). */
  withAudio: boolean;
}

const USAGE =
  'Usage: npm run db:backup -- <file> [--with-audio]   |   npm run db:restore -- <file> [--force]';

/** argv after the script: the command, then the file and its options (--with-audio, --force). */
export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') throw new BackupError(USAGE);
  const force = rest.includes('--force');
  const withAudio = rest.includes('--with-audio');
  const files = rest.filter((a) => a !== '--force' && a !== '--with-audio');
  const unknown = files.filter((a) => a.startsWith('--'));
  if (unknown.length > 0) throw new BackupError(`Unknown option ${unknown.join(', ')}. ${USAGE}`);
  if (files.length !== 1 || !files[0]) throw new BackupError(USAGE);
  if (force && command === 'backup') throw new BackupError(`--force is for restore only. ${USAGE}`);
  if (withAudio && command === 'restore')
    throw new BackupError(
      `--with-audio is for backup only: a restore puts back the audio files its backup holds. ${USAGE}`,
    );
  return { command, file: files[0], force, withAudio };
}
