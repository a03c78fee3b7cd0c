/**
 * Shutdown of the real server process: the request in flight is answered, the process exits
 * within a second of that last answer even with idle keep-alive connections open, and a request
 * that never finishes is cut at the 10 s deadline. Health endpoints answer 503 while draining.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../../src/server/db/client';
import { createTestApp } from '../helpers/test-app';
import { createPostgresDatabase, postgresUrlOf } from '../helpers/test-database';

const dir = mkdtempSync(join(tmpdir(), 'baycatch-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startServer(
  name: string,
  settings: Record<string, string> = { SHUTDOWN_DRAIN_MS: '0' },
): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  // Its own database: a SQLite file, or on PostgreSQL a new database on the test run's server.
  const database =
    engine === 'postgres'
      ? { DATABASE_URL: postgresUrlOf(await createPostgresDatabase()) }
      : { DATABASE_PATH: join(dir, `${name}.db`) };
  // Node itself with tsx's loader, not the tsx command: the command relays signals to a second
  // process and, on a loaded machine, could end it before that process had its handlers in place.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      ...database,
      UPLOAD_DIR: join(dir, `${name}-uploads`),
      CLIENT_DIST: './tests/fixtures/client',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/listening.*?localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', () => reject(new Error(`server exited before listening: ${out}`)));
  });
  return { child, port, exited };
}

/** A request whose body arrives only when `finish` is called: in flight until then. */
function slowRequest(port: number) {
  // Sign-in reads its body before anything else, so the request waits for it.
  const body = JSON.stringify({ email: 'nobody@baycatch.test', password: 'not-the-password' });
  const req = http.request({
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; at: number }>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, at: Date.now() }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 5));
  return { answered, finish: () => req.end(body.slice(5)), abort: () => req.destroy() };
}

/** Opens a keep-alive connection and leaves it idle after one answer. */
async function idleKeepAlive(port: number, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ port, path: '/api/health/ready', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('answers 503 on /api/health/ready and /api/health/live while draining', async () => {
    const lifecycle = { draining: false };
    const t = await createTestApp({}, { lifecycle });
    expect((await t.app.request('/api/health/ready')).status).toBe(200);
    expect((await t.app.request('/api/health/live')).status).toBe(200);
    lifecycle.draining = true;
    expect((await t.app.request('/api/health/ready')).status).toBe(503);
    expect(await (await t.app.request('/api/health/live')).json()).toEqual({ status: 'draining' });
  });

  it('finishes the request in flight and exits within 1 s of it despite idle keep-alive connections', async () => {
    const { child, port, exited } = await startServer('graceful');
    const agent = new http.Agent({ keepAlive: true });
    expect(await idleKeepAlive(port, agent)).toBe(200);
    const slow = slowRequest(port);
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    expect(child.exitCode).toBeNull(); // still serving the request in flight
    slow.finish();
    const { status, at } = await slow.answered;
    expect(status).toBe(401); // answered (wrong password), not dropped
    expect(await exited).toBe(0);
    expect(Date.now() - at).toBeLessThan(1000);
    agent.destroy();
  }, 20_000);

  it('cuts a request that never finishes at the 10 s deadline', async () => {
    const { child, port, exited } = await startServer('deadline');
    const slow = slowRequest(port);
    slow.answered.catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    child.kill('SIGTERM');
    await exited;
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThan(9_500);
    expect(took).toBeLessThan(11_500);
    slow.abort();
  }, 30_000);

  it('answers readiness 503 for the drain period while still accepting and answering, then closes', async () => {
    const { child, port, exited } = await startServer('drain', { SHUTDOWN_DRAIN_MS: '1500' });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // New connections are still accepted: readiness says go elsewhere, other calls are answered.
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${base}/api/catches`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(503);
    expect(child.exitCode).toBeNull();
    expect(await exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(4000);
    await expect(fetch(`${base}/api/health/ready`)).rejects.toThrow();
  }, 20_000);
});

describe('slow clients', () => {
  it('cuts a connection that trickles its headers at HEADERS_TIMEOUT_MS', async () => {
    const { child, port, exited } = await startServer('slow-headers', {
      SHUTDOWN_DRAIN_MS: '0',
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
    });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const opened = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
    socket.on('error', () => {});
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n');
    // One header byte every 100 ms: never a whole request, always something arriving.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X');
    }, 100);
    const heldFor = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 6000))]);
    clearInterval(trickle);
    socket.destroy();
    expect(heldFor).toBeGreaterThan(0); // cut, not still open after 6 s
    expect(heldFor).toBeLessThan(3500);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    child.kill('SIGTERM');
    await exited;
  }, 20_000);

  it('refuses a request timeout shorter than the headers timeout at start', async () => {
    await expect(
      startServer('bad-timeouts', { HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }),
    ).rejects.toThrow(/REQUEST_TIMEOUT_MS/);
  }, 20_000);
});
