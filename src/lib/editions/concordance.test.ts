import { readText } from '../../content-io/text-files.ts';
import { describe, expect, test } from 'vitest';
import { parseConcordance } from '../../schemas/concordance.ts';
import { parseRefId } from '../refs/ids.ts';
import { EDITIONS } from '../refs/types.ts';
import { changeOf, rowAnchor, rowOf, rowsOfLaw, sectionExists } from './concordance.ts';
import type { Concordance } from './types.ts';

const note = (s: string) => `{ en: "${s}", ru: "правило ${s} изменилось полностью", pl: "Przepis ${s}", el: "ο νόμος ${s} άλλαξε εντελώς" }`;
// A small concordance of its own, so these tests do not move when the real file is corrected.
const FIXTURE = `
complete: [16, 71]
misreferences: []
rows:
  - { ids: { "1997": 16, "2007": 16, "2017": 16 }, changes: { "2007": reworded, "2017": reworded }, source: test }
  - { ids: { "1997": none, "2007": 16A, "2017": 16A }, changes: { "2007": new, "2017": same }, source: test }
  - { ids: { "1997": 16B, "2007": 16C, "2017": 16D }, changes: { "2007": renumbered, "2017": renumbered }, source: test, notes: { "2007": ${note('b-c')}, "2017": ${note('c-d')} } }
  - { ids: { "1997": 16C, "2007": 16D, "2017": 16C }, changes: { "2007": renumbered, "2017": renumbered }, source: test, notes: { "2007": ${note('c-d')}, "2017": ${note('d-c')} } }
  - { ids: { "1997": 71, "2007": 71, "2017": 71 }, changes: { "2007": changed-effect, "2017": reworded }, source: test, notes: { "2007": ${note('legal-normal')} } }
  - { ids: { "1997": 71B, "2007": 71, "2017": 71B }, items: { "2007": 2 }, changes: { "2007": changed-effect, "2017": renumbered }, source: test, uncertain: true, notes: { "2007": ${note('time')}, "2017": ${note('lettered')} } }
  - { ids: { "1997": 71C, "2007": none, "2017": none }, changes: { "2007": removed }, source: test }
`;

function fixture(): Concordance {
  const { concordance, errors } = parseConcordance(FIXTURE, 'fixture.yaml');
  expect(errors).toEqual([]);
  return concordance as Concordance;
}

describe('changeOf', () => {
  test('gives the id in the other code and the class of a renumbering, with its note', () => {
    const ch = changeOf(fixture(), '16D', '2007', '2017');
    expect(ch).toMatchObject({ toId: '16C', class: 'renumbered', via: null });
    expect(ch?.steps.map((s) => [s.edition, s.class, s.note?.en])).toEqual([['2017', 'renumbered', 'd-c']]);
  });

  test('reads backwards: 2017 16C is 2007 16D', () => {
    expect(changeOf(fixture(), '16C', '2017', '2007')?.toId).toBe('16D');
  });

  test('a section that moved away and back is the same over both steps, the steps still listed', () => {
    const ch = changeOf(fixture(), '16C', '1997', '2017');
    expect(ch?.class).toBe('same');
    expect(ch?.steps.map((s) => s.class)).toEqual(['renumbered', 'renumbered']);
  });

  test('a sub-section without a row follows its section', () => {
    expect(changeOf(fixture(), '16D1', '2007', '2017')).toMatchObject({ toId: '16C1', via: '16D', class: 'renumbered' });
    expect(changeOf(fixture(), '16C2(c)', '2007', '2017')?.toId).toBe('16D2(c)');
  });

  test('never carries a whole law row over to its sections', () => {
    expect(changeOf(fixture(), '16E', '2007', '2017')).toBeNull();
  });

  test('a changed effect on the way wins over the renumbering, and the item of a letterless law comes back', () => {
    const ch = changeOf(fixture(), '71B', '1997', '2007');
    expect(ch).toMatchObject({ toId: '71', toItem: 2, class: 'changed-effect', uncertain: true });
    expect(changeOf(fixture(), '71', '2007', '2017', 2)).toMatchObject({ toId: '71B', class: 'renumbered' });
  });

  test('new read backwards is removed', () => {
    expect(changeOf(fixture(), '16A', '2007', '1997')).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(fixture(), '71C', '1997', '2017')).toMatchObject({ toId: null, class: 'removed' });
  });
});

