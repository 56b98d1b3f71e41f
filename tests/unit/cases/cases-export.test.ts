// cases.json and the PBN files, generated through the same pure functions as the build's endpoints.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { parseDealTag, parseHand, type Suit } from '../../../src/lib/bridge/index.ts';
import { casePbn, casesExport } from '../../../src/lib/cases/export.ts';
import { caseSchema, type CaseData } from '../../../src/schemas/case.ts';
import { casesExportSchema } from '../../../src/schemas/cases-export.ts';

const IDS = ['q1', 'q2', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16'];
const cases: CaseData[] = IDS.map((id) => caseSchema.parse(parse(readFileSync(`content/cases/hbf-played-card/${id}/case.yaml`, 'utf8'))));
const exported = casesExport(cases);
const byNumber = (n: string) => exported.cases.find((c) => c.number === n)!;

describe('casesExport', () => {
  test('returns data that validates against the published schema', () => {
    const r = casesExportSchema.safeParse(JSON.parse(JSON.stringify(exported)));
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  test('returns every case with its seed file and its number as printed', () => {
    expect(exported.cases.map((c) => c.number)).toEqual(['Q1', 'Q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))]);
    expect(new Set(exported.cases.map((c) => c.source))).toEqual(new Set(['003_436417375e333e0b.txt']));
  });

  test('returns a full deal and a PBN file for cases 2, 3, 13 and 14 only', () => {
    expect(exported.cases.filter((c) => c.deal !== null).map((c) => c.number)).toEqual(['2', '3', '13', '14']);
    expect(byNumber('2').pbn).toBe('/data/cases/hbf-played-card/2.pbn');
    expect(byNumber('1').pbn).toBeNull();
  });

  test('returns hands as PBN per seat, null for a hand not shown, ? for unknown cards', () => {
    expect(byNumber('8').diagrams[0]).toMatchObject({ shown: ['D'], N: '..AKQT652.', W: '..???.', E: '..???.', S: '..J.' });
    expect(byNumber('9').diagrams[0]).toMatchObject({ W: '?9?...', E: '?8?...' });
    expect(byNumber('15').diagrams).toEqual([]);
  });

  test('tells a suit not shown from a void with shown lists', () => {
    // Question 2: every hand shows spades, East spades and hearts (East's ♥8).
    expect(byNumber('Q2').diagrams[0]).toMatchObject({ shown: ['S'], shownBySeat: { E: ['S', 'H'] }, E: 'J.8..' });
    // Case 4: all four suits shown, so the empty groups are voids.
    const four = byNumber('4').diagrams[0]!;
    expect(four.shown).toEqual(['S', 'H', 'D', 'C']);
    const north = parseHand(four.N!, four.shown as Suit[]);
    expect(north.ok && north.value).toEqual({ S: [], H: ['6', '4'], D: ['Q', '9', '6'], C: [] });
  });

  test('returns both diagrams of case 5 and the rulings of the appeal in cases 7 and 11', () => {
    expect(byNumber('5').diagrams.map((d) => d.id)).toEqual(['before', 'after']);
    expect(byNumber('7').scenarios[0]?.appeal?.ruling).toMatchObject({ by: 'appeal-committee', cardChange: 'refused', result: '6H-1' });
    expect(byNumber('11').scenarios[0]?.appeal?.ruling).toMatchObject({ by: 'appeal-committee', upheld: true });
  });
});

describe('casePbn', () => {
  const meta = { event: 'HBF booklet, case', url: 'https://example.org/' };
  test.each(['2', '3', '13', '14'])('returns a PBN file for case %s whose Deal tag is the case diagram', (id) => {
    const data = cases.find((c) => c.id === id)!;
    const text = casePbn(data, meta)!;
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['% PBN 2.1', '% EXPORT']);
    const tags = lines.filter((l) => l.startsWith('[')).map((l) => /^\[(\w+) "[^"]*"\]$/.exec(l)?.[1]);
    // The seven-tag roster in its order, then the rest of the export tags.
    expect(tags).toEqual([
      'Event',
      'Site',
      'Date',
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Scoring',
      'Declarer',
      'Contract',
      'Result',
    ]);
    const deal = parseDealTag(lines.find((l) => l.startsWith('[Deal '))!);
    expect(deal.ok).toBe(true);
    const hands = data.diagrams[0]!.hands;
    if (deal.ok)
      for (const seat of ['N', 'E', 'S', 'W'] as const)
        expect(
          Object.values(deal.value[seat])
            .map((r) => r.join(''))
            .join('.'),
        ).toBe(hands[seat]);
    expect(text).toContain(`[Contract "${data.contract}"]`);
    expect(text).toContain('[Declarer "S"]');
  });

  test('returns nothing for a case without a full deal', () => {
    expect(casePbn(cases.find((c) => c.id === '5')!, meta)).toBeUndefined();
  });
});
