import type { Readable } from 'node:stream';
import { ConfigError, type S3Settings } from '../config';
import type { ImageStorage } from './storage';

/**
 * Images in an S3-compatible bucket (AWS, MinIO, R2, B2, Ceph). Their URLs stay the app's own
 * /uploads/ addresses, served through the app with the same headers as from disk, so a stored
 * record never names the bucket and moving to or from one changes no row.
 */
export async function s3Storage(
  settings: S3Settings,
): Promise<ImageStorage & { check(): Promise<void> }> {
  // Loaded here: a server that keeps its photos on disk never spends its start on the S3 SDK.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const statusOf = (error: unknown) =>
    error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    /** Start-up: the bucket answers with these settings, or one line says which does not. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = settings.endpoint ? ` at S3_ENDPOINT ${settings.endpoint}` : '';
        const status = statusOf(error);
        const why =
          status === 404
            ? 'no such bucket'
            : status === 403 || status === 401
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : error instanceof Error
                ? error.message || error.name
                : String(error);
        throw new ConfigError(`Invalid configuration: S3_BUCKET ${Bucket}${where}: ${why}`);
      }
    },
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: data, ContentType: contentType }),
      );
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async get(name, etag) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: name, IfNoneMatch: etag }),
        );
        return {
          body: object.Body as Readable,
          length: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return 'not-modified';
        if (status === 404) return null;
        throw error;
      }
    },
  };
}
