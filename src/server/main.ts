import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, pgliteDirIn } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedCategories } from './db/seed';

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
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
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
