/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json), so
 * the real `twilio` library can be pointed at it (TWILIO_API_BASE). It records each request's form
 * and Basic credentials, answers with a message resource, and can be told to fail the next sends.
 * `saveTo` files each accepted message as JSON there, for the browser tests' server (e2e/texts.ts).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readBody } from './read-body';

export interface RecordedTwilioRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export async function startFakeTwilioApi({ saveTo }: { saveTo?: string } = {}) {
  const requests: RecordedTwilioRequest[] = [];
  let failures = 0;
  let count = 0;
  const server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ path, authorization: req.headers.authorization, form });
    const account = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path)?.[1];
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'POST' || !account) {
      res.writeHead(404).end(JSON.stringify({ code: 20404, message: 'Not found', status: 404 }));
      return;
    }
    if (failures > 0) {
      failures -= 1;
      res
        .writeHead(400)
        .end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
      return;
    }
    count += 1;
    const sid = `SM${String(count).padStart(32, '0')}`;
    if (saveTo) writeFileSync(join(saveTo, `${sid}.json`), JSON.stringify({ to: form.To, body: form.Body }));
    res.writeHead(201).end(
      JSON.stringify({
        sid,
        account_sid: account,
        to: form.To,
        from: form.From ?? null,
        body: form.Body,
        status: 'queued',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `n` sends are refused as Twilio refuses a bad number. */
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
