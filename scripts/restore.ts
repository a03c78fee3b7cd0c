/** `npm run restore -- <file>`: puts a backup back as DATABASE_PATH. Stop the server first. */
import { restoreDatabase } from '../src/server/db/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}
const target = process.env.DATABASE_PATH ?? './data/baycatch.db';
await restoreDatabase(file, target);
console.log(`Restored ${file} into ${target}`);
