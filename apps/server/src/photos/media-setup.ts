import path from 'node:path';
import type { TConfig } from '../config/env';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

/** The folder served under /media/ (local storage), and the one beside it that is never served by name. */
export const publicMediaDir = (config: Pick<TConfig, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');
export const privateMediaDir = (config: Pick<TConfig, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media-private');

/** The storage the configuration asks for: S3 with S3_BUCKET, else DATA_DIR/media (and media-private). */
export async function mediaStorageFor(config: TConfig): Promise<MediaStorage> {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket) {
    return new LocalMediaStorage(publicMediaDir(config), privateMediaDir(config));
  }
  // loadConfig already refuses a bucket without keys; this only narrows the types.
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  // Loaded only when configured: the SDK is sizeable and local installations never need it.
  const { S3MediaStorage } = await import('./s3-media-storage');
  return new S3MediaStorage({
    bucket,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId, secretAccessKey },
  });
}

/** One line for the start-up banner. */
export function describeMediaStorage(config: TConfig): string {
  if (!config.S3_BUCKET) return `folder ${publicMediaDir(config)} (private: ${privateMediaDir(config)})`;
  return `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`;
}
