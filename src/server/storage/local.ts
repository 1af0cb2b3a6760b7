import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageStorage } from './storage';

/** Images as files under one folder, served by the app at /uploads/. */
export function localStorage(dir: string): ImageStorage & { dir: string } {
  // Made at start, so that serving /uploads finds its folder before the first upload.
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data, { flag: 'wx' });
    },
    async delete(name) {
      await rm(join(dir, name), { force: true });
    },
    async get(name) {
      const path = join(dir, name);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { body: createReadStream(path), length: found.size, etag: undefined };
    },
  };
}
