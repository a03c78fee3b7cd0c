/**
 * A software authenticator for the passkey tests: real ES256 keys (node:crypto), a 'none'
 * attestation and signed assertions in the exact bytes WebAuthn specifies, so the server's
 * verification runs as it does for a phone. Plus a client that keeps every cookie by name, since
 * a passkey ceremony holds a challenge cookie beside the session one.
 */
import {
  createHash,
  createPublicKey,
  createSign,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/trpc/root.router';
import { FACTORY_PASSWORD } from '../helpers/factories';
import { createClient, type TestApp } from '../helpers/test-app';

const b64u = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface Ceremony {
  /** Replaces the challenge the options carried: an answer to another challenge. */
  challenge?: string;
  origin?: string;
  rpId?: string;
  /** Whether the fingerprint or screen lock was checked (the UV flag). */
  userVerified?: boolean;
}

export function createSoftAuthenticator({ rpId, origin }: { rpId: string; origin: string }) {
  const credentials = new Map<string, StoredCredential>();

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, ceremony: Ceremony) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: ceremony.challenge ?? challenge,
        origin: ceremony.origin ?? origin,
        crossOrigin: false,
      }),
    );
  }

  function flags(ceremony: Ceremony, extra = 0) {
    return USER_PRESENT | (ceremony.userVerified === false ? 0 : USER_VERIFIED) | extra;
  }

  return {
    credentials,

    /** navigator.credentials.create(): a new key pair, answered with 'none' attestation. */
    /** `again` registers a credential this authenticator already holds, as a second enrolment of one device. */
    register(
      options: PublicKeyCredentialCreationOptionsJSON,
      ceremony: Ceremony & { again?: string } = {},
    ): RegistrationResponseJSON {
      const held = ceremony.again ? credentials.get(ceremony.again) : undefined;
      const privateKey = held?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      const publicKey = createPublicKey(privateKey);
      const jwk = publicKey.export({ format: 'jwk' });
      // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const id = held?.id ?? randomBytes(32);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(ceremony.rpId ?? rpId),
        Buffer.from([flags(ceremony, ATTESTED_CREDENTIAL)]),
        Buffer.alloc(4),
        Buffer.alloc(16), // AAGUID: none given
        idLength,
        id,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      credentials.set(b64u(id), { id, privateKey, userHandle: options.user.id, counter: 0 });
      return {
        id: b64u(id),
        rawId: b64u(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(clientData('webauthn.create', options.challenge, ceremony)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    /**
     * navigator.credentials.get(): signs the challenge with a stored credential (the only one, or
     * the one named). `counter` replays a sign count, as a cloned authenticator would.
     */
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      ceremony: Ceremony & { credentialId?: string; counter?: number; signWith?: KeyObject } = {},
    ): AuthenticationResponseJSON {
      const credentialId = ceremony.credentialId ?? [...credentials.keys()][0];
      const credential = credentialId ? credentials.get(credentialId) : undefined;
      if (!credential) throw new Error('The soft authenticator holds no such credential');
      credential.counter = ceremony.counter ?? credential.counter + 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([sha256(ceremony.rpId ?? rpId), Buffer.from([flags(ceremony)]), count]);
      const data = clientData('webauthn.get', options.challenge, ceremony);
      const signature = createSign('sha256')
        .update(Buffer.concat([authData, sha256(data)]))
        .sign(ceremony.signWith ?? credential.privateKey);
      return {
        id: b64u(credential.id),
        rawId: b64u(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(data),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

/** A fresh ES256 private key, for a signature the server must refuse. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

/** A browser tab over app.request that keeps every cookie by name, as a browser does. */
export function createCookieJarClient(app: TestApp['app'], address = '203.0.113.21') {
  // The test client keeps every cookie, as a browser does; tRPC calls go through the same jar.
  const client = createClient(app, { address });
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/trpc',
        transformer: superjson,
        fetch: (url, init) => {
          const { pathname, search } = new URL(String(url));
          return client.request(`${pathname}${search}`, init as RequestInit);
        },
      }),
    ],
  });
  return {
    request: client.request,
    cookies: client.cookies,
    post: client.post,
    get: client.get,
    trpc,
    delete: (path: string) => client.request(path, { method: 'DELETE' }),
    async signIn(email: string, password = FACTORY_PASSWORD) {
      const res = await client.post('/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`Sign-in as ${email} failed with ${res.status}`);
    },
  };
}
export type CookieJarClient = ReturnType<typeof createCookieJarClient>;
