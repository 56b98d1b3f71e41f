// One case loader for every collection: files go to the reader of their kind, a new collection
// needs no code, and every problem of every file is reported at once.
import { describe, expect, test } from 'vitest';
import { readCaseFiles } from '../../content-io/case-files.ts';
import { loadCases, type CaseReader } from './case-loader.ts';

/** A reader of a made-up kind (`kind: toy`), as the claims collection has its own. */
const toy: CaseReader<{ id: string }> = {
  accepts: (text) => /^kind: toy$/m.test(text),
  validate: (file, text) => (/^id: /m.test(text) ? [] : [`${file}:1: toy/id: a toy case has an id`]),
  read: (text) => ({ id: /^id: (.*)$/m.exec(text)?.[1] ?? '' }),
};
/** The rest: any file with a title line. */
const plain: CaseReader<{ title: string }> = {
  accepts: () => true,
  validate: (file, text) => (/^title: /m.test(text) ? [] : [`${file}:1: plain/title: a plain case has a title`]),
  read: (text) => ({ title: /^title: (.*)$/m.exec(text)?.[1] ?? '' }),
};
const readers = [toy, plain] as CaseReader<unknown>[];

describe('loadCases', () => {
  test('each file goes to the first reader that accepts it; collection and id come from its place', () => {
    const { cases, problems } = loadCases(
      [
        { path: 'content/cases/a/1/case.yaml', text: 'title: one\n' },
        { path: 'content/cases/second/x/case.yaml', text: 'kind: toy\nid: x\n' },
      ],
      readers,
    );
    expect(problems).toEqual([]);
    expect(cases.map((c) => [c.collection, c.id, c.reader === toy ? 'toy' : 'plain', c.data])).toEqual([
      ['a', '1', 'plain', { title: 'one' }],
      ['second', 'x', 'toy', { id: 'x' }],
    ]);
  });

  test('the problems of every file at once, and a file no reader takes', () => {
    const { cases, problems } = loadCases(
      [
        { path: 'c/one/1/case.yaml', text: 'kind: toy\n' },
        { path: 'c/two/2/case.yaml', text: 'nothing\n' },
        { path: 'c/three/3/case.yaml', text: 'title: fine\n' },
      ],
      readers,
    );
    expect(cases.map((c) => c.id)).toEqual(['3']);
    expect(problems).toEqual(['c/one/1/case.yaml:1: toy/id: a toy case has an id', 'c/two/2/case.yaml:1: plain/title: a plain case has a title']);
    expect(loadCases([{ path: 'c/x/1/case.yaml', text: 'title: t\n' }], [toy]).problems[0]).toMatch(/^c\/x\/1\/case\.yaml:1: case-kind: /);
  });

  test('the content tree: the booklet and the claims collection, both kinds, no problem', () => {
    const booklet: CaseReader<string> = { accepts: (t) => !/^kind: claim/m.test(t), validate: () => [], read: () => 'booklet' };
    const claims: CaseReader<string> = { accepts: (t) => /^kind: claim/m.test(t), validate: () => [], read: () => 'claim' };
    const { cases } = loadCases(readCaseFiles(), [claims, booklet] as CaseReader<unknown>[]);
    const kinds = new Map(cases.map((c) => [c.collection, c.data]));
    expect(kinds.get('hbf-played-card')).toBe('booklet');
    expect(kinds.get('claims')).toBe('claim');
  });
});
