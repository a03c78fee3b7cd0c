/**
 * `npm run seed`: migrates the database at DATABASE_PATH (default ./data/baycatch.db) and seeds
 * the demo world into it when it is empty, exactly as `npm start` does, without starting the server.
 */
import { seedDemoData } from '../db/seed';
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';

const config = loadConfig(process.env);
const database = openDatabase(config.databasePath);
try {
  const seeded = await seedDemoData(database.direct);
  console.log(
    seeded
      ? `Demo data seeded into ${config.databasePath}.`
      : `${config.databasePath} already has data; nothing seeded.`,
  );
} finally {
  database.close();
}
