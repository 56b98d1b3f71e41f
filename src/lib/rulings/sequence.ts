/**
 * The order of play behind an incident: every card fact replayed trick by trick from the trick in
 * progress, so that a fact that cannot happen at its point of the play is named instead of ruled
 * on — a second card played to a trick the player has already played to, a card the player does
 * not hold (or has already played), a card put "to the next trick" twice. A card to the next
 * trick is counted in that trick, never ignored; the tricks are followed as far as the facts go.
 */
import { cardSuit, isKnownCard, nextSeat, type PlayedCard, type Seat } from '../bridge/index.ts';
import { holds, suitCards, winner, type Board } from './board.ts';
import { moveOf, properLeader } from './play-order.ts';
import type { Impossible, IncidentEvent } from './types.ts';

export type { Impossible } from './types.ts';

type CardFact = Extract<IncidentEvent, { type: 'play' | 'expose' | 'drop' }>;
const isCardFact = (e: IncidentEvent): e is CardFact => e.type === 'play' || e.type === 'expose' || e.type === 'drop';

/** Facts that put a card on the table or take one back. */
const MOVES_CARDS: ReadonlySet<IncidentEvent['type']> = new Set([
  'play',
  'expose',
  'drop',
  'withdraw',
  'simultaneous',
  'refuse-lead',
  'show',
  'spread',
  'quit-trick',
  'extra-card',
]);

/** A trick as the facts build it: who led it, and each seat's card. */
interface Built {
  leader?: Seat;
  readonly cards: Map<Seat, PlayedCard>;
  /** Quitted as it stood (67): the next card begins the next trick, whatever is missing from this one. */
  quitted?: true;
}

/**
 * The facts of `events` that cannot happen on `b`, in order. The tricks are counted from the
 * trick in progress: four cards make a trick, a card "to the next trick" goes to the one after the
 * trick in progress. A lead out of turn that is refused leaves the trick (it becomes a penalty
 * card or goes back), and so does every card before a proper lead made after it (53C); a card
 * taken back leaves its trick.
 * @example impossibleFacts(makeBoard({ hands: { W: 'A2.3..' }, declarer: 'S', trick: 'W:SA' }, []),
 *   [{ type: 'play', seat: 'W', card: 'S2' }]) // [{ fact: 0, why: 'second-card', seat: 'W', card: 'S2', earlier: 'SA' }]
 */
