/**
 * The defective trick (Law 67) in the played-card engine: the incident says that a trick was
 * quitted as it stood (`quit-trick`: a seat's card missing from it) or that a seat put a second
 * card on a trick (`extra-card`); the engine replays the cards trick by trick from the trick in
 * progress, cuts the record where attention was drawn (`attention`, else after the last fact), and
 * rules through the shared rule `law-rules/defective-trick.ts` — 67A before a player of each side
 * has played to the next trick, 67B1(a)/(b) and 67B2 after — with its reasons
 * (`law-rules/defective-steps.ts`, the steps `explain-defective.ts` words). 67B1's deemed revoke is transferred at the
 * end of play from the played-out record: the facts' complete tricks, the tricks played after
 * attention, and the finding `tricksAfter` for the rest (as for a revoke, 64).
 */
import { cardSuit, nextSeat, partnerOf, type Card, type PlayedCard, type Seat } from '../../bridge/index.ts';
import { defectiveTrick, type DeemedRevoke, type DefectiveFacts, type DefectiveResult, type PlayedTrick } from '../../law-rules/defective-trick.ts';
import { revokeTransfer, type RevokeException, type TrickWinner } from '../../law-rules/revoke-transfer.ts';
import { defectiveSteps } from '../../law-rules/defective-steps.ts';
import { knownCards, suitCards, type Board } from '../board.ts';
import { ask, step, type RulingContext } from '../context.ts';
import { moveOf } from '../play-order.ts';
import type { ReasonKey } from '../reasons/en.ts';
import { transferSteps, tricksLeft } from '../revokes/revokes.ts';
import type { IncidentEvent } from '../types.ts';

interface Built {
  readonly plays: { seat: Seat; card: Card }[];
  quitted: boolean;
}

/** Is this incident the defective trick's? A trick quitted as it stood, or a seat's second card on one trick. */
export const isDefectiveIncident = (events: readonly IncidentEvent[]): boolean => events.some((e) => e.type === 'quit-trick' || e.type === 'extra-card');

/** A trick is over when it was quitted, or every seat has put a card on it. */
const over = (t: Built) => t.quitted || new Set(t.plays.map((p) => p.seat)).size >= 4;

/** The tricks the facts build from the trick in progress, up to fact `upTo` (exclusive), and the cards each seat played in them. */
function build(b: Board, events: readonly IncidentEvent[], upTo: number): { tricks: Built[]; played: Map<Seat, Card[]> } {
  const t = b.trick;
  const tricks: Built[] = [{ plays: t ? t.cards.map((card, i) => ({ seat: nextSeat(t.leader, i), card: card as Card })) : [], quitted: false }];
  const played = new Map<Seat, Card[]>();
  for (const [fact, e] of events.slice(0, upTo).entries()) {
    if (e.type === 'quit-trick') {
      (tricks[tricks.length - 1] as Built).quitted = true;
      continue;
    }
    let seat: Seat;
    let card: PlayedCard;
    if (e.type === 'extra-card') ({ seat, card } = e);
    else if (e.type === 'play' || e.type === 'designate') {
      const m = moveOf(b, e, fact);
      if (!m || m.next) continue;
      ({ seat, card } = m);
    } else continue;
    let cur = tricks[tricks.length - 1] as Built;
    if (e.type !== 'extra-card' && over(cur)) {
      cur = { plays: [], quitted: false };
      tricks.push(cur);
    }
    cur.plays.push({ seat, card: card as Card });
    (played.get(seat) ?? played.set(seat, []).get(seat)!).push(card as Card);
  }
  while (tricks.length > 1 && tricks[tricks.length - 1]?.plays.length === 0) tricks.pop();
  return { tricks, played };
}

/**
 * The trick in progress just before fact `upTo` (each card put on it, in order) and the cards each
 * seat has played since the situation's trick: what the calculator may offer at that point.
 */
export function trickAt(b: Board, events: readonly IncidentEvent[], upTo: number): { trick: readonly { seat: Seat; card: Card }[]; played: Map<Seat, Card[]> } {
  const { tricks, played } = build(b, events, upTo);
  const last = tricks[tricks.length - 1] as Built;
  return { trick: over(last) ? [] : last.plays, played };
}

const asTrick = (t: Built): PlayedTrick => ({ leader: t.plays[0]?.seat ?? 'N', plays: t.plays });

