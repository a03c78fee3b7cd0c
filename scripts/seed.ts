/**
 * `npm run seed`: migrates the database at DATABASE_URL or DATABASE_PATH (default ./data/baycatch.db) and seeds
 * the demo world into it when it is empty, exactly as `npm start` does, without starting the server.
 */

import { openDatabase } from '../src/server/db/client';
import { databaseName, loadConfig } from '../src/server/env';
import { seedDemoData } from '../src/server/seed/demo-seed';

const config = loadConfig(process.env);
const database = await openDatabase(config.database, { replicaUrls: config.databaseReplicaUrls });
try {
  const seeded = await seedDemoData(database.db, new Date(), { seasons: config.seasons });
  console.log(
    seeded
      ? `Demo data seeded into ${databaseName(config.database)}.`
      : `${databaseName(config.database)} already has data; nothing seeded.`,
  );
} finally {
  await database.close();
}
