/**
 * Why the engine cannot rule on a claim entered in the tool, in the reader's words and the
 * form's labels ("Step 2: ♠K is not in the hand of South or North"), never the engine's JSON
 * paths: the engine's own check (`parseClaimInput`) stays the authority on what is wrong, this
 * says it the way the form asks it.
 */
import { partnerOf, SEATS, SUITS, type Seat } from '../bridge/vocabulary.ts';
import type { ClaimInput, StatementStep } from '../claims/types.ts';
import { showCard } from '../rulings/explain.ts';
import type { Words } from './steps.ts';

/** The cards a step names (a branch's steps included). */
function stepCards(s: StatementStep): string[] {
  if (s.do === 'cash') return [...s.cards];
  if (s.do === 'finesse' || s.do === 'lead') return [s.card];
  if (s.do === 'discard' && s.card) return [s.card];
  if (s.do === 'cross' && s.with) return [s.with];
  if (s.do === 'if') return [...s.then, ...(s.else ?? [])].flatMap(stepCards);
  return [];
}

/** The cards of a PBN hand (`AK.2..` → SA SK H2). */
const cardsOf = (pbn: string) => pbn.split('.').flatMap((ranks, i) => [...ranks.replace('-', '')].map((r) => `${SUITS[i]}${r}`));

/**
 * The problems of `input` in the form's words. `engine`: the engine's own problems of it
 * (`inputProblems`); one the form has no words for is said with its path left out.
 * @example claimProblems(input, ["claim.statement[1].cards[1]: SK is not in the claimer's side's hands (S, N)"], w) // ['Step 2: ♠K …']
 */
export function claimProblems(input: ClaimInput, engine: readonly string[], w: Words): string[] {
  if (engine.length === 0) return [];
  const p: string[] = [];
  const { by } = input.claim;
  if (by === partnerOf(input.declarer)) p.push(w('claim.tool.p.dummy', { seat: w(`deal.seat.${by}`) }));
  const hands = Object.fromEntries(SEATS.map((s) => [s, cardsOf(input.position.hands[s])])) as Record<Seat, string[]>;
  const remaining = hands.N.length;
  if (input.claim.tricks > remaining) p.push(w('claim.tool.p.tricks', { claimed: String(input.claim.tricks), remaining: String(remaining) }));
  const side: Seat[] = [by, partnerOf(by)];
  const seats = w('claim.tool.p.seats', { a: w(`deal.seat.${side[0]}`), b: w(`deal.seat.${side[1]}`) });
  input.claim.statement.forEach((s, i) => {
    const step = w('claim.step.n', { n: String(i + 1) });
    for (const card of new Set(stepCards(s)))
      if (!side.some((x) => hands[x].includes(card))) p.push(w('claim.tool.p.notHeld', { step, card: showCard(card), seats }));
  });
  // Anything else the engine found (the form should not let it arise): its words, without the path.
  if (p.length === 0) for (const e of engine) p.push(w('claim.tool.p.other', { detail: e.replace(/^[\w.[\]]+: /, '') }));
  return p;
}