describe('shares', () => {
  const SHARED = `
complete: []
misreferences: []
rows:
  - { ids: { "1997": 70E, "2007": 70E, "2017": 70E }, changes: { "2007": reworded, "2017": same }, source: test }
  - { ids: { "1997": 70E, "2007": "70E1", "2017": "70E1" }, shares: ["1997"], changes: { "2007": renumbered, "2017": same }, source: test, notes: { "2007": ${note('e-e1')} } }
`;
  test('an earlier section kept whole as a sub-section: lookups from that code find the section, lookups into it name it', () => {
    const { concordance, errors } = parseConcordance(SHARED, 'shared.yaml');
    expect(errors).toEqual([]);
    const c = concordance as Concordance;
    expect(changeOf(c, '70E', '1997', '2007')?.toId).toBe('70E');
    expect(changeOf(c, '70E1', '2007', '1997')).toMatchObject({ toId: '70E', class: 'renumbered' });
  });

  test('a shared id needs an earlier row that holds it, and without shares a second row for it is a duplicate', () => {
    const swapped = SHARED.split('\n');
    [swapped[4], swapped[5]] = [swapped[5] as string, swapped[4] as string];
    expect(parseConcordance(swapped.join('\n'), 'shared.yaml').errors.map((e) => e.rule)).toContain('concordance/shares');
    expect(parseConcordance(SHARED.replace(' shares: ["1997"],', ''), 'shared.yaml').errors.map((e) => `${e.rule} line ${e.line}`)).toEqual([
      'concordance/duplicate line 6',
    ]);
  });
});

describe('sectionExists', () => {
  test('false for a lettered section a complete law lacks in that code, true where a row names it', () => {
    const c = fixture();
    expect(sectionExists(c, '71C', '2007')).toBe(false);
    expect(sectionExists(c, '71C', '1997')).toBe(true);
    expect(sectionExists(c, '16D1', '2007')).toBe(true);
    expect(sectionExists(c, '16D', '1997')).toBe(false);
  });

  test('unknown (null) for a law the concordance does not cover, true for any whole law', () => {
    expect(sectionExists(fixture(), '73F1', '1997')).toBeNull();
    expect(sectionExists(fixture(), '73', '2017')).toBe(true);
  });
});

describe('rowsOfLaw and rowAnchor', () => {
  test('lists a law’s rows in 2007 order with anchors that are unique', () => {
    const rows = rowsOfLaw(fixture(), 71);
    expect(rows.map(rowAnchor)).toEqual(['ed-2007-71', 'ed-2007-71-2', 'ed-1997-71C']);
  });

  test('names a row whose id in a code is shared by an id of its own, so a law page never repeats an anchor', () => {
    const { concordance: c, errors } = parseConcordance(
      `complete: []\nrows:\n  - { ids: { "1997": 23, "2007": 23, "2017": 23 }, changes: { "2007": reworded, "2017": reworded }, source: test }\n  - { ids: { "1997": 23B, "2007": 23, "2017": 72C }, shares: ["2007"], changes: { "2007": renumbered, "2017": renumbered }, source: test, notes: { "2007": ${note('b-23')}, "2017": ${note('23-72c')} } }\n`,
      'shares.yaml',
    );
    expect(errors).toEqual([]);
    expect(rowsOfLaw(c as Concordance, 23).map(rowAnchor)).toEqual(['ed-2007-23', 'ed-2017-72C']);
  });
});

