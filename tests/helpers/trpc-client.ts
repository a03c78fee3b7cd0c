/**
 * The one tRPC client for API tests: the real @trpc/client over app.request, keeping the session
 * cookie like a browser tab and every response for assertions on status and headers.
 */
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { SESSION_COOKIE } from '../../src/server/features/auth/session-token';
import type { AppRouter } from '../../src/server/trpc/root.router';
import type { TestApp } from './test-app';

export function createTrpcTestClient(
  app: TestApp['app'],
  { cookie = '', address = '203.0.113.9' }: { cookie?: string; address?: string } = {},
) {
  const jar = { cookie, responses: [] as Response[] };
  const env = { incoming: { socket: { remoteAddress: address } } };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/trpc',
        transformer: superjson,
        fetch: async (url, init) => {
          const headers = new Headers(init?.headers as HeadersInit | undefined);
          if (jar.cookie) headers.set('cookie', jar.cookie);
          const res = await app.request(String(url), { ...(init as RequestInit), headers }, env);
          jar.responses.push(res.clone());
          for (const line of res.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            if (pair.slice(0, at).endsWith(SESSION_COOKIE)) {
              jar.cookie = at + 1 < pair.length ? pair : '';
            }
          }
          return res;
        },
      }),
    ],
  });
  return { client, jar, last: () => jar.responses.at(-1) as Response };
}
