// Compiles the message catalogues (src/shared/i18n/<locale>/*.ts) for the browser as Lingui's
// own build step does: each ICU text becomes the plain data @lingui/core reads at run time, so the
// browser carries no message-format parser. The server and the tests read the catalogues as they
// are written (their Lingui compiles a text on first use).
import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]shared[\\/]i18n[\\/](?:en|bn)[\\/](?!index\.ts$)[\w-]+\.ts$/;

/** A catalogue module's exports, each an object of texts, evaluated as plain data. */
async function catalogueExports(file: string): Promise<Record<string, Record<string, string>>> {
  const source = await readFile(file, 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  if (/^\s*import\s[^'"]*['"]/m.test(code))
    throw new Error(`${file}: a catalogue holds texts only (it imports nothing at run time)`);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export function linguiCatalogues(): Plugin {
  return {
    name: 'boipoka:lingui-catalogues',
    enforce: 'pre',
    async load(id) {
      if (process.env.VITEST || !CATALOGUE.test(id)) return null;
      this.addWatchFile(id);
      const exported = await catalogueExports(id);
      return Object.entries(exported)
        .map(([name, texts]) => {
          const compiled = Object.fromEntries(
            Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]),
          );
          return `export const ${name} = ${JSON.stringify(compiled)};`;
        })
        .join('\n');
    },
  };
}
