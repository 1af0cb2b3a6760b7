/**
 * `npm run backup`: one file in BACKUP_DIR holding the database (a snapshot of the running
 * server's PGlite, or pg_dump of DATABASE_URL) and the photos; the oldest beyond BACKUP_KEEP go.
 */
import { describeBackup, backupNow } from '../src/server/backup/take-backup';
import { BackupRefusal } from '../src/server/backup/manifest';
import { ConfigError, loadConfig } from '../src/server/config';

try {
  console.log(describeBackup(await backupNow(loadConfig())));
} catch (error) {
  // Every failure is one line: what went wrong, and for a refusal what to do about it.
  if (error instanceof BackupRefusal || error instanceof ConfigError) console.error(error.message);
  else console.error(`The backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
