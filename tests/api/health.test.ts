import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('GET /healthz', () => {
  it('answers ok while the database is reachable', async () => {
    const { app } = createTestApp();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
