// `npm start`: builds whatever is not built yet, then runs the server in this process.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (script) => execSync(`npm run --silent ${script}`, { stdio: 'inherit' });
if (!existsSync('dist/client/index.html')) run('build:client');
if (!existsSync('dist/server/main.js')) run('build:server');
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
