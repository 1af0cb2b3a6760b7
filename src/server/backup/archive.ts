import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusal,
  ZManifest,
  type Manifest,
  type Member,
} from './manifest';

export const MANIFEST = 'manifest.json';

/** The only names a backup holds; anything else in one is refused, never unpacked. */
const MEMBER_NAME = /^(database\.(tar|dump)|auth-secret|bucket-keys\.json|uploads\/[\w-][\w.-]*)$/;

/** A photo's file name as the app makes them (random base64url, a suffix); nothing else is one. */
export const UPLOAD_NAME = /^[\w-][\w.-]*$/;

export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Writes the staged members and their manifest as one gzipped tar, the manifest first, to a new
 * file readable by its owner only (it holds every account's data). Compression runs on zlib's
 * threads, so a server taking its own backup keeps answering meanwhile.
 */
export async function writeArchive(
  stagingDir: string,
  manifest: Omit<Manifest, 'members'>,
  file: string,
): Promise<Manifest> {
  const paths = (await listFiles(stagingDir)).filter((path) => path !== MANIFEST);
  const members: Member[] = [];
  for (const path of paths) members.push({ path, ...(await hashFile(join(stagingDir, path))) });
  const complete: Manifest = { ...manifest, members };
  await writeFile(join(stagingDir, MANIFEST), JSON.stringify(complete, null, 2) + '\n');
  await pipeline(
    tar.create({ cwd: stagingDir, portable: true, noDirRecurse: true }, [MANIFEST, ...paths]),
    createGzip(),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  // On disk before it is named as a backup: a crash then leaves a partial file, never a bad one.
  const handle = await open(file, 'r');
  await handle.sync();
  await handle.close();
  return complete;
}

/** The reason a tar or gzip reader gave, as a few words for the one line a refusal is. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/^zlib: /, '').split('\n')[0];

const allowedEntry = (path: string, type: string) =>
  (type === 'File' && (path === MANIFEST || MEMBER_NAME.test(path))) ||
  (type === 'Directory' && path === 'uploads/');

/**
 * Reads a backup through without writing anything: every entry hashed, the manifest kept. A
 * damaged or cut-off file fails here, in gzip's checksum or its end.
 */
async function inspectArchive(file: string) {
  const found = new Map<string, { bytes: number; sha256: string }>();
  const manifestChunks: Buffer[] = [];
  let unexpected: string | undefined;
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      tar.list({
        strict: true,
        onReadEntry: (entry) => {
          if (!allowedEntry(entry.path, entry.type)) unexpected ??= entry.path;
          const hash = createHash('sha256');
          let bytes = 0;
          entry.on('data', (chunk: Buffer) => {
            hash.update(chunk);
            bytes += chunk.length;
            if (entry.path === MANIFEST) manifestChunks.push(chunk);
          });
          entry.on('end', () => {
            if (entry.type === 'File') found.set(entry.path, { bytes, sha256: hash.digest('hex') });
          });
        },
      }),
    );
  } catch (error) {
    throw new BackupRefusal(`it is damaged or incomplete (${reasonOf(error)})`);
  }
  if (unexpected !== undefined)
    throw new BackupRefusal(`it holds ${JSON.stringify(unexpected)}, which no backup holds`);
  return { found, manifestText: Buffer.concat(manifestChunks).toString('utf8') };
}

function parseManifest(text: string | undefined): Manifest {
  if (!text) throw new BackupRefusal('it is not a Boipoka backup (no manifest.json)');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupRefusal('its manifest.json is damaged');
  }
  const format = (raw as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT)
    throw new BackupRefusal('it is not a Boipoka backup (its manifest names another format)');
  if (typeof format.version === 'number' && format.version > BACKUP_FORMAT_VERSION)
    throw new BackupRefusal(
      `it is in backup format ${format.version}, newer than this Boipoka reads ` +
        `(${BACKUP_FORMAT_VERSION}): update Boipoka first`,
    );
  const parsed = ZManifest.safeParse(raw);
  if (!parsed.success) throw new BackupRefusal('its manifest.json is damaged');
  return parsed.data;
}

/**
 * Checks a backup whole, writing nothing: its format and version, then that every member its
 * manifest names is there with its size and checksum, and nothing else is. Then unpacks it into
 * `into` (an empty folder). Answers the manifest; refuses with one line otherwise.
 */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new BackupRefusal('there is no such file');
  const { found: entries, manifestText } = await inspectArchive(file);
  const manifest = parseManifest(entries.has(MANIFEST) ? manifestText : undefined);
  const named = new Set(manifest.members.map((member) => member.path));
  const extra = [...entries.keys()].find((path) => path !== MANIFEST && !named.has(path));
  if (extra) throw new BackupRefusal(`it holds ${extra}, which its manifest does not list`);
  for (const member of manifest.members) {
    const actual = entries.get(member.path);
    if (!actual) throw new BackupRefusal(`${member.path} is missing from it`);
    if (actual.bytes !== member.bytes || actual.sha256 !== member.sha256)
      throw new BackupRefusal(`${member.path} in it does not match its checksum`);
  }
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      tar.extract({
        cwd: into,
        strict: true,
        filter: (path) => path === MANIFEST || named.has(path),
      }),
    );
  } catch (error) {
    throw new BackupRefusal(`it changed while it was read (${reasonOf(error)})`);
  }
  // Checked once more as written: the file could have been replaced between the two readings.
  for (const member of manifest.members) {
    const written = await hashFile(join(into, member.path)).catch(() => null);
    if (written?.sha256 !== member.sha256)
      throw new BackupRefusal(`${member.path} in it does not match its checksum`);
  }
  return manifest;
}
