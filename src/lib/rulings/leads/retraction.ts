/**
 * Law 47E: cards that may be taken back because of what an opponent said. 47E1: a lead out of
 * turn made because an opponent said it was that player's lead may be taken back without
 * rectification, and the leader's left-hand opponent may not accept it (2007; 2017: it is taken
 * back; concordance row 47E1, whose 2007 step is the bar on acceptance the 1997 Law lacked). 47E2: a card played after an opponent's mistaken explanation and before its
 * correction may be taken back, unless a card has since been played to the trick (or, for the
 * opening lead, dummy has faced a card); when it is too late the director may adjust the score
 * (47E2(b)). Information from a card taken back: Law 16D (the misinformers are the offenders).
 */
import { nextSeat, type Seat } from '../../bridge/index.ts';
import { defenders, step, withdrawnInfo, type RulingContext } from '../context.ts';
import { isOpening, moveOf, type Move } from '../play-order.ts';
import type { IncidentEvent } from '../types.ts';

/** Which side a seat plays for: declarer's (declarer and dummy) or the defenders'. */
export const sideOf = (c: RulingContext, s: Seat): 'declarer' | 'defenders' => (s === c.board.declarer || s === c.board.dummy ? 'declarer' : 'defenders');
/** Who acts for a hand: declarer for dummy's cards. */
export const actor = (c: RulingContext, s: Seat): Seat => (s === c.board.dummy ? c.board.declarer : s);

/** The statement "it is your lead" an opponent made to the hand that then led, before the lead (47E1). */
export function toldByOpponent(c: RulingContext, events: readonly IncidentEvent[], lead: Move): Extract<IncidentEvent, { type: 'told-to-lead' }> | undefined {
  const before = events.slice(0, lead.fact).filter((e): e is Extract<IncidentEvent, { type: 'told-to-lead' }> => e.type === 'told-to-lead');
  const mine = (to: Seat) => to === lead.seat || (sideOf(c, lead.seat) === 'declarer' && to === actor(c, lead.seat));
  return before.reverse().find((e) => mine(e.to));
}

/**
 * 47E1: the lead out of turn was made on an opponent's word. Under the 2007 Laws the leader may
 * take it back without rectification, and his left-hand opponent (declarer, for dummy) may not
 * accept it (53): only the other opponent, where he has a say (55A: declarer's lead), may; under
 * the 2017 Laws it is taken back, and it cannot be accepted. A partner's word changes nothing.
 * Returns true when 47E1 decides the lead.
 */
export function toldToLead(
  c: RulingContext,
  events: readonly IncidentEvent[],
  lead: Move,
  told: Extract<IncidentEvent, { type: 'told-to-lead' }>,
  proper: Seat | undefined,
): boolean {
  const leader = actor(c, lead.seat);
  if (sideOf(c, told.seat) === sideOf(c, lead.seat)) {
    step(c, '47E1', 'not-applied', 'told-partner', { seat: leader });
    return false;
  }
  const card = { seat: lead.seat, card: lead.card };
  const offenders = sideOf(c, told.seat);
  const back = events.slice(lead.fact + 1).find((e) => e.type === 'withdraw' && e.seat === lead.seat && e.card === lead.card);
  if (back || c.edition === 2017) {
    // 2017: the card is taken back whatever the leader says, and nobody may accept it.
    step(c, '47E1', 'applies', back ? 'told-retracted' : 'told-must-retract', { card: lead.card, seat: leader });
    c.returned.push(card);
    withdrawnInfo(c, [card], offenders);
    step(c, '16D', 'applies', 'withdrawn-info');
    return true;
  }
  step(c, '47E1', 'applies', 'told-retract', { card: lead.card, seat: leader });
  c.options.push({
    who: [leader],
    action: 'withdraw',
    cards: [lead.card],
    rectification: 'none',
    laws: ['47E1'],
    then: { returned: [card], ...(proper ? { leadFrom: proper } : {}) },
  });
  // 2007 47E1: the leader's left-hand opponent may not accept the lead (for dummy, declarer).
  const barred = actor(c, nextSeat(lead.seat));
  const acceptors = (offenders === 'declarer' ? [c.board.declarer] : defenders(c.board)).filter((s) => s !== barred);
  if (acceptors.length > 0) c.options.push({ who: acceptors, action: 'accept-lead', cards: [lead.card], laws: ['53'], then: { played: [card] } });
  return true;
}

