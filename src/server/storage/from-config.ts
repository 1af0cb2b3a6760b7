import { join } from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';

/**
 * The bucket when S3_BUCKET is set (checked now: a bad setting stops the start with one line),
 * else DATA_DIR/uploads. The server and the demo seed store images through the same one.
 */
export async function imageStorage(config: Config) {
  if (!config.s3) return localStorage(join(config.dataDir, 'uploads'));
  const bucket = await s3Storage(config.s3);
  await bucket.check();
  return bucket;
}
