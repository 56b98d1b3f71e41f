// A collection's metadata is checked with lines: its schema, its folder, its numbering against the
// case folders, and each case's kind and group against the collection's.
import { describe, expect, test } from 'vitest';
import { readText } from '../../content-io/text-files.ts';
import { readCollection, validateCollectionFile } from './validate-collection-file.ts';

const FILE = 'content/cases/mine/collection.yaml';
const GOOD = `id: mine
kind: played-card
ours: true
editions: [2007, 2017]
numbering: ["1", "2"]
title: { en: Mine, ru: Мои, pl: Moje, el: Δικές μου }
event: Mine
groups:
  revoke: { en: Revoke, ru: Ренонс, pl: Renons, el: Ρενόνς }
`;
const caseOf = (id: string, text = 'kind: played-card\ngroup: revoke\n') => ({ id, path: `content/cases/mine/${id}/case.yaml`, text });
const rules = (text: string, cases = [caseOf('1'), caseOf('2')]) =>
  validateCollectionFile(FILE, text, cases).map((e) => `${e.file.split('/').slice(-2).join('/')}:${e.line}: ${e.rule}: ${e.message}`);

describe('validateCollectionFile', () => {
  test('a sound collection and its cases: no problem; read as data', () => {
    expect(rules(GOOD)).toEqual([]);
    expect(readCollection(GOOD)).toMatchObject({ id: 'mine', kind: 'played-card', ours: true, editions: [2007, 2017] });
  });

  test('the schema, with the line of each field', () => {
    expect(rules(GOOD.replace('kind: played-card', 'kind: puzzle').replace('ours: true', 'ours: true\ncolour: red'))).toEqual([
      'mine/collection.yaml:1: schema: unknown field(s) colour',
      'mine/collection.yaml:2: schema: kind: "puzzle" is not a case kind: use played-card, claim, unauthorized-information',
    ]);
    expect(rules(GOOD.replace('title: { en: Mine, ru: Мои, pl: Moje, el: Δικές μου }', 'title: { en: Mine }'))[0]).toMatch(
      /^mine\/collection\.yaml:6: schema: title\.ru: /,
    );
    expect(rules(GOOD.replace('ours: true', 'ours: false'))).toEqual([
      'mine/collection.yaml:1: schema: source: a collection that is not ours names its published source',
    ]);
    expect(rules('id: [\n')[0]).toMatch(/^mine\/collection\.yaml:\d+: yaml-syntax: /);
  });

  test('the id is the folder; the numbering lists every case folder once', () => {
    expect(rules(GOOD.replace('id: mine', 'id: yours'))).toEqual(['mine/collection.yaml:1: collection-id: id "yours" differs from the folder name "mine"']);
    expect(rules(GOOD.replace('numbering: ["1", "2"]', 'numbering: ["1", "3", "1"]'))).toEqual([
      'mine/collection.yaml:5: numbering: case "3" has no folder with a case.yaml in the collection',
      'mine/collection.yaml:5: numbering: case "1" is listed twice',
      'mine/collection.yaml:5: numbering: the case folder "2" is not listed',
    ]);
  });

  test("a case of another kind, or of a group the collection does not title, at the case file's line", () => {
    expect(rules(GOOD, [caseOf('1', '# one\nkind: claim\ngroup: revoke\n'), caseOf('2', 'kind: played-card\ngroup: lead\n')])).toEqual([
      '1/case.yaml:2: case-kind: kind "claim" is not a kind of the collection ("played-card")',
      '2/case.yaml:2: case-group: group "lead" has no titles in the collection.yaml (groups: revoke)',
    ]);
  });

  test('the real collections are sound', () => {
    for (const c of ['hbf-played-card', 'claims']) expect(readCollection(readText(`content/cases/${c}/collection.yaml`)).id).toBe(c);
  });
});
