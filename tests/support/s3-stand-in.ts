import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver speaks the S3 protocol over HTTP, storing objects in a folder: a real server, not a mock.
// @ts-expect-error: the package ships no types
import S3rver from 's3rver';

export type S3StandIn = {
  env: Record<string, string>;
  /** The folder holding the bucket's objects, one folder per key. */
  dir: string;
  close: () => Promise<void>;
};

export const S3_BUCKET = 'boipoka-photos';

/** An S3-compatible server on a free port with one empty bucket, and the app's settings for it. */
export async function startS3StandIn(): Promise<S3StandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own credentials: it checks each request's signature against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    dir: join(dir, S3_BUCKET),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