/**
 * 47E2: cards played after an opponent's mistaken explanation and before it was corrected.
 * 2007: taken back while no card has been played to the same trick since; 2017 drops "to that
 * trick": any card played since (a lead to the next trick too) makes it too late.
 * Returns true when the incident is about such a card.
 */
export function misinformation(c: RulingContext, events: readonly IncidentEvent[]): boolean {
  const wrong = events.findIndex((e) => e.type === 'explanation' && e.kind === 'mistaken');
  if (wrong < 0) return false;
  const by = events[wrong] as Extract<IncidentEvent, { type: 'explanation' }>;
  const misinformers = sideOf(c, by.seat);
  const corrected = events.findIndex((e, i) => i > wrong && e.type === 'explanation' && e.kind === 'corrected');
  const end = corrected < 0 ? events.length : corrected;
  const moves = events.map((e, i) => moveOf(c.board, e, i)).filter((m): m is Move => m !== undefined);
  const trickOf = trickIndex(moves, c.board.trick?.cards.length ?? 0);
  const window = moves.filter((m) => m.fact > wrong && m.fact < end && sideOf(c, m.seat) !== misinformers);
  if (window.length === 0) return false;
  const opening = isOpening(c.board);
  const dummyFaced = (after: number) =>
    events.some((e, i) => i > after && ((e.type === 'spread' && e.seat === c.board.dummy) || moveOf(c.board, e, i)?.seat === c.board.dummy));
  for (const m of window) {
    const player = actor(c, m.seat);
    // 2007: only a card played since to the same trick ends the right; 2017: any card played since.
    const later = moves.find((x) => x.fact > m.fact && (c.edition === 2017 || trickOf.get(x.fact) === trickOf.get(m.fact)));
    const card = { seat: m.seat, card: m.card };
    const isOpeningLead = opening && moves[0]?.fact === m.fact;
    if (isOpeningLead && dummyFaced(m.fact)) {
      step(c, '47E2(a)', 'not-applied', 'misinfo-opening', { card: m.card });
      step(c, '47E2(b)', 'applies', 'misinfo-adjust');
      continue;
    }
    if (later) {
      step(c, '47E2(a)', 'not-applied', c.edition === 2017 ? 'misinfo-too-late-2017' : 'misinfo-too-late', { card: m.card, seat: later.seat });
      step(c, '47E2(b)', 'applies', 'misinfo-adjust');
      continue;
    }
    const back = events.some((e, i) => i > m.fact && e.type === 'withdraw' && e.seat === m.seat && e.card === m.card);
    step(c, '47E2(a)', 'applies', back ? 'misinfo-retracted' : c.edition === 2017 ? 'misinfo-retract-2017' : 'misinfo-retract', { card: m.card, seat: player });
    if (back) {
      c.returned.push(card);
      withdrawnInfo(c, [card], misinformers);
      step(c, '16D', 'applies', 'withdrawn-info');
    } else {
      c.options.push({ who: [player], action: 'withdraw', cards: [m.card], rectification: 'none', laws: ['47E2(a)', '16D'], then: { returned: [card] } });
      c.played.push(card);
    }
  }
  return true;
}

/** The trick (0: the one in progress) each card of the incident goes to: four cards a trick, a card "to the next trick" to the one after. */
function trickIndex(moves: readonly Move[], already: number): Map<number, number> {
  const out = new Map<number, number>();
  const count = new Map<number, number>([[0, already]]);
  let current = already >= 4 ? 1 : 0;
  for (const m of moves) {
    while ((count.get(current) ?? 0) >= 4) current++;
    const t = m.next && current === 0 && already < 4 ? 1 : current;
    out.set(m.fact, t);
    count.set(t, (count.get(t) ?? 0) + 1);
  }
  return out;
}
