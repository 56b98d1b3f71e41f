/**
 * A card from a player's own hand: placed on the table (45A), held by declarer (45C2) or by a
 * defender (45C1), dropped or exposed by declarer (48A), exposed by a defender out of turn (49,
 * 50), and a played card that is taken back (47F; 45C4(b) is for designations, not plays).
 */
import { nextSeat, partnerOf, type PlayedCard, type Seat } from '../../bridge/index.ts';
import { toPlay } from '../board.ts';
import { ask, isDefender, penaltyCard, step, type RulingContext } from '../context.ts';
import type { IncidentEvent } from '../types.ts';

type Ev<T extends IncidentEvent['type']> = Extract<IncidentEvent, { type: T }>;

/** Rules on cards taken from a player's hand, fact by fact. */
export function handIncident(c: RulingContext, events: readonly IncidentEvent[]): void {
  const playedBy = new Map<Seat, PlayedCard>();
  const t = c.board.trick;
  if (t && t.cards.length < 4) t.cards.forEach((card, i) => playedBy.set(nextSeat(t.leader, i), card));
  const turn = toPlay(c.board);
  for (const [i, e] of events.entries()) {
    if (e.type === 'play' && e.attempted !== true) {
      // A second card of the same defender to this trick, shown after this one (a second card
      // *played* to it cannot happen: see sequence.ts).
      const later = events
        .slice(i + 1)
        .find((x): x is Ev<'expose'> | Ev<'drop'> => (x.type === 'expose' || x.type === 'drop') && x.seat === e.seat && x.card !== e.card);
      if (isDefender(c.board, e.seat) && later && e.trick !== 'next') {
        // Two cards from one defender: the one faced first is played (45C1: a card played is
        // faced on the table, so partner could see it; no finding is needed). Which card counts
        // is what the players dispute, so each is scored.
        step(c, '45C1', 'applies', 'visible', { card: e.card });
        c.disputed.push({ seat: e.seat, card: e.card }, { seat: later.seat, card: later.card });
      } else step(c, e.seat === c.board.declarer ? '45C2' : '45A', 'applies', 'on-table', { card: e.card });
      c.played.push({ seat: e.seat, card: e.card });
      playedBy.set(e.seat, e.card);
    } else if (e.type === 'withdraw' && playedBy.get(e.seat) === e.card) {
      if (!c.played.some((p) => p.seat === e.seat && p.card === e.card)) {
        step(c, e.seat === c.board.declarer ? '45C2' : '45A', 'applies', 'on-table', { card: e.card });
        c.played.push({ seat: e.seat, card: e.card });
      }
      step(c, '47F', 'applies', 'no-retraction', { card: e.card });
      c.cardChange = 'refused';
    } else if (e.type === 'statement' && (e.kind === 'mistake' || e.kind === 'intended') && playedBy.has(e.seat)) {
      step(c, '45C4(b)', 'not-applied', 'play-not-designation', { card: playedBy.get(e.seat) ?? '' });
      step(c, '47F', 'applies', 'no-retraction', { card: playedBy.get(e.seat) ?? '' });
      c.cardChange = 'refused';
    } else if (e.type === 'expose' || e.type === 'drop') {
      if (e.seat === c.board.declarer) declarerCard(c, e, playedBy.has(e.seat), i);
      else if (isDefender(c.board, e.seat)) defenderCard(c, e, playedBy.has(e.seat) || (turn !== undefined && turn !== e.seat), i);
      if (c.played.some((p) => p.seat === e.seat && p.card === e.card)) playedBy.set(e.seat, e.card);
    }
  }
}

/** Declarer's own card: played only as 45C2 says; otherwise 48A (no penalty, no restriction). */
function declarerCard(c: RulingContext, e: Ev<'expose'> | Ev<'drop'>, alreadyPlayed: boolean, fact: number): void {
  const card = e.card;
  if (e.type === 'drop') {
    step(c, '48A', 'applies', 'dropped', { card });
    c.returned.push({ seat: e.seat, card });
    return;
  }
  if (alreadyPlayed) {
    step(c, '48A', 'applies', 'exposed', { card });
    return;
  }
  let state: 'played' | 'not' | 'open' = 'open';
  if (e.position === 'on-table') {
    step(c, '45C2', 'applies', 'on-table', { card });
    state = 'played';
  } else {
    const near = e.nearlyTouchingTable ?? (e.distanceCm !== undefined && e.distanceCm > 5 ? false : ask(c, 'nearlyTouchingTable', fact));
    if (near === true) {
      step(c, '45C2(a)', 'applies', 'near-table', { card });
      state = 'played';
    } else if (near === false) {
      const shows = ask(c, 'indicatesPlayed', fact);
      if (shows === true) {
        step(c, '45C2(b)', 'applies', 'indicates', { card });
        state = 'played';
      } else if (shows === false) {
        step(c, '45C2', 'applies', 'not-played', { card });
        state = 'not';
      }
    }
  }
  if (state === 'played') c.played.push({ seat: e.seat, card });
  if (state !== 'not') return;
  c.returned.push({ seat: e.seat, card });
  step(c, '48A', 'applies', e.then === 'fell-face-up' ? 'dropped' : 'exposed', { card });
}

/** A defender's card: played if partner could see it and it was his turn (45C1), else a penalty card (49, 50). */
function defenderCard(c: RulingContext, e: Ev<'expose'> | Ev<'drop'>, notHisTurn: boolean, fact: number): void {
  const card = e.card;
  const onTable = e.type === 'expose' && e.position === 'on-table';
  let visible: boolean | undefined;
  if (e.type === 'drop' || onTable) visible = true;
  else if (e.seenBy?.includes('all-others') && e.partnerSaw === undefined) visible = true;
  else if (e.seenBy?.includes(partnerOf(e.seat))) visible = true;
  else visible = ask(c, 'visibleToPartner', fact);
  if (visible === false) {
    step(c, '45C1', 'applies', 'not-visible', { card });
    c.returned.push({ seat: e.seat, card });
    return;
  }
  if (visible === undefined) return;
  const inTurn = notHisTurn ? false : c.board.trick !== undefined ? true : ask(c, 'inTurn', fact);
  if (inTurn !== false && e.type !== 'drop') {
    step(c, '45C1', 'applies', inTurn === undefined ? 'visible-assumed-turn' : 'visible', { card });
    c.played.push({ seat: e.seat, card });
    return;
  }
  step(c, '49', 'applies', e.type === 'drop' ? 'defender-dropped' : 'out-of-turn', { card, seat: e.seat });
  penaltyCard(c, e.seat, card, e.type !== 'drop');
}
