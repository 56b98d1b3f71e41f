// A test's time limit is the hang guard of vitest.config.ts (HANG_MS, minutes), never a speed limit:
// a test given its own shorter timeout passes or fails with the machine's load (issue #32; three
// unit tests timed out at 30 and 60 s beside four other processes on a 2-core machine). This reads
// every test file and names each call that sets its own timeout below the guard.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { HANG_MS } from '../e2e/hang.ts';

/** The places in `source` where a test, describe or hook is given a timeout of its own, as `line: text`. */
function ownTimeouts(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    // `}, 30_000);` closing a test/describe/hook, or `{ timeout: 30_000 }` as its options; a limit
    // above the hang guard (the ReDoS checker's own) only raises it, so it is not one.
    const ms =
      /^\s*\},\s*([\d_]+)\s*\);/.exec(line)?.[1] ??
      /\b(?:test|it|describe|beforeAll|beforeEach|afterAll|afterEach)(?:\.\w+)*\(.*\{\s*timeout:\s*([\d_]+)/.exec(line)?.[1];
    if (ms !== undefined && Number(ms.replaceAll('_', '')) < HANG_MS) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

describe('no test sets a time limit of its own', () => {
  test('the check finds both forms and leaves other numbers alone', () => {
    const source = [
      "test('a', () => {",
      '  run();',
      '}, 30_000);',
      `test('b', { ${'time'}out: 60_000 }, () => {});`,
      'const x = f(a, 5000);',
      "test('c', () => {});",
    ].join('\n');
    expect(ownTimeouts(source)).toEqual(['3: }, 30_000);', `4: test('b', { ${'time'}out: 60_000 }, () => {});`]);
  });

  test('in the unit and browser tests', () => {
    const found = ['src', 'scripts', 'tests'].flatMap((d) => testFiles(d).flatMap((f) => ownTimeouts(readFileSync(f, 'utf8')).map((x) => `${f}:${x}`)));
    expect(found).toEqual([]);
  });
});
