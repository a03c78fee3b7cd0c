import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDocument } from '../../src/server/openapi/document';
import { createTestApp } from '../helpers/test-app';

const testApp = await createTestApp();
afterAll(() => testApp.close());

/** Every method and path the app routes under /api, as the document writes them. */
function routedOperations(): string[] {
  const operations = testApp.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(operations)].sort();
}

function documentedOperations(): string[] {
  return Object.entries(apiDocument().paths ?? {})
    .flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item[method])
        .map((method) => `${method} ${path}`),
    )
    .sort();
}

describe('the published API document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1', async () => {
    const res = await testApp.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as { openapi: string; info: { title: string } };
    expect(body.openapi).toBe('3.1.0');
    expect(body).toEqual(JSON.parse(JSON.stringify(apiDocument())));
  });

  it('describes every route the app serves under /api, and nothing it does not serve', () => {
    expect(routedOperations().length).toBeGreaterThan(70);
    expect(documentedOperations()).toEqual(routedOperations());
  });

  it('describes the session cookie and the error body on every refusal', () => {
    const document = apiDocument();
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const operation of [item.get, item.post, item.patch, item.delete].filter(
        (op) => op !== undefined,
      )) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400 || path.startsWith('/api/health')) continue;
          expect(answer, `${path} ${status}`).toMatchObject({
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          });
        }
      }
    }
  });

  it('gives every operation a successful answer (a redirect for the two browser navigations)', () => {
    for (const [path, item] of Object.entries(apiDocument().paths ?? {})) {
      for (const operation of [item.get, item.post, item.patch, item.delete].filter(
        (op) => op !== undefined,
      )) {
        const success = Object.keys(operation.responses ?? {}).filter((status) => /^[23]/.test(status));
        const expected = ['/api/login', '/api/logout'].includes(path)
          ? ['302']
          : [expect.stringMatching(/^2/)];
        expect(success, path).toEqual(expect.arrayContaining(expected));
      }
    }
  });

  it('passes the Redocly lint with the rules in redocly.yaml', async () => {
    const config = await loadConfig({ configPath: 'redocly.yaml' });
    const problems = await lintFromString({
      source: JSON.stringify(apiDocument()),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('reads as a page at /api/docs, every operation on it', async () => {
    const res = await testApp.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<h1>BayCatch API 1.0.0</h1>');
    for (const operation of documentedOperations()) {
      const [method, path] = operation.split(' ');
      expect(page).toContain(`id="${method}-${path}"`);
    }
    expect(page).not.toMatch(/<script/i);
  });
});
