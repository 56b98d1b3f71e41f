/**
 * Law 67, the defective trick, as one pure rule: from who played what to which trick (and what
 * each player still holds) it DERIVES the defective trick — a trick a player did not play to while
 * a later trick has begun, or a trick he put two or more cards on — and says how it is rectified.
 *
 * 67A (attention drawn before a player of EACH side has played to the following trick): an omitted
 * card is supplied, a card he can legally play (67A1); too many cards are dealt with by 45E (a fifth
 * card) or 58B (cards played together from one hand) (67A2). 67B (later): an omitted card — the
 * offender faces a card and puts it among his played cards, a card of the suit led if he holds one,
 * any card if not; it does not change who won the trick; under BOTH codes he is deemed to have
 * revoked on the defective trick and loses one trick under 64A2 (1997 had no penalty when he could
 * follow; 2007 made both cases a revoke, and 2017 kept it). Too many cards (67B2): the card faced in
 * playing to the trick stays, the others go back to his hand and count as held all along, so a
 * later trick he did not follow to while holding one of them is a revoke.
 *
 * Our readings: "in accordance with 64A2" is ruled through the shared 64 rule (`revoke-transfer.ts`)
 * with the defective trick counted as not won by the offender himself (64A2's one trick, never
 * 64A1's two), its 64B cases applying (dummy's omission is failing to play a card of dummy's, 64B3:
 * no transfer, 64C equity) — a reading directors dispute (EBU forum, "Defective trick"). Under 67B2
 * the card kept is the finding `kept`; without it, the highest-ranking card he could legally have
 * played (2017 67B2's default; the 2007 67B2 text was read only to its first words — the same
 * default is assumed). A card played twice, or a fourteenth card, is named impossible, not ruled.
 * Sources: 2017 text, pzbs.pl/sedziowie/mpb/2017/en/l67; 2007 text, lovboka.org/67.htm (§ 67A,
 * 67B1(a)–(b)); 1997 text, jfr.pzbs.pl/laws/node9/law67.htm (for what changed in 2007).
 */
import { cardSuit, nextSeat, partnerOf, rankIndex, type Card, type Seat, type Suit, cardRank } from '../bridge/index.ts';
import { revokeTransfer, type RevokeEdition, type RevokeException, type RevokeTransferResult, type TrickWinner } from './revoke-transfer.ts';

/** One card put on a trick by a seat, in the order the cards were put there. */
export interface TrickPlay {
  readonly seat: Seat;
  readonly card: Card;
}
/** A trick as the table has it: its leader and the cards put on it (a seat may appear 0, 1 or more times). */
export interface PlayedTrick {
  readonly leader: Seat;
  readonly plays: readonly TrickPlay[];
}
export interface DefectiveFacts {
  /** The tricks from the first one the facts know to the one in progress, in order. */
  readonly tricks: readonly PlayedTrick[];
  /** The cards each seat still holds now. */
  readonly hands: Readonly<Partial<Record<Seat, readonly Card[]>>>;
  readonly declarer: Seat;
  readonly trump?: Suit;
  /** 67B2 finding: the card the offender faced in playing to the defective trick. */
  readonly kept?: Card;
  /** The deal's number of the first trick given (1 when absent): a deemed revoke on the twelfth trick is 64B6's. */
  readonly firstTrick?: number;
  /**
   * Who won each trick after the complete tricks given, to the end of play (the ruling engine's
   * `tricksAfter` finding, and the tricks played after attention was drawn): 67B1's transfer is
   * counted on them too. Absent: the tricks given are the whole record.
   */
  readonly after?: readonly Seat[];
}

/** A later trick the offender did not follow to while holding a card of the suit led that 67B2 gave back to him. */
export interface DeemedRevoke {
  readonly trick: number;
  readonly card: Card;
  readonly held: readonly Card[];
}

