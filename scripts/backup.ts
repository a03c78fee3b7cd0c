/** `npm run backup -- <file>`: a consistent copy of DATABASE_PATH, safe while the server runs. */
import { backupDatabase } from '../src/server/db/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}
const source = process.env.DATABASE_PATH ?? './data/baycatch.db';
const { pages } = await backupDatabase(source, file);
console.log(`Backed up ${source} to ${file} (${pages} pages, integrity ok)`);
