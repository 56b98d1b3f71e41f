/**
 * The engine's entry for penalty cards, exposed cards and outside agency (Laws 48–52): the
 * situation's penalty cards enter the ruling; `show` facts (48, 49) and cards exposed by someone
 * else (50, 16C) are ruled here; an incident told only by cards played in turn and declarer's
 * choices, with penalty cards on the table, is ruled card by card (50–52). Other facts go on to
 * the other laws, with this area's facts left as pauses so that fact indices stay the same.
 */
import { isOneOf } from '../../base/one-of.ts';
import { step, type RulingContext } from '../context.ts';
import { showIncident } from './declarer-cards.ts';
import { exposedByOthers, isExposedBy } from './outside-agency.ts';
import { isPenaltyPlay, penaltyPlay, seedPenaltyCards } from './penalty-cards.ts';
import type { IncidentEvent } from '../types.ts';

const PAUSE: IncidentEvent = { type: 'pause' };
/** Facts that leave nothing to rule on once this area's facts are ruled. */
const QUIET = ['pause', 'call-director', 'dummy', 'holds'];

/**
 * Rules on this area's part of the incident: 'ruled' when nothing is left for the other laws,
 * else the facts for them (this area's own replaced by pauses).
 */
export function penaltyArea(c: RulingContext, events: readonly IncidentEvent[]): readonly IncidentEvent[] | 'ruled' {
  seedPenaltyCards(c);
  let mine = false;
  events.forEach((e, i) => {
    if (e.type === 'show') showIncident(c, e, i);
    else if (isExposedBy(e)) exposedByOthers(c, e, i);
    else return;
    mine = true;
  });
  const rest = mine ? events.map((e) => (e.type === 'show' || isExposedBy(e) ? PAUSE : e)) : events;
  if (isPenaltyPlay(c, rest)) {
    penaltyPlay(c, rest);
    return 'ruled';
  }
  return mine && rest.every((e) => QUIET.includes(e.type) || (e.type === 'play' && e.attempted === true)) ? 'ruled' : rest;
}

/**
 * After the other laws have ruled: a penalty card of the situation that their ruling has played is
 * no longer a penalty card (50C, 50D1).
 */
export function settlePenaltyCards(c: RulingContext, events: readonly IncidentEvent[] = []): void {
  // Played: ruled played, or played in the incident in the normal course and not sent back by the ruling.
  const isPlayed = (seat: string, card: string) =>
    c.played.some((x) => x.seat === seat && x.card === card) ||
    (events.some((e) => e.type === 'play' && e.attempted !== true && e.seat === seat && e.card === card) &&
      !c.returned.some((x) => x.seat === seat && x.card === card) &&
      !c.options.some((o) => o.action === 'refuse-lead' && isOneOf(o.cards ?? [], card)));
  for (const p of c.board.penaltyCards) {
    const at = c.penaltyCards.findIndex((x) => x.seat === p.seat && x.card === p.card);
    if (at < 0 || !isPlayed(p.seat, p.card)) continue;
    const [pc] = c.penaltyCards.splice(at, 1);
    step(c, pc!.kind === 'major' ? '50D1' : '50C', 'applies', pc!.kind === 'major' ? 'pc-major-played' : 'pc-minor-played', { seat: p.seat, card: p.card });
  }
}
