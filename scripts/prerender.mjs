// Builds the public pages into HTML after `vite build` (and `vite build --ssr` of
// src/client/prerender.tsx into dist/prerender): their content paints before any script runs, and
// the browser's React takes it over (main.tsx). Writes dist/pages/*.html and dist/pages/pages.json,
// which tells the server which page answers which address (and which file to use instead when
// Google sign-in is set up), and which addresses are the browser's.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const {
  renderPage,
  PRERENDERED_PATHS,
  NOT_FOUND_PATH,
  SITE_CONFIG_ELEMENT_ID,
  clientRoutePatterns,
} = await import('../dist/prerender/prerender.js');
const shell = readFileSync('dist/client/index.html', 'utf8');
const outDir = 'dist/pages';
rmSync(outDir, { recursive: true, force: true });

/** React writes the page's <title>, <meta> and preload <link>s first: they go into <head>. */
function toDocument(path, rendered, config) {
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(rendered)[0];
  if (!head.includes('<title>')) throw new Error(`${path} renders no <title>`);
  // The settings the page was built with, for the browser's React to start from (not a script
  // that runs: the CSP allows none inline).
  const settings = config
    ? `\n    <script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`
    : '';
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', `${head}${settings}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.slice(head.length)}</div>`);
}

function write(file, html) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
}

/**
 * Writes the page, once for a server without Google sign-in and once more, as `*.google.html`,
 * for one with it when the page shows the difference. Answers the second file's name, if any.
 */
async function writePage(path, file) {
  const without = await renderPage(path, { googleSignIn: false });
  const withGoogle = await renderPage(path, { googleSignIn: true });
  // The same either way: the page does not show the setting, and carries none.
  if (without === withGoogle) {
    write(file, toDocument(path, without));
    return null;
  }
  const googleFile = file.replace(/\.html$/, '.google.html');
  write(file, toDocument(path, without, { googleSignIn: false }));
  write(googleFile, toDocument(path, withGoogle, { googleSignIn: true }));
  return googleFile;
}

const pages = {};
const withGoogle = {};
for (const path of PRERENDERED_PATHS) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  const googleFile = await writePage(path, file);
  pages[path] = file;
  if (googleFile) withGoogle[path] = googleFile;
}
await writePage(NOT_FOUND_PATH, '404.html');
writeFileSync(
  join(outDir, 'pages.json'),
  JSON.stringify(
    { pages, withGoogle, notFound: '404.html', clientRoutes: clientRoutePatterns() },
    null,
    2,
  ),
);
rmSync('dist/prerender', { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} pages and the 404 page into ${outDir}`);
