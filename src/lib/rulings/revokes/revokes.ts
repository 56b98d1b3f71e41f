/**
 * Revokes (Laws 61–64): the engine derives a revoke from the cards — a card of another suit played
 * by a player who, by the diagram, still held a card of the suit led (61A) — and rules on it:
 * inquiries (61B), correction before establishment (62A; 62B the card withdrawn; 62C the cards
 * played after it; 2017's 62C3, both sides revoking on one trick; 62D the twelfth trick),
 * establishment (63A1–A4, 63B) and, at the end of play, the trick transfer of Law 64 from the
 * played-out record (the shared rule `law-rules/revoke-transfer.ts`): the facts' complete tricks
 * give their winners, the finding `tricksAfter` the rest. The area takes an incident only when
 * its cards are played in rotation and nothing in it belongs to another area (penalty cards on the
 * table, leads out of turn, dummy's words other than a named card).
 */
import { cardSuit, nextSeat, partnerOf, type PlayedCard, type Seat, type Suit } from '../../bridge/index.ts';
import { revokeTransfer, type RevokeException, type RevokeTransferResult, type TrickWinner } from '../../law-rules/revoke-transfer.ts';
import { suitCards, winner, type Board } from '../board.ts';
import { ask, isDefender, penaltyCardInfo, step, withdrawnInfo, type RulingContext } from '../context.ts';
import { moveOf, properLeader } from '../play-order.ts';
import type { IncidentEvent } from '../types.ts';

/** A card on a trick: the fact that put it there (-1: the situation's trick), its trick (0: the trick in progress). */
export interface TrickCard {
  readonly fact: number;
  readonly seat: Seat;
  readonly card: PlayedCard;
  readonly trick: number;
}
interface BuiltTrick {
  leader: Seat | undefined;
  readonly cards: TrickCard[];
}
/** A revoke the cards show: the card, the suit led, and the cards of that suit the player still held. */
export interface Revoke {
  readonly at: TrickCard;
  readonly led: Suit;
  readonly held: readonly PlayedCard[];
}
/** The incident's tricks replayed from the trick in progress, and the revokes in them. */
export interface Replay {
  readonly tricks: readonly { readonly leader: Seat | undefined; readonly cards: readonly TrickCard[] }[];
  readonly revokes: readonly Revoke[];
  /** A card out of rotation, to the next trick early, or a fact this area does not read: the incident is another area's. */
  readonly foreign: boolean;
}

const OWN: ReadonlySet<IncidentEvent['type']> = new Set([
  'play',
  'designate',
  'withdraw',
  'statement',
  'inquire',
  'attention',
  'agree-claim',
  'call-director',
  'pause',
]);
const side = (b: Board, s: Seat) => (isDefender(b, s) ? 'defenders' : 'declarer');

/**
 * Replays the cards of the incident trick by trick. A card is a revoke when it is not of the suit
 * led and its player still held a card of that suit (the diagram's holding less the cards he has
 * played since); a `withdraw` takes a card back from its trick.
 * @example replay(makeBoard({ hands: { E: '2.K3..' }, declarer: 'S', trick: 'N:H4' }, []), [{ type: 'play', seat: 'E', card: 'S2' }]).revokes.length // 1
 */
