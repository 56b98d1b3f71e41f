import { describe, expect, test } from 'vitest';
import { BUDGETS, checkBudgets, checkFirstEdit, checkPerformance } from './budgets.ts';

const passing = Object.fromEntries(BUDGETS.contentAudits.map((id) => [id, 1]));
const full = { accessibility: 100, 'best-practices': 100, seo: 100, audits: passing };

describe('checkBudgets', () => {
  test('returns nothing when every figure is within its budget', () => {
    expect(checkBudgets([{ path: '/en/laws/6/', type: 'law', html: 60 * 1024, css: 9999, js: 5 * 1024 }], { law: full })).toEqual([]);
  });
  test('returns each exceeded budget with the page, the limit and the figure', () => {
    expect(
      checkBudgets(
        [
          { path: '/en/laws/6/', type: 'law', html: 61 * 1024, css: 0, js: 8.5 * 1024 },
          { path: '/en/cases/x/1/', type: 'case', html: 1000, css: 0, js: 9 * 1024 },
          { path: '/en/', type: 'home', html: 1000, css: 0, js: 50 * 1024 }, // no JS budget for home
        ],
        { law: { ...full, seo: 92 }, home: { ...full, audits: { ...passing, 'unsized-images': 0, 'font-display-insight': null } } },
      ),
    ).toEqual([
      { what: 'HTML of /en/laws/6/', limit: '60.0 KB gz', actual: '61.0 KB gz' },
      { what: 'JS of /en/laws/6/ (law)', limit: '8.0 KB gz', actual: '8.5 KB gz' },
      { what: 'Lighthouse seo of law', limit: '≥ 100', actual: '92' },
      { what: 'Lighthouse audit unsized-images of home', limit: 'passes', actual: 'score 0' },
    ]);
  });

  test('a page type with its own HTML budget is judged by it, the others by the budget of any page', () => {
    const exam = (html: number) => ({ path: '/el/exam/', type: 'other:exam', html, css: 0, js: 0 });
    expect(checkBudgets([exam(62 * 1024)], {})).toEqual([]);
    expect(checkBudgets([exam(113 * 1024)], {})).toEqual([{ what: 'HTML of /el/exam/', limit: '112.0 KB gz', actual: '113.0 KB gz' }]);
    expect(checkBudgets([{ ...exam(62 * 1024), path: '/el/study/', type: 'other:study' }], {})).toEqual([
      { what: 'HTML of /el/study/', limit: '60.0 KB gz', actual: '62.0 KB gz' },
    ]);
  });

  test('a content audit Lighthouse did not run fails the gate rather than passing unseen', () => {
    const { 'dom-size-insight': _, ...rest } = passing;
    expect(checkBudgets([], { law: { ...full, audits: rest } })).toEqual([
      { what: 'Lighthouse audit dom-size-insight of law', limit: 'passes', actual: 'not run' },
    ]);
  });

  test('a performance score, however low, is no gate: it is a timing the benchmark reports', () => {
    expect(checkBudgets([], { law: { ...full, performance: 40 } })).toEqual([]);
  });
});

describe('checkPerformance (bench only)', () => {
  test('names each page type measured below the target; a type not measured for performance is not judged', () => {
    expect(checkPerformance({ law: { ...full, performance: 94 }, home: { ...full, performance: 95 }, case: full })).toEqual([
      { what: 'Lighthouse performance of law', limit: '≥ 95', actual: '94' },
    ]);
  });
});

describe('checkFirstEdit', () => {
  test('judges the median of the runs against 150 ms, so one slow run does not fail it', () => {
    expect(checkFirstEdit([25, 30, 400])).toEqual([]);
    expect(checkFirstEdit([150])).toEqual([]);
    expect(checkFirstEdit([25, 190, 210])).toEqual([{ what: 'ruling calculator, first edit (median of 3)', limit: '≤ 150 ms', actual: '190 ms' }]);
  });

  test('no measurement is a failure, not a pass', () => {
    expect(checkFirstEdit([])).toEqual([{ what: 'ruling calculator, first edit (median of 0)', limit: '≤ 150 ms', actual: 'not measured' }]);
  });
});

describe('checkIsland', () => {
  test('nothing when the shell and the chunk are within budget', async () => {
    const { checkIsland } = await import('./budgets.ts');
    expect(checkIsland('claim-calculator', 2 * 1024, 34 * 1024)).toEqual([]);
  });
  test('each exceeded figure, an engine bundled with the shell, and an island without a budget', async () => {
    const { checkIsland } = await import('./budgets.ts');
    expect(checkIsland('claim-calculator', 3 * 1024, 49 * 1024)).toEqual([
      { what: 'claim-calculator shell (loaded with the page)', limit: '2.0 KB gz', actual: '3.0 KB gz' },
      { what: 'claim-calculator chunk (loaded on first use)', limit: '36.0 KB gz', actual: '49.0 KB gz' },
    ]);
    expect(checkIsland('ruling-calculator', 1024, 0)).toEqual([
      { what: 'ruling-calculator chunk', limit: 'a chunk of its own, loaded on first use', actual: 'bundled with the shell' },
    ]);
    expect(checkIsland('x', 1, 1)[0]?.what).toBe('island x');
  });
  test('the chunk a case with Law 65–67 facts loads has a budget of its own', async () => {
    const { checkIsland } = await import('./budgets.ts');
    expect(checkIsland('ruling-calculator', 1024, 45 * 1024, undefined, 50 * 1024)).toEqual([]);
    expect(checkIsland('ruling-calculator', 1024, 45 * 1024, undefined, 53 * 1024)).toEqual([
      { what: 'ruling-calculator chunk with the areas its case loads (Laws 65–67)', limit: '52.0 KB gz', actual: '53.0 KB gz' },
    ]);
  });
});
