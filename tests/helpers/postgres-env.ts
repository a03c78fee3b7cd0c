/**
 * First setup file of the api-postgres project: points the data layer at the run's PostgreSQL
 * (postgres-setup.ts) before the test file loads it, since the engine is chosen when
 * src/server/db/engine.ts loads.
 */
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('postgresTemplateUrl');
// Read by test-database.ts (POSTGRES_SERVER_ENV); not imported from there, which would load the data layer.
process.env.TEST_POSTGRES_SERVER_URL = inject('postgresServerUrl');