export function replay(b: Board, events: readonly IncidentEvent[]): Replay {
  const tricks: BuiltTrick[] = [];
  const t = b.trick;
  tricks.push({ leader: t?.leader ?? properLeader(b), cards: t ? t.cards.map((card, i) => ({ fact: -1, seat: nextSeat(t.leader, i), card, trick: 0 })) : [] });
  const played = new Map<Seat, PlayedCard[]>();
  const revokes: Revoke[] = [];
  let foreign = b.penaltyCards.length > 0;
  const check = (x: TrickCard, cards: readonly TrickCard[]) => {
    const led = cards[0] === undefined ? undefined : cardSuit(cards[0].card);
    if (led === undefined || cards[0] === x || cardSuit(x.card) === led) return;
    const gone = played.get(x.seat) ?? [];
    const held = suitCards(b, x.seat, led).cards.filter((c) => !gone.includes(c));
    if (held.length > 0) revokes.push({ at: x, led, held });
  };
  for (const x of tricks[0]?.cards ?? []) check(x, tricks[0]?.cards.slice(0, tricks[0].cards.indexOf(x) + 1) ?? []);
  // The card a designation just put on the trick: dummy then placing that same card is the same play, not a second one.
  let named: TrickCard | undefined;
  for (const [fact, e] of events.entries()) {
    if (!OWN.has(e.type)) foreign = true;
    if (e.type === 'play' && named && e.seat === named.seat && e.card === named.card && e.trick === undefined) {
      named = undefined;
      continue;
    }
    if (e.type === 'play' || e.type === 'designate' || e.type === 'withdraw') named = undefined;
    if (e.type === 'withdraw') {
      for (const x of tricks) {
        const i = x.cards.findIndex((y) => y.seat === e.seat && y.card === e.card);
        if (i >= 0) x.cards.splice(i, 1);
      }
      const mine = played.get(e.seat);
      if (mine?.includes(e.card)) mine.splice(mine.indexOf(e.card), 1);
      continue;
    }
    if (e.type === 'designate' && e.kind !== 'designation') foreign = true;
    if (e.type !== 'play' && e.type !== 'designate') continue;
    const m = moveOf(b, e, fact);
    if (!m || m.next || (e.type === 'play' && (e.unnamed === true || e.attempted === true))) {
      foreign = true;
      continue;
    }
    let cur = tricks[tricks.length - 1] as BuiltTrick;
    if (cur.cards.length >= 4) {
      const lead = cur.leader === undefined ? undefined : winner(order(cur), cur.leader, b.trump);
      cur = { leader: lead, cards: [] };
      tricks.push(cur);
    }
    cur.leader ??= m.seat;
    if (m.seat !== nextSeat(cur.leader, cur.cards.length)) foreign = true;
    const x: TrickCard = { fact, seat: m.seat, card: m.card, trick: tricks.length - 1 };
    cur.cards.push(x);
    if (e.type === 'designate') named = x;
    check(x, cur.cards);
    (played.get(m.seat) ?? played.set(m.seat, []).get(m.seat)!).push(m.card);
  }
  return { tricks, revokes, foreign };
}

const order = (t: { leader: Seat | undefined; cards: readonly TrickCard[] }): PlayedCard[] =>
  t.leader === undefined ? [] : [0, 1, 2, 3].map((k) => t.cards.find((x) => x.seat === nextSeat(t.leader as Seat, k))?.card ?? '?');

/** Is this incident the revoke area's? A revoke in the cards, or a fact of its own, and nothing another area rules. */
export function isRevokeIncident(c: RulingContext, events: readonly IncidentEvent[]): boolean {
  const r = replay(c.board, events);
  if (r.foreign) return false;
  if (events.some((e) => e.type === 'inquire' || e.type === 'attention' || e.type === 'agree-claim')) return true;
  // A designation that makes dummy revoke, and nothing after its trick, is Law 46's question first (46B2, 62A: "ruff").
  return r.revokes.some((v) => events[v.at.fact]?.type !== 'designate' || r.tricks.length > v.at.trick + 1);
}

/** How many tricks were left when the trick in progress began: from `tricksWon`, else the longest complete hand. */
export function tricksLeft(b: Board): number | undefined {
  const w = b.tricksWon;
  if (w?.declarer !== undefined && w.defenders !== undefined) return 13 - w.declarer - w.defenders;
  let most: number | undefined;
  for (const [seat, h] of Object.entries(b.hands) as [Seat, Board['hands'][Seat]][]) {
    if (!h || Object.keys(h).length < 4) continue;
    const n = Object.values(h).reduce((k, x) => k + (x?.length ?? 0), 0) + (b.trick?.cards.some((_, i) => nextSeat(b.trick!.leader, i) === seat) ? 1 : 0);
    most = Math.max(most ?? 0, n);
  }
  return most;
}

/**
 * How a revoke was established: the law per code and the reason, which follows the fact (an
 * agreement to the opponents' claim is 2007's 63A3, "makes or agrees to", and 2017's 63A4, and is
 * worded as an agreement under both).
 */
type Establishment = { law: '63A1' | '63A2' | '63A3' | '63A4'; reason: 'a1' | 'a2' | 'a3' | 'a4'; fact: number } | undefined;

