/**
 * The cards worth trying for the player to move, best guess first. Cards of one hand and suit
 * with no card between them still held by another player or lying in the trick are equivalent
 * (cards played in earlier tricks close the gap), so one of each group is tried. The order:
 * second hand low, third hand low when partner already beats fourth hand (else cheaply above
 * fourth hand), win cheaply, ruff low, lead winners or towards partner's,
 * discard from long weak suits.
 */
import { count, top } from './cards.ts';
import type { Table } from './table.ts';

/**
 * Writes the cards to try into `out` from `at`, ordered, and returns how many.
 * `allow` (per suit, optional) limits the cards; `equiv` turns the equivalence pruning on.
 */
export function generate(t: Table, seat: number, out: Int32Array, at: number, allow: Int32Array | undefined, equiv: boolean): number {
  const h = t.h;
  const led = t.len > 0 ? t.tSuit[0]! : -1;
  const follow = led >= 0 && h[seat * 4 + led] !== 0;
  let n = 0;
  for (let s = 0; s < 4; s++) {
    if (follow && s !== led) continue;
    const mine = h[seat * 4 + s]!;
    if (mine === 0) continue;
    const ok = allow === undefined ? mine : mine & allow[s]!;
    if (ok === 0) continue;
    const others = (t.live(s) & ~mine) | t.onTable[s]!;
    let rep = -1;
    for (let m = ok | others; m !== 0; ) {
      const b = 31 - Math.clz32(m);
      const bit = 1 << b;
      m ^= bit;
      if (others & bit) {
        if (rep >= 0) (out[at + n++] = s * 16 + rep), (rep = -1);
      } else if (ok & bit) {
        if (rep >= 0 && !equiv) out[at + n++] = s * 16 + rep;
        rep = b;
      }
    }
    if (rep >= 0) out[at + n++] = s * 16 + rep;
  }
  order(t, seat, out, at, n);
  return n;
}

const scores = new Int32Array(16);
/** The trick's winning card so far (suit, bit) and whether partner played it, set by {@link order} for {@link score}. */
let wSuit = 0;
let wBit = 0;
let wPartner = false;

/** Sorts `out[at … at+n)` by {@link score}, highest first (insertion sort: n ≤ 13). */
function order(t: Table, seat: number, out: Int32Array, at: number, n: number): void {
  if (n < 2) return;
  if (t.len > 0) {
    const w = t.winning();
    wSuit = t.tSuit[w]!;
    wBit = t.tBit[w]!;
    wPartner = ((t.leader + w) & 3) === (seat ^ 2);
  }
  for (let i = 0; i < n; i++) scores[i] = score(t, seat, out[at + i]!);
  for (let i = 1; i < n; i++) {
    const c = out[at + i]!;
    const v = scores[i]!;
    let j = i - 1;
    while (j >= 0 && scores[j]! < v) (out[at + j + 1] = out[at + j]!), (scores[j + 1] = scores[j]!), j--;
    out[at + j + 1] = c;
    scores[j + 1] = v;
  }
}

/** How promising a card is for the player to move (higher first). */
function score(t: Table, seat: number, code: number): number {
  const s = code >> 4;
  const b = code & 15;
  const h = t.h;
  const trump = t.trump;
  if (t.len === 0) return leadScore(t, seat, s, b);
  const ws = wSuit;
  const wb = wBit;
  const partnerWins = wPartner;
  const last = t.len === 3;
  const led = t.tSuit[0]!;
  const beats = s === ws ? b > wb : s === trump;
  if (s === led) {
    if (partnerWins) {
      if (last || !beats) return -b;
      // Third hand: low when partner's card already beats fourth hand's, else beat fourth hand cheaply.
      const fourth = t.h[((t.leader + 3) & 3) * 4 + s]!;
      const fourthRuffs = fourth === 0 && trump !== 4 && s !== trump && t.h[((t.leader + 3) & 3) * 4 + trump] !== 0;
      if (!fourthRuffs && ws === s && wb > top(fourth)) return -b;
      return b > top(fourth) ? 60 - b : -20 - b;
    }
    if (!beats) return -b;
    // Beats the card winning so far: cheapest first, more when no one after can beat it.
    if (last || b > top(laterHigh(t, s, seat))) return 90 - b;
    return t.len === 1 ? -30 - b : 60 - b;
  }
  if (s === trump) {
    if (partnerWins && last) return -60 - b;
    return beats ? 70 - b : -70 - b;
  }
  // A discard: low cards of long suits without winners.
  const mine = h[seat * 4 + s]!;
  const winner = b === top(t.live(s) | t.onTable[s]!) ? 40 : 0;
  return count(mine) * 4 - b - winner;
}

