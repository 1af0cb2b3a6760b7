// Starts the built server on a fresh, empty data directory for one end-to-end run.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
process.env.NODE_ENV ??= 'production';
await import('../../../dist/server/main.js');