export function impossibleFacts(b: Board, events: readonly IncidentEvent[]): Impossible[] {
  const out: Impossible[] = [];
  const t = b.trick;
  const tricks: Built[] = [{ ...(t ? { leader: t.leader } : {}), cards: new Map() }];
  if (t) t.cards.forEach((c, i) => tricks[0]?.cards.set(nextSeat(t.leader, i), c));
  // Which trick each card already played lies in.
  const playedTo = new Map<string, number>();
  let lastLead: { seat: Seat; card: PlayedCard; at: number } | undefined;
  const side = (s: Seat) => (s === b.declarer || s === b.dummy ? 'declarer' : 'defenders');
  const trick = (i: number): Built => (tricks[i] ??= { cards: new Map() });
  const current = () => {
    let i = 0;
    while (trick(i).cards.size >= 4 || trick(i).quitted) i++;
    return i;
  };
  /** Whose lead trick `i` was: the situation's, or the winner of the trick before it. */
  const proper = (i: number): Seat | undefined => {
    if (i === 0) return t && t.cards.length > 0 && t.cards.length < 4 ? t.leader : properLeader(b);
    if (i === 1 && t?.cards.length === 4) return properLeader(b);
    const before = trick(i - 1);
    if (before.leader === undefined || before.cards.size < 4) return undefined;
    return winner(
      [0, 1, 2, 3].map((k) => before.cards.get(nextSeat(before.leader as Seat, k)) ?? '?'),
      before.leader,
      b.trump,
    );
  };
  const remove = (seat: Seat, card: PlayedCard) => {
    for (const x of tricks) if (x.cards.get(seat) === card) x.cards.delete(seat);
    playedTo.delete(`${seat}${card}`);
  };
  /** The card dummy's last fact, a designation, named — while no other fact has followed it. */
  let named: { card: PlayedCard } | undefined;
  for (const [fact, e] of events.entries()) {
    const lastNamed = named;
    // Words and findings between the two (dummy asks which card, declarer explains) change
    // nothing on the table; a card moved does.
    if (MOVES_CARDS.has(e.type)) named = undefined;
    if (e.type === 'withdraw') {
      remove(e.seat, e.card);
      continue;
    }
    // ── the defective trick (67) ──: a trick quitted as it stood; a second card of a seat's on the trick in progress.
    if (e.type === 'quit-trick') {
      trick(current()).quitted = true;
      continue;
    }
    if (e.type === 'extra-card') {
      // A second card goes on the trick the seat has played to: the one in progress, or the one just completed.
      const now = current();
      const i = now > 0 && trick(now).cards.size === 0 && !trick(now).quitted ? now - 1 : now;
      const known = isKnownCard(e.card);
      if (known && playedTo.has(`${e.seat}${e.card}`)) out.push({ fact, why: 'already-played', seat: e.seat, card: e.card });
      else if (known && holds(b, e.seat, e.card) === false) out.push({ fact, why: 'not-held', seat: e.seat, card: e.card });
      else if (!trick(i).cards.has(e.seat)) out.push({ fact, why: 'extra-first', seat: e.seat, card: e.card });
      else if (known) playedTo.set(`${e.seat}${e.card}`, i);
      continue;
    }
    if (e.type === 'refuse-lead' && lastLead) {
      remove(lastLead.seat, lastLead.card);
      lastLead = undefined;
      continue;
    }
    if (e.type === 'simultaneous') {
      const one = new Set(e.plays.map((p) => p.seat)).size === 1 && e.plays.length > 1;
      for (const p of e.plays) {
        if (isKnownCard(p.card) && playedTo.has(`${p.seat}${p.card}`)) out.push({ fact, why: 'already-played', seat: p.seat, card: p.card });
        else if (isKnownCard(p.card) && holds(b, p.seat, p.card) === false) out.push({ fact, why: 'not-held', seat: p.seat, card: p.card });
        else if (!one) place(fact, p.seat, p.card, current());
      }
      continue;
    }
    // ── penalty cards, exposed cards, outside agency (48–52) ──: cards shown must be held.
    if (e.type === 'show') {
      const lacking = (e.cards ?? []).find((card) => isKnownCard(card) && holds(b, e.seat, card) === false);
      if (lacking) out.push({ fact, why: 'not-held', seat: e.seat, card: lacking });
      continue;
    }
    // Two designations in a row, each naming a card of dummy, with nothing between them: the
    // first already put dummy's card on the trick (45B, 46), so the second is a second card of
    // dummy's to it — a change of card is a correction (45C4(b)), not another designation.
    if (e.type === 'designate') {
      const m = e.kind === 'designation' && e.earlier !== true ? moveOf(b, e, fact) : undefined;
      if (m && lastNamed && lastNamed.card !== m.card) out.push({ fact, why: 'second-designation', seat: m.seat, card: m.card, earlier: lastNamed.card });
      named = m && isKnownCard(m.card) ? { card: m.card } : undefined;
      continue;
    }
    if (!isCardFact(e) || ('attempted' in e && e.attempted === true)) continue;
    const known = isKnownCard(e.card);
    const cur = current();
    const target = e.type === 'play' && e.trick === 'next' ? Math.max(cur, 1) : cur;
    const lies = known ? playedTo.get(`${e.seat}${e.card}`) : undefined;
    if (lies !== undefined && (e.type !== 'play' || lies !== target)) {
      out.push({ fact, why: 'already-played', seat: e.seat, card: e.card });
      continue;
    }
    if (
      known &&
      lies === undefined &&
      holds(b, e.seat, e.card) === false &&
      !(e.type === 'play' && e.unnamed === true) &&
      !(t?.cards.includes(e.card) && tricks[0]?.cards.get(e.seat) === e.card)
    ) {
      out.push({ fact, why: 'not-held', seat: e.seat, card: e.card });
      continue;
    }
    if (e.type !== 'play') continue;
    const x = trick(target);
    const earlier = x.cards.get(e.seat);
    if (earlier !== undefined && earlier !== e.card) {
      out.push({ fact, why: target > 0 && e.trick === 'next' ? 'next-twice' : 'second-card', seat: e.seat, card: e.card, earlier });
      continue;
    }
    // ── revokes (61–64) ──: a card said to be a revoke must leave the suit led while its player still held one.
    if (e.revoke === true && x.leader !== undefined && x.leader !== e.seat && !couldRevoke(e.seat, e.card, x)) {
      out.push({ fact, why: 'not-a-revoke', seat: e.seat, card: e.card });
      continue;
    }
    place(fact, e.seat, e.card, target);
  }
  return out;

  /** Could the card be a revoke? Not when it follows the suit led, or the diagram shows its player had no card of that suit left. */
  function couldRevoke(seat: Seat, card: PlayedCard, x: Built): boolean {
    const lead = x.leader === undefined ? undefined : x.cards.get(x.leader);
    const led = lead === undefined ? undefined : cardSuit(lead);
    if (led === undefined) return true;
    if (cardSuit(card) === led) return false;
    const h = suitCards(b, seat, led);
    const left = h.cards.filter((c) => !playedTo.has(`${seat}${c}`));
    return !(h.complete && left.length === 0);
  }

  /** A card played to trick `i`: a proper lead after a lead out of turn starts the trick afresh (53C). */
  function place(_fact: number, seat: Seat, card: PlayedCard, i: number): void {
    const x = trick(i);
    const due = proper(i);
    if (
      x.cards.size > 0 &&
      !x.cards.has(seat) &&
      x.leader !== undefined &&
      due !== undefined &&
      x.leader !== due &&
      seat === due &&
      side(seat) !== side(x.leader)
    ) {
      for (const [s, c] of x.cards) playedTo.delete(`${s}${c}`);
      x.cards.clear();
      x.leader = undefined;
    }
    if (x.cards.size === 0) {
      x.leader = seat;
      lastLead = { seat, card, at: i };
    }
    x.cards.set(seat, card);
    if (isKnownCard(card)) playedTo.set(`${seat}${card}`, i);
  }
}
