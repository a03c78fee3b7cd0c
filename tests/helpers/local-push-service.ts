/**
 * A browser's push service on this machine, for the Web Push tests: an HTTPS server (web-push only
 * speaks https) with a self-signed certificate kept in tests/fixtures, trusted through the
 * agent the app is given. `device()` plays a browser: a real P-256 key pair and auth secret, a
 * subscription on this server, and RFC 8291 decryption of what arrives for it.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A certificate for 127.0.0.1 made once for these tests and kept with them (valid for a century),
 * so the tests need no openssl on the machine. It protects nothing: only the test's own agent trusts it.
 */
function selfSignedCertificate(): { key: string; cert: string } {
  const fixture = (name: string) =>
    readFileSync(new URL(`../fixtures/push-service/${name}`, import.meta.url), 'utf8');
  return { key: fixture('key.pem'), cert: fixture('cert.pem') };
}

export async function startLocalPushService() {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  /** The status each path answers with; 201 Created (what push services answer) otherwise. */
  const answers = new Map<string, number>();
  const waiting: { path: string; resolve: (push: ReceivedPush) => void }[] = [];

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const push = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(push);
      res.writeHead(answers.get(push.path) ?? 201).end();
      for (const waiter of waiting.filter((w) => w.path === push.path)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });
  let devices = 0;

  return {
    origin,
    agent,
    received,
    answer(path: string, status: number) {
      answers.set(path, status);
    },
    /** The next push to arrive at `path`; fails after a few seconds. */
    nextPush(path: string, timeoutMs = 5000): Promise<ReceivedPush> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push arrived at ${path}`)), timeoutMs);
        waiting.push({
          path,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    /** A browser's subscription on this push service, with what it needs to read its pushes. */
    device() {
      devices += 1;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/device-${devices}`;
      return {
        path,
        subscription: {
          endpoint: `${origin}${path}`,
          expirationTime: null,
          keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
        },
        decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;

/** RFC 8291 (Message Encryption for Web Push) over RFC 8188 aes128gcm, as a browser reads it. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the JWT is checked against that key. */
export function readVapidAuthorization(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    publicKey,
    signed,
    header: JSON.parse(Buffer.from(head, 'base64url').toString()) as { typ: string; alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      sub: string;
      exp: number;
    },
  };
}
