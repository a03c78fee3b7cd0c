/**
 * `npm test`: every check in turn, stopping at the first that fails, then a table of the seconds
 * each part took (README, Test run timings), so a slower run shows where it slowed. Each vitest
 * project runs on its own, so its time is its own.
 */
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  command: string[];
}

const vitest = (...projects: string[]) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];

const PARTS: Part[] = [
  { name: 'chromium', command: ['bash', 'scripts/setup/ensure-chromium.sh'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: vitest('unit') },
  { name: 'API, SQLite', command: vitest('api', 'api-processes') },
  { name: 'API, PostgreSQL', command: vitest('api-postgres', 'api-postgres-processes') },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'browser', command: vitest('e2e') },
];

function run([file, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(file as string, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** The table printed at the end: one row per part run, and the total. */
function timingTable(rows: { name: string; seconds: number; ok: boolean }[]): string {
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  const line = (name: string, seconds: string, note = '') =>
    `${name.padEnd(width)}  ${seconds.padStart(7)}${note}`;
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  return [
    line('part', 'seconds'),
    ...rows.map((row) => line(row.name, row.seconds.toFixed(1), row.ok ? '' : '  FAILED')),
    line('total', total.toFixed(1)),
  ].join('\n');
}

const rows: { name: string; seconds: number; ok: boolean }[] = [];
for (const part of PARTS) {
  console.info(`\n=== ${part.name}: ${part.command.join(' ')}`);
  const started = performance.now();
  const code = await run(part.command);
  rows.push({ name: part.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
  if (code !== 0) {
    process.exitCode = code;
    break;
  }
}
console.info(`\n${timingTable(rows)}`);