/** Rules on the defective trick of the incident. */
export function defectiveIncident(c: RulingContext, events: readonly IncidentEvent[]): void {
  const b = c.board;
  const left = tricksLeft(b);
  if (left === undefined) {
    b.problems.push(
      'situation.tricksWon: give the tricks each side has won before the trick in progress (or every hand whole): Law 67 names the defective trick by its number in the deal',
    );
    return;
  }
  const firstTrick = 14 - left;
  const noticed = events.findIndex((e) => e.type === 'attention');
  const at = build(b, events, noticed < 0 ? events.length : noticed);
  const hands: Partial<Record<Seat, Card[]>> = {};
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const gone = at.played.get(seat) ?? [];
    hands[seat] = knownCards(b, seat).filter((x) => !gone.includes(x));
  }
  const base: DefectiveFacts = {
    tricks: at.tricks.filter((t) => t.plays.length > 0).map(asTrick),
    hands,
    declarer: b.declarer,
    ...(b.trump ? { trump: b.trump } : {}),
    firstTrick,
  };
  let r = defectiveTrick(base, c.edition);
  if (r.kind === 'too-many' && r.law === '67B2') {
    const kept = ask(c, 'kept');
    if (kept !== undefined) r = defectiveTrick({ ...base, kept }, c.edition);
  }
  if (r.kind === 'omitted') {
    // Whether he holds a card of the suit led decides the rectification: the diagram must say.
    if (!suitCards(b, r.offender, r.led).complete) {
      b.problems.push(
        `situation.hands.${r.offender}: give ${r.offender}'s ${r.led} holding — whether he held a card of the suit led decides Law 67's rectification`,
      );
      return;
    }
  }
  let pending = false;
  if (r.kind === 'omitted' && r.transfer) {
    const record = laterWinners(c, events, at.tricks.filter(over).length, left);
    if (record === undefined) pending = true;
    else r = defectiveTrick({ ...base, after: record }, c.edition);
  }
  for (const s of defectiveSteps(r, firstTrick)) {
    if (pending && (s.reason === 'dt-transfer' || s.reason === 'dt-no-transfer')) continue;
    // The chain cites 64C under both codes, as for a revoke; the reason names 2017's 64C1/64C2 (its `equity`).
    const law = s.reason === 'dt-equity' ? '64C' : s.law;
    step(c, law, 'applies', s.reason as ReasonKey, Object.fromEntries(Object.entries(s.vars).map(([k, v]) => [k, String(v)])));
  }
  outcome(c, r, pending);
  // 67B2: a restored card makes a later play a revoke — established, rectified at the end of play by the shared 64 rule.
  if (r.kind === 'too-many') for (const v of r.revokes ?? []) laterRevoke(c, events, base, at.tricks.filter(over).length, left, r.offender, v);
}

/** 64 for a revoke the 67B2 restored cards make: who won the revoke trick and each later one (complete tricks, then `tricksAfter`). */
function laterRevoke(
  c: RulingContext,
  events: readonly IncidentEvent[],
  base: DefectiveFacts,
  doneAt: number,
  left: number,
  seat: Seat,
  v: DeemedRevoke,
): void {
  const card = v.card;
  const given = base.tricks.slice(v.trick, doneAt).map((t) => trickWinner(t, c.board.trump));
  const later = laterWinners(c, events, doneAt, left);
  if (later === undefined) {
    step(c, '64A', 'applies', 'revoke-record-needed', { seat, card });
    c.transfers.push({ seat, card });
    return;
  }
  const as = (w: Seat): TrickWinner => (w === seat ? 'revoker' : w === partnerOf(seat) ? 'partner' : 'opponents');
  const exceptions: RevokeException[] = [];
  if (seat === c.board.dummy) exceptions.push({ kind: 'faced', card: 'dummy' });
  if ((base.firstTrick ?? 1) + v.trick === 12) exceptions.push({ kind: 'twelfth' });
  transferSteps(c, seat, card, revokeTransfer({ tricks: [...given, ...later].map(as), exceptions }, c.edition));
}

/**
 * Who won each trick after the tricks complete at attention, to the end of play: the complete
 * tricks the facts play after it, then the finding `tricksAfter`. Undefined while the record is short.
 */
function laterWinners(c: RulingContext, events: readonly IncidentEvent[], doneAt: number, left: number): Seat[] | undefined {
  const b = c.board;
  const all = build(b, events, events.length).tricks;
  const winners: Seat[] = [];
  for (const t of all.slice(doneAt)) if (over(t) && t.plays.length > 0) winners.push(trickWinner(asTrick(t), b.trump));
  const needed = left - doneAt - winners.length;
  if (needed <= 0) return winners;
  c.tricksAfterCount = needed;
  const after = ask(c, 'tricksAfter');
  if (after === undefined) return undefined;
  if (after.length !== needed) {
    b.problems.push(`judgement.tricksAfter: ${after.length} winners given, the play has ${needed} tricks after the facts`);
    return undefined;
  }
  return [...winners, ...after];
}

/** The winner of a complete trick, each seat's first card counting. */
function trickWinner(t: PlayedTrick, trump: Board['trump']): Seat {
  const led = cardSuit(t.plays[0]!.card);
  const seen = new Set<Seat>();
  let best = t.plays[0]!;
  for (const p of t.plays) {
    if (seen.has(p.seat)) continue;
    seen.add(p.seat);
    const a = cardSuit(p.card);
    const w = cardSuit(best.card);
    const higher =
      a === w ? 'AKQJT98765432'.indexOf(p.card[1]!) < 'AKQJT98765432'.indexOf(best.card[1]!) : a === trump || (w !== trump && a === led && w !== led);
    if (higher) best = p;
  }
  return best.seat;
}

/** The cards' status, the offender's choice and the transfer, as the ruling's fields. */
function outcome(c: RulingContext, r: DefectiveResult, pending: boolean): void {
  if (r.kind === 'omitted') {
    const one = r.choose.length === 1 ? r.choose[0] : undefined;
    const action = r.law === '67A1' ? 'supply-card' : 'face-card';
    if (one) c.played.push({ seat: r.offender, card: one });
    else c.options.push({ who: [r.offender], action, ...(r.choose.length > 0 ? { suit: r.led, cards: r.choose } : {}), laws: [r.law] });
    if (r.law === '67A1') return;
    const card: PlayedCard = one ?? (r.choose.length > 0 ? `${r.led}?` : '?');
    c.revokes.push({ seat: r.offender, card });
    if (pending) {
      step(c, '64A', 'applies', 'revoke-record-needed', { seat: r.offender, card });
      c.transfers.push({ seat: r.offender, card });
    } else if (r.transfer) c.transfers.push({ seat: r.offender, card, tricks: r.transfer.tricks, law: r.transfer.law });
    return;
  }
  if (r.kind === 'too-many' && r.law === '67B2') {
    for (const card of r.restored ?? []) c.returned.push({ seat: r.offender, card });
    for (const v of r.revokes ?? []) c.revokes.push({ seat: r.offender, card: v.card });
  }
}
