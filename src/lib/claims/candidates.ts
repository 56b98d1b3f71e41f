/**
 * The claimer's side's choices at one card: the stated card(s) of the current step, and the
 * careless or inferior alternatives, each tagged with its `NORMAL_PLAYS` id. Irrational choices
 * (and those the director finds irrational for this player) are left out here, nowhere else.
 */
import { nextSeat, partnerOf, RANKS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { isNormal, type NormalId } from './normal.ts';
import { isLeadStep, need, type FlatStep } from './statement.ts';
import { distinct, holder, legal, rankOf, suitCards, suitOf, toPlay, winning, type Play, type Table } from './state.ts';
import type { ClaimEdition, PlayerClass } from './types.ts';

/** The rules one line search plays by. */
export interface LineRules {
  readonly edition: ClaimEdition;
  readonly claimer: Seat;
  readonly side: readonly Seat[];
  readonly steps: readonly FlatStep[];
  readonly runFrom: readonly (Seat | undefined)[];
  /** 70C: the trump was not mentioned and the claimer was at all likely unaware of it. */
  readonly trumpUnaware: boolean;
  readonly irrational: Readonly<Record<string, boolean>>;
  /** The class of player (`findings.playerClass`; the table's default when absent). */
  readonly playerClass?: PlayerClass;
  /** The director found the claimer knew which cards were good: a master by count is as good as seen. */
  readonly knewWinners?: boolean;
  /** Suits each opponent had shown out of before the claim. */
  readonly shownOut: Readonly<Partial<Record<Seat, readonly Suit[]>>>;
  /** 70D2: a defender-claimer's partner is not bound to the statement (any normal play). */
  readonly partnerFree: boolean;
  /** The cards held when the claim was made: one of them gone since was played in the line, before the claimer's eyes. */
  readonly atClaim?: ReadonlySet<Card>;
  /** Any legal card for the claimer's side (the best line at all, for 70D1's comparison): no statement, no table. */
  readonly anyCard?: boolean;
}

/** A choice: the card, the statement step it serves (path) or `unstated`, and the normal-play entry behind it. */
export interface Choice {
  readonly card: Card;
  readonly serves: string;
  readonly normal?: NormalId;
}

const opponents = (r: LineRules): Seat[] => (['N', 'E', 'S', 'W'] as Seat[]).filter((s) => !r.side.includes(s));

/** A card no opponent can beat in its suit (trumps aside). */
export function isMaster(t: Table, r: LineRules, c: Card): boolean {
  return opponents(r).every((o) => suitCards(t, o, suitOf(c)).every((x) => rankOf(x) > rankOf(c)));
}
/**
 * A master the claimer sees without counting: every higher card of the suit is in his side's
 * hands, on the table in the trick, or was played in the line since the claim (only cards gone
 * in earlier tricks before it need counting).
 */
export function isVisibleMaster(t: Table, r: LineRules, c: Card): boolean {
  for (let i = 0; i < rankOf(c); i++) {
    const higher = `${suitOf(c)}${RANKS[i]}` as Card;
    const h = holder(t, higher);
    if (h === undefined ? r.atClaim?.has(higher) !== true && !t.trick.some((p) => p.card === higher) : !r.side.includes(h)) return false;
  }
  return true;
}

/** A master the claimer knows to be one: seen, or counted when the director found he knew which cards were good. */
const knownMaster = (t: Table, r: LineRules, c: Card): boolean => isVisibleMaster(t, r, c) || (r.knewWinners === true && isMaster(t, r, c));

/**
 * Every choice the table names at this card, irrational ones included, each tagged with its
 * entry (the stated card untagged): what `choices` filters, and what the table's tests read.
 */
export function offered(t: Table, r: LineRules, progress: readonly number[]): Choice[] {
  const seat = toPlay(t);
  const bound = !(r.partnerFree && seat !== r.claimer);
  const pending = bound ? r.steps.map((s, i) => ({ ...s, i })).filter((s) => progress[s.i]! < need(s.step)) : [];
  const raw = t.trick.length === 0 ? leads(t, r, seat, pending) : follows(t, r, seat, pending);
  return bound ? raw : raw.map((c) => ({ ...c, normal: c.normal ?? 'partner-choice' }));
}

/** The choices of the side's player to play; `progress` is each step's count. */
export function choices(t: Table, r: LineRules, progress: readonly number[]): Choice[] {
  if (r.anyCard) return distinct(t, toPlay(t), legal(t)).map((card) => ({ card, serves: 'unstated' }));
  const out: Choice[] = [];
  for (const c of offered(t, r, progress)) {
    if (c.normal && !isNormal(c.normal, r.edition, r.irrational, r.playerClass)) continue;
    if (!out.some((o) => o.card === c.card)) out.push(c);
  }
  if (out.length === 0) return legal(t).map((card) => ({ card, serves: 'unstated' }));
  // A single choice is no choice: nothing careless about it.
  return out.length === 1 ? [{ card: out[0]!.card, serves: out[0]!.serves }] : out;
}

type Pending = FlatStep & { i: number };

function leads(t: Table, r: LineRules, seat: Seat, pending: readonly Pending[]): Choice[] {
  const first = pending.findIndex((p) => isLeadStep(p.step));
  if (first >= 0) {
    const block = [pending[first]!];
    const orderable = (p: Pending) =>
      p.step.do === 'cash' || p.step.do === 'run' || p.step.do === 'suit-tricks' || (p.step.do === 'top-down' && p.step.suit !== undefined);
    if (orderable(block[0]!))
      for (const p of pending.slice(first + 1)) {
        if (!orderable(p)) break;
        block.push(p);
      }
    const out: Choice[] = [];
    block.forEach((p, k) => {
      statedLead(t, r, seat, p).forEach((card, j) => {
        // Any card of a "tricks in this suit" step past its top one is the unstated order.
        const anyOrder = p.step.do === 'suit-tricks' && j > 0 && suitOf(card) === p.step.suit;
        out.push(
          k > 0 ? { card, serves: p.path, normal: 'suit-order' } : anyOrder ? { card, serves: p.path, normal: 'suit-any-order' } : { card, serves: p.path },
        );
      });
    });
    if (out.length > 0) {
      if (r.trumpUnaware) {
        for (const c of masters(t, r, seat)) if (suitOf(c) !== t.trump) out.push({ card: c, serves: 'unstated', normal: 'winner-before-trump' });
        out.push(...trumpsThoughtDrawn(t, r, seat));
      }
      return out;
    }
  }
  return defaultLeads(t, r, seat);
}

/** The lead the step asks for from this hand (or a way across to the hand it needs). */
function statedLead(t: Table, r: LineRules, seat: Seat, p: Pending): Card[] {
  const s = p.step;
  const other = partnerOf(seat);
  const mine = (c: Card) => t.hands[seat].includes(c);
  const top = (suit: Suit) => suitCards(t, seat, suit).slice(0, 1);
  const low = (suit: Suit) => suitCards(t, seat, suit).slice(-1);
  switch (s.do) {
    case 'cash': {
      const c = s.cards.find((x) => holder(t, x) !== undefined);
      return !c ? [] : mine(c) ? [c] : crosses(t, r, seat);
    }
    case 'run': {
      const from = r.runFrom[p.i]!;
      return from === seat ? top(s.suit) : suitCards(t, from, s.suit).length > 0 && low(s.suit).length > 0 ? low(s.suit) : crosses(t, r, seat);
    }
    case 'draw-trumps':
      return t.trump && suitCards(t, seat, t.trump).length > 0 ? top(t.trump) : crosses(t, r, seat);
    case 'ruff':
      return s.in !== seat && low(s.suit).length > 0 ? low(s.suit) : crosses(t, r, seat);
    case 'finesse': {
      const h = holder(t, s.card);
      return h && h !== seat && low(suitOf(s.card)).length > 0 ? low(suitOf(s.card)) : crosses(t, r, seat);
    }
    case 'concede':
      return s.suit ? (low(s.suit).length > 0 ? low(s.suit) : []) : distinct(t, seat, t.hands[seat]);
    case 'top-down':
      return s.suit ? top(s.suit) : [];
    case 'suit-tricks':
      return suitCards(t, seat, s.suit).length > 0 ? distinct(t, seat, suitCards(t, seat, s.suit)) : crosses(t, r, seat);
    case 'lead':
      return mine(s.card) ? [s.card] : crosses(t, r, seat);
    case 'cross':
      return s.to === other ? crosses(t, r, seat) : [];
    default:
      return [];
  }
}

/** Masters of the hand, one per run of equal cards. */
function masters(t: Table, r: LineRules, seat: Seat): Card[] {
  return distinct(
    t,
    seat,
    t.hands[seat].filter((c) => isMaster(t, r, c)),
  );
}

/** Low cards of suits in which partner holds a master. */
function crosses(t: Table, r: LineRules, seat: Seat): Card[] {
  const p = partnerOf(seat);
  if (!r.side.includes(p) || t.hands[p].length === 0) return [];
  const out: Card[] = [];
  for (const suit of ['S', 'H', 'D', 'C'] as Suit[]) {
    const mine = suitCards(t, seat, suit);
    if (mine.length > 0 && suitCards(t, p, suit).some((c) => isMaster(t, r, c) && rankOf(c) < rankOf(mine[mine.length - 1]!))) out.push(mine[mine.length - 1]!);
  }
  return out;
}

/** 70C: unaware of the outstanding trump, any of his own trumps led as a winner (the masters among them are offered as winners already). */
function trumpsThoughtDrawn(t: Table, r: LineRules, seat: Seat): Choice[] {
  if (!t.trump) return [];
  return distinct(t, seat, suitCards(t, seat, t.trump))
    .filter((c) => !isMaster(t, r, c))
    .map((card) => ({ card, serves: 'unstated', normal: 'trump-thought-drawn' as const }));
}

function defaultLeads(t: Table, r: LineRules, seat: Seat): Choice[] {
  const trump = t.trump;
  const oppTrumps = trump !== undefined && opponents(r).some((o) => suitCards(t, o, trump).length > 0);
  const out: Choice[] = [];
  const m = masters(t, r, seat);
  if (oppTrumps && !r.trumpUnaware && suitCards(t, seat, trump!).length > 0 && m.some((c) => suitOf(c) === trump)) {
    // Aware of the trump (or it was mentioned): it is drawn first.
    for (const c of m) if (suitOf(c) === trump) out.push({ card: c, serves: 'unstated', normal: 'cash-winner' });
    return out;
  }
  for (const c of m) out.push({ card: c, serves: 'unstated', normal: oppTrumps && suitOf(c) !== trump ? 'winner-before-trump' : 'cash-winner' });
  if (oppTrumps && r.trumpUnaware) out.push(...trumpsThoughtDrawn(t, r, seat));
  for (const c of crosses(t, r, seat)) out.push({ card: c, serves: 'unstated', normal: 'cross' });
  if (out.length === 0) for (const c of distinct(t, seat, t.hands[seat])) out.push({ card: c, serves: 'unstated', normal: 'forced-lead' });
  return out;
}

function follows(t: Table, r: LineRules, seat: Seat, pending: readonly Pending[]): Choice[] {
  const led = suitOf(t.trick[0]!.card);
  const out: Choice[] = [];
  const mine = suitCards(t, seat, led);
  const lead = winning(t.trick, t.trump)!;
  // A stated finesse card is played while it can still win the trick (over an opponent's card, or under partner's).
  const canWin = (c: Card) => r.side.includes(lead.seat) || (suitOf(lead.card) === suitOf(c) && rankOf(c) < rankOf(lead.card));
  // Stated cards this hand plays now.
  for (const p of pending) {
    const s = p.step;
    if (s.do === 'finesse' && mine.includes(s.card) && canWin(s.card)) out.push({ card: s.card, serves: p.path });
    // A stated winner wins an opponent's lead (never overtakes partner's).
    if (s.do === 'cash') {
      const c = s.cards.find((x) => holder(t, x) !== undefined);
      if (c && mine.includes(c) && !sideWins(t, r, seat, lead) && canWin(c)) out.push({ card: c, serves: p.path });
    }
    if (s.do === 'ruff' && s.in === seat && led === s.suit && mine.length === 0 && t.trump) out.push(...ruffs(t, seat, suitCards(t, seat, t.trump), p.path));
    if (s.do === 'discard' && mine.length === 0)
      for (const c of t.hands[seat]) if (s.card ? c === s.card : suitOf(c) === s.suit) out.push({ card: c, serves: p.path });
  }
  const cur = winning(t.trick, t.trump)!;
  const partnerWins = sideWins(t, r, seat, cur);
  // The stated card is the play: alternatives only where the statement says nothing of this card.
  if (out.length > 0) return out;
  if (mine.length > 0) return followSuit(t, r, seat, mine, cur.card, partnerWins);
  return voidChoices(t, r, seat, cur.card, partnerWins);
}

function followSuit(t: Table, r: LineRules, seat: Seat, mine: readonly Card[], cur: Card, partnerWins: boolean): Choice[] {
  const d = distinct(t, seat, mine);
  const beats = (c: Card) => suitOf(cur) === suitOf(c) && rankOf(c) < rankOf(cur);
  if (partnerWins) return underPartner(t, r, seat, d, beats);
  const winners = d.filter(beats);
  if (winners.length === 0) return d.map((card) => ({ card, serves: 'unstated' }));
  if (t.trick.length === 3)
    return [
      ...winners.map((card) => ({ card, serves: 'unstated' })),
      ...d.filter((c) => !beats(c)).map((card) => ({ card, serves: 'unstated', normal: 'duck-last' as const })),
    ];
  // Second or third hand with an opponent still to play: the top, or a finesse — a lower card
  // that an opponent's unseen higher card could beat (the claimer cannot know where it lies).
  const topCard = d[0]!;
  const oppHigher = (c: Card) => opponents(r).some((o) => suitCards(t, o, suitOf(c)).some((x) => rankOf(x) < rankOf(c)));
  // A finesse into a card known to lie with an opponent still to play (the other has shown out) is not normal.
  const finesses = placeKnown(t, r, seat, suitOf(topCard), 'before') ? [] : winners.filter((c) => c !== topCard && oppHigher(c));
  const out: Choice[] = [];
  // 70E: with the card's place known (the opponents still to play have shown out), not finessing is not normal.
  if (!(finesses.length > 0 && placeKnown(t, r, seat, suitOf(topCard), 'after'))) {
    out.push(finesses.length > 0 ? { card: topCard, serves: 'unstated', normal: 'top-instead-of-finesse' } : { card: topCard, serves: 'unstated' });
  }
  for (const c of finesses) out.push({ card: c, serves: 'unstated', normal: 'losing-finesse' });
  const lo = d[d.length - 1]!;
  if (!beats(lo)) {
    // Second hand low; third hand low under partner's card that the fourth hand may still beat.
    // Holding a master he sees, with partner unable to win the trick, ducking throws it away.
    const duck = knownMaster(t, r, topCard) && !partnerCanWin(t, seat, cur);
    if (t.trick.length === 1) out.push({ card: lo, serves: 'unstated', normal: duck ? 'duck-master' : 'second-hand-low' });
    else if (r.side.includes(winning(t.trick, t.trump)!.seat)) out.push({ card: lo, serves: 'unstated', normal: duck ? 'duck-master' : 'third-hand-low' });
  }
  return out;
}

/**
 * Following under the side's own winning card. Overtaking it is not assumed. Where partner holds
 * a lower winner of the suit, a high card played now unblocks and keeping it (the lowest card) is
 * careless; where he holds none — only losers the kept card could not block, or nothing — the
 * lowest card is the natural play and throwing a winner instead (a master the claimer knows) is
 * not assumed.
 */
function underPartner(t: Table, r: LineRules, seat: Seat, d: readonly Card[], beats: (c: Card) => boolean): Choice[] {
  const under = d.filter((c) => !beats(c));
  if (under.length === 0) return d.map((card) => ({ card, serves: 'unstated' }));
  const over: Choice[] = d.filter(beats).map((card) => ({ card, serves: 'unstated', normal: 'overtake-partner' }));
  const suit = suitOf(d[0]!);
  const partnerLow = (c: Card) => suitCards(t, partnerOf(seat), suit).some((x) => rankOf(x) > rankOf(c) && isMaster(t, r, x));
  const last = under.length - 1;
  const out: Choice[] = under.map((card, k): Choice => {
    if (under.length === 1) return { card, serves: 'unstated' };
    if (partnerLow(under[0]!)) return k === last ? { card, serves: 'unstated', normal: 'not-unblock' } : { card, serves: 'unstated' };
    return k < last && knownMaster(t, r, card) && !knownMaster(t, r, under[last]!)
      ? { card, serves: 'unstated', normal: 'waste-winner' }
      : { card, serves: 'unstated' };
  });
  return [...out, ...over];
}

/** Opponents still to play to this trick after `seat`. */
function opponentsAfter(t: Table, r: LineRules, seat: Seat): Seat[] {
  const order: Seat[] = [];
  for (let k = 1; t.trick.length + k < 4; k++) order.push(nextSeat(seat, k));
  return order.filter((o) => !r.side.includes(o));
}

/** Partner is still to play to this trick and holds a card that beats `cur` (a higher card of the led suit, or a trump when void). */
function partnerCanWin(t: Table, seat: Seat, cur: Card): boolean {
  const p = partnerOf(seat);
  const after: Seat[] = [];
  for (let k = 1; t.trick.length + k < 4; k++) after.push(nextSeat(seat, k));
  if (!after.includes(p)) return false;
  const led = suitOf(t.trick[0]!.card);
  const follow = suitCards(t, p, led);
  if (follow.length > 0) return suitOf(cur) === led && follow.some((c) => rankOf(c) < rankOf(cur));
  return t.trump !== undefined && suitCards(t, p, t.trump).some((c) => suitOf(cur) !== t.trump || rankOf(c) < rankOf(cur));
}

/**
 * The claimer's side holds the trick: its card wins so far and no opponent still to play to it
 * can beat it (a higher card of the suit led, or a trump when void).
 */
function sideWins(t: Table, r: LineRules, seat: Seat, cur: Play): boolean {
  if (!r.side.includes(cur.seat)) return false;
  const led = suitOf(t.trick[0]!.card);
  return opponentsAfter(t, r, seat).every((o) => {
    const follow = suitCards(t, o, led);
    if (follow.length > 0) return suitOf(cur.card) !== led || follow.every((c) => rankOf(c) > rankOf(cur.card));
    return t.trump === undefined || suitCards(t, o, t.trump).every((c) => suitOf(cur.card) === t.trump && rankOf(c) > rankOf(cur.card));
  });
}

/** An opponent known to hold no card of the suit: he showed out before the claim, earlier in the line, or in this trick. */
function knownOut(t: Table, r: LineRules, o: Seat, suit: Suit): boolean {
  if (suitCards(t, o, suit).length > 0) return false;
  const led = suitOf(t.trick[0]!.card);
  return (r.shownOut[o] ?? []).includes(suit) || t.out.includes(`${o}${suit}`) || (suit === led && t.trick.some((p) => p.seat === o && suitOf(p.card) !== led));
}

/**
 * 70E: the place of the opponents' cards of the suit is known. `after`: the opponents still to
 * play have shown out (the cards lie before this hand: finessing wins). `before`: the opponents
 * who have played to this trick have shown out (the cards lie after it: finessing loses).
 */
function placeKnown(t: Table, r: LineRules, seat: Seat, suit: Suit, where: 'before' | 'after'): boolean {
  const after = opponentsAfter(t, r, seat);
  const group = where === 'after' ? after : opponents(r).filter((o) => !after.includes(o));
  return after.length > 0 && group.length > 0 && group.every((o) => knownOut(t, r, o, suit));
}

function voidChoices(t: Table, r: LineRules, seat: Seat, cur: Card, partnerWins: boolean): Choice[] {
  const trump = t.trump;
  const trumps = trump ? suitCards(t, seat, trump) : [];
  const others = t.hands[seat].filter((c) => suitOf(c) !== trump);
  const out: Choice[] = [];
  const overs = trumps.filter((c) => suitOf(cur) !== trump || rankOf(c) < rankOf(cur));
  // The side's own card wins the trick so far (partner's, or the claimer's). An opponent still to
  // play who holds a higher card of the suit threatens it as if his were winning: ruff as over an
  // opponent's card. Threatened only by an opponent's ruff, ruffing it is normal when the claimer
  // knew of the trump, and irrational when he was unaware of it (70C): he would not foresee the ruff.
  const ownCard = r.side.includes(winning(t.trick, t.trump)!.seat);
  const led = suitOf(t.trick[0]!.card);
  const rankThreat = ownCard && suitOf(cur) === led && opponentsAfter(t, r, seat).some((o) => suitCards(t, o, led).some((c) => rankOf(c) < rankOf(cur)));
  const contested = !ownCard || rankThreat;
  if (!partnerWins && overs.length > 0) {
    if (contested) out.push(...ruffs(t, seat, overs, 'unstated'));
    else {
      const id: NormalId = r.trumpUnaware ? 'ruff-own-winner' : 'ruff-own-winner-threatened';
      out.push(...ruffs(t, seat, overs, 'unstated').map((c) => ({ ...c, normal: id })));
    }
  }
  // Not ruffing a trick the opponents would win is irrational unless partner, still to play, could win it himself.
  const mustRuff = contested && !partnerWins && overs.length > 0 && !partnerCanWin(t, seat, cur);
  const pool = others.length > 0 ? others : trumps;
  const allKnown = pool.every((c) => knownMaster(t, r, c));
  const spot = (c: Card) => rankOf(c) > RANKS.indexOf('T');
  const anySpot = pool.some((c) => spot(c) && !isMaster(t, r, c));
  // The only way across to partner's masters, with partner not about to be on lead from this
  // trick: not thrown while a loser of another suit could go.
  const ways = winning(t.trick, t.trump)!.seat === partnerOf(seat) ? [] : crosses(t, r, seat);
  const entry = (c: Card) =>
    ways.length === 1 && ways[0] === c && suitCards(t, seat, suitOf(c)).length === 1 && pool.some((x) => suitOf(x) !== suitOf(c) && !knownMaster(t, r, x));
  for (const card of distinct(t, seat, pool)) {
    const normal: NormalId = mustRuff
      ? 'decline-ruff'
      : knownMaster(t, r, card) && !allKnown
        ? 'discard-visible-master'
        : entry(card)
          ? 'discard-entry'
          : isMaster(t, r, card) && !knownMaster(t, r, card)
            ? 'miscount'
            : !isMaster(t, r, card) && !spot(card) && anySpot
              ? 'discard-honour'
              : 'discard';
    out.push({ card, serves: 'unstated', normal });
  }
  return out;
}

/** Ruffing: high, or low (careless when an overruff was not foreseen, ru-67-74#69.6). */
function ruffs(t: Table, seat: Seat, trumps: readonly Card[], serves: string): Choice[] {
  const d = distinct(t, seat, trumps);
  return d.map((card, k) => (k === d.length - 1 && d.length > 1 ? { card, serves, normal: 'ruff-low' as const } : { card, serves }));
}
