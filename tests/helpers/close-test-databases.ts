/**
 * Setup file of the API projects: after each test file, the databases it opened are closed and
 * dropped. A setup file runs for every file even when the workers keep their modules between
 * files, where a hook registered by test-database.ts's own loading would run after the first only.
 */
import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database';

afterAll(closeTestDatabases);