export type DefectiveResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'impossible'; readonly why: 'card-twice' | 'fourteenth-card'; readonly seat: Seat; readonly card?: Card }
  | {
      readonly kind: 'omitted';
      readonly trick: number;
      readonly offender: Seat;
      /** 67A1, 67B1(a) (he holds a card of the suit led) or 67B1(b) (he holds none). */
      readonly law: '67A1' | '67B1(a)' | '67B1(b)';
      readonly led: Suit;
      /** The cards he must choose from (the suit led); empty: any card he holds. */
      readonly choose: readonly Card[];
      /** 67B1: deemed to have revoked on the defective trick; the transfer at the end of play (64A2 through the shared rule). */
      readonly transfer?: RevokeTransferResult;
    }
  | {
      readonly kind: 'too-many';
      readonly trick: number;
      readonly offender: Seat;
      readonly law: '67A2' | '67B2';
      readonly cards: readonly Card[];
      /** 67A2: the laws that deal with it — 45E for a fifth card, 58B for cards played together (a finding). */
      readonly refer?: readonly ['45E', '58B'];
      /** 67B2: the card left in the trick, how it was chosen, and the cards restored to his hand. */
      readonly kept?: Card;
      readonly keptBy?: 'finding' | 'highest-legal';
      readonly restored?: readonly Card[];
      /** 67B2: revokes the restored cards make of his later plays (61A through 67B2). */
      readonly revokes?: readonly DeemedRevoke[];
    };

const SEATS4 = (leader: Seat): Seat[] => [0, 1, 2, 3].map((k) => nextSeat(leader, k));
const sideOf = (declarer: Seat, s: Seat) => (s === declarer || s === partnerOf(declarer) ? 'declarer' : 'defenders');

/** Does `a` beat `b` in a trick led in `led`? */
function beats(a: Card, b: Card, led: Suit, trump: Suit | undefined): boolean {
  const sa = cardSuit(a);
  const sb = cardSuit(b);
  if (sa === sb) return rankIndex(cardRank(a)) < rankIndex(cardRank(b));
  if (sa === trump) return true;
  if (sb === trump) return false;
  return sa === led && sb !== led;
}

/** The seat whose card wins the trick, each seat's first card counting (or the card 67B2 keeps). */
function trickWinner(t: PlayedTrick, trump: Suit | undefined, keep?: TrickPlay): Seat | undefined {
  const lead = t.plays[0];
  if (!lead) return undefined;
  const led = cardSuit(lead.card);
  let best: TrickPlay | undefined;
  const seen = new Set<Seat>();
  for (const p of t.plays) {
    if (seen.has(p.seat) && keep?.seat !== p.seat) continue;
    if (keep && p.seat === keep.seat && p.card !== keep.card) continue;
    seen.add(p.seat);
    if (!best || beats(p.card, best.card, led, trump)) best = p;
  }
  return best?.seat;
}

/**
 * The defective trick the facts show, and its rectification under the code.
 * @example defectiveTrick({ declarer: 'S', hands: { E: ['H3'] }, tricks: [
 *   { leader: 'W', plays: [{ seat: 'W', card: 'HA' }, { seat: 'N', card: 'H2' }, { seat: 'S', card: 'H4' }] },
 *   { leader: 'W', plays: [{ seat: 'W', card: 'DK' }] }] }, 2007).law // '67A1'
 */
