import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('GET /healthz', () => {
  it('answers ok while the database is reachable', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 503 unavailable, not a server error, while the database does not answer', async () => {
    const testApp = await createTestApp();
    expect((await testApp.app.request('/api/health/ready')).status).toBe(200);
    await testApp.close();
    const res = await testApp.app.request('/api/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
  });
});
