/**
 * A card put on a finished trick or led by the wrong player: a fifth card (45E) or a lead out
 * of turn, accepted (53, also by the next player playing to it) or refused — a defender's card
 * then becomes a major penalty card (56, 50D); declarer's goes back, and if he led from the
 * wrong hand he leads from the right one (55A, 55B).
 */
import { nextSeat, type PlayedCard, type Seat } from '../bridge/index.ts';
import { toPlay } from './board.ts';
import { ask, defenders, isDefender, penaltyCard, step, type Ctx } from './context.ts';
import type { IncidentEvent } from './types.ts';

type Play = Extract<IncidentEvent, { type: 'play' }>;

/** The first play that leads, or adds a card to a finished trick, when it is not the player's lead. */
export function irregularLead(c: Ctx, events: readonly IncidentEvent[]): Play | undefined {
  const complete = c.b.trick !== undefined && c.b.trick.cards.length === 4;
  const empty = c.b.trick !== undefined && c.b.trick.cards.length === 0;
  const first = events.find((e): e is Play => e.type === 'play' && e.attempted !== true);
  if (!first || !(complete || empty || first.trick === 'next')) return undefined;
  const lead = toPlay(c.b);
  return lead !== undefined && lead === first.seat ? undefined : first;
}

/** Rules on a card added to a finished trick or led out of turn. */
export function leadIncident(c: Ctx, events: readonly IncidentEvent[], p: Play): void {
  const shouldLead = toPlay(c.b);
  const complete = c.b.trick?.cards.length === 4;
  const byDeclarerSide = !isDefender(c.b, p.seat);
  if (complete) {
    const treated = ask(c, 'treatedAs', events.indexOf(p));
    if (treated === undefined) {
      step(c, byDeclarerSide ? '45E2' : '45E1', 'applies', 'needs-lead-finding', { card: p.card });
      return;
    }
    if (treated === 'fifth-card') {
      if (byDeclarerSide) {
        step(c, '45E2', 'applies', 'fifth-declarer', { card: p.card });
        c.returned.push({ seat: p.seat, card: p.card });
      } else {
        step(c, '45E1', 'applies', 'fifth-defender', { card: p.card });
        penaltyCard(c, p.seat, p.card, true);
      }
      return;
    }
    step(c, byDeclarerSide ? '45E2' : '45E1', 'applies', 'deemed-lead', { card: p.card });
  }
  outOfTurn(c, events, p, shouldLead);
}

function outOfTurn(c: Ctx, events: readonly IncidentEvent[], p: Play, shouldLead: Seat | undefined): void {
  const after = events.slice(events.indexOf(p) + 1);
  const next = nextSeat(p.seat);
  if (after.some((e) => e.type === 'play' && e.seat === next && e.attempted !== true)) {
    step(c, '53', 'applies', 'accepted-by-play', { card: p.card, seat: next });
    c.played.push({ seat: p.seat, card: p.card });
    return;
  }
  const cards: PlayedCard[] = [p.card];
  if (isDefender(c.b, p.seat)) {
    step(c, '56', 'applies', 'defender-lead', { card: p.card, seat: p.seat });
    c.options.push(
      { who: [c.b.declarer], action: 'accept-lead', cards, laws: ['53'] },
      { who: [c.b.declarer], action: 'refuse-lead', cards, laws: ['56', '50D'], then: { penaltyCards: [{ seat: p.seat, card: p.card, kind: 'major' }], ...(shouldLead ? { leadFrom: shouldLead } : {}) } },
    );
    step(c, '53', 'applies', 'may-accept', { card: p.card });
    step(c, '50D', 'applies', 'if-refused-major', { card: p.card, seat: p.seat });
    return;
  }
  const defs = defenders(c.b);
  const wrongHand = shouldLead !== undefined && !isDefender(c.b, shouldLead);
  step(c, '55A', 'applies', wrongHand ? 'wrong-hand' : 'declarer-lead', { card: p.card, seat: next });
  c.options.push(
    { who: defs, action: 'accept-lead', cards, conflict: 'next-in-turn-prevails', prevails: next, laws: ['55A', '53'] },
    { who: defs, action: 'refuse-lead', cards, rectification: 'none', laws: wrongHand ? ['55A', '55B'] : ['55A'], then: { returned: [{ seat: p.seat, card: p.card }], ...(shouldLead ? { leadFrom: shouldLead } : {}) } },
  );
  step(c, '48A', 'applies', 'no-penalty-declarer', { card: p.card });
  if (wrongHand) step(c, '55B', 'applies', 'correct-hand', { seat: shouldLead });
}
