/**
 * The one tRPC client for API tests: the real @trpc/client over app.request, keeping the session
 * cookie like a browser tab and every response for assertions on status and headers.
 */
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import type { AppRouter } from '../../src/server/trpc/root.router';
import type { TestApp } from './test-app';

export function createTrpcTestClient(
  app: TestApp['app'],
  { cookie = '', address = '203.0.113.9' }: { cookie?: string; address?: string } = {},
) {
  /** The session cookie in `cookie`; any other the app sets (two-factor sign-in) in `others`. */
  const jar = { cookie, others: new Map<string, string>(), responses: [] as Response[] };
  const env = { incoming: { socket: { remoteAddress: address } } };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/trpc',
        transformer: superjson,
        fetch: async (url, init) => {
          const headers = new Headers(init?.headers as HeadersInit | undefined);
          const sent = [jar.cookie, ...jar.others.values()].filter(Boolean);
          if (sent.length) headers.set('cookie', sent.join('; '));
          const res = await app.request(String(url), { ...(init as RequestInit), headers }, env);
          jar.responses.push(res.clone());
          for (const line of res.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            const name = pair.slice(0, at);
            if (name.endsWith(SESSION_COOKIE)) {
              jar.cookie = at + 1 < pair.length ? pair : '';
            } else if (at + 1 < pair.length) jar.others.set(name, pair);
            else jar.others.delete(name);
          }
          return res;
        },
      }),
    ],
  });
  return { client, jar, last: () => jar.responses.at(-1) as Response };
}
