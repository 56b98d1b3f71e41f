// One case loader for every collection: files go to the reader of their kind, a new collection
// needs no code, and every problem of every file is reported at once.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { bookletReader, caseIdOrder, loadCaseTree, type CaseReader } from '../../../src/data/cases.ts';

const root = mkdtempSync(join(tmpdir(), 'case-tree-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const put = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** A reader of a second kind, as the claims collection has: `kind: toy`, `id` required. */
const toyReader: CaseReader<{ id: string; kind: 'toy' }> = {
  accepts: (raw) => (raw as { kind?: unknown } | undefined)?.kind === 'toy',
  validate: (file, text) => (/^id: /m.test(text) ? [] : [`${file}:1: toy/id: a toy case has an id`]),
  read: (raw) => raw as { id: string; kind: 'toy' },
};

describe('loadCaseTree', () => {
  test('reads every collection with the reader of its kind, in the booklet order', () => {
    cpSync('content/cases/hbf-played-card/1', join(root, 'a/hbf-played-card/1'), { recursive: true });
    cpSync('content/cases/hbf-played-card/q1', join(root, 'a/hbf-played-card/q1'), { recursive: true });
    put('a/second/x/case.yaml', 'kind: toy\nid: x\n');
    put('a/second/collection/en.md', ''); // a collection's own text: no case.yaml, skipped
    const cases = loadCaseTree(join(root, 'a'), [toyReader, bookletReader] as CaseReader<unknown>[]);
    expect(cases.map((c) => `${c.collection}/${c.id}`)).toEqual(['hbf-played-card/q1', 'hbf-played-card/1', 'second/x']);
    expect(cases.map((c) => c.reader)).toEqual([bookletReader, bookletReader, toyReader]);
    expect((cases[2]?.data as { kind: string }).kind).toBe('toy');
  });

  test('throws once with the problems of every file', () => {
    put('b/one/1/case.yaml', 'kind: toy\n');
    put('b/two/2/case.yaml', 'kind: toy\n');
    put('b/three/3/case.yaml', 'collection: three\nid: [\n');
    const run = () => loadCaseTree(join(root, 'b'), [toyReader, bookletReader] as CaseReader<unknown>[]);
    expect(run).toThrow(/case files have \d+ problem\(s\)/);
    const message = (() => {
      try {
        run();
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain('one/1/case.yaml:1: toy/id');
    expect(message).toContain('two/2/case.yaml:1: toy/id');
    expect(message).toMatch(/three\/3\/case\.yaml:\d+: yaml-syntax/);
  });
});

describe('caseIdOrder', () => {
  test('questions first, then numbers, then names', () => {
    expect(['10', 'b', '2', 'q2', 'a', 'q1', '1'].sort(caseIdOrder)).toEqual(['q1', 'q2', '1', '2', '10', 'a', 'b']);
  });
});
