/** Starts the benchmarks' servers (serve.ts) on one engine and stops them. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type BenchEngine = 'sqlite' | 'postgres';

export const engineNames: Record<BenchEngine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The engines asked for in BENCH_ENGINES (default: both, SQLite first). */
export function benchEngines(): BenchEngine[] {
  const asked = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').filter(Boolean);
  for (const engine of asked)
    if (engine !== 'sqlite' && engine !== 'postgres')
      throw new Error(`BENCH_ENGINES: ${engine} is neither sqlite nor postgres`);
  return asked as BenchEngine[];
}

export async function startBenchServer(engine: BenchEngine) {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/bench/catalog/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_ENGINE: engine },
  });
  const ready = await new Promise<{ appPort: number; ceilingPort: number; catchId: string }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    },
  );
  return {
    app: `http://127.0.0.1:${ready.appPort}`,
    ceiling: `http://127.0.0.1:${ready.ceilingPort}`,
    catchId: ready.catchId,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
