/**
 * `npm run typecheck`: the whole project against SQLite's tables and the server against
 * PostgreSQL's (decision 015), both at once. Each compiler keeps about one core busy, so on a
 * two-core machine the pair takes little longer than one. Each prints its own errors; the script
 * fails if either does.
 */
import { spawn } from 'node:child_process';

const configs = ['tsconfig.json', 'tsconfig.pg.json'];

const codes = await Promise.all(
  configs.map(
    (config) =>
      new Promise<number>((resolve) => {
        const child = spawn('npx', ['tsc', '--noEmit', '-p', config], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', () => resolve(1));
      }),
  ),
);
for (const [i, code] of codes.entries()) {
  if (code !== 0) console.error(`typecheck failed: ${configs[i]}`);
}
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
