/**
 * What follows a lead out of turn, until it is settled: a statement of the player entitled to
 * choose (53; the defenders differing, the one next in turn prevails, 55A), a play from the hand
 * next in rotation (53), the wrong defender's play after declarer's lead (53B), the proper
 * leader's own lead (53C), a spread hand after an opening lead (54A, 54C). Cards played meanwhile
 * that settle nothing are ruled on their own: declarer's stand, a defender's is a penalty card.
 */
import { offerFinding } from '../../adjudication/index.ts';
import { nextSeat, type Seat } from '../../bridge/index.ts';
import { ask, finding, isDefender, penaltyCard, step, type RulingContext } from '../context.ts';
import { moveOf, type Move } from '../play-order.ts';
import { deemed } from './premature.ts';
import { sideOf } from './retraction.ts';
import type { IncidentEvent, JudgementKey } from '../types.ts';

/** A finding the ruling can use when given, without needing it (the facts decide otherwise): marked relevant, never needed. */
export function offer<K extends JudgementKey>(c: RulingContext, key: K, fact: number): ReturnType<typeof finding<K>> {
  offerFinding(c, key, fact);
  return finding(c, key, fact);
}

/** How the lead out of turn was settled by what followed it. */
export type Settled =
  | { readonly how: 'statement'; readonly by: Seat; readonly accept: boolean; readonly differ?: Seat }
  | { readonly how: 'play' | 'wrong-defender' | 'proper-lead' | 'open-53C'; readonly move: Move }
  | { readonly how: 'spread'; readonly by: Seat; readonly fact: number };

/**
 * What followed the lead `m`, until it was settled: statements of the players entitled to choose,
 * plays (the next hand's, the wrong defender's, the proper leader's), a spread hand (54A, 54C).
 * `others`: cards played meanwhile that settle nothing — declarer's from the other hand (they
 * stand), or a defender's before his turn (a penalty card, 49).
 */
export function settle(
  c: RulingContext,
  events: readonly IncidentEvent[],
  m: Move,
  proper: Seat | undefined,
  opening = false,
): { settled?: Settled; others: Move[]; ignored: { seat: Seat; fact: number }[] } {
  const byDefender = isDefender(c.board, m.seat);
  const entitled = (s: Seat) => (byDefender ? s === c.board.declarer : isDefender(c.board, s));
  const said: { seat: Seat; accept: boolean }[] = [];
  const others: Move[] = [];
  const ignored: { seat: Seat; fact: number }[] = [];
  const next = nextSeat(m.seat);
  const opponent = (s: Seat) => sideOf(c, s) !== sideOf(c, m.seat);
  // What followed, in order: the facts after the lead, and the cards played together with it after it.
  const after: { i: number; e?: IncidentEvent; p?: Move }[] = [];
  const same = events[m.fact];
  if (same?.type === 'simultaneous') {
    const k = same.plays.findIndex((x) => x.seat === m.seat && x.card === m.card);
    for (const x of same.plays.slice(k + 1)) after.push({ i: m.fact, p: { fact: m.fact, seat: x.seat, card: x.card } });
  }
  for (let i = m.fact + 1; i < events.length; i++) {
    const e = events[i] as IncidentEvent;
    if (e.type === 'simultaneous') for (const x of e.plays) after.push({ i, p: { fact: i, seat: x.seat, card: x.card } });
    else after.push({ i, e, ...(moveOf(c.board, e, i) ? { p: moveOf(c.board, e, i) } : {}) });
  }
  for (const { i, e, p } of after) {
    if (e?.type === 'accept-lead' || e?.type === 'refuse-lead') {
      if (entitled(e.seat)) said.push({ seat: e.seat, accept: e.type === 'accept-lead' });
      else ignored.push({ seat: e.seat, fact: i });
      continue;
    }
    if (opening && e?.type === 'spread' && (e.seat === c.board.declarer || e.seat === c.board.dummy) && said.length === 0) {
      if (e.seat === c.board.dummy || e.cards === undefined || e.cards.length > 0) return { settled: { how: 'spread', by: e.seat, fact: i }, others, ignored };
      continue;
    }
    if (!p) continue;
    if (said.length > 0) break;
    if (p.seat === next && !others.some((o) => o.seat === next)) {
      const open = proper === next && opponent(next);
      if (!open) return { settled: { how: 'play', move: p }, others, ignored };
      const v = ask(c, 'leadOrPlay', i);
      return { settled: { how: v === 'proper-lead' ? 'proper-lead' : v === 'played-to-it' ? 'play' : 'open-53C', move: p }, others, ignored };
    }
    if (p.seat === proper && opponent(p.seat)) return { settled: { how: 'proper-lead', move: p }, others, ignored };
    if (!byDefender && p.seat === nextSeat(m.seat, 3)) return { settled: { how: 'wrong-defender', move: p }, others, ignored };
    others.push(p);
  }
  if (said.length === 0) return { others, ignored };
  const first = said[0] as { seat: Seat; accept: boolean };
  const differ = said.find((s) => s.accept !== first.accept);
  if (!differ) return { settled: { how: 'statement', by: first.seat, accept: first.accept }, others, ignored };
  // 55A: the defenders chose differently: the choice of the one next in turn after the lead prevails.
  const prevails = said.find((s) => s.seat === next) ?? first;
  return { settled: { how: 'statement', by: prevails.seat, accept: prevails.accept, differ: next }, others, ignored };
}

/** Cards played meanwhile that settle nothing: declarer's stand; a defender's is a penalty card (49). */
export function othersAndIgnored(c: RulingContext, s: ReturnType<typeof settle>): void {
  for (const i of s.ignored) step(c, '53', 'not-applied', 'not-entitled', { seat: i.seat });
  for (const o of s.others) {
    deemed(c, o);
    if (isDefender(c.board, o.seat)) {
      step(c, '49', 'applies', 'out-of-turn', { card: o.card, seat: o.seat });
      penaltyCard(c, o.seat, o.card, true);
    } else {
      step(c, '57C2', 'applies', 'declarer-early', { card: o.card });
      c.played.push({ seat: o.seat, card: o.card });
    }
  }
}
