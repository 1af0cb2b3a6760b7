import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, pgliteDirIn } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedCategories } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
  });
  await migrateDatabase(database, config.rootDir);
  await seedCategories(database.db);
  const app = await buildApp(config, database);
  if (config.admin) {
    const outcome = await bootstrapAdmin(app.auth, database.db, config.admin);
    app.log.info({ email: config.admin.email, outcome }, 'admin account ready');
  }
  // Told to stop: no new requests; those in flight get SHUTDOWN_GRACE_MS to finish, then their
  // connections are cut; the database is closed and the process ends cleanly.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const late = setTimeout(() => {
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS} ms: closing them`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(late);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Boipoka is running at ${config.publicUrl} (database: ${database.kind})`);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
