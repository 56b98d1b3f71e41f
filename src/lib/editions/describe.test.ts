import { describe, expect, test } from 'vitest';
import { parseConcordance } from '../../schemas/concordance.ts';
import { changeOf } from './concordance.ts';
import { describeChange, editionId, type EditionWords } from './describe.ts';
import type { Concordance } from './types.ts';

const WORDS: EditionWords = {
  thisIs: 'In the {e} Laws this is {id}.',
  none: 'The {e} Laws have no such section.',
  changed: 'The {e} Laws changed this: {note}',
  unverified: ' (unverified)',
};
const n = (s: string) => `{ en: "${s}", ru: "правило изменилось ${s}", pl: "pl ${s}", el: "ο νόμος άλλαξε ${s}" }`;
const { concordance } = parseConcordance(
  `
complete: []
rows:
  - { ids: { "1997": 16C, "2007": 16D, "2017": 16C }, changes: { "2007": renumbered, "2017": renumbered }, source: t, notes: { "2007": ${n('a')}, "2017": ${n('b')} } }
  - { ids: { "1997": 45C4(b), "2007": 45C4(b), "2017": 45C4(b) }, changes: { "2007": same, "2017": changed-effect }, source: t, notes: { "2017": ${n('unintended')} } }
  - { ids: { "1997": 71C, "2007": none, "2017": none }, changes: { "2007": removed }, source: t, uncertain: true }
  - { ids: { "1997": 71B, "2007": 71, "2017": 71B }, items: { "2007": 2 }, changes: { "2007": changed-effect, "2017": renumbered }, source: t, notes: { "2007": ${n('time')}, "2017": ${n('letter')} } }
`,
  't.yaml',
);
const c = concordance as Concordance;

describe('describeChange', () => {
  test('names the other number in the reader’s notation', () => {
    expect(describeChange(changeOf(c, '16D', '2007', '2017')!, 'el', WORDS)).toEqual(['In the 2017 Laws this is 16Γ.']);
  });

  test('says nothing about a section whose number and effect are the same in both codes', () => {
    expect(describeChange(changeOf(c, '16C', '1997', '2017')!, 'en', WORDS)).toEqual([]);
  });

  test('gives the note of a changed effect in the reader’s language', () => {
    expect(describeChange(changeOf(c, '45C4(b)', '2007', '2017')!, 'pl', WORDS)).toEqual(['The 2017 Laws changed this: pl unintended']);
  });

  test('a section gone, marked unverified when its row is', () => {
    expect(describeChange(changeOf(c, '71C', '1997', '2017')!, 'en', WORDS)).toEqual(['The 2017 Laws have no such section. (unverified)']);
  });

  test('a numbered case of a letterless law', () => {
    expect(describeChange(changeOf(c, '71B', '1997', '2007')!, 'en', WORDS)).toEqual(['In the 2007 Laws this is 71.2.', 'The 2007 Laws changed this: time']);
    expect(describeChange(changeOf(c, '71', '2007', '2017', 2)!, 'en', WORDS)).toEqual(['In the 2017 Laws this is 71B.']);
  });
});

describe('editionId', () => {
  test('writes ids in each notation', () => {
    expect(editionId('45C4(b)', null, 'el')).toBe('45Γ4β');
    expect(editionId('16C', null, 'ru')).toBe('16С');
    expect(editionId('71', 1, 'pl')).toBe('71.1');
  });
});
