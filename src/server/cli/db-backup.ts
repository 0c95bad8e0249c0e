import { ConfigError, loadConfig } from '../platform/config.js';
import { DataDirLockedError } from '../platform/db/lock.js';
import { backupDatabase, BackupError, restoreDatabase } from '../platform/db/backup.js';
import { parseBackupArgs } from './backup-args.js';

/**
 * `npm run db:backup -- <file> [--with-audio]` and `npm run db:restore -- <file> [--force]` (one
 * script, the command is the first argument): the configured database (DATABASE_URL, else PGlite
 * in DATA_DIR), and with --with-audio the audio files under DATA_DIR/audio.
 */
async function main() {
  const args = parseBackupArgs(process.argv.slice(2));
  const config = loadConfig();
  const target = {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    audioInBucket: Boolean(config.S3_BUCKET),
  };
  if (args.command === 'backup') {
    const kind = await backupDatabase(target, args.file, { withAudio: args.withAudio });
    console.log(
      `Backed up the ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database${
        args.withAudio ? ' and the audio files' : ''
      } to ${args.file}.`,
    );
    return;
  }
  const result = await restoreDatabase(target, args.file, { force: args.force });
  console.log(
    `Restored ${args.file} into the ${result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database.`,
  );
  if (result.audioFiles !== undefined)
    console.log(`Put back ${result.audioFiles} audio files under ${config.DATA_DIR}/audio.`);
  if (result.setAside) console.log(`The previous data directory was kept at ${result.setAside}.`);
  console.log('Run npm run db:migrate if the backup is older than this version of the app.');
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof BackupError;
  console.error(known ? err.message : err);
  process.exit(1);
});
