// `npm run check` fails on a malformed case.yaml or deal fence, listing every problem with file:line.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { caseFilePaths } from '../../../src/content-io/case-files.ts';

let root: string;
let result: { status: number | null; stderr: string; stdout: string };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lexludi-check-'));
  cpSync('content', root, { recursive: true });
  // Two broken case files (a card in two hands; a ten written 10) and a bad deal fence.
  writeFileSync(join(root, 'cases/hbf-played-card/1/case.yaml'), readFileSync('tests/fixtures/cases/card-in-two-hands.yaml'));
  writeFileSync(
    join(root, 'cases/hbf-played-card/2/case.yaml'),
    readFileSync('tests/fixtures/cases/ten-as-10.yaml', 'utf8').replace('id: "1"', 'id: "2"').replace('number: "1"', 'number: "2"'),
  );
  // A claim case whose tricks do not add up to 13.
  writeFileSync(
    join(root, 'cases/claims/forgotten-trump/case.yaml'),
    readFileSync('tests/fixtures/claim-cases/trick-count/case.yaml', 'utf8').replace('id: trick-count', 'id: forgotten-trump'),
  );
  appendFileSync(join(root, 'commentary/pl-68-71/pl.md'), '\n```deal\nN: AQ10...\nE: A...\nS: A...\n```\n');
  const r = spawnSync('node', ['scripts/check.ts', '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` },
  });
  result = { status: r.status, stderr: r.stderr, stdout: r.stdout };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run check', () => {
  test('exits 1 and lists every case-file problem as file:line with a hint', () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`${root}/cases/hbf-played-card/1/case\\.yaml:\\d+: duplicate-card: .*\\n  hint: `));
    expect(result.stderr).toMatch(new RegExp(`${root}/cases/hbf-played-card/2/case\\.yaml:\\d+: pbn-ten: `));
  });

  test('lists a claim case problem with its file, line and hint', () => {
    expect(result.stderr).toContain(
      `${root}/cases/claims/forgotten-trump/case.yaml:21: trick-count: 7 + 4 tricks won and 3 cards a hand make 14, not 13\n  hint: `,
    );
  });

  test('lists a bad deal fence with its line and column in the Markdown file', () => {
    const lines = readFileSync(join(root, 'commentary/pl-68-71/pl.md'), 'utf8').split('\n');
    const line = lines.indexOf('N: AQ10...') + 1;
    expect(result.stderr).toContain(`${root}/commentary/pl-68-71/pl.md:${line}:6: deal/pbn-ten:`);
    expect(result.stderr).toMatch(new RegExp(`pl\\.md:${line + 2}:4: deal/duplicate-card:`));
    // 2 case files, 2 deal-fence lines and the segment that cannot render, the fence's cards
    // missing from the three translations of that segment, and the 3 terms findings that the
    // allow-list excuses on the real content only (a copied root gets no allow-list); and the
    // claim case. Every case file of every collection is read.
    expect(result.stdout).toMatch(new RegExp(`${caseFilePaths('content/cases').length} case files, 12 problem\\(s\\)`));
  });
});
