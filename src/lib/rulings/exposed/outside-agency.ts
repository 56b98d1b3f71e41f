/**
 * A player's card exposed by someone else (`expose` with `by`): a spectator or other outside
 * agency, the director, an opponent. Declarer's or dummy's card never becomes a penalty card
 * (48A). A defender's card that partner could see would be a penalty card (49), but Law 50 lets
 * the director designate otherwise — his finding (`designatesOtherwise`), never assumed; the card
 * then goes back to the hand. Whoever saw a card that is not a penalty card has extraneous
 * information, unauthorized for him; play goes on and the director may adjust the score if it
 * affected the result (16C3 with 16C2(c), 2007 numbering; a 2017 ruling cites 16D, editions.ts).
 */
import { partnerOf } from '../../bridge/index.ts';
import { ask, defenders, isDefender, penaltyCard, step, type RulingContext } from '../context.ts';
import type { ExposedByEvent } from '../types.ts';

/** Is the fact a card exposed by someone other than its owner? */
export const isExposedBy = (e: { type: string }): e is ExposedByEvent => e.type === 'expose' && 'by' in e && (e as { by?: unknown }).by !== undefined;

/** Rules on one card exposed by someone else (index `fact`). */
export function exposedByOthers(c: RulingContext, e: ExposedByEvent, fact: number): void {
  const card = e.card;
  const vars = { card, seat: e.seat };
  step(c, '50', 'applies', `agency-${e.by}`, vars);
  if (e.seat === c.board.dummy) return step(c, '48A', 'applies', 'agency-dummy', vars);
  if (!isDefender(c.board, e.seat)) {
    step(c, '48A', 'applies', 'agency-declarer', vars);
    c.returned.push({ seat: e.seat, card });
    return extraneous(c, e, defenders(c.board));
  }
  const otherwise = ask(c, 'designatesOtherwise', fact);
  if (otherwise === undefined) return step(c, '50', 'applies', 'agency-needs', vars);
  if (otherwise === false) {
    step(c, '50', 'exception-refused', 'agency-penalty', vars);
    return penaltyCard(c, e.seat, card, false);
  }
  step(c, '50', 'exception-applied', 'agency-not-penalty', vars);
  c.returned.push({ seat: e.seat, card });
  extraneous(c, e, [partnerOf(e.seat), c.board.declarer]);
}

function extraneous(c: RulingContext, e: ExposedByEvent, saw: ReturnType<typeof defenders>): void {
  c.information.push({ cards: [{ seat: e.seat, card: e.card }], unauthorizedFor: saw, authorizedFor: [], law: '16C3' });
  step(c, '16C3', 'applies', 'agency-info', { card: e.card });
}
