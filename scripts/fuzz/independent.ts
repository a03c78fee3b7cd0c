/**
 * A second, independent fuzzer pointed at the published document: Portman (Apideck) reads
 * /api/openapi.json from a running BayCatch, turns every operation into requests and fuzzed
 * variants of them (required fields removed, numbers past their bounds, strings past their
 * lengths), and Newman sends them as each kind of caller. Every answer must carry a status the
 * document gives that operation. Run with `npm run fuzz:independent`; it needs the npm registry
 * (npx fetches Portman) but no Python, which Schemathesis would.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { totpCode } from '../../src/server/features/two-factor/totp';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../src/server/seed/seed-data';

const PORT = 4470;
const BASE = `http://localhost:${PORT}`;
const PORTMAN = ['-y', '-p', '@apideck/portman@1.33.0', '-p', 'tslib', 'portman'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Calls that end the caller's own session would leave the rest of the run signed out. */
const SESSION_ENDING = ['GET::/api/logout', 'POST::/api/auth/logout'];
const callers = {
  anonymous: null,
  buyer: 'buyer@baycatch.test',
  seller: 'seller@baycatch.test',
  admin: 'admin@baycatch.test',
} as const;

type Operation = { responses: Record<string, unknown> };
type Document = {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { securitySchemes: Record<string, unknown> };
};

const work = mkdtempSync(join(tmpdir(), 'baycatch-fuzz-'));

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_PATH: join(work, 'baycatch.sqlite'),
      UPLOAD_DIR: join(work, 'uploads'),
      SEED_DEMO: 'true',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilReady() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ready = await fetch(`${BASE}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('BayCatch did not become ready');
}

async function signIn(email: string): Promise<string> {
  const send = () =>
    fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
  // The kept-alive socket of the previous call may have been closed by the server meanwhile.
  const res = await send().catch(send);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`Sign-in as ${email} failed with ${res.status}`);
  if (!((await res.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) return cookie;
  // The demo admin has two-factor sign-in: its published demo key gives the code.
  const finished = await fetch(`${BASE}/api/auth/login/two-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code: totpCode(DEMO_ADMIN_TOTP_SECRET) }),
  });
  const session = finished.headers.getSetCookie().find((line) => line.includes('session='));
  if (!finished.ok || !session) throw new Error(`The code step for ${email} failed with ${finished.status}`);
  return session.split(';')[0]!;
}

/** Portman's Postman conversion knows API keys in headers only, so the cookie is sent as one. */
function forPortman(document: Document): Document {
  return {
    ...document,
    components: {
      ...document.components,
      securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Cookie' } },
    },
  };
}

const fuzzOptions = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
};

/** Every request, plain or fuzzed, must answer one of the statuses its operation documents. */
function portmanConfig(document: Document, cookie: string) {
  const extendTests = [];
  const variationTests = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const target = `${method.toUpperCase()}::${path}`;
      const statuses = Object.keys(operation.responses);
      const test = `pm.test('${target} answers a documented status', function () { pm.expect(${JSON.stringify(statuses)}).to.include(String(pm.response.code)); });`;
      extendTests.push({ openApiOperation: target, tests: [test], overwrite: true });
      const refusal = statuses.find((status) => status.startsWith('4'));
      if (!refusal) continue;
      variationTests.push({
        openApiOperation: target,
        openApiResponse: refusal,
        variations: [
          {
            name: 'Fuzzed',
            fuzzing: [{ requestBody: [fuzzOptions], requestQueryParams: [fuzzOptions] }],
            tests: { extendTests: [{ tests: [test], overwrite: true }] },
          },
        ],
      });
    }
  }
  return {
    version: 1.0,
    tests: { extendTests, variationTests },
    globals: { portmanReplacements: [{ searchFor: '{{apiKey}}', replaceWith: cookie }] },
  };
}

function withoutSessionEnding(document: Document): Document {
  const paths: Document['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([method]) => !SESSION_ENDING.includes(`${method.toUpperCase()}::${path}`)),
    );
    if (Object.keys(kept).length) paths[path] = kept;
  }
  return { ...document, paths };
}

interface Outcome {
  caller: string;
  requests: number;
  failed: number;
  /** How often each status came back, so a run that never got past sign-in shows. */
  statuses: string;
}

function statusCounts(output: string): string {
  const counts = new Map<string, number>();
  for (const [, status] of output.matchAll(/\[(\d{3}) [^,\]]*,/g)) {
    counts.set(status ?? '', (counts.get(status ?? '') ?? 0) + 1);
  }
  return [...counts]
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

function runPortman(caller: string, document: Document, cookie: string): Outcome {
  const documentFile = join(work, `openapi-${caller}.json`);
  const configFile = join(work, `portman-${caller}.json`);
  writeFileSync(documentFile, JSON.stringify(forPortman(document)));
  writeFileSync(configFile, JSON.stringify(portmanConfig(document, cookie)));
  const run = spawnSync(
    'npx',
    [
      ...PORTMAN,
      '-l',
      documentFile,
      '-b',
      BASE,
      '-c',
      configFile,
      '-o',
      join(work, `collection-${caller}.json`),
      '-n',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${run.stdout}${run.stderr}`;
  const figure = (row: string) => output.match(new RegExp(`${row}\\s*│\\s*(\\d+)\\s*│\\s*(\\d+)`));
  const requests = figure('requests');
  const assertions = figure('assertions');
  if (!requests || !assertions) throw new Error(`Portman did not run as ${caller}:\n${output.slice(-4000)}`);
  const failed = Number(assertions[2]);
  if (failed) process.stdout.write(output.slice(output.indexOf('# ') - 200));
  return { caller, requests: Number(requests[1]), failed, statuses: statusCounts(output) };
}

const server = startServer();
try {
  await waitUntilReady();
  const document = (await (await fetch(`${BASE}/api/openapi.json`)).json()) as Document;
  const outcomes: Outcome[] = [];
  for (const [caller, email] of Object.entries(callers)) {
    const cookie = email ? await signIn(email) : '';
    outcomes.push(runPortman(caller, email ? withoutSessionEnding(document) : document, cookie));
  }
  console.table(outcomes);
  if (outcomes.some((outcome) => outcome.failed)) process.exitCode = 1;
} finally {
  server.kill();
}
