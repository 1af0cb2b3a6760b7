/** Builds dist/server (main.js, backup.js, restore.js) from src/server and scripts. */
export function buildServer(): Promise<void>;
/** Builds when a bundle is missing or older than a source; answers whether it built. */
export function buildServerIfStale(): Promise<boolean>;
