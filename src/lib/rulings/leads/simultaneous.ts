/**
 * Law 58: cards led or played at the same moment. By two players (58A): a card played together
 * with another player's legal lead or play counts as played after it — so it is ruled as a card
 * played at that point (in turn, or before its turn: 57, 49). By one player (58B): when only one
 * card's face was seen it is played and the others go back (58B1); when more were seen the
 * player designates the one he plays, and a defender's other exposed cards become penalty cards
 * (58B2); an opponent who played after a card that is withdrawn may change his card (58B3);
 * discovered only after both sides have played to the next trick, the defective-trick law
 * applies (58B4, 67).
 */
import { isKnownCard, type PlayedCard, type Seat } from '../../bridge/index.ts';
import { isDefender, penaltyCard, step, withdrawnInfo, type RulingContext } from '../context.ts';
import { dueSeat, moveOf, type Irregularity, type LiveTrick, type Move } from '../play-order.ts';
import { premature } from './premature.ts';
import { actor, sideOf } from './retraction.ts';
import type { IncidentEvent } from '../types.ts';

type Simultaneous = Extract<Irregularity, { kind: 'simultaneous' }>;

/** Rules on cards led or played together. */
export function simultaneous(c: RulingContext, events: readonly IncidentEvent[], x: Simultaneous): void {
  const seats = new Set(x.plays.map((p) => p.seat));
  if (seats.size === 1) return oneHand(c, events, x, x.plays[0]?.seat as Seat);
  const legal = x.plays.find((p) => p.seat === x.due && p.faceDown !== true);
  // Whose turn it was is unknown: the cards cannot be put in order.
  if (legal === undefined) return step(c, '58A', 'not-applied', 'simultaneous-none');
  c.played.push({ seat: legal.seat, card: legal.card });
  const cards = new Map(x.trick.cards.size === 4 ? [] : x.trick.cards);
  cards.set(legal.seat, { card: legal.card, fact: x.fact });
  let trick: LiveTrick = { leader: x.trick.cards.size === 4 || x.trick.cards.size === 0 ? legal.seat : x.trick.leader, cards, dummyActed: x.trick.dummyActed };
  for (const p of x.plays) {
    if (p === legal) continue;
    step(c, '58A', 'applies', 'simultaneous-two', { card: p.card, seat: p.seat, named: legal.card });
    const m: Move = { fact: x.fact, seat: p.seat, card: p.card };
    if (dueSeat(trick) === p.seat) c.played.push({ seat: p.seat, card: p.card });
    else premature(c, m, 'out-of-turn', trick);
    const next = new Map(trick.cards);
    next.set(p.seat, { card: p.card, fact: x.fact });
    trick = { ...trick, cards: next };
  }
}

/** 58B: several cards from one hand. */
function oneHand(c: RulingContext, events: readonly IncidentEvent[], x: Simultaneous, seat: Seat): void {
  const who = actor(c, seat);
  const after = events.map((e, i) => (i > x.fact ? moveOf(c.board, e, i) : undefined)).filter((m): m is Move => m !== undefined);
  // The cards still to come to this trick, then the next trick's.
  const room = 4 - (x.trick.cards.size === 4 ? 0 : x.trick.cards.size) - 1;
  const sameTrick = after.slice(0, Math.max(room, 0)).filter((m) => !m.next);
  const nextTrick = after.filter((m) => !sameTrick.includes(m));
  if (new Set(nextTrick.map((m) => sideOf(c, m.seat))).size === 2) {
    step(c, '58B4', 'applies', 'simultaneous-late');
    return;
  }
  const visible = x.plays.filter((p) => p.faceDown !== true).map((p) => p.card);
  const all = x.plays.map((p) => p.card);
  if (visible.length <= 1) {
    const card = visible[0] ?? (all[0] as PlayedCard);
    step(c, '58B1', 'applies', 'simultaneous-one-visible', { card });
    c.played.push({ seat, card });
    for (const o of all) if (o !== card) c.returned.push({ seat, card: o });
    return;
  }
  step(c, '58B2', 'applies', 'simultaneous-several', { cards: visible.join(' '), seat: who });
  const said = events
    .slice(x.fact + 1)
    .find(
      (e): e is Extract<IncidentEvent, { type: 'statement' }> =>
        e.type === 'statement' && e.seat === who && e.kind === 'intended' && visible.includes(e.cards?.[0] as PlayedCard),
    );
  const chosen = said?.cards?.[0] as PlayedCard | undefined;
  if (chosen === undefined) {
    c.options.push({ who: [who], action: 'name-card', among: visible.filter(isKnownCard), laws: ['58B2'] });
    if (isDefender(c.board, seat)) step(c, '58B2', 'applies', 'simultaneous-penalty', { seat });
  } else {
    step(c, '58B2', 'applies', 'designated', { card: chosen, seat: who });
    c.played.push({ seat, card: chosen });
    const others = visible.filter((o) => o !== chosen);
    for (const o of others) {
      if (!isDefender(c.board, seat)) {
        c.returned.push({ seat, card: o });
        continue;
      }
      // 50B: only a single card below honour rank exposed inadvertently is minor; with more than one exposed, each is major.
      const at = c.steps.length;
      penaltyCard(c, seat, o, others.length > 1);
      const s50B = c.steps[at];
      if (others.length > 1 && s50B?.reason === 'major-deliberate') c.steps[at] = { ...s50B, reason: 'major-several' };
    }
    if (!isDefender(c.board, seat)) step(c, '48A', 'applies', 'no-penalty-declarer', { card: chosen });
  }
  for (const o of all) if (!visible.includes(o)) c.returned.push({ seat, card: o });
  // 58B3: opponents who played after it to this trick may change their cards.
  const theirs = sameTrick.filter((m) => sideOf(c, m.seat) !== sideOf(c, seat));
  for (const m of theirs) c.options.push({ who: [actor(c, m.seat)], action: 'withdraw', cards: [m.card], rectification: 'none', laws: ['58B3', '16D'] });
  if (theirs.length > 0) {
    step(c, '58B3', 'applies', 'simultaneous-opponent');
    withdrawnInfo(
      c,
      theirs.map((m) => ({ seat: m.seat, card: m.card })),
      sideOf(c, seat),
    );
  }
}
