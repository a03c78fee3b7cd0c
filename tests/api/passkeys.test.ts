import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeys, users, webauthnChallenges } from '../../src/server/db/tables';
import { CHALLENGE_TTL_MS } from '../../src/server/features/passkeys/passkeys.service';
import { relyingParty } from '../../src/server/features/passkeys/relying-party';
import { passkeyMessages } from '../../src/shared/messages/passkeys';
import type { PasskeyDto } from '../../src/shared/passkeys.schema';
import type { UserDto } from '../../src/shared/user.schema';
import { createUser, FACTORY_PASSWORD } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCookie, setCookies } from './auth-helpers';
import {
  type CookieJarClient,
  createCookieJarClient,
  createSoftAuthenticator,
  type SoftAuthenticator,
  strangerKey,
} from './passkey-helpers';

const json = async <T>(res: Response) => (await res.json()) as T;

/** A clock the test moves, for challenges that run out. */
function testClock() {
  let at = Date.now();
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

async function setup(options: { now?: () => Date; rateLimits?: boolean } = {}) {
  const t = await createTestApp(
    options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits },
    options.now ? { now: options.now } : {},
  );
  const rp = relyingParty(t.config);
  return { t, rp, authenticator: () => createSoftAuthenticator({ rpId: rp.id, origin: rp.origin }) };
}

async function signedInPerson(t: TestApp) {
  const user = await createUser(t.db);
  const client = createCookieJarClient(t.app);
  await client.signIn(user.email);
  return { user, client };
}

async function registrationOptions(client: CookieJarClient) {
  const res = await client.post('/api/account/passkeys/options');
  expect(res.status).toBe(200);
  return await json<PublicKeyCredentialCreationOptionsJSON>(res);
}

async function addPasskey(client: CookieJarClient, authenticator: SoftAuthenticator, name = 'Pixel 8') {
  const response = authenticator.register(await registrationOptions(client));
  const res = await client.post('/api/account/passkeys', { response, name });
  expect(res.status).toBe(201);
  return await json<PasskeyDto>(res);
}

async function signInOptions(client: CookieJarClient) {
  const res = await client.post('/api/auth/passkey/options');
  expect(res.status).toBe(200);
  return await json<PublicKeyCredentialRequestOptionsJSON>(res);
}

/** A person with one passkey, and a separate signed-out browser to sign in from. */
async function personWithPasskey(t: TestApp, authenticator: SoftAuthenticator) {
  const { user, client } = await signedInPerson(t);
  const passkey = await addPasskey(client, authenticator);
  return { user, passkey, browser: createCookieJarClient(t.app, '198.51.100.4') };
}

const failureLogs = (t: TestApp) => t.logs.filter((log) => log.fields?.security === 'passkey_sign_in_failed');

