// Builds the public pages into HTML after `vite build` (and `vite build --ssr` of
// src/client/prerender.tsx into dist/prerender): their content paints before any script runs, and
// the browser's React takes it over (main.tsx). Writes dist/pages/*.html and dist/pages/pages.json,
// which tells the server which page answers which address, and which addresses are the browser's.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const { renderPage, PRERENDERED_PATHS, NOT_FOUND_PATH, clientRoutePatterns } =
  await import('../dist/prerender/prerender.js');
const shell = readFileSync('dist/client/index.html', 'utf8');
const outDir = 'dist/pages';
rmSync(outDir, { recursive: true, force: true });

/** React writes the page's <title>, <meta> and preload <link>s first: they go into <head>. */
async function writePage(path, file) {
  const rendered = await renderPage(path);
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(rendered)[0];
  if (!head.includes('<title>')) throw new Error(`${path} renders no <title>`);
  const html = shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', `${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.slice(head.length)}</div>`);
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
}

const pages = {};
for (const path of PRERENDERED_PATHS) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  await writePage(path, file);
  pages[path] = file;
}
await writePage(NOT_FOUND_PATH, '404.html');
writeFileSync(
  join(outDir, 'pages.json'),
  JSON.stringify({ pages, notFound: '404.html', clientRoutes: clientRoutePatterns() }, null, 2),
);
rmSync('dist/prerender', { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} pages and the 404 page into ${outDir}`);
