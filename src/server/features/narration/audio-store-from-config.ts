import type { Config } from '../../platform/config.js';
import { createS3Client } from '../../platform/s3/client.js';
import { createLocalAudioStore, removeStaleParts, type AudioStore } from './audio-store.js';
import { createS3AudioStore } from './s3-audio-store.js';

type StoreConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_SESSION_TOKEN'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_URL_EXPIRES_SECONDS'
>;

/** The bucket when S3_BUCKET is set (the config check made sure its keys are there), else DATA_DIR/audio. */
export function audioStoreFromConfig(
  config: StoreConfig,
  onStaleParts: (removed: number) => void = () => undefined,
): AudioStore {
  if (!config.S3_BUCKET) {
    // Partial files of writes that died with an earlier process (a full disk stays full otherwise).
    void removeStaleParts(config.DATA_DIR).then(
      (n) => n > 0 && onStaleParts(n),
      () => undefined,
    );
    return createLocalAudioStore(config.DATA_DIR);
  }
  const s3 = createS3Client({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    sessionToken: config.S3_SESSION_TOKEN,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  return createS3AudioStore(s3, config.S3_URL_EXPIRES_SECONDS);
}