/** The fact that established a revoke (63A), if any: the offending side's card to a later trick, its claim, or its agreement to a claim. */
function establishment(c: RulingContext, r: Revoke, rp: Replay, events: readonly IncidentEvent[]): Establishment {
  const offenders = side(c.board, r.at.seat);
  const later = rp.tricks.flatMap((t) => t.cards).filter((x) => x.trick > r.at.trick && side(c.board, x.seat) === offenders && x.fact >= 0);
  const first = later.sort((a, b) => a.fact - b.fact)[0];
  for (const [fact, e] of events.entries()) {
    if (fact <= r.at.fact) continue;
    if (first && fact === first.fact) return events[fact]?.type === 'designate' ? { law: '63A2', reason: 'a2', fact } : { law: '63A1', reason: 'a1', fact };
    if (e.type === 'statement' && e.kind === 'claim' && side(c.board, e.seat) === offenders) return { law: '63A3', reason: 'a3', fact };
    if (e.type === 'agree-claim' && side(c.board, e.seat) === offenders) return { law: c.edition === 2017 ? '63A4' : '63A3', reason: 'a4', fact };
    if (e.type === 'withdraw' && e.seat === r.at.seat && e.card === r.at.card) return undefined;
  }
  return undefined;
}

/** Rules on the incident's revokes, in the order they were made. */
export function revokeIncident(c: RulingContext, events: readonly IncidentEvent[]): void {
  const b = c.board;
  const rp = replay(b, events);
  for (const e of events) if (e.type === 'inquire') inquiry(c, e.seat, e.to);
  const left = tricksLeft(b);
  const noticed = events.find((e): e is Extract<IncidentEvent, { type: 'attention' }> => e.type === 'attention');
  const when = noticed?.when ?? 'play';
  const est = new Map(rp.revokes.map((r) => [r, establishment(c, r, rp, events)] as const));
  // 2017 62C3: both sides revoked on one trick and only one side has played to the next — both are corrected.
  const both62C3 = new Set<Revoke>();
  if (c.edition === 2017)
    for (const r of rp.revokes) {
      const other = rp.revokes.find((o) => o.at.trick === r.at.trick && side(b, o.at.seat) !== side(b, r.at.seat));
      if (other && (est.get(r) === undefined) !== (est.get(other) === undefined)) both62C3.add(r).add(other);
    }
  const established: Revoke[] = [];
  for (const r of rp.revokes) {
    const vars = { seat: r.at.seat, card: r.at.card, suit: r.led, cards: r.held.join(' ') };
    step(c, '61A', 'applies', 'revoke-derived', vars);
    const how = est.get(r);
    const trickNo = left === undefined ? undefined : 13 - left + 1 + r.at.trick;
    if (both62C3.has(r)) {
      step(c, '62C3', 'applies', 'revoke-both-sides-corrected', vars);
      correct(c, r, rp, events, true);
      continue;
    }
    if (!how) {
      const taken = events.some((e, i) => i > r.at.fact && e.type === 'withdraw' && e.seat === r.at.seat && e.card === r.at.card);
      step(c, '62A', 'applies', taken ? 'revoke-corrected' : 'revoke-must-correct', vars);
      correct(c, r, rp, events, false);
      continue;
    }
    step(c, how.law, 'applies', `revoke-established-${how.reason}`, { seat: r.at.seat, card: r.at.card });
    if (trickNo === 12 && (when === 'play' || when === 'after-play')) {
      step(c, '62D', 'applies', 'revoke-twelfth-corrected', vars);
      correct(c, r, rp, events, false);
      if (isDefender(b, r.at.seat)) {
        const partnerAfter = rp.tricks[r.at.trick]?.cards.some((x) => x.seat === partnerOf(r.at.seat) && x.fact > r.at.fact);
        if (partnerAfter) {
          step(c, '62D', 'applies', 'revoke-twelfth-partner', { seat: partnerOf(r.at.seat), card: r.at.card });
          withdrawnInfo(c, [{ seat: r.at.seat, card: r.at.card }], 'defenders');
        }
      }
      continue;
    }
    step(c, '63B', 'applies', 'revoke-stands', { seat: r.at.seat, card: r.at.card });
    c.revokes.push({ seat: r.at.seat, card: r.at.card });
    established.push(r);
  }
  for (const r of established)
    rectify(c, r, rp, { left, when, established, all: rp.revokes, trickNo: left === undefined ? undefined : 13 - left + 1 + r.at.trick });
}

