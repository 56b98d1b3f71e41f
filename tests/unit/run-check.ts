// Runs `npm run check` (scripts/check.ts with Node 24) as the CLI it is, for tests of its output.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Exit code and output of `node scripts/check.ts ...args`. */
export function runCheck(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(resolve('node_modules/.bin/node'), ['scripts/check.ts', ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
