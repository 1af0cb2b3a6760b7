// Builds the public pages into HTML after `vite build` (and `vite build --ssr` of
// src/client/prerender.tsx into dist/prerender): their content paints before any script runs, and
// the browser's React takes it over (main.tsx). Writes dist/pages/*.html in English,
// dist/pages/bn/*.html in Bangla (with the app's shell in Bangla, bn/shell.html, for the pages the
// browser renders), and dist/pages/pages.json, which tells the server which page answers which
// address (and which file to use instead when Google sign-in is set up), and which addresses are
// the browser's.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const {
  renderPage,
  PRERENDERED_PATHS,
  NOT_FOUND_PATH,
  SITE_CONFIG_ELEMENT_ID,
  clientRoutePatterns,
  shellTextsIn,
  pageDocument,
  jsonElement,
  offlineDocument,
} = await import('../dist/prerender/prerender.js');
const shell = readFileSync('dist/client/index.html', 'utf8');
const outDir = 'dist/pages';
rmSync(outDir, { recursive: true, force: true });

const LOCALES = ['en', 'bn'];
/** Where a page in `locale` is written: English at the top, each other language in its folder. */
const inLocale = (locale, file) => (locale === 'en' ? file : `${locale}/${file}`);
const shellTexts = {};
for (const locale of LOCALES) shellTexts[locale] = await shellTextsIn(locale);
/** The shell in `locale`: its <html lang> says which, and its <title> and <noscript> are in that language. */
const shellIn = (locale) =>
  shell
    .replace('<html lang="en"', `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${shellTexts[locale].title}</title>`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${shellTexts[locale].noScript}</noscript>`);

/** The page in its language's shell, with the settings it was built with, if it shows them. */
const toDocument = (path, rendered, config, locale) =>
  pageDocument(
    shellIn(locale),
    path,
    rendered,
    config ? jsonElement(SITE_CONFIG_ELEMENT_ID, JSON.stringify(config)) : '',
  );

function write(file, html) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
}

/**
 * Writes the page in each language, once for a server without Google sign-in and once more, as
 * `*.google.html`, for one with it when the page shows the difference. Answers the second file's
 * name, if any.
 */
async function writePage(path, file) {
  let googleFile = null;
  for (const locale of LOCALES) {
    const without = await renderPage(path, { googleSignIn: false }, locale);
    const withGoogle = await renderPage(path, { googleSignIn: true }, locale);
    // The same either way: the page does not show the setting, and carries none.
    if (without === withGoogle) {
      write(inLocale(locale, file), toDocument(path, without, undefined, locale));
      continue;
    }
    googleFile = file.replace(/\.html$/, '.google.html');
    write(inLocale(locale, file), toDocument(path, without, { googleSignIn: false }, locale));
    write(
      inLocale(locale, googleFile),
      toDocument(path, withGoogle, { googleSignIn: true }, locale),
    );
  }
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
for (const locale of LOCALES.filter((l) => l !== 'en'))
  write(inLocale(locale, 'shell.html'), shellIn(locale));
writeFileSync(
  join(outDir, 'pages.json'),
  JSON.stringify(
    {
      locales: LOCALES,
      pages,
      withGoogle,
      notFound: '404.html',
      shell: 'shell.html',
      clientRoutes: clientRoutePatterns(),
    },
    null,
    2,
  ),
);
// The service worker's offline page in each language, beside the app's files (sw.ts keeps them).
for (const locale of LOCALES)
  writeFileSync(`dist/client/offline-${locale}.html`, offlineDocument(shellIn(locale), locale));
// dist/prerender stays: the server renders the catalogue's pages with it for visitors.
console.log(`prerendered ${Object.keys(pages).length} pages and the 404 page into ${outDir}`);
