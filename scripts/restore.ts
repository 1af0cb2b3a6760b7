/**
 * `npm run restore -- FILE [--force]`: checks the backup whole, then restores it into DATA_DIR
 * (PGlite) or DATABASE_URL (pg_restore), with its photos, and migrates it to this version.
 */
import { BackupRefusal } from '../src/server/backup/manifest';
import { describeRestore, restoreBackup } from '../src/server/backup/restore-backup';
import { ConfigError, loadConfig } from '../src/server/config';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');

if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    const file = files[0]!;
    console.log(describeRestore(file, await restoreBackup(loadConfig(), file, { force })));
  } catch (error) {
    if (error instanceof BackupRefusal || error instanceof ConfigError)
      console.error(error.message);
    else console.error(`The restore failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
