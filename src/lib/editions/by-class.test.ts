import { readText } from '../../content-io/text-files.ts';
import { describe, expect, test } from 'vitest';
import { parseConcordance } from '../../schemas/concordance.ts';
import { byClass, lawOfRow } from './by-class.ts';
import { rowAnchor, rowsOfLaw } from './concordance.ts';
import type { Concordance } from './types.ts';

const c = parseConcordance(readText('content/laws/concordance.yaml'), 'content/laws/concordance.yaml').concordance as Concordance;
const step2017 = byClass(c).find((s) => s.edition === '2017');
const group = (cls: string) => step2017?.groups.find((g) => g.class === cls)?.rows ?? [];
const ids2017 = (cls: string) => group(cls).map((r) => r.ids['2017'] ?? `${r.ids['2007']} (removed)`);

describe('the editions page over content/laws/concordance.yaml', () => {
  test('lists 2017 changes of effect from laws no source of ours cites, in their group', () => {
    // Laws 23, 25, 26 and 27 are cited by none of the five sources: their rows come from reading the codes.
    for (const id of ['23', '25', '25A', '25B', '26', '26B', '27', '27B', '27B1(a)', '27B1(b)']) expect(ids2017('changed-effect'), id).toContain(id);
    for (const id of ['23A', '23B', '23C', '26A']) expect(ids2017('new'), id).toContain(id);
    // The 2007 26A (a lead restriction in a suit the withdrawn call named) has no 2017 counterpart.
    expect(ids2017('removed')).toContain('26A (removed)');
    // The awareness rule: 2007 Law 23 is 2017 72C, and 2007 72B1 keeps its number.
    expect(group('renumbered').some((r) => r.ids['2007'] === '23' && r.ids['2017'] === '72C')).toBe(true);
    expect(group('same').some((r) => r.ids['2007'] === '72B1' && r.ids['2017'] === '72B1')).toBe(true);
  });

  test('lists the 2017 changes of Law 12C and of the sections the reviewer flagged, each in its group', () => {
    // 12C1: weighting open to every director, only legal outcomes; the serious-error rule moved from (b) to (e).
    for (const id of ['12C', '12C1', '12C1(c)', '73E', '73E2']) expect(ids2017('changed-effect'), id).toContain(id);
    expect(group('renumbered').some((r) => r.ids['2007'] === '12C1(b)' && r.ids['2017'] === '12C1(e)')).toBe(true);
    expect(group('renumbered').some((r) => r.ids['2007'] === '86C' && r.ids['2017'] === '86A')).toBe(true);
    // The 2007 12C1(e), for authorities that forbid weighting, has no 2017 counterpart.
    expect(ids2017('removed')).toContain('12C1(e) (removed)');
  });

  test('lists the 2017 changes of Laws 73, 75, 79, 86 and 92, read in the texts, each in its group', () => {
    for (const id of ['75B', '79B']) expect(ids2017('changed-effect'), id).toContain(id);
    for (const id of ['73C2', '75D']) expect(ids2017('new'), id).toContain(id);
    for (const id of ['73A1', '73C', '75A', '75C', '79C', '92A', '92C']) expect(ids2017('reworded'), id).toContain(id);
    // Law 86: 2007 86D is 2017 86B; 86A and 86B of 2007 have no 2017 counterpart.
    for (const id of ['81C3', '86B', '91A', '91B']) expect(ids2017('changed-effect'), id).toContain(id);
    expect(ids2017('new')).toContain('86B2');
    for (const id of ['86A (removed)', '86B (removed)']) expect(ids2017('removed'), id).toContain(id);
  });

  test('lists the 2017 changes of Laws 9, 11 and 87, read in the texts, each in its group', () => {
    // Law 11: the non-offending side that acted before the Director came has its own gain taken away.
    for (const id of ['11', '11A']) expect(ids2017('changed-effect'), id).toContain(id);
    // Law 9: the 2007 9A3 is split, dummy's restriction becoming 9A4 and the 2007 9A4 becoming 9A5.
    for (const [from, to] of [
      ['9A3', '9A4'],
      ['9A4', '9A5'],
    ])
      expect(
        group('renumbered').some((r) => r.ids['2007'] === from && r.ids['2017'] === to),
        `${from} → ${to}`,
      ).toBe(true);
    expect(group('reworded').some((r) => r.ids['2007'] === '9A3' && r.ids['2017'] === '9A3')).toBe(true);
    // Law 87: a fouled board in teams goes to 86B2; the grouping of results stays for pairs and individuals.
    for (const id of ['87', '87B']) expect(ids2017('changed-effect'), id).toContain(id);
    expect(ids2017('new')).toContain('87C');
  });

  test('lists the 2017 changes of Laws 1, 13, 20, 21, 24, 30–32, 36, 40 and 43, read in the texts, each in its group', () => {
    // The comparable call reaches the calls out of rotation: no bar for the rest of the auction any more.
    for (const id of ['1', '13', '13A', '20F4', '30', '30A', '30B', '31', '31A', '31B', '32', '32A', '32B', '36', '40'])
      expect(ids2017('changed-effect'), id).toContain(id);
    for (const id of ['1B', '1C', '24D', '24E', '31C', '32C', '36C', '40A4', '43A3']) expect(ids2017('new'), id).toContain(id);
    // Law 32 swapped its sections: the 2007 32A (partner's turn) is 2017 32B, and the 2007 32B is 2017 32A.
    expect(group('changed-effect').some((r) => r.ids['2007'] === '32A' && r.ids['2017'] === '32B')).toBe(true);
    expect(group('changed-effect').some((r) => r.ids['2007'] === '32B' && r.ids['2017'] === '32A')).toBe(true);
    // Law 13 is ordered by when the wrong count is found: 2007 13A and 13B are 2017 13B1 and 13B2.
    for (const [from, to] of [
      ['13A', '13B1'],
      ['13B', '13B2'],
      ['13C', '13D'],
      ['13F', '13C'],
      ['30B1', '30A'],
    ])
      expect(
        group('renumbered').some((r) => r.ids['2007'] === from && r.ids['2017'] === to),
        `${from} → ${to}`,
      ).toBe(true);
    for (const id of ['20F5', '21B', '24']) expect(ids2017('reworded'), id).toContain(id);
    // The 1997 40A: its first sentence is 40A3 from 2007 on, its freedom to deviate 40C1.
    const step2007 = byClass(c).find((s) => s.edition === '2007');
    const renumbered2007 = step2007?.groups.find((g) => g.class === 'renumbered')?.rows ?? [];
    for (const [from, to] of [
      ['40A', '40A3'],
      ['40A', '40C1'],
      ['75D1', '20F4'],
      // The 1997 75B (violating an agreement partner is unaware of) went into 40C1 too.
      ['75B', '40C1'],
    ])
      expect(
        renumbered2007.some((r) => r.ids['1997'] === from && r.ids['2007'] === to),
        `${from} → ${to}`,
      ).toBe(true);
  });

  test('the 2007 Law 75 (mistaken explanation, mistaken call) is new in 2007: the 1997 75A–C were other rules', () => {
    const step2007 = byClass(c).find((s) => s.edition === '2007');
    const added = step2007?.groups.find((g) => g.class === 'new')?.rows ?? [];
    for (const id of ['75A', '75B', '75C'])
      expect(
        added.some((r) => r.ids['2007'] === id && r.ids['1997'] === null),
        id,
      ).toBe(true);
    expect(c.rows.some((r) => r.ids['1997'] === '75B' && r.ids['2007'] === '75B')).toBe(false);
  });

  test('lists the 2017 changes of Laws 20, 28, 29, 38, 42 and 43, read in the texts, each in its group', () => {
    // 28B now excludes Law 26; 38D keeps only 26B and names 72C; 42A3 and 43B3 change what dummy and the Director do.
    for (const id of ['28', '28B', '38', '38D', '42A3', '43B3']) expect(ids2017('changed-effect'), id).toContain(id);
    // Law 29 and the review of the auction (20A–E) read the same in effect.
    expect(ids2017('reworded')).toContain('29');
    for (const id of ['20A', '20B', '20C', '20D', '20E', '28A', '38A', '38B', '38C']) expect(ids2017('same'), id).toContain(id);
    // 43B3 took the place of a 1997 43B2(c) in 2007, its effect changing then as well.
    const step2007 = byClass(c).find((s) => s.edition === '2007');
    const changed2007 = step2007?.groups.find((g) => g.class === 'changed-effect')?.rows ?? [];
    expect(changed2007.some((r) => r.ids['1997'] === '43B2(c)' && r.ids['2007'] === '43B3')).toBe(true);
  });

  test('lists the 2017 changes of Laws 20G and 39, and follows the 1997 75A and 75C into Law 40, each in its group', () => {
    // 2017 adds 20G2 (a question asked to draw a wrong answer) and, in Law 39, the exception once LHO has called.
    expect(ids2017('new')).toContain('20G2');
    for (const id of ['39', '39C']) expect(ids2017('changed-effect'), id).toContain(id);
    expect(group('same').some((r) => r.ids['2007'] === '20G1' && r.ids['2017'] === '20G1')).toBe(true);
    const step2007 = byClass(c).find((s) => s.edition === '2007');
    const in2007 = (cls: string) => step2007?.groups.find((g) => g.class === cls)?.rows ?? [];
    expect(in2007('new').some((r) => r.ids['2007'] === '20G1' && r.ids['1997'] === null)).toBe(true);
    for (const [from, to] of [
      ['39B', '39C'],
      // The 1997 75A (agreements available to opponents) and 75C (answering questions) moved into Law 40.
      ['75A', '40A1(b)'],
      ['75C', '40B6(a)'],
    ])
      expect(
        in2007('renumbered').some((r) => r.ids['1997'] === from && r.ids['2007'] === to),
        `${from} → ${to}`,
      ).toBe(true);
  });

  test('every row links to an anchor its law page shows, and no law page repeats an anchor', () => {
    for (const r of c.rows) {
      const law = lawOfRow(r) as number;
      const anchors = rowsOfLaw(c, law).map(rowAnchor);
      expect(anchors, `line ${r.line}`).toContain(rowAnchor(r));
    }
    for (let law = 1; law <= 93; law++) {
      const anchors = rowsOfLaw(c, law).map(rowAnchor);
      expect(new Set(anchors).size, `law ${law}: ${anchors.join(' ')}`).toBe(anchors.length);
    }
  });
});
