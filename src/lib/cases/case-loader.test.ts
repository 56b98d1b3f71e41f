// One case loader for every collection: files go to the reader of their collection's kind, a new
// collection needs no code, and every problem of every file is reported at once.
import { describe, expect, test } from 'vitest';
import { readCaseFiles } from '../../content-io/case-files.ts';
import { casePlace, loadCases, type CaseReader } from './case-loader.ts';

/** A reader of a made-up kind, as the claims collection has its own. */
const toy: CaseReader<{ id: string }> = {
  kind: 'toy',
  validate: (file, text) => (/^id: /m.test(text) ? [] : [`${file}:1: toy/id: a toy case has an id`]),
  read: (text) => ({ id: /^id: (.*)$/m.exec(text)?.[1] ?? '' }),
};
/** Another: any file with a title line. */
const plain: CaseReader<{ title: string }> = {
  kind: 'plain',
  validate: (file, text) => (/^title: /m.test(text) ? [] : [`${file}:1: plain/title: a plain case has a title`]),
  read: (text) => ({ title: /^title: (.*)$/m.exec(text)?.[1] ?? '' }),
};
/** The collections' kinds, as their collection.yaml files would give them. */
const KINDS: Record<string, CaseReader<unknown>> = {
  a: plain as CaseReader<unknown>,
  second: toy as CaseReader<unknown>,
  one: toy as CaseReader<unknown>,
  three: plain as CaseReader<unknown>,
};
const readerOf = (collection: string) => KINDS[collection];

describe('loadCases', () => {
  test("each file goes to the reader of its collection's kind; collection and id come from its place", () => {
    const { cases, problems } = loadCases(
      [
        { path: 'content/cases/a/1/case.yaml', text: 'title: one\n' },
        { path: 'content/cases/second/x/case.yaml', text: 'id: x\n' },
      ],
      readerOf,
    );
    expect(problems).toEqual([]);
    expect(cases.map((c) => [c.collection, c.id, c.reader.kind, c.data])).toEqual([
      ['a', '1', 'plain', { title: 'one' }],
      ['second', 'x', 'toy', { id: 'x' }],
    ]);
  });

  test('the problems of every file at once, and a file of a collection without a kind', () => {
    const { cases, problems } = loadCases(
      [
        { path: 'c/one/1/case.yaml', text: 'title: x\n' },
        { path: 'c/two/2/case.yaml', text: 'title: y\n' },
        { path: 'c/three/3/case.yaml', text: 'title: fine\n' },
      ],
      readerOf,
    );
    expect(cases.map((c) => c.id)).toEqual(['3']);
    expect(problems[0]).toBe('c/one/1/case.yaml:1: toy/id: a toy case has an id');
    expect(problems[1]).toMatch(
      /^c\/two\/2\/case\.yaml:1: case-kind: the collection "two" has no collection\.yaml naming a known kind; add content\/cases\/two\/collection\.yaml/,
    );
  });

  test('a case file names its collection and id by its place', () => {
    expect(casePlace('content/cases/claims/king-drops/case.yaml')).toEqual({ collection: 'claims', id: 'king-drops' });
    expect(casePlace('content\\cases\\x\\7\\case.yaml')).toEqual({ collection: 'x', id: '7' });
  });

  test('the content tree: every case file belongs to a collection of a kind', () => {
    const seen = new Set<string>();
    const { problems } = loadCases(readCaseFiles(), (collection) => (seen.add(collection), { kind: collection, validate: () => [], read: () => collection }));
    expect(problems).toEqual([]);
    expect(seen.has('hbf-played-card') && seen.has('claims')).toBe(true);
  });
});