describe('adding a passkey', () => {
  it('offers discoverable-credential options for this site and keeps the challenge in an HttpOnly cookie', async () => {
    const { t, rp } = await setup();
    const { user, client } = await signedInPerson(t);
    const res = await client.post('/api/account/passkeys/options');
    expect(res.status).toBe(200);
    const options = await json<PublicKeyCredentialCreationOptionsJSON>(res);
    expect(options.rp).toEqual({ id: 'localhost', name: 'BayCatch' });
    expect(rp.origin).toBe(t.config.publicUrl);
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.attestation).toBe('none');
    const cookie = setCookies(res).find((c) => c.name === 'baycatch_webauthn');
    expect(cookie?.attributes).toMatchObject({ httponly: true, path: '/', samesite: 'Strict' });
    const stored = await t.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.id, cookie!.value));
    expect(stored).toEqual([expect.objectContaining({ userId: user.id, challenge: options.challenge })]);
  });

  it('stores the verified passkey with its trimmed name, lists it, and spends the challenge', async () => {
    const { t, authenticator } = await setup();
    const { user, client } = await signedInPerson(t);
    const soft = authenticator();
    const response = soft.register(await registrationOptions(client));
    const res = await client.post('/api/account/passkeys', { response, name: '  Pixel 8  ' });
    expect(res.status).toBe(201);
    const passkey = await json<PasskeyDto>(res);
    expect(passkey).toEqual({
      id: response.id,
      name: 'Pixel 8',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(client.cookies.has('baycatch_webauthn')).toBe(false);
    expect(await t.db.select().from(webauthnChallenges)).toEqual([]);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, response.id));
    expect(row).toMatchObject({ userId: user.id, counter: 0, transports: ['internal'] });
    expect(row?.publicKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const list = await client.get('/api/account/passkeys');
    expect(list.status).toBe(200);
    expect(await json<PasskeyDto[]>(list)).toEqual([passkey]);
  });

  it('names the device already holding one of the account’s passkeys, so it is not offered twice', async () => {
    const { t, authenticator } = await setup();
    const { client } = await signedInPerson(t);
    const passkey = await addPasskey(client, authenticator());
    const options = await registrationOptions(client);
    expect(options.excludeCredentials).toEqual([
      expect.objectContaining({ id: passkey.id, type: 'public-key' }),
    ]);
  });

  it('needs a signed-in account for every account call', async () => {
    const { t } = await setup();
    const stranger = createClient(t.app);
    expect((await stranger.post('/api/account/passkeys/options')).status).toBe(401);
    expect((await stranger.post('/api/account/passkeys', { response: {}, name: 'x' })).status).toBe(401);
    expect((await stranger.get('/api/account/passkeys')).status).toBe(401);
    expect((await stranger.request('/api/account/passkeys/abc', { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses a blank or too long name and a malformed response with 400, storing nothing', async () => {
    const { t, authenticator } = await setup();
    const { client } = await signedInPerson(t);
    const soft = authenticator();
    const response = soft.register(await registrationOptions(client));
    for (const name of ['   ', 'x'.repeat(61)]) {
      const res = await client.post('/api/account/passkeys', { response, name });
      expect(res.status).toBe(400);
    }
    const blank = await client.post('/api/account/passkeys', { response, name: ' ' });
    expect((await json<{ errors: Record<string, string[]> }>(blank)).errors.name).toEqual([
      passkeyMessages.nameRequired,
    ]);
    const malformed = await client.post('/api/account/passkeys', {
      response: { ...response, response: { clientDataJSON: 'not base64url!' } },
      name: 'Phone',
    });
    expect(malformed.status).toBe(400);
    expect(await t.db.select().from(passkeys)).toEqual([]);
    // A 60-character name is fine.
    const ok = await client.post('/api/account/passkeys', { response, name: 'y'.repeat(60) });
    expect(ok.status).toBe(201);
  });

  it('refuses an answer without a challenge, to another challenge, from another site, or with a reused challenge', async () => {
    const { t, authenticator } = await setup();
    const { client } = await signedInPerson(t);
    const soft = authenticator();

    // The browser lost the challenge cookie (or never asked for options).
    const orphan = soft.register(await registrationOptions(client));
    client.cookies.delete('baycatch_webauthn');
    const noChallenge = await client.post('/api/account/passkeys', { response: orphan, name: 'Phone' });
    expect(noChallenge.status).toBe(400);
    expect((await json<{ message: string }>(noChallenge)).message).toBe(passkeyMessages.challengeExpired);

    const wrongChallenge = soft.register(await registrationOptions(client), {
      challenge: 'c29tZXRoaW5nLWVsc2U',
    });
    expect(
      (await client.post('/api/account/passkeys', { response: wrongChallenge, name: 'Phone' })).status,
    ).toBe(400);

    const otherSite = soft.register(await registrationOptions(client), {
      origin: 'https://baycatch.evil.test',
    });
    expect((await client.post('/api/account/passkeys', { response: otherSite, name: 'Phone' })).status).toBe(
      400,
    );

    const otherRp = soft.register(await registrationOptions(client), { rpId: 'evil.test' });
    expect((await client.post('/api/account/passkeys', { response: otherRp, name: 'Phone' })).status).toBe(
      400,
    );

    // The same answer and the same challenge cookie twice: the second finds the challenge spent.
    const options = await registrationOptions(client);
    const challengeCookie = client.cookies.get('baycatch_webauthn')!;
    const good = soft.register(options);
    expect((await client.post('/api/account/passkeys', { response: good, name: 'Phone' })).status).toBe(201);
    client.cookies.set('baycatch_webauthn', challengeCookie);
    const again = soft.register(options);
    expect((await client.post('/api/account/passkeys', { response: again, name: 'Phone 2' })).status).toBe(
      400,
    );
    expect(await t.db.select().from(passkeys)).toHaveLength(1);
  });

  it('refuses a challenge issued to another account', async () => {
    const { t, authenticator } = await setup();
    const alice = await signedInPerson(t);
    const bob = await signedInPerson(t);
    const options = await registrationOptions(alice.client);
    bob.client.cookies.set('baycatch_webauthn', alice.client.cookies.get('baycatch_webauthn')!);
    const response = authenticator().register(options);
    expect((await bob.client.post('/api/account/passkeys', { response, name: 'Stolen' })).status).toBe(400);
    expect(await t.db.select().from(passkeys)).toEqual([]);
  });

  it('refuses a challenge answered after five minutes', async () => {
    const clock = testClock();
    const { t, authenticator } = await setup({ now: clock.now });
    const { client } = await signedInPerson(t);
    const response = authenticator().register(await registrationOptions(client));
    clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await client.post('/api/account/passkeys', { response, name: 'Slow' })).status).toBe(400);
  });

  it('refuses the 11th passkey with 409, at the options and at the answer', async () => {
    const { t, authenticator } = await setup();
    const { client } = await signedInPerson(t);
    const soft = authenticator();
    for (let i = 1; i <= 9; i += 1) await addPasskey(client, soft, `Key ${i}`);
    // Options for the 10th and an 11th asked before either is answered: the cap holds at the answer.
    const tenth = soft.register(await registrationOptions(client));
    const tenthCookie = client.cookies.get('baycatch_webauthn')!;
    const eleventh = soft.register(await registrationOptions(client));
    const eleventhCookie = client.cookies.get('baycatch_webauthn')!;
    client.cookies.set('baycatch_webauthn', tenthCookie);
    expect((await client.post('/api/account/passkeys', { response: tenth, name: 'Key 10' })).status).toBe(
      201,
    );
    client.cookies.set('baycatch_webauthn', eleventhCookie);
    const refused = await client.post('/api/account/passkeys', { response: eleventh, name: 'Key 11' });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(passkeyMessages.tooMany(10));

    const options = await client.post('/api/account/passkeys/options');
    expect(options.status).toBe(409);
    expect(await t.db.select().from(passkeys)).toHaveLength(10);
  });

  it('refuses a passkey already on the account with 409', async () => {
    const { t, authenticator } = await setup();
    const { client } = await signedInPerson(t);
    const soft = authenticator();
    const first = await addPasskey(client, soft);
    const again = soft.register(await registrationOptions(client), { again: first.id });
    const res = await client.post('/api/account/passkeys', { response: again, name: 'Again' });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(passkeyMessages.alreadyRegistered);
    expect(await t.db.select().from(passkeys)).toHaveLength(1);
  });
});

describe('removing a passkey', () => {
  it('removes the owner’s passkey; another person’s or an unknown one is a 404 and stays', async () => {
    const { t, authenticator } = await setup();
    const alice = await signedInPerson(t);
    const bob = await signedInPerson(t);
    const alicesKey = await addPasskey(alice.client, authenticator());
    const bobsKey = await addPasskey(bob.client, authenticator());

    const notHers = await alice.client.delete(`/api/account/passkeys/${encodeURIComponent(bobsKey.id)}`);
    expect(notHers.status).toBe(404);
    expect((await json<{ message: string }>(notHers)).message).toBe(passkeyMessages.notFound);
    expect((await alice.client.delete('/api/account/passkeys/no-such-key')).status).toBe(404);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.id, bobsKey.id))).toHaveLength(1);

    expect((await alice.client.delete(`/api/account/passkeys/${alicesKey.id}`)).status).toBe(204);
    expect(await json<PasskeyDto[]>(await alice.client.get('/api/account/passkeys'))).toEqual([]);
  });

  it('a removed passkey no longer signs in', async () => {
    const { t, authenticator } = await setup();
    const soft = authenticator();
    const { user, passkey, browser } = await personWithPasskey(t, soft);
    const owner = createCookieJarClient(t.app);
    await owner.signIn(user.email);
    expect((await owner.delete(`/api/account/passkeys/${passkey.id}`)).status).toBe(204);
    const response = soft.authenticate(await signInOptions(browser));
    expect((await browser.post('/api/auth/passkey', { response })).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('offers options with no credentials listed and user verification required', async () => {
    const { t } = await setup();
    const browser = createCookieJarClient(t.app);
    const res = await browser.post('/api/auth/passkey/options');
    expect(res.status).toBe(200);
    const options = await json<PublicKeyCredentialRequestOptionsJSON>(res);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(browser.cookies.has('baycatch_webauthn')).toBe(true);
    const [stored] = await t.db.select().from(webauthnChallenges);
    expect(stored).toMatchObject({ userId: null, challenge: options.challenge });
  });

  it('signs the owner in with a session cookie, like a password, and records the use', async () => {
    const clock = testClock();
    const { t, authenticator } = await setup({ now: clock.now });
    const soft = authenticator();
    const { user, passkey, browser } = await personWithPasskey(t, soft);
    clock.advance(60_000);
    const response = soft.authenticate(await signInOptions(browser));
    const res = await browser.post('/api/auth/passkey', { response });
    expect(res.status).toBe(200);
    expect(await json<UserDto>(res)).toMatchObject({ id: user.id, email: user.email });
    expect(sessionCookie(res).attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(browser.cookies.has('baycatch_webauthn')).toBe(false);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect((await json<UserDto>(me)).id).toBe(user.id);

    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt?.getTime()).toBe(clock.now().getTime());
    const [listed] = await json<PasskeyDto[]>(await browser.get('/api/account/passkeys'));
    expect(listed?.lastUsedAt).toBe(clock.now().toISOString());
    expect(await t.db.select().from(webauthnChallenges)).toEqual([]);
  });

  it('refuses an unknown passkey with 401 and logs it', async () => {
    const { t, authenticator } = await setup();
    const browser = createCookieJarClient(t.app);
    const other = authenticator();
    // Registered with a site that is not this server's database: the credential is unknown here.
    other.register({
      challenge: 'AAAA',
      rp: { id: 'localhost', name: 'BayCatch' },
      user: { id: 'dW5rbm93bg', name: 'x', displayName: 'x' },
      pubKeyCredParams: [],
    });
    const response = other.authenticate(await signInOptions(browser));
    const res = await browser.post('/api/auth/passkey', { response });
    expect(res.status).toBe(401);
    expect((await json<{ message: string }>(res)).message).toBe(passkeyMessages.signInFailed);
    expect(setCookies(res).some((c) => c.name === 'baycatch_session' && c.value)).toBe(false);
    expect(failureLogs(t)).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ why: 'unknown credential' }) }),
    ]);
  });

  it('refuses a signature over another challenge, a missing, reused or expired challenge with 401', async () => {
    const clock = testClock();
    const { t, authenticator } = await setup({ now: clock.now });
    const soft = authenticator();
    const { browser } = await personWithPasskey(t, soft);
    const signIn = (response: unknown) => browser.post('/api/auth/passkey', { response });

    // Signed over a challenge the server never issued.
    const wrong = soft.authenticate(await signInOptions(browser), { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' });
    expect((await signIn(wrong)).status).toBe(401);

    // No challenge cookie at all.
    const options = await signInOptions(browser);
    browser.cookies.delete('baycatch_webauthn');
    expect((await signIn(soft.authenticate(options))).status).toBe(401);

    // A good answer replayed with its spent challenge.
    const fresh = await signInOptions(browser);
    const cookie = browser.cookies.get('baycatch_webauthn')!;
    const answer = soft.authenticate(fresh);
    expect((await signIn(answer)).status).toBe(200);
    const replayer = createCookieJarClient(t.app);
    replayer.cookies.set('baycatch_webauthn', cookie);
    expect((await replayer.post('/api/auth/passkey', { response: answer })).status).toBe(401);

    // Answered after the challenge ran out.
    const late = createCookieJarClient(t.app);
    const lateAnswer = soft.authenticate(await signInOptions(late));
    clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await late.post('/api/auth/passkey', { response: lateAnswer })).status).toBe(401);

    expect(failureLogs(t).length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a registration challenge used for sign-in', async () => {
    const { t, authenticator } = await setup();
    const soft = authenticator();
    const { user } = await personWithPasskey(t, soft);
    const owner = createCookieJarClient(t.app);
    await owner.signIn(user.email);
    const options = await registrationOptions(owner);
    const response = soft.authenticate({ challenge: options.challenge });
    expect((await owner.post('/api/auth/passkey', { response })).status).toBe(401);
  });

  it('refuses a wrong signature, another site, a missing fingerprint check and a replayed counter', async () => {
    const { t, authenticator } = await setup();
    const soft = authenticator();
    const { browser } = await personWithPasskey(t, soft);
    const attempt = async (ceremony: Parameters<SoftAuthenticator['authenticate']>[1]) =>
      (
        await browser.post('/api/auth/passkey', {
          response: soft.authenticate(await signInOptions(browser), ceremony),
        })
      ).status;

    expect(await attempt({ signWith: strangerKey() })).toBe(401);
    expect(await attempt({ origin: 'https://baycatch.evil.test' })).toBe(401);
    expect(await attempt({ rpId: 'evil.test' })).toBe(401);
    expect(await attempt({ userVerified: false })).toBe(401);
    expect(await attempt({ counter: 5 })).toBe(200);
    // A cloned authenticator answers with a count the server has already seen.
    expect(await attempt({ counter: 5 })).toBe(401);
    expect(await attempt({ counter: 3 })).toBe(401);
    expect(await attempt({ counter: 6 })).toBe(200);
  });

  it('refuses a suspended account like password sign-in, without a session', async () => {
    const { t, authenticator } = await setup();
    const soft = authenticator();
    const { user, browser } = await personWithPasskey(t, soft);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const res = await browser.post('/api/auth/passkey', {
      response: soft.authenticate(await signInOptions(browser)),
    });
    expect(res.status).toBe(403);
    expect(await json<{ reason: string }>(res)).toMatchObject({ reason: 'ACCOUNT_SUSPENDED' });
    expect(browser.cookies.has('baycatch_session')).toBe(false);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('a deleted account’s passkeys go with it and sign in no more', async () => {
    const { t, authenticator } = await setup();
    const soft = authenticator();
    const { user, browser } = await personWithPasskey(t, soft);
    const owner = createCookieJarClient(t.app);
    await owner.signIn(user.email);
    const deleted = await owner.request('/api/account', {
      method: 'DELETE',
      json: { password: FACTORY_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(passkeys)).toEqual([]);
    const res = await browser.post('/api/auth/passkey', {
      response: soft.authenticate(await signInOptions(browser)),
    });
    expect(res.status).toBe(401);
  });

  it('refuses a malformed answer with 400', async () => {
    const { t } = await setup();
    const browser = createCookieJarClient(t.app);
    await signInOptions(browser);
    expect((await browser.post('/api/auth/passkey', { response: { id: 'x' } })).status).toBe(400);
    expect((await browser.post('/api/auth/passkey', {})).status).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const { t } = await setup({ rateLimits: true });
    const browser = createCookieJarClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await browser.post('/api/auth/passkey/options')).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the tRPC procedures', () => {
  it('add, list, sign in with and remove a passkey', async () => {
    const { t, authenticator } = await setup();
    const soft = authenticator();
    const { user, client } = await signedInPerson(t);
    const options = await client.trpc.account.passkeys.options.mutate();
    const added = await client.trpc.account.passkeys.register.mutate({
      response: soft.register(options),
      name: 'Work laptop',
    });
    expect(added).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(await client.trpc.account.passkeys.list.query()).toEqual([added]);

    const browser = createCookieJarClient(t.app);
    const signInOptionsJson = await browser.trpc.auth.passkeyOptions.mutate();
    expect(signInOptionsJson.allowCredentials ?? []).toEqual([]);
    const signedIn = await browser.trpc.auth.passkeySignIn.mutate({
      response: soft.authenticate(signInOptionsJson),
    });
    expect(signedIn.id).toBe(user.id);
    expect((await browser.trpc.auth.me.query())?.id).toBe(user.id);

    // A reused challenge over tRPC too.
    await expect(
      browser.trpc.auth.passkeySignIn.mutate({ response: soft.authenticate(signInOptionsJson) }),
    ).rejects.toMatchObject({ data: { httpStatus: 401 } });

    await expect(client.trpc.account.passkeys.remove.mutate({ id: 'someone-else' })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
    expect(await client.trpc.account.passkeys.remove.mutate({ id: added.id })).toBeNull();
    expect(await client.trpc.account.passkeys.list.query()).toEqual([]);
  });
});
