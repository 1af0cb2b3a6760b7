// Bundles the server and its two maintenance commands into dist/server (main.js, backup.js,
// restore.js); dependencies stay in node_modules. `npm run build:server` builds; with --if-stale
// (`npm run backup`/`restore`, and the test suite's setup through `buildServerIfStale()`) only
// when a bundle is missing or older than its sources.
import { existsSync, readdirSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist/server');
const ENTRIES = {
  main: 'src/server/main.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
};
/**
 * Packages left outside the bundles, loaded from node_modules: native code or WebAssembly (sharp,
 * PGlite, pg's optional native driver), files read from the package's own folder at run time (the
 * API explorer's pages), and what is imported only when used (S3, Stripe).
 */
const BUNDLE_EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'sharp',
  // Loads its harfbuzz.wasm from beside its own files.
  'harfbuzzjs',
  'pg-native',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@aws-sdk/*',
  'stripe',
  'esbuild',
];
/** What the bundles are built from: a newer file here makes them stale. */
const SOURCES = ['src/server', 'src/shared', ...Object.values(ENTRIES), 'scripts/build-server.mjs'];

export async function buildServer() {
  // Loaded here, not above: a machine with the bundles built runs them without esbuild installed.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies go into the bundle too: a server then starts by reading one file instead of
    // resolving some fifteen hundred (its imports load in 0.35 s instead of 1.4 s). Left out: native
    // and WebAssembly packages, those that read their own files at run time, and those loaded only
    // when used.
    external: BUNDLE_EXTERNAL,
    // CommonJS code in an ES module bundle still finds `require` and its own location.
    banner: {
      js: [
        "import { createRequire as __bundleRequire } from 'node:module';",
        "import { fileURLToPath as __bundlePath } from 'node:url';",
        'const require = __bundleRequire(import.meta.url);',
        'const __filename = __bundlePath(import.meta.url);',
        "const __dirname = __filename.replace(/[\\\\/][^\\\\/]*$/, '');",
      ].join('\n'),
    },
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  // Each file is written beside its place and renamed into it: a server starting meanwhile (a
  // test suite on another engine, `npm start`) reads the old bundle or the new, never half of one.
  mkdirSync(OUT, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

const newest = (path) => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
};

/** Builds when a bundle is missing or older than a source; answers whether it built. */
export async function buildServerIfStale() {
  const bundles = Object.keys(ENTRIES).map((name) => join(OUT, `${name}.js`));
  if (bundles.every(existsSync)) {
    const built = Math.min(...bundles.map((bundle) => statSync(bundle).mtimeMs));
    if (SOURCES.every((source) => newest(join(ROOT, source)) < built)) return false;
  }
  await buildServer();
  return true;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  if (process.argv.includes('--if-stale')) await buildServerIfStale();
  else await buildServer();
}
