/**
 * Bounds that end a search early, taken when a trick is about to be led:
 * - quick tricks: the winners the leader can cash from his own hand, one after another, before
 *   an opponent can ruff or partner is forced to; his side takes at least that many;
 * - sure trump tricks: a hand's trumps less those the opponents' higher trumps can beat, one
 *   each, make the tricks they fall in the side's, however anyone plays (all cards are played
 *   in the end), so they bound both sides in any search, a constrained one too.
 */
import { count, NOTRUMP, top } from './cards.ts';
import type { Table } from './table.ts';

/**
 * The tricks the player on lead can cash at once from his own hand. Writes into `rel` per suit
 * the lowest card the count relies on (13: none): the cards from it up decide it.
 */
export function quickTricks(t: Table, leader: number, rel: Int32Array): number {
  const h = t.h;
  const trump = t.trump;
  const pard = leader ^ 2;
  let side = 0;
  let trumps = 0;
  for (let s = 0; s < 4; s++) {
    rel[s] = 13;
    const mine = h[leader * 4 + s]!;
    if (mine === 0) continue;
    let n = cashable(mine, h[pard * 4 + s]!, t.live(s));
    if (n === 0) continue;
    if (s === trump) {
      trumps = n;
      rel[s] = lowestOfTop(mine, n);
      continue;
    }
    if (trump !== NOTRUMP) {
      const lho = (leader + 1) & 3;
      const rho = (leader + 3) & 3;
      if (h[lho * 4 + trump] !== 0) n = Math.min(n, count(h[lho * 4 + s]!));
      if (h[rho * 4 + trump] !== 0) n = Math.min(n, count(h[rho * 4 + s]!));
    }
    side += n;
    if (n > 0) rel[s] = lowestOfTop(mine, n);
  }
  // Partner, holding trumps, must ruff one of these winners once he has no other card to play.
  if (trump !== NOTRUMP && h[pard * 4 + trump] !== 0) {
    let spare = 0;
    for (let s = 0; s < 4; s++) if (s !== trump) spare += count(h[pard * 4 + s]!);
    side = Math.min(side, spare);
  }
  return side + trumps;
}

/**
 * The winners the leader cashes in one suit, one after another, keeping the lead: his cards from
 * the top while each beats every opponent's card and partner's lowest card left (partner
 * following low; a void partner discards). The cards from the last of them up decide it: the
 * other cards, partner's low ones included, all lie below it, and the lengths are given.
 */
function cashable(mine: number, his: number, live: number): number {
  const oppTop = top(live & ~mine & ~his);
  let m = mine;
  let p = his;
  let n = 0;
  while (m !== 0) {
    const b = top(m);
    if (b < oppTop) break;
    if (p !== 0) {
      const low = p & -p;
      if (low > 1 << b) break;
      p ^= low;
    }
    m ^= 1 << b;
    n++;
  }
  return n;
}

const spareRel = new Int32Array(4);

/**
 * The quick tricks of the leader's side, partner's included where the leader can reach him: the
 * leader's own ({@link quickTricks}), or, for a suit the leader holds and partner holds its top
 * card (which no opponent can ruff), one trick for that entry and partner's quick tricks after
 * it, whichever is more. After the entry each opponent is taken to have followed with his lowest
 * card of the suit (the worst for partner's winners; one card fewer in it is what limits a
 * ruffer); one void in it has no trumps, so his discard limits nothing. Writes `rel` as
 * {@link quickTricks} does.
 */
export function quickTricksWithEntries(t: Table, leader: number, rel: Int32Array): number {
  let best = quickTricks(t, leader, rel);
  const h = t.h;
  const trump = t.trump;
  const pard = leader ^ 2;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  for (let s = 0; s < 4; s++) {
    const mine = h[leader * 4 + s]!;
    const his = h[pard * 4 + s]!;
    if (mine === 0 || his === 0) continue;
    const hi = top(t.live(s));
    if (top(his) !== hi) continue;
    // An opponent void in the suit with trumps would ruff the entry.
    if (trump !== NOTRUMP && s !== trump && ((h[lho * 4 + s] === 0 && h[lho * 4 + trump] !== 0) || (h[rho * 4 + s] === 0 && h[rho * 4 + trump] !== 0)))
      continue;
    // The entry trick: the leader's lowest card, partner's top, each opponent's lowest of the
    // suit (the card that leaves them highest; one fewer also tightens their ruffing length).
    const l = h[lho * 4 + s]!;
    const r = h[rho * 4 + s]!;
    h[leader * 4 + s] = mine & (mine - 1);
    h[pard * 4 + s] = his ^ (1 << hi);
    h[lho * 4 + s] = l & (l - 1);
    h[rho * 4 + s] = r & (r - 1);
    const q = 1 + quickTricks(t, pard, spareRel);
    h[leader * 4 + s] = mine;
    h[pard * 4 + s] = his;
    h[lho * 4 + s] = l;
    h[rho * 4 + s] = r;
    if (q > best) {
      best = q;
      rel.set(spareRel);
      rel[s] = Math.min(rel[s]!, hi);
    }
  }
  return best;
}

/**
 * The bit of the lowest trump {@link sureTrumpTricks} last counted (13: none): the answer relies
 * on the owners of the trumps from it up.
 */
export let sureLow = 13;

/**
 * The tricks side `side` (0 N-S, 1 E-W) is sure to win with its trumps: each trick holds one
 * card of a hand, and a trump of a hand loses its trick only to a higher trump of an opponent
 * in the same trick — each opponent's trump beating at most one of them. So a hand wins at least
 * its trumps less the most of them the opponents' higher trumps can be matched with, one to one
 * (counted from the top: each of its trumps meets the highest opponent's trump above it not yet
 * used). K-Q-J against the ace makes two; partner's trumps may fall on the same tricks, so the
 * hand making more counts. Sets {@link sureLow}: the hand's lowest trump (the owners of the
 * trumps from it up decide the count).
 */
export function sureTrumpTricks(t: Table, side: number): number {
  sureLow = 13;
  const trump = t.trump;
  if (trump === NOTRUMP) return 0;
  const h = t.h;
  const theirs = h[(side ^ 1) * 4 + trump]! | h[(side ^ 3) * 4 + trump]!;
  const a = h[side * 4 + trump]!;
  const b = h[(side + 2) * 4 + trump]!;
  const na = a === 0 ? 0 : count(a) - beaten(a, theirs);
  const nb = b === 0 ? 0 : count(b) - beaten(b, theirs);
  const best = Math.max(na, nb);
  if (best <= 0) return 0;
  const m = na >= nb ? a : b;
  sureLow = 31 - Math.clz32(m & -m);
  return best;
}

/** How many of `mine` the higher cards of `theirs` can beat, one card each (greedy from the top, which is the most). */
function beaten(mine: number, theirs: number): number {
  if (theirs === 0) return 0;
  const low = mine & -mine;
  let free = 0;
  let lost = 0;
  for (let bit = 1 << top(mine | theirs); bit >= low; bit >>= 1) {
    if (theirs & bit) free++;
    else if (mine & bit && free > 0) free--, lost++;
  }
  return lost;
}

/** The bit of the `k`-th highest card of a mask (13 when `k` is 0): the cards from it up are its top `k`. */
export function lowestOfTop(mask: number, k: number): number {
  let m = mask;
  let b = 13;
  for (let i = 0; i < k && m !== 0; i++) {
    b = top(m);
    m ^= 1 << b;
  }
  return b;
}
