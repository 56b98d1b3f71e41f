/**
 * The score effect of a ruling (Law 77 via src/lib/scoring): where the contract, the tricks won
 * so far and an end position with every card known are given, each card in dispute is played
 * and the rest solved double-dummy.
 */
import { contractIn, nextSeat, SEATS, type Card, type Seat } from '../bridge/index.ts';
import { formatResult, makeResult } from '../scoring/result-notation.ts';
import { scoreContract } from '../scoring/score.ts';
import { knownCards, type Board } from './board.ts';
import type { RulingContext } from './context.ts';
import { MAX_CARDS, solveEnd } from './solver.ts';
import type { IncidentEvent, ScoreEffect, Situation } from './types.ts';

/** The score effect, or undefined when the situation does not allow one. */
export function scoreEffect(c: RulingContext, s: Situation, events: readonly IncidentEvent[]): ScoreEffect | undefined {
  // Only where the ruling fixes every card put on the table: no open right to withdraw or accept.
  const settled = (seat: Seat, card: string) => [...c.played, ...c.returned].some((p) => p.seat === seat && p.card === card);
  if (events.some((e) => e.type === 'play' && e.attempted !== true && !settled(e.seat, e.card))) return undefined;
  if (c.options.some((o) => o.action === 'withdraw' || o.action === 'accept-lead')) return undefined;
  // A card still to be chosen under Laws 51A or 52B: no result yet.
  if (c.options.some((o) => o.action === 'accept-play' || o.action === 'designate-penalty-card')) return undefined;
  // The contract read by the bridge model's one reader (src/lib/bridge/contract.ts); a score needs its level.
  const contract = s.contract === undefined ? undefined : contractIn(s.contract);
  const b = c.board;
  const level = contract?.level;
  if (contract === undefined || level === undefined || s.tricksWon === undefined || b.trick === undefined) return undefined;
  const full = SEATS.every((seat) => b.hands[seat] && Object.keys(b.hands[seat]).length === 4 && !Object.values(b.hands[seat]).some((h) => h?.includes('?')));
  if (!full) return undefined;
  const hands = Object.fromEntries(SEATS.map((seat) => [seat, knownCards(b, seat)])) as Record<Seat, Card[]>;
  if (SEATS.some((seat) => hands[seat].length > MAX_CARDS)) return undefined;
  const won = s.tricksWon.declarer ?? 13 - (s.tricksWon.defenders ?? 0) - (hands.N.length + (b.trick.cards.length > 0 ? 1 : 0));
  const outcome = (cards: { seat: Seat; card: Card }[]) => {
    const trick = [...b.trick!.cards];
    const h = { ...hands };
    for (const p of cards) {
      if (nextSeat(b.trick!.leader, trick.length) !== p.seat) return undefined;
      trick.push(p.card);
      h[p.seat] = h[p.seat].filter((x) => x !== p.card);
    }
    const tricks = solveEnd(h, b.trick!.leader, trick, b.trump, b.declarer);
    if (tricks === undefined) return undefined;
    const r = makeResult({ ...contract, level }, won + tricks);
    if (!r.ok) return undefined;
    // The result object, not its notation: the notation parser stays out of the browser bundle.
    const nonVul = scoreContract(r.value.contract, r.value.tricks, false);
    const vul = scoreContract(r.value.contract, r.value.tricks, true);
    return { tricks, result: formatResult(r.value, 'ascii'), score: { nonVul: nonVul.ok ? nonVul.value : 0, vul: vul.ok ? vul.value : 0 } };
  };
  const played = c.played.filter((p) => p.card.length === 2 && p.card[1] !== '?') as { seat: Seat; card: Card }[];
  const ruled = outcome(played);
  if (!ruled) return undefined;
  const outcomes: ScoreEffect['outcomes'][number][] = [];
  for (const d of c.disputed) {
    if (d.card.length !== 2 || d.card[1] === '?') continue;
    const alt = outcome(
      [...played.filter((p) => p.seat !== d.seat), { seat: d.seat, card: d.card as Card }].sort((x, y) => order(b, x.seat) - order(b, y.seat)),
    );
    if (alt && !outcomes.some((o) => o.card === d.card)) outcomes.push({ seat: d.seat, card: d.card as Card, result: alt.result, score: alt.score });
  }
  // While the disputed card is still to be chosen, best play would choose it: give no ruled result.
  const open = c.disputed.length > 0 && !c.disputed.some((d) => played.some((p) => p.seat === d.seat));
  return open ? { contract: s.contract as string, outcomes } : { contract: s.contract as string, tricksFromNow: ruled.tricks, result: ruled.result, outcomes };
}

const order = (b: Board, seat: Seat) => (SEATS.indexOf(seat) - SEATS.indexOf(b.trick!.leader) + 4) % 4;
