import type { S3Settings } from '../config';

export type BucketKey = { key: string; bytes: number; etag: string | undefined; modified: string };

/**
 * Every key in the photos' bucket. The photos themselves stay in the bucket, whose versioning
 * keeps them (docs/deploy.md); the list tells, after a restore, which ones the records expect.
 */
export async function listBucketKeys(settings: S3Settings): Promise<BucketKey[]> {
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const keys: BucketKey[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        keys.push({
          key: object.Key,
          bytes: object.Size ?? 0,
          etag: object.ETag,
          modified: (object.LastModified ?? new Date(0)).toISOString(),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys;
}