/** 61B: who may ask whom whether he has a card of the suit led. */
function inquiry(c: RulingContext, seat: Seat, to: Seat): void {
  const b = c.board;
  const vars = { seat, to };
  if (seat === b.declarer && isDefender(b, to)) return step(c, '61B', 'applies', 'inquiry-declarer', vars);
  if (seat === b.dummy && to === b.declarer) return step(c, '61B', 'applies', 'inquiry-dummy', vars);
  if (seat === b.dummy) return step(c, '61B', 'not-applied', 'inquiry-dummy-defender', vars);
  if (isDefender(b, seat) && to === b.declarer) return step(c, '61B', 'applies', 'inquiry-defender-declarer', vars);
  if (isDefender(b, seat) && to === partnerOf(seat)) return step(c, '61B', 'applies', 'inquiry-defenders', vars);
  step(c, '61B', 'not-applied', 'inquiry-not-listed', vars);
}

/**
 * 62A–C: the revoke card goes back and a card of the suit led takes its place; a defender's card
 * from his unfaced hand becomes a major penalty card (62B1; 2017 62C3: every card the defenders
 * withdraw is one), declarer's or dummy's is replaced freely (62B2); the non-offenders may take back
 * the cards they played after it, and then the offending side's next player his (62C1–C2).
 */
function correct(c: RulingContext, r: Revoke, rp: Replay, events: readonly IncidentEvent[], by62C3: boolean): void {
  const b = c.board;
  const { seat, card } = r.at;
  c.returned.push({ seat, card });
  const substitute = events.find((e, i) => i > r.at.fact && e.type === 'play' && e.seat === seat && cardSuit(e.card) === r.led && e.trick === undefined);
  if (substitute && substitute.type === 'play') c.played.push({ seat, card: substitute.card });
  else c.options.push({ who: [seat], action: 'follow-suit', suit: r.led, cards: r.held, laws: ['62A'] });
  if (isDefender(b, seat)) {
    c.penaltyCards.push({ seat, card, kind: 'major' });
    step(c, '62B', 'applies', 'revoke-card-penalty', { seat, card });
    penaltyCardInfo(c, seat, [card]);
  } else step(c, '62B', 'applies', 'revoke-card-replaced', { seat, card });
  // 62C: the cards played after the revoke card, before attention was drawn (to its trick or, by the non-offenders, to the next).
  const after = rp.tricks.flatMap((t) => t.cards).filter((x) => x.fact > r.at.fact || (r.at.fact < 0 && x.fact < 0 && order2(rp, r, x)));
  const nonOff = after.filter((x) => side(b, x.seat) !== side(b, seat));
  const offAfter = after.filter((x) => x.seat === partnerOf(seat));
  for (const x of nonOff) c.options.push({ who: [x.seat], action: 'withdraw', cards: [x.card], rectification: 'none', laws: ['62C1'] });
  if (nonOff.length > 0) {
    step(c, '62C1', 'applies', 'revoke-later-withdraw', { cards: nonOff.map((x) => x.card).join(' ') });
    // 16D (2017 16C): what the withdrawn cards showed is authorized for the non-offending side, unauthorized for the offenders.
    withdrawnInfo(
      c,
      nonOff.map((x) => ({ seat: x.seat, card: x.card })),
      side(b, seat),
    );
  }
  for (const x of offAfter) {
    if (by62C3) continue;
    const pc = isDefender(b, x.seat);
    c.options.push({
      who: [x.seat],
      action: 'withdraw',
      cards: [x.card],
      onlyIfWithdrawn: nonOff.map((y) => y.card),
      // 50B: a card exposed through deliberate play is a major penalty card, whatever its rank.
      ...(pc ? { then: { penaltyCards: [{ seat: x.seat, card: x.card, kind: 'major' as const }] } } : {}),
      laws: ['62C2'],
    });
    step(c, '62C2', 'applies', pc ? 'revoke-partner-withdraw-penalty' : 'revoke-partner-withdraw', { seat: x.seat, card: x.card });
  }
  if (by62C3) step(c, '62C3', 'applies', 'revoke-both-sides-penalty');
}