export function defectiveTrick(f: DefectiveFacts, edition: RevokeEdition): DefectiveResult {
  // Impossible facts first: a card on the table twice (or on the table and in a hand), a fourteenth card.
  const where = new Map<Card, Seat>();
  const count = new Map<Seat, number>();
  const all: TrickPlay[] = [...f.tricks.flatMap((t) => t.plays)];
  for (const [seat, cards] of Object.entries(f.hands) as [Seat, readonly Card[]][]) for (const card of cards) all.push({ seat, card });
  for (const p of all) {
    if (where.has(p.card)) return { kind: 'impossible', why: 'card-twice', seat: p.seat, card: p.card };
    where.set(p.card, p.seat);
    const n = (count.get(p.seat) ?? 0) + 1;
    count.set(p.seat, n);
    if (n > 13) return { kind: 'impossible', why: 'fourteenth-card', seat: p.seat, card: p.card };
  }
  for (const [i, t] of f.tricks.entries()) {
    const lead = t.plays[0];
    if (!lead) continue;
    const led = cardSuit(lead.card);
    const next = f.tricks[i + 1];
    const bothSides = next ? new Set(next.plays.map((p) => sideOf(f.declarer, p.seat))).size === 2 : false;
    // Too many cards: a seat with two or more cards on this trick.
    for (const seat of SEATS4(t.leader)) {
      const mine = t.plays.filter((p) => p.seat === seat).map((p) => p.card);
      if (mine.length < 2) continue;
      if (!bothSides) return { kind: 'too-many', trick: i, offender: seat, law: '67A2', cards: mine, refer: ['45E', '58B'] };
      return tooManyAfter(f, i, seat, mine, led);
    }
    // An omitted card: a seat missing from this trick while a later trick has begun.
    if (!next || next.plays.length === 0) continue;
    const missing = SEATS4(t.leader).find((s) => !t.plays.some((p) => p.seat === s));
    if (missing === undefined) continue;
    const held = f.hands[missing] ?? [];
    const choose = held.filter((c) => cardSuit(c) === led);
    if (!bothSides) return { kind: 'omitted', trick: i, offender: missing, law: '67A1', led, choose };
    return {
      kind: 'omitted',
      trick: i,
      offender: missing,
      law: choose.length > 0 ? '67B1(a)' : '67B1(b)',
      led,
      choose,
      transfer: omittedTransfer(f, i, missing, edition),
    };
  }
  return { kind: 'none' };
}

/** 67B1: deemed to have revoked on the defective trick; one trick under 64A2 (the record from the defective trick on, complete tricks only). */
function omittedTransfer(f: DefectiveFacts, i: number, offender: Seat, edition: RevokeEdition): RevokeTransferResult {
  const tricks: TrickWinner[] = [];
  for (const t of f.tricks.slice(i)) {
    if (t.plays.length < 4 && t !== f.tricks[i]) continue;
    const w = trickWinner(t, f.trump);
    if (w === undefined) continue;
    // The offender put no card on the defective trick, so he cannot have won it: 64A2, never 64A1.
    tricks.push(w === offender ? 'revoker' : w === partnerOf(offender) ? 'partner' : 'opponents');
  }
  for (const w of f.after ?? []) tricks.push(w === offender ? 'revoker' : w === partnerOf(offender) ? 'partner' : 'opponents');
  const dummy = partnerOf(f.declarer);
  const exceptions: RevokeException[] = [];
  if (offender === dummy) exceptions.push({ kind: 'faced', card: 'dummy' });
  if ((f.firstTrick ?? 1) + i === 12) exceptions.push({ kind: 'twelfth' });
  return revokeTransfer({ tricks, exceptions }, edition);
}

/** 67B2: the card faced in playing stays (finding, else the highest card he could legally have played); the rest go back, held all along. */
function tooManyAfter(f: DefectiveFacts, i: number, offender: Seat, mine: readonly Card[], led: Suit): DefectiveResult {
  const t = f.tricks[i] as PlayedTrick;
  const legal = t.plays[0]?.seat === offender ? mine : mine.some((c) => cardSuit(c) === led) ? mine.filter((c) => cardSuit(c) === led) : mine;
  const highest = [...legal].sort((a, b) => rankIndex(cardRank(a)) - rankIndex(cardRank(b)))[0] as Card;
  const kept = f.kept !== undefined && mine.includes(f.kept) ? f.kept : highest;
  const restored = mine.filter((c) => c !== kept);
  const revokes: DeemedRevoke[] = [];
  for (const [k, later] of f.tricks.slice(i + 1).entries()) {
    const lead = later.plays[0];
    const own = later.plays.find((p) => p.seat === offender);
    if (!lead || !own || lead === own) continue;
    const suit = cardSuit(lead.card);
    const held = restored.filter((c) => cardSuit(c) === suit);
    if (cardSuit(own.card) !== suit && held.length > 0) revokes.push({ trick: i + 1 + k, card: own.card, held });
  }
  return {
    kind: 'too-many',
    trick: i,
    offender,
    law: '67B2',
    cards: mine,
    kept,
    keptBy: f.kept !== undefined && mine.includes(f.kept) ? 'finding' : 'highest-legal',
    restored,
    revokes,
  };
}
