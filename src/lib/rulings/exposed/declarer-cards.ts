/**
 * Several cards shown at once (the `show` fact). Declarer's (Law 48): cards he exposes or drops
 * are no penalty cards and go back to his hand, with no restriction (48A; a card held as if played
 * is a matter of 45C2, an `expose` fact); his hand faced on the table after an opening lead out of
 * turn brings Law 54 (48B1: he spreads it all and becomes dummy, 54A); faced at any other time it
 * may be deemed a claim or concession (48B2, Law 68) unless he demonstrably did not mean one — the
 * director's `claim` finding. Dummy's cards are face up anyway. A defender's shown cards are
 * penalty cards (49), all major when there are several (50B), unless facing them was a claim (68A).
 */
import { ask, isDefender, penaltyCard, step, type RulingContext } from '../context.ts';
import type { ShowEvent } from '../types.ts';

/** Rules on one `show` fact (index `fact`). */
export function showIncident(c: RulingContext, e: ShowEvent, fact: number): void {
  const cards = e.cards ?? [];
  const vars = { cards: cards.join(' '), seat: e.seat };
  const named = cards.length > 0;
  if (e.seat === c.board.dummy) return step(c, '48A', 'applies', 'show-dummy');
  if (e.seat === c.board.declarer) {
    if (e.position === 'faced') {
      if (e.after === 'opening-lead-out-of-turn') {
        step(c, '48B1', 'applies', 'show-after-oloot');
        return step(c, '54A', 'applies', 'show-54a');
      }
      const claim = ask(c, 'claim', fact);
      if (claim === true) {
        step(c, '48B2', 'applies', 'show-claim');
        return step(c, '68', 'applies', 'claim');
      }
      if (claim === undefined) return step(c, '48B2', 'applies', 'show-needs-claim');
      step(c, '48B2', 'not-applied', 'show-not-claim');
    }
    step(c, '48A', 'applies', `show-${e.position === 'dropped' ? 'dropped' : 'exposed'}${named ? '' : '-unnamed'}`, vars);
    for (const card of cards) c.returned.push({ seat: e.seat, card });
    return;
  }
  if (!isDefender(c.board, e.seat)) return;
  if (e.position === 'faced') {
    const claim = ask(c, 'claim', fact);
    if (claim === true) return step(c, '68', 'applies', 'claim');
    if (claim === undefined) return step(c, '68A', 'applies', 'show-needs-claim-defender', { seat: e.seat });
    step(c, '68A', 'not-applied', 'show-not-claim-defender', { seat: e.seat });
  }
  step(c, '49', 'applies', named ? 'show-defender' : 'show-defender-unnamed', vars);
  for (const card of cards) penaltyCard(c, e.seat, card, e.position !== 'dropped');
}