/** The cards of suit `s` of the opponents still to play after `seat` in this trick. */
function laterHigh(t: Table, s: number, seat: number): number {
  let m = 0;
  for (let i = t.len + 1; i < 4; i++) {
    const o = (t.leader + i) & 3;
    if ((o & 1) !== (seat & 1)) m |= t.h[o * 4 + s]!;
  }
  return m;
}

/** Is seat `o` void in suit `s` (not trumps) with trumps to ruff it? */
function ruffable(h: Int32Array, trump: number, s: number, o: number): boolean {
  return trump !== 4 && s !== trump && h[o * 4 + s] === 0 && h[o * 4 + trump] !== 0;
}

/** The seat holding a card of suit `s` (bit `b`), or -1. */
function ownerOf(h: Int32Array, s: number, b: number): number {
  if (b < 0) return -1;
  const bit = 1 << b;
  for (let o = 0; o < 4; o++) if (h[o * 4 + s]! & bit) return o;
  return -1;
}

/**
 * A lead's promise. A suit weighs less the more cards the opponents may choose among in it
 * (a void counts as many: it may discard anything, or ruff); then winners of the side come
 * first (the top trump most; more so when the second card sits over the leader's left-hand
 * opponent), a suit where the side holds the next two cards behind an opponent's top card, a
 * singleton top card of an opponent to drop, towards partner's card over the left-hand
 * opponent's; a suit into a ruff, or into the right-hand opponent's top cards, last.
 */
function leadScore(t: Table, seat: number, s: number, b: number): number {
  const h = t.h;
  const trump = t.trump;
  const live = t.live(s);
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  const pard = seat ^ 2;
  const lh = count(h[lho * 4 + s]!);
  const rh = count(h[rho * 4 + s]!);
  const pl = count(h[pard * 4 + s]!);
  let w = -((lh === 0 ? 7 : lh) + (rh === 0 ? 7 : rh)) * 11 - (pl === 0 ? 9 : 0);
  if (ruffable(h, trump, s, lho) || ruffable(h, trump, s, rho)) return w - 60 - b;
  const b1 = top(live);
  const b2 = top(live & ~(1 << b1));
  const b3 = b2 < 0 ? -1 : top(live & ~(1 << b1) & ~(1 << b2));
  const o1 = ownerOf(h, s, b1);
  const o2 = ownerOf(h, s, b2);
  const o3 = ownerOf(h, s, b3);
  if (o1 === seat || o1 === pard) {
    if (o2 === lho && lh > 1) w += 22;
    else if (o2 === rho && rh > 1) w -= 1;
    if (o1 === seat) {
      if (b === b1) return w + (s === trump ? 55 : 45);
      return w - 5 - b;
    }
    return w + 35 - b;
  }
  if (ruffable(h, trump, s, pard)) return w + 30 - b;
  if (o2 === pard && o3 === pard) w += 35;
  else if (pl > 1 && ((o2 === seat && o3 === pard) || (o2 === pard && o3 === seat))) w += 25;
  if ((o1 === lho && lh === 1) || (o1 === rho && rh === 1)) return w + 28 - b;
  if ((o1 === rho || o2 === rho) && rh > 1) w -= 10;
  else if (o1 === lho && o2 === pard && pl > 1) w += 31;
  if (b === b2 && o3 === seat) return w + 40;
  return w + 12 - b;
}
