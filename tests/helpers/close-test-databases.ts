/** Setup file of the API projects: after each test file, its databases are closed and dropped. */
import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database';

afterAll(closeTestDatabases);