describe('content/laws/concordance.yaml', () => {
  const { concordance, errors } = parseConcordance(readText('content/laws/concordance.yaml'), 'content/laws/concordance.yaml');
  const c = concordance as Concordance;

  test('validates', () => {
    expect(errors).toEqual([]);
  });

  test('holds the moves issue #14 lists', () => {
    expect(changeOf(c, '16D', '2007', '2017')?.toId).toBe('16C');
    expect(changeOf(c, '16C', '2007', '2017')?.toId).toBe('16D');
    expect(changeOf(c, '53B', '2007', '2017')?.toId).toBe('53C');
    expect(changeOf(c, '53C', '2007', '2017')?.toId).toBe('53B');
    expect(changeOf(c, '71', '2007', '2017', 1)?.toId).toBe('71A');
    expect(changeOf(c, '71', '2007', '2017', 2)?.toId).toBe('71B');
    for (const id of ['68D', '70E1', '45C4(b)', '46B']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
  });

  test('holds the changes of effect read in the 2007 and 2017 texts, which the file once gave as same or reworded', () => {
    for (const id of ['6B', '6D', '8B', '47E2', '50E', '53A', '57A']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
    // 2017 57D (a defender's play at his right-hand opponent's turn) is new: a 2017 reference to it is not a misreference.
    expect(sectionExists(c, '57D', '2017')).toBe(true);
    expect(sectionExists(c, '57D', '2007')).toBe(false);
    expect(changeOf(c, '57D', '2017', '2007')?.class).toBe('removed');
    // 1997 and 2007 6D are one rule, and rows read in all three texts are no longer marked unverified.
    expect(changeOf(c, '6D', '1997', '2007')?.class).toBe('same');
    for (const id of ['6', '6A', '8C', '47A', '47D']) expect(rowOf(c, id, '2007')?.uncertain, id).toBe(false);
    // 1997 63B (attention illegally drawn) left Law 63 in 2007, and 1997 63C became 63B.
    expect(changeOf(c, '63C', '1997', '2017')?.toId).toBe('63B');
    expect(changeOf(c, '63B', '1997', '2007')?.class).toBe('removed');
    for (const id of ['63A', '63A3']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
    // 1997 67B1(a) carried no penalty; from 2007 a card of the suit led placed late is a revoke.
    expect(changeOf(c, '67B', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '65B', '2007', '2017')?.class).toBe('changed-effect');
  });

  test('dates the changes of Laws 7, 51, 66, 68 and 70 to the code whose text shows them', () => {
    // 70B (the cards faced only if the director wishes, the objections heard first) is already in
    // the 2007 text; the file once gave it as a 2017 change.
    expect(changeOf(c, '70B', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '70B', '2007', '2017')?.class).toBe('same');
    // 2007 70D grew from one rule to three items; 2017 keeps two.
    expect(changeOf(c, '70D', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '70D', '2007', '2017')?.class).toBe('changed-effect');
    // 2017 68C: the claimer or conceder faces his hand.
    expect(changeOf(c, '68C', '2007', '2017')?.class).toBe('changed-effect');
    for (const id of ['70', '70A', '70B', '70C', '70D']) expect(rowOf(c, id, '2007')?.uncertain, id).toBe(false);
    // 2017 51B2(c): declarer may leave a lead neither required nor forbidden; 2007 had only the two options.
    expect(changeOf(c, '51B', '2007', '2017')?.class).toBe('changed-effect');
    // 2017 7B numbers its opening sentence, so 2007 7B1 and 7B2 are 7B2 and 7B3; 2017 7C adds the shuffle.
    expect(changeOf(c, '7B1', '2007', '2017')).toMatchObject({ toId: '7B2', class: 'renumbered' });
    expect(changeOf(c, '7B2', '2007', '2017')).toMatchObject({ toId: '7B3', class: 'changed-effect' });
    expect(changeOf(c, '7C', '2007', '2017')?.class).toBe('changed-effect');
    // 66B's time limit is not the 1997 one.
    expect(changeOf(c, '66B', '1997', '2017')?.class).toBe('changed-effect');
  });

  test('holds the corrections of issue #30, each read against the texts of the codes', () => {
    // 2007 16B adds the definition of a logical alternative and, at B3 (1997 16A2), calls the director when play ends.
    expect(changeOf(c, '16A', '1997', '2007')).toMatchObject({ toId: '16B', class: 'changed-effect' });
    expect(changeOf(c, '16A2', '1997', '2007')).toMatchObject({ toId: '16B3', class: 'changed-effect' });
    // 2007 47E1 adds a card played and bars acceptance by the left-hand opponent; 2017 makes the retraction compulsory.
    expect(changeOf(c, '47E1', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '47E1', '2007', '2017')?.class).toBe('changed-effect');
    // A section whose sub-section changed effect changed effect: 45C and 45C4 (45C4(b)), 47E (47E1, 47E2), 70E (70E1).
    for (const id of ['45C', '45C4', '47E']) {
      expect(changeOf(c, id, '1997', '2007')?.class, id).toBe('changed-effect');
      expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
    }
    // 45C1–C3 and 45C4(a) are reworded in 2017 ("is deemed played"), and 2007 split 45C2 into (a) and (b).
    for (const id of ['45C1', '45C2', '45C3', '45C4(a)']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('reworded');
    expect(changeOf(c, '45C2', '1997', '2007')?.class).toBe('reworded');
    // 66B: the 2007 text still ends the right at a lead to the next trick; the change is 2017's.
    expect(changeOf(c, '66B', '1997', '2007')?.class).toBe('same');
    expect(changeOf(c, '66B', '2007', '2017')?.class).toBe('changed-effect');
    // 57C: the 2007 57C2 is the 2017 57C3; the dummy case, 2017 57C2, was part of 2007 57C1 (see the Laws 53–71 test).
    expect(changeOf(c, '57C2', '2007', '2017')).toMatchObject({ toId: '57C3', class: 'renumbered' });
    // 70E1 is the whole 1997 70E, not a new rule; a 1997 70E still names the section 70E of 2007.
    expect(changeOf(c, '70E1', '2007', '1997')).toMatchObject({ toId: '70E', class: 'renumbered' });
    expect(changeOf(c, '70E', '1997', '2007')?.toId).toBe('70E');
    // 2017 62C3 (two revokes on one trick, both corrected) is new; the 2007 62C3 is another rule, gone from Law 62.
    expect(changeOf(c, '62C3', '2017', '2007')?.class).toBe('removed');
    expect(changeOf(c, '62C3', '2007', '2017')).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(c, '62C', '2007', '2017')?.class).toBe('changed-effect');
    // The 68D note no longer leaves continued play to the director's discretion.
    expect(rowOf(c, '68D', '2007')?.notes['2017']?.en).not.toMatch(/discretion/);
    expect(rowOf(c, '68D', '2007')?.notes['2017']?.en).toMatch(/all four/);
    // The 7A note: 2007 already kept the board in the centre until play was completed; 2017 adds its orientation.
    expect(rowOf(c, '7A', '2007')?.notes['2017']?.en).toMatch(/already in 2007/);
    // 2007 16A (the information a player may use) read against the 1997 Law 16, which had only an unlettered opening paragraph, and 2017 16A.
    expect(changeOf(c, '16A', '2007', '1997')).toMatchObject({ toId: null, class: 'removed' });
    expect(rowOf(c, '16A', '2007')?.uncertain).toBe(false);
  });

  test('holds the classes of Laws 57–64 read in the 2007 and 2017 texts, which the file once gave otherwise', () => {
    // 2007 57C1 already exempts a defender's premature play after dummy has played or suggested a card:
    // 2017 57C2 numbers that case apart (not new), and 57C is reworded in 2017, not changed in effect.
    expect(changeOf(c, '57C2', '2017', '2007')).toMatchObject({ toId: '57C1', class: 'renumbered' });
    expect(changeOf(c, '57C1', '2007', '2017')?.toId).toBe('57C1');
    expect(changeOf(c, '57C', '2007', '2017')?.class).toBe('reworded');
    // The 2007 62C3 (no inspection of quitted tricks on a claim of revoke) is a sentence of the 1997 61B, not a 1997 62C3.
    expect(changeOf(c, '62C3', '2007', '1997')).toMatchObject({ toId: '61B', class: 'renumbered' });
    expect(changeOf(c, '61B', '1997', '2007')).toMatchObject({ toId: '61B', class: 'changed-effect' });
    // 2017 64B8 (no trick transfer after a revoke corrected under 62C3) is new, so 64B changed effect in 2017.
    expect(changeOf(c, '64B', '2007', '2017')?.class).toBe('changed-effect');
    expect(changeOf(c, '64B8', '2017', '2007')?.class).toBe('removed');
    expect(changeOf(c, '64B7', '2007', '2017')?.toId).toBe('64B7');
    // Laws 59–62 now have a row for every lettered section, so a section they lack is known not to exist.
    for (const id of ['59', '60A', '60B', '60C', '61A', '61B', '62A', '62B', '62D']) expect(sectionExists(c, id, '2007'), id).toBe(true);
    expect(sectionExists(c, '60D', '2017')).toBe(false);
    expect(sectionExists(c, '61C', '2007')).toBe(false);
  });

  test('holds the 2017 changes of Laws 23, 25, 26 and 27 read in the texts, and the awareness rule where each code puts it', () => {
    // 2017 Law 23 is the comparable call; the 2007 Law 23 (1997 72B1) is 2017 72C; 2007 72B1 (intentional infraction) keeps its number.
    expect(changeOf(c, '23', '2007', '2017')).toMatchObject({ toId: '23', class: 'changed-effect' });
    expect(changeOf(c, '72B1', '1997', '2017')?.toId).toBe('72C');
    expect(changeOf(c, '23B', '1997', '2017')?.toId).toBe('72C');
    expect(changeOf(c, '72B1', '2007', '2017')).toMatchObject({ toId: '72B1', class: 'same' });
    expect(changeOf(c, '23A', '2017', '2007')?.class).toBe('removed');
    // 2017 drops the pause-for-thought condition of 25A and widens the free corrections of 27B1.
    for (const id of ['25A', '25B', '26B', '27B1(a)', '27B1(b)']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
    expect(rowOf(c, '25A', '2007')?.notes['2017']?.en).toMatch(/pause for thought/);
    // The 2007 26A (require or forbid the suit the withdrawn call named) is gone; 2017 26A is another rule.
    expect(changeOf(c, '26A', '2007', '2017')).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(c, '26A', '2017', '2007')?.class).toBe('removed');
  });

  test('holds the five rows a reviewer flagged, each mapped to a section its code has', () => {
    // 2017 Law 73 ends at E: the false-inference adjustment, 2007 73F, is 2017 73E2.
    expect(changeOf(c, '73F', '2007', '2017')).toMatchObject({ toId: '73E2', class: 'changed-effect' });
    expect(changeOf(c, '73F', '1997', '2017')?.toId).toBe('73E2');
    expect(changeOf(c, '73E', '2007', '2017')?.class).toBe('changed-effect');
    // The 2007 and 2017 Laws 84 have only A–D; the 1997 84E adjustment is the end of 84D.
    expect(changeOf(c, '84E', '1997', '2017')).toMatchObject({ toId: '84D', class: 'renumbered' });
    expect(changeOf(c, '84E', '1997', '2007')?.toId).toBe('84D');
    // The 2007 86C (no substitute board once the match result could be known) is 2017 86A.
    expect(changeOf(c, '86C', '2007', '2017')).toMatchObject({ toId: '86A', class: 'renumbered' });
    // Supplementary regulations are the tournament organiser's, 80B2(f), in 2007 and 2017 — not 80A.
    expect(changeOf(c, '80F', '1997', '2007')).toMatchObject({ toId: '80B2(f)', class: 'renumbered' });
    expect(changeOf(c, '80F', '1997', '2017')?.toId).toBe('80B2(f)');
    // No row names a 2017 section the reviewer or the texts show 2017 lacks.
    const absent2017 = ['73F', '84E', '86C'];
    for (const r of c.rows) expect(absent2017, `line ${r.line}`).not.toContain(r.ids['2017']);
  });

  test('holds the 2017 changes of Law 12C1 read in the 2017 text against the 2007 items as quoted', () => {
    // 1997 12C2 (most favourable likely / most unfavourable probable) is the 2007 12C1, and survives whole in 2007 12C1(e).
    expect(changeOf(c, '12C2', '1997', '2007')).toMatchObject({ toId: '12C1', class: 'changed-effect' });
    expect(changeOf(c, '12C1(e)', '2007', '1997')).toMatchObject({ toId: '12C2', class: 'changed-effect' });
    // 2017 drops the authority's power to forbid weighting, and with it the 2007 12C1(e).
    expect(changeOf(c, '12C1(e)', '2007', '2017')).toMatchObject({ toId: null, class: 'removed' });
    for (const id of ['12C', '12C1', '12C1(c)']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
    // The serious-error rule: 2007 12C1(b) is 2017 12C1(e), so a 2017 "12C1(e)" is not the 2007 one.
    expect(changeOf(c, '12C1(b)', '2007', '2017')).toMatchObject({ toId: '12C1(e)', class: 'renumbered' });
    expect(changeOf(c, '12C1(e)', '2017', '2007')?.toId).toBe('12C1(b)');
  });

  test('holds the 2017 changes of Laws 72–93 read in the texts: 73C2, 75B, 75D, 79B and Law 86; Laws 85 and 90 unchanged in 2017', () => {
    // 73A1 gains "except as these Laws authorize" (1997, 2007 and 2017 read); C1 keeps the old 73C and C2 is new.
    expect(changeOf(c, '73A1', '2007', '2017')?.class).toBe('reworded');
    expect(rowOf(c, '73A1', '2017')?.uncertain).toBe(false);
    expect(changeOf(c, '73C2', '2017', '2007')).toMatchObject({ toId: null, class: 'removed' });
    // 2007 added an unexpected alert or failure to alert to the 73C list, which the file once called "same".
    expect(changeOf(c, '73C', '1997', '2007')?.class).toBe('reworded');
    // The explainer who finds his own mistake: at once in 2007, before the opening lead is faced in 2017.
    expect(changeOf(c, '75B', '2007', '2017')?.class).toBe('changed-effect');
    expect(changeOf(c, '75D', '2017', '2007')).toMatchObject({ toId: null, class: 'removed' });
    // 79B3: after the round, both scores change only when the Director is clearly convinced.
    expect(changeOf(c, '79B', '2007', '2017')?.class).toBe('changed-effect');
    expect(changeOf(c, '79C', '2007', '2017')?.class).toBe('reworded');
    // The balance of probabilities came in 2007; 2017 keeps Laws 85 and 90 as they were.
    expect(changeOf(c, '85A', '1997', '2007')?.class).toBe('changed-effect');
    for (const id of ['85', '85A', '85B', '90']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('same');
    // Law 86 rebuilt in 2017: 2007 86C is 86A, 86D is 86B (an assigned score), a new 86B2, 86A and 86B gone.
    expect(changeOf(c, '86D', '2007', '2017')).toMatchObject({ toId: '86B', class: 'changed-effect' });
    expect(changeOf(c, '86B', '2017', '2007')?.toId).toBe('86D');
    for (const id of ['86A', '86B']) expect(changeOf(c, id, '2007', '2017'), id).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(c, '86B2', '2017', '2007')).toMatchObject({ toId: null, class: 'removed' });
    // Law 92: a request for a review where 2007 says an appeal; the time limit unchanged.
    expect(changeOf(c, '92A', '2007', '2017')?.class).toBe('reworded');
    expect(changeOf(c, '92B', '2007', '2017')?.class).toBe('same');
    // Law 91: a single player, not only a contestant, may be suspended or disqualified in 2017.
    for (const id of ['91', '91A', '91B']) expect(changeOf(c, id, '2007', '2017')?.class, id).toBe('changed-effect');
    // Law 74 read in all three codes: the 2007 list of procedural violations is one of examples.
    expect(changeOf(c, '74', '1997', '2007')?.class).toBe('reworded');
    expect(rowOf(c, '74', '2017')?.uncertain).toBe(false);
    // 81C3: the Director may rectify within the 92B period too, not only the correction period.
    expect(changeOf(c, '81C3', '2007', '2017')?.class).toBe('changed-effect');
  });

  test('holds Law 26 read in all three codes: the 1997 lead penalties are the 2007 lead restrictions, changed in 2017', () => {
    // The 1997 text (the Swedish federation's copy) has the same A1, A2 and B as 2007: no longer unverified.
    for (const id of ['26', '26A', '26B']) {
      expect(rowOf(c, id, '1997')?.uncertain, id).toBe(false);
      expect(rowOf(c, id, '1997')?.source, id).toContain('bridgefederation.se/compete/lagar/lag26.htm');
    }
    expect(changeOf(c, '26', '1997', '2007')?.class).toBe('reworded');
    for (const id of ['26A', '26B']) expect(changeOf(c, id, '1997', '2007')?.class, id).toBe('same');
    expect(changeOf(c, '26A', '2007', '2017')).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(c, '26B', '1997', '2017')).toMatchObject({ toId: '26B', class: 'changed-effect' });
  });

  test('holds Law 92 read in all three codes: 2007 no longer takes an absent partner to agree to an appeal', () => {
    // The 1997 text (bridge.dk's copy) deems an absent member to concur; the 2007 and 2017 92D do not.
    expect(changeOf(c, '92D', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '92', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '92D', '2007', '2017')?.class).toBe('same');
    // The sanction for an appeal without merit closed the 1997 law; 2007 puts it in 92A, to the same effect.
    expect(changeOf(c, '92A', '1997', '2007')?.class).toBe('reworded');
    for (const id of ['92', '92A', '92B', '92C', '92D']) {
      expect(rowOf(c, id, '1997')?.uncertain, id).toBe(false);
      expect(rowOf(c, id, '1997')?.source, id).toContain('bridge.dk/laws/laws97e/node14.html');
    }
  });

  test('follows the 1997 72A5, read in all three codes, to 2007 and 2017 10C4', () => {
    // The offenders' freedom to make any advantageous call or play once the infraction is rectified.
    expect(changeOf(c, '72A5', '1997', '2007')).toMatchObject({ toId: '10C4', class: 'renumbered' });
    expect(changeOf(c, '10C4', '2007', '2017')).toMatchObject({ toId: '10C4', class: 'same' });
    expect(rowOf(c, '10C4', '2007')?.uncertain).toBe(false);
    // The 1997 and 2007 72A are read now; the row waits for an English 2017 text.
    expect(rowOf(c, '72A', '2007')?.source).toContain('bridgehands.com/Laws/ACBL/Duplicate/Proprieties.htm');
  });

  test("follows the 1997 80F, read in the Danish 1997 text, to the tournament organiser's 80B2(f)", () => {
    expect(changeOf(c, '80F', '1997', '2017')).toMatchObject({ toId: '80B2(f)', class: 'renumbered' });
    expect(rowOf(c, '80F', '1997')?.uncertain).toBe(false);
    // 86D stays unverified: the Swedish 1997 index suggests it was new in 2007, which the 1997 text must settle.
    expect(rowOf(c, '86D', '2007')?.uncertain).toBe(true);
    expect(rowOf(c, '86D', '2007')?.source).toContain('lagkap10.htm');
  });

  test('holds Law 11 read in all three codes: the 1997 spectator rules (11B) gone in 2007, 11C become 11B', () => {
    expect(changeOf(c, '11', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '11B', '1997', '2007')).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(c, '11C', '1997', '2017')).toMatchObject({ toId: '11B', class: 'renumbered' });
    // 2007 11B, the procedural penalty after forfeiture, is the 1997 11C, not the 1997 11B.
    expect(changeOf(c, '11B', '2007', '1997')?.toId).toBe('11C');
    for (const id of ['11', '11A', '11B']) expect(rowOf(c, id, '2007')?.uncertain, id).toBe(false);
  });

  test('docs/editions.md gives the counts of rows, rows read and rows unverified that the file has', () => {
    const doc = readText('docs/editions.md').replace(/\s+/g, ' ');
    const count = (re: RegExp) => Number(doc.match(re)?.[1]);
    expect(count(/(\d+) rows cover every section/)).toBe(c.rows.length);
    expect(count(/(\d+) rows rest on texts read/)).toBe(c.rows.filter((r) => !r.uncertain).length);
    expect(count(/the other (\d+) are `uncertain: true`/)).toBe(c.rows.filter((r) => r.uncertain).length);
  });

  test('keeps the Law 39 rows unverified until the 2007 text is read, saying where it was sought', () => {
    for (const id of ['39', '39C']) expect(rowOf(c, id, '2007')?.uncertain, id).toBe(true);
    expect(rowOf(c, '39', '2007')?.source).toContain('keesboek.com');
  });

  test('holds the 2017 move of cards from a wrong board to Law 15 and the end of the auction period to 17D', () => {
    // 1997 began the auction period when a player looked at his cards; 2007 and 2017 when he takes them out of the board.
    expect(changeOf(c, '17A', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(c, '17A', '2007', '2017')).toMatchObject({ toId: '17A', class: 'same' });
    // 2007 17D, cards from a wrong board, is 2017 15A; the 2017 17D is the end of the auction period (2007 17E and 22B).
    expect(changeOf(c, '17D', '2007', '2017')).toMatchObject({ toId: '15A', class: 'changed-effect' });
    expect(changeOf(c, '15A', '2017', '2007')?.toId).toBe('17D');
    expect(changeOf(c, '17E', '2007', '2017')).toMatchObject({ toId: '17D', class: 'renumbered' });
    expect(changeOf(c, '17D', '2017', '2007')?.toId).toBe('17E');
    expect(changeOf(c, '22B', '2007', '2017')).toMatchObject({ toId: '17D', class: 'renumbered' });
    expect(changeOf(c, '17E2', '2007', '2017')).toMatchObject({ toId: '17D3', class: 'renumbered' });
    // 2007 22A is the whole 2017 Law 22, not its 22A (a bid and three passes, the 2007 22A2).
    expect(changeOf(c, '22A', '2007', '2017')).toMatchObject({ toId: '22', class: 'renumbered' });
    // The 2007 Law 15 sections: A is 2017 15B2, B is 15B1, and the re-auction of C is gone.
    expect(changeOf(c, '15A', '2007', '2017')).toMatchObject({ toId: '15B2', class: 'renumbered' });
    expect(changeOf(c, '15B', '2007', '2017')).toMatchObject({ toId: '15B1', class: 'renumbered' });
    expect(changeOf(c, '15C', '2007', '2017')).toMatchObject({ toId: null, class: 'removed' });
    expect(changeOf(c, '15', '2007', '2017')?.class).toBe('changed-effect');
  });

  test('has a row for every section of the corpus it must cover, in the code of the citing document', () => {
    // The sections the five sources cite (from the reference linker over the corpus), by code.
    const cited = {
      '1997': [
        '8',
        '12',
        '14B',
        '16',
        '16A2',
        '23B',
        '30A',
        '40',
        '40A',
        '57A',
        '67B2',
        '68',
        '69',
        '69B',
        '70',
        '70C',
        '71',
        '71A1',
        '71B',
        '72',
        '72A',
        '72A5',
        '72B',
        '73',
        '73A1',
        '73A2',
        '73B2',
        '73C',
        '73D',
        '73E',
        '73F',
        '73F1',
        '74',
        '75',
        '76',
        '79C',
        '80F',
        '84E',
        '92B',
      ],
      '2007': [
        '6',
        '7',
        '7B',
        '8',
        '10C2',
        '12C',
        '16B1',
        '16C2(c)',
        '16D',
        '16D1',
        '17A',
        '22A',
        '45',
        '45C1',
        '45C2',
        '45C3',
        '45C4(a)',
        '45C4(b)',
        '45D',
        '45E1',
        '45E2',
        '46',
        '46B',
        '46B2',
        '46B4',
        '47',
        '47C',
        '47D',
        '47E1',
        '48A',
        '49',
        '50',
        '50D',
        '53',
        '54D',
        '55',
        '55A',
        '56',
        '63A3',
        '68',
        '69',
        '70',
        '70A',
        '70C',
        '70E',
        '71',
        '86C',
      ],
    } as const;
    for (const [ed, ids] of Object.entries(cited) as ['1997' | '2007', readonly string[]][]) {
      for (const id of ids) expect(changeOf(c, id, ed, '2017'), `${ed} ${id}`).not.toBeNull();
    }
  });

  test('every id is a canonical id of the grammar and every renumbered or changed row speaks four languages', () => {
    for (const r of c.rows) {
      for (const e of EDITIONS) if (r.ids[e] !== null) expect(parseRefId(r.ids[e] as string, e)?.kind, `${e} ${r.ids[e]}`).toBe('law');
      for (const e of ['2007', '2017'] as const) {
        if (r.changes[e] === 'changed-effect' || r.changes[e] === 'renumbered')
          expect(Object.keys(r.notes[e] ?? {}).sort(), `line ${r.line}`).toEqual(['el', 'en', 'pl', 'ru']);
      }
    }
    expect(rowOf(c, '16D', '2007')?.notes['2017']?.el).toMatch(/16Γ/);
  });
});
