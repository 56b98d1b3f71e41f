/**
 * Study mode: the question a reader can answer by choosing, for each scenario whose ruling
 * turns on one yes/no point the case data states — may the card be changed (Law 45C4(b),
 * 46B's incontrovertible intention), or is a given card a played card (Laws 45C, 45D). Rulings
 * that give choices to the players, or branch on a finding, get no options: the reader answers
 * in their head and marks the result.
 */
import type { CaseData } from '../../schemas/case.ts';

/** A question with two answers and the one the director gave. */
export type StudyQuestion =
  | { readonly scenario: string; readonly printed?: string; readonly kind: 'change'; readonly answer: 'allowed' | 'refused' }
  | { readonly scenario: string; readonly printed?: string; readonly kind: 'played'; readonly card: string; readonly answer: 'played' | 'not-played' };

/**
 * The questions of a case, one per scenario that has one; hypothetical what-ifs are left out.
 * @example studyQuestions(case8) // [{ scenario: 'a', printed: 'α', kind: 'change', answer: 'refused' }, { scenario: 'b', … answer: 'allowed' }]
 */
export function studyQuestions(data: CaseData): StudyQuestion[] {
  const out: StudyQuestion[] = [];
  for (const s of data.scenarios) {
    if (s.hypothetical === true) continue;
    const base = { scenario: s.id, ...(s.printed === undefined ? {} : { printed: s.printed }) };
    const { cardChange, played = [], notPlayed = [] } = s.ruling;
    if (cardChange !== undefined) out.push({ ...base, kind: 'change', answer: cardChange });
    else if (played.length === 1 && notPlayed.length === 0) out.push({ ...base, kind: 'played', card: (played[0] as { card: string }).card, answer: 'played' });
    else if (notPlayed.length === 1 && played.length === 0) out.push({ ...base, kind: 'played', card: (notPlayed[0] as { card: string }).card, answer: 'not-played' });
  }
  return out;
}
