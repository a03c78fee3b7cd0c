/**
 * `npm test`: every check in turn, stopping at the first that fails, then a table of the seconds
 * each part took (README, Test run timings), so a slower run shows where it slowed. Each part's
 * vitest projects run on their own, so its time is its own.
 */
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  /** Commands run at once; the part fails if any of them does. */
  commands: string[][];
}

const vitest = (...projects: string[]) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];

/**
 * An engine's API files that start processes of their own (servers, a replica, a writer) mostly
 * wait on them: a shutdown's ten-second deadline, a replica catching up. In one vitest with the
 * rest they waited for its workers and then ran nearly alone (40 s on PostgreSQL); in a vitest of
 * their own beside the rest, two at a time, they fill the machine's idle time instead.
 */
const withProcesses = (project: string, processes: string) => [
  [...vitest(processes), '--maxWorkers=2'],
  vitest(project),
];

const PARTS: Part[] = [
  { name: 'chromium', commands: [['bash', 'scripts/setup/ensure-chromium.sh']] },
  { name: 'lint', commands: [['npm', 'run', 'lint']] },
  { name: 'typecheck', commands: [['npm', 'run', 'typecheck']] },
  { name: 'unit', commands: [vitest('unit')] },
  { name: 'API, SQLite', commands: withProcesses('api', 'api-processes') },
  { name: 'API, PostgreSQL', commands: withProcesses('api-postgres', 'api-postgres-processes') },
  { name: 'build', commands: [['npm', 'run', 'build']] },
  { name: 'browser', commands: [vitest('e2e')] },
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
  console.info(`\n=== ${part.name}: ${part.commands.map((command) => command.join(' ')).join(' & ')}`);
  const started = performance.now();
  const codes = await Promise.all(part.commands.map(run));
  const code = codes.find((each) => each !== 0) ?? 0;
  rows.push({ name: part.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
  if (code !== 0) {
    process.exitCode = code;
    break;
  }
}
console.info(`\n${timingTable(rows)}`);
