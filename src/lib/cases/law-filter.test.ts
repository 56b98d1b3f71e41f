import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { caseIds } from '../../content-io/case-files.ts';
import { readText } from '../../content-io/text-files.ts';
import { citesLaw, filterTokens, lawChoices } from './law-filter.ts';
import { compareLawIds } from './law-order.ts';

const booklet = caseIds('hbf-played-card').map((id) => ({
  id,
  laws: (parse(readText(`content/cases/hbf-played-card/${id}/case.yaml`)) as { laws: string[] }).laws,
}));

describe('filterTokens and citesLaw', () => {
  test('a case matches each law it cites and every section or law containing it', () => {
    expect(filterTokens(['45C4(a)', '46B'])).toEqual(['45C4(a)', '45C4', '45C', '45', '46B', '46']);
    expect(filterTokens(['46B', '46B2'])).toEqual(['46B', '46', '46B2']);
  });

  test('a filter by a section finds the cases citing a part of it, not the other way round', () => {
    expect(citesLaw(['46B4'], '46B')).toBe(true);
    expect(citesLaw(['46B'], '46B4')).toBe(false);
    expect(citesLaw(['45C4(b)'], '45C4(a)')).toBe(false);
    expect(citesLaw(['45C1'], '45')).toBe(true);
    expect(citesLaw(['54D'], '5')).toBe(false);
  });

  test('filtering the booklet by 46B gives the preliminary questions and cases 5–10 and 16 (46B4)', () => {
    const ids = booklet
      .filter((c) => citesLaw(c.laws, '46B'))
      .map((c) => c.id)
      .sort(compareLawIds);
    expect(ids).toEqual(['5', '6', '7', '8', '9', '10', '16', 'q1', 'q2']);
  });
});

describe('compareLawIds', () => {
  test('orders ids as the Laws do: law number, section, number, item', () => {
    expect(['46B', '45C4(b)', '9', '45D', '45C4(a)', '45C1', '10C2', '46B4', '46B2'].sort(compareLawIds)).toEqual([
      '9',
      '10C2',
      '45C1',
      '45C4(a)',
      '45C4(b)',
      '45D',
      '46B',
      '46B2',
      '46B4',
    ]);
  });
});

describe('lawChoices', () => {
  test('gives each law cited once, its cited sections in order, and how many cases match each', () => {
    expect(lawChoices([{ laws: ['46B'] }, { laws: ['46B4', '49'] }, { laws: ['45C4(b)', '45C1'] }])).toEqual([
      {
        id: '45',
        count: 1,
        sections: [
          { id: '45C1', count: 1 },
          { id: '45C4(b)', count: 1 },
        ],
      },
      {
        id: '46',
        count: 2,
        sections: [
          { id: '46B', count: 2 },
          { id: '46B4', count: 1 },
        ],
      },
      { id: '49', count: 1, sections: [] },
    ]);
  });

  test('over the booklet lists every law its cases cite, and a law counts a case once however many of its sections it cites', () => {
    const choices = lawChoices(booklet);
    expect(choices.map((c) => c.id)).toEqual(['10', '45', '46', '48', '49', '53', '54', '55', '56']);
    const cited = new Set(booklet.flatMap((c) => c.laws));
    expect(new Set(choices.flatMap((c) => (c.sections.length ? c.sections.map((s) => s.id) : [c.id])))).toEqual(cited);
    expect(choices.find((c) => c.id === '45')?.count).toBe(booklet.filter((c) => c.laws.some((l) => l.startsWith('45'))).length);
  });
});
