// Every ruling of the booklet reproduced from its case data: the engine's ruling on the recorded
// facts and findings is compared with the ruling recorded in case.yaml (director, committee,
// lecturer, and each branch the director must decide between), under the 2007 Laws the booklet
// applies and under the 2017 Laws with the record's law numbers as the 2017 code numbers them.
import { describe, expect, test } from 'vitest';
import { caseIds, loadCase, loadCollection } from '../../../src/content-io/case-files.ts';
import { caseRuns } from '../../../src/lib/rulings/case-runs.ts';
import { compareRuling, decide, reasonText, REASONS, scenarioInput } from '../../../src/lib/rulings/index.ts';
import { citeIn, differInEffect } from '../../../src/lib/rulings/editions.ts';

const runs = loadCollection('hbf-played-card').flatMap(caseRuns);

type Record = (typeof runs)[number]['record'];
/** The booklet's record with its law numbers (2007) as the 2017 Laws number them. */
function in2017(rec: Record): Record {
  const to = (xs: readonly string[] | undefined) => xs?.map((l) => citeIn(2017, l));
  return {
    ...rec,
    laws: to(rec.laws)!,
    ...(rec.lawsNotApplied ? { lawsNotApplied: to(rec.lawsNotApplied) } : {}),
    ...(rec.exceptionApplied ? { exceptionApplied: to(rec.exceptionApplied) } : {}),
    ...(rec.exceptionNotApplied ? { exceptionNotApplied: to(rec.exceptionNotApplied) } : {}),
    ...(rec.options ? { options: rec.options.map((o) => (o.laws ? { ...o, laws: to(o.laws) } : o)) } : {}),
  } as Record;
}
/**
 * Booklet rulings that differ under the 2017 Laws: those with a defender's penalty card on the
 * table, whose information 2017 50E1 makes authorized for every player while it stays there
 * (2007 50E2: unauthorized for his partner). The record states no information, so the rest of
 * each ruling is still compared with it. The other differences are in editions.test.ts.
 */
const DIFFER_IN_2017: readonly string[] = [
  '11/main/director',
  '11/main/appeal-committee',
  '12/a/director/if {"belief":"trick-incomplete"}',
  '15/c/director/if {"inTurn":false}',
];

describe('booklet rulings', () => {
  test('every case and every scenario has at least one recorded ruling to reproduce', () => {
    for (const id of caseIds('hbf-played-card')) {
      const data = loadCase('hbf-played-card', id);
      for (const s of data.scenarios) expect(runs.some((r) => r.label.startsWith(`${data.id}/${s.id}/`))).toBe(true);
    }
    expect(runs.filter((r) => r.label.includes('appeal-committee'))).toHaveLength(2);
  });

  test.each(runs.map((r) => [r.label, r] as const))('%s', (_label, run) => {
    expect(compareRuling(run.record, decide(run.input))).toEqual([]);
  });

  test.each(runs.map((r) => [r.label, r] as const))('%s under the 2017 Laws', (label, run) => {
    const r2017 = decide({ ...run.input, edition: 2017 });
    expect(r2017.edition).toBe(2017);
    expect(differInEffect(decide(run.input), r2017)).toBe(DIFFER_IN_2017.includes(label));
    expect(compareRuling(in2017(run.record), r2017)).toEqual([]);
    if (DIFFER_IN_2017.includes(label)) expect(r2017.information.filter((i) => i.law === '50E').map((i) => i.unauthorizedFor)).toEqual([[]]);
  });

  test("case 7: the director's finding gives 6H=, the committee's different finding 6H-1", () => {
    const data = loadCase('hbf-played-card', '7');
    const s = data.scenarios[0]!;
    const director = decide(scenarioInput(data, s));
    const committee = decide(scenarioInput(data, s, { by: 'appeal' }));
    expect(director.score?.result).toBe(s.ruling.result);
    expect(committee.score?.result).toBe(s.appeal?.ruling.result);
    expect(director.score?.result).not.toBe(committee.score?.result);
    expect(committee.played).toEqual([{ seat: 'N', card: 'S9' }]);
  });

  test('case 12a: without the finding on what West thought, the engine asks for it', () => {
    const data = loadCase('hbf-played-card', '12');
    const r = decide(scenarioInput(data, data.scenarios[0]!));
    expect(r.needs).toEqual(['treatedAs']);
    expect(r.played).toEqual([]);
  });

  test('changing a finding changes the ruling (case 5: incontrovertible → the ♦10)', () => {
    const data = loadCase('hbf-played-card', '5');
    const input = scenarioInput(data, data.scenarios[0]!);
    expect(decide(input).played).toEqual([{ seat: 'N', card: 'D6' }]);
    expect(decide({ ...input, judgement: { intention: 'incontrovertible' } }).played).toEqual([{ seat: 'N', card: 'DT' }]);
  });

  test('every step of every booklet ruling has a reason in all four languages', () => {
    for (const run of runs) {
      for (const step of decide(run.input).steps) {
        for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
          const text = reasonText(step, REASONS[lang]);
          expect(text, `${run.label} ${step.reason} ${lang}`).not.toBe(step.reason);
          expect(text).not.toMatch(/\{\w+\}/);
        }
      }
    }
  });
});