/** Was `x` (a card of the situation's trick) played after the revoke card `r`, itself in the situation's trick? */
const order2 = (rp: Replay, r: Revoke, x: TrickCard): boolean => {
  const cards = rp.tricks[0]?.cards ?? [];
  return cards.indexOf(x) > cards.indexOf(r.at);
};

interface Record64 {
  readonly left: number | undefined;
  readonly when: string;
  readonly established: readonly Revoke[];
  readonly all: readonly Revoke[];
  readonly trickNo: number | undefined;
}

/** 64: the transfer at the end of play, from who won each trick from the revoke trick on. */
function rectify(c: RulingContext, r: Revoke, rp: Replay, k: Record64): void {
  const b = c.board;
  const { seat, card } = r.at;
  const complete = rp.tricks.filter((t) => t.cards.length === 4);
  const winners: (Seat | undefined)[] = complete.slice(r.at.trick).map((t) => (t.leader === undefined ? undefined : winner(order(t), t.leader, b.trump)));
  const shown = complete.length;
  const needed = k.left === undefined ? undefined : k.left - shown;
  if (needed === undefined || needed > 0) {
    if (needed !== undefined) c.tricksAfterCount = needed;
    const after = ask(c, 'tricksAfter');
    if (after === undefined || (needed !== undefined && after.length !== needed)) {
      if (after !== undefined) b.problems.push(`judgement.tricksAfter: ${after.length} winners given, the play has ${needed} tricks after the facts`);
      step(c, '64A', 'applies', 'revoke-record-needed', { seat, card });
      c.transfers.push({ seat, card });
      return;
    }
    winners.push(...after);
  }
  if (winners.some((w) => w === undefined)) {
    step(c, '64A', 'applies', 'revoke-record-needed', { seat, card });
    c.transfers.push({ seat, card });
    return;
  }
  const as = (w: Seat): TrickWinner => (w === seat ? 'revoker' : w === partnerOf(seat) ? 'partner' : 'opponents');
  const exceptions: RevokeException[] = [];
  if (k.established.some((o) => o !== r && o.at.seat === seat && o.led === r.led && o.at.fact < r.at.fact)) exceptions.push({ kind: 'repeated' });
  if (seat === b.dummy) exceptions.push({ kind: 'faced', card: 'dummy' });
  if (k.when === 'after-next-call') exceptions.push({ kind: 'after-next-call' });
  if (k.when === 'after-round') exceptions.push({ kind: 'after-round' });
  if (k.trickNo === 12) exceptions.push({ kind: 'twelfth' });
  const others = k.all.filter((o) => side(b, o.at.seat) !== side(b, seat));
  if (others.length > 0) exceptions.push({ kind: 'both-sides', bothEstablished: others.some((o) => k.established.includes(o)) });
  transferSteps(c, seat, card, revokeTransfer({ tricks: (winners as Seat[]).map(as), exceptions }, c.edition));
}

/**
 * A revoke's Law 64 rectification put into the ruling: the transfer (64A1/64A2) or why there is
 * none (64B), and the equity step (64C) — for a revoke the cards show and for one Law 67 deems.
 */
export function transferSteps(c: RulingContext, seat: Seat, card: PlayedCard, t: RevokeTransferResult): void {
  c.transfers.push({ seat, card, tricks: t.tricks, law: t.law });
  const vars = { seat, card, tricks: String(t.tricks), won: String(t.offendersWon) };
  if (t.law === '64A1') step(c, '64A1', 'applies', t.tricks === 2 ? 'revoke-transfer-two' : 'revoke-transfer-won', vars);
  else if (t.law === '64A2') step(c, '64A2', 'applies', 'revoke-transfer-one', vars);
  for (const law of t.noTransfer) step(c, law, 'applies', `revoke-no-transfer-b${law.slice(3) as `${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`}`, vars);
  // 2017 numbers its equity rules (64C1, 64C2(a), 64C2(b)); the chain cites 64C, the reason says which case.
  step(
    c,
    '64C',
    'applies',
    t.equity.kind === 'general' ? 'revoke-equity' : t.equity.kind === 'repeated' ? 'revoke-equity-repeated' : 'revoke-equity-both',
    vars,
  );
}
