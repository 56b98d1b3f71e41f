import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  allCollectionMeta,
  caseFilePaths,
  caseIds,
  collectionMeta,
  largestCollection,
  loadCase,
  loadCollection,
  readCaseFiles,
  readCollectionFiles,
} from './case-files.ts';

const BOOKLET = 'hbf-played-card';
const tmp = mkdtempSync(join(tmpdir(), 'lexludi-cases-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the booklet on disk', () => {
  test('its case ids in print order', () => {
    expect(caseIds(BOOKLET)).toEqual(['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))]);
  });

  test('a case loads as validated data; the collection loads in print order', () => {
    expect(loadCase(BOOKLET, '5')).toMatchObject({ id: '5', number: '5', collection: BOOKLET });
    expect(loadCollection(BOOKLET).map((c) => c.id)).toEqual(caseIds(BOOKLET));
  });

  test('every case file is found, with its text', () => {
    const files = readCaseFiles();
    expect(files.map((f) => f.path)).toEqual(caseFilePaths());
    expect(files.find((f) => f.path === `content/cases/${BOOKLET}/5/case.yaml`)?.text).toMatch(/^id: /m);
  });
});

describe('any collection loads the same way', () => {
  test('a second collection, with no code naming it', () => {
    mkdirSync(join(tmp, 'second', '5'), { recursive: true });
    cpSync(`content/cases/${BOOKLET}/5/case.yaml`, join(tmp, 'second', '5', 'case.yaml'));
    mkdirSync(join(tmp, 'second', 'notes'));
    // Without its collection.yaml a folder of cases is no collection: the loader says what to add.
    expect(() => loadCase('second', '5', tmp)).toThrow(/second\/collection\.yaml: no such collection \(add its collection\.yaml/);
    writeFileSync(
      join(tmp, 'second', 'collection.yaml'),
      'id: second\nkind: played-card\nours: true\neditions: [2017]\nnumbering: ["5"]\ntitle: { en: Second, ru: Второй, pl: Drugi, el: Δεύτερη }\nevent: Second\n',
    );
    expect(caseIds('second', tmp)).toEqual(['5']);
    expect(loadCase('second', '5', tmp).id).toBe('5');
    expect(caseFilePaths(tmp)).toEqual([join(tmp, 'second', '5', 'case.yaml')]);
    expect(readCollectionFiles(tmp).map((f) => f.path)).toEqual([join(tmp, 'second', 'collection.yaml')]);
    expect(collectionMeta('second', tmp)).toMatchObject({ kind: 'played-card', ours: true, title: { el: 'Δεύτερη' } });
    expect(largestCollection('played-card', tmp)).toBe('second');
  });

  test('a missing case names the file and the cases there are; an invalid one names the file and the field', () => {
    expect(() => loadCase('second', '7', tmp)).toThrow(`${join(tmp, 'second', '7', 'case.yaml')}: no such case (cases of second are 5)`);
    mkdirSync(join(tmp, 'second', '6'));
    writeFileSync(join(tmp, 'second', '6', 'case.yaml'), 'id: "6"\n');
    expect(() => loadCase('second', '6', tmp)).toThrow(/second\/6\/case\.yaml: .*number/);
  });

  test('a case of a collection of another kind is not read as a played-card case', () => {
    mkdirSync(join(tmp, 'third', '1'), { recursive: true });
    writeFileSync(
      join(tmp, 'third', 'collection.yaml'),
      'id: third\nkind: claim\nours: true\neditions: [2017]\nnumbering: ["1"]\ntitle: { en: T, ru: Т, pl: T, el: Τ }\nevent: T\n',
    );
    writeFileSync(join(tmp, 'third', '1', 'case.yaml'), 'kind: claim\n');
    expect(() => loadCase('third', '1', tmp)).toThrow(/a collection of claim cases, not of played-card cases/);
    expect(() => collectionMeta('none', tmp)).toThrow(/none\/collection\.yaml: no such collection/);
  });

  test('the real collections: the booklet is a published source, the claims are ours', () => {
    const meta = allCollectionMeta();
    expect(meta.find((c) => c.id === BOOKLET)).toMatchObject({ kind: 'played-card', ours: false, source: { file: '003_436417375e333e0b.txt' } });
    expect(meta.find((c) => c.id === 'claims')).toMatchObject({ kind: 'claim', ours: true });
    expect(collectionMeta(BOOKLET).numbering).toEqual(caseIds(BOOKLET));
  });

  test('no folder, no cases', () => {
    expect(caseIds('none', tmp)).toEqual([]);
    expect(caseFilePaths(join(tmp, 'absent'))).toEqual([]);
  });
});
