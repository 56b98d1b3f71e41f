/**
 * Study mode: the question a reader can answer by choosing, for each scenario whose ruling
 * turns on one yes/no point the case data states — may the card be changed (Law 45C4(b),
 * 46B's incontrovertible intention), or is a given card a played card (Laws 45C, 45D). Rulings
 * that give choices to the players, or branch on a finding, get no options: the reader answers
 * in their head and marks the result.
 */
import type { CaseData } from '../../schemas/case.ts';

/** Who gave a ruling. */
export type Body = 'director' | 'appeal-committee' | 'lecturer';

/** What decides the answer: the body whose ruling is final, and the first instance when an appeal changed or upheld it. */
interface Decided {
  readonly scenario: string;
  readonly printed?: string;
  /** The body whose ruling is the answer key: the appeals committee where there was an appeal. */
  readonly by: Body;
  /** The committee upheld the director's ruling. */
  readonly upheld?: true;
  /** The director's answer when the committee's differs from it. */
  readonly firstInstance?: string;
  /** The laws the final ruling of this scenario applies: what a wrong answer to it sends the reader to review. */
  readonly laws?: readonly string[];
}

/** A question with two answers and the one the final ruling gives. */
export type StudyQuestion =
  | (Decided & { readonly kind: 'change'; readonly answer: 'allowed' | 'refused' })
  | (Decided & { readonly kind: 'played'; readonly card: string; readonly answer: 'played' | 'not-played' })
  /** A claim: how many of the `remaining` tricks declarer's side is given; the answer is that number. */
  | (Decided & { readonly kind: 'tricks'; readonly remaining: number; readonly answer: string })
  /** A Law 16 case: does the table result stand, or is the score adjusted? */
  | (Decided & { readonly kind: 'score'; readonly answer: 'stands' | 'adjusted' });

type Rec = CaseData['scenarios'][number]['ruling'];

/** The question a recorded ruling answers, if it answers one: yes/no, or how many of the remaining tricks declarer's side ends with. */
function questionOf(
  r: Rec,
):
  | { kind: 'change'; answer: 'allowed' | 'refused' }
  | { kind: 'played'; card: string; answer: 'played' | 'not-played' }
  | { kind: 'tricks'; remaining: number; answer: string }
  | undefined {
  const { cardChange, played = [], notPlayed = [], awarded } = r;
  if (awarded !== undefined) return { kind: 'tricks', remaining: awarded.declarer + awarded.defenders, answer: String(awarded.declarer) };
  if (cardChange !== undefined) return { kind: 'change', answer: cardChange };
  if (played.length === 1 && notPlayed.length === 0) return { kind: 'played', card: (played[0] as { card: string }).card, answer: 'played' };
  if (notPlayed.length === 1 && played.length === 0) return { kind: 'played', card: (notPlayed[0] as { card: string }).card, answer: 'not-played' };
  return undefined;
}

/**
 * The questions of a case, one per scenario that has one; hypothetical what-ifs are left out.
 * Where there was an appeal, the committee's ruling is the answer key (the final ruling) and
 * the director's answer is kept as the first instance when it differs.
 * @example studyQuestions(case7) // [{ scenario: 'main', by: 'appeal-committee', kind: 'change', answer: 'refused', firstInstance: 'allowed' }]
 */
export function studyQuestions(data: CaseData): StudyQuestion[] {
  const out: StudyQuestion[] = [];
  for (const s of data.scenarios) {
    if (s.hypothetical === true) continue;
    const base = { scenario: s.id, ...(s.printed === undefined ? {} : { printed: s.printed }) };
    const first = questionOf(s.ruling);
    const appeal = s.appeal?.ruling;
    if (appeal === undefined || appeal.upheld === true) {
      if (first)
        out.push({
          ...base,
          by: appeal ? 'appeal-committee' : s.ruling.by,
          ...(appeal ? { upheld: true as const } : {}),
          ...first,
          laws: s.ruling.laws,
        } as StudyQuestion);
      continue;
    }
    const final = questionOf(appeal);
    if (!final) continue; // the committee's ruling answers no yes/no question: none is asked
    const differs = first !== undefined && first.kind === final.kind && first.answer !== final.answer;
    out.push({
      ...base,
      by: 'appeal-committee',
      ...final,
      ...(differs ? { firstInstance: first.answer } : {}),
      laws: appeal.laws ?? s.ruling.laws,
    } as StudyQuestion);
  }
  return out;
}

/**
 * The question of a claim case: how many of the remaining tricks declarer's side is given, by
 * the case's own ruling (its variants are other facts, not asked). None when play continues.
 * @example claimQuestions(caseWith3to1) // [{ scenario: 'main', by: 'director', kind: 'tricks', remaining: 4, answer: '3', laws: ['70C'] }]
 */
export function claimQuestions(data: {
  readonly ruling: { readonly awarded?: { readonly declarer: number; readonly defenders: number }; readonly laws: readonly string[] };
}): StudyQuestion[] {
  const awarded = data.ruling.awarded;
  if (awarded === undefined) return [];
  return [
    {
      scenario: 'main',
      by: 'director',
      kind: 'tricks',
      remaining: awarded.declarer + awarded.defenders,
      answer: String(awarded.declarer),
      laws: data.ruling.laws,
    },
  ];
}
