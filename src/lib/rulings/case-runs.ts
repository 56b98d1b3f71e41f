/**
 * Every recorded ruling of a case as an engine run: scenario, who ruled, branch, the engine's
 * input and the ruling the case records. Pure: the case comes as data (src/content-io loads it).
 */
import type { CaseData, CaseRuling } from '../../schemas/case.ts';
import { scenarioInput, type RulingRef } from './from-case.ts';
import type { RulingInput } from './types.ts';

/** One recorded ruling to reproduce. */
export interface RecordedRun {
  readonly label: string;
  readonly input: RulingInput;
  readonly record: Omit<CaseRuling, 'by' | 'name' | 'upheld' | 'branches'>;
}

/** The runs of one case: every scenario, the director's (or lecturer's) ruling, the committee's, each branch. */
export function caseRuns(data: CaseData): RecordedRun[] {
  const runs: RecordedRun[] = [];
  for (const s of data.scenarios) {
    const add = (label: string, ref: RulingRef, record: RecordedRun['record']) => {
      const other = record.sameAs ? data.scenarios.find((x) => x.id === record.sameAs)?.ruling : undefined;
      // "See b)": b's ruling, applied to this scenario's own card.
      const target = other && { ...other, ...(other.options ? { options: other.options.map(({ cards: _c, ...o }) => o) } : {}) };
      runs.push({ label, input: scenarioInput(data, s, ref), record: target ? { ...target, ...record, laws: [...target.laws, ...record.laws] } : record });
    };
    const both = [{ by: 'director' as const, ruling: s.ruling }, ...(s.appeal ? [{ by: 'appeal' as const, ruling: s.appeal.ruling }] : [])];
    for (const { by, ruling } of both) {
      // An upheld ruling repeats the director's.
      const record = ruling.upheld ? { ...s.ruling, ...ruling, laws: [...s.ruling.laws, ...ruling.laws] } : ruling;
      add(`${data.id}/${s.id}/${ruling.by}`, { by }, record);
      ruling.branches?.forEach((b, i) => add(`${data.id}/${s.id}/${ruling.by}/if ${JSON.stringify(b.if)}`, { by, branch: i }, b));
    }
  }
  return runs;
}
