/**
 * Bounds for the constrained search (`solveWith`) that hold on every line of play, whoever plays
 * what: in a `'min'` search every player minimises the side's tricks, so a test the side passes
 * must see every line the constraints allow, and only a bound true of all of them can cut it.
 */
import { count, NOTRUMP, top } from './cards.ts';
import type { Table } from './table.ts';

/**
 * Trump length: the tricks side `side` (0 N-S, 1 E-W) takes with its trumps on any line. Each
 * trump a hand plays wins its trick for the side (a trump beats every other suit) unless an
 * opponent plays a higher trump to the same trick, and an opponent's trump falls in one trick, so
 * it stops at most one of the hand's. The hand's trumps less the most of them the opponents' can
 * be matched against (each with a higher one) is a floor; the hand with the higher floor counts
 * (partner's trumps may fall in the same tricks). It holds {@link sureTrumpTricks}' count (a
 * trump above every opponent's matches none) and more when the side's trumps outnumber the
 * opponents' higher ones: ♠A-T-9-7 against ♠K-Q-2 make two tricks, the ace and one more.
 */
export function trumpLength(t: Table, side: number): number {
  const trump = t.trump;
  if (trump === NOTRUMP) return 0;
  const h = t.h;
  const theirs = h[((side + 1) & 3) * 4 + trump]! | h[((side + 3) & 3) * 4 + trump]!;
  return Math.max(floor(h[side * 4 + trump]!, theirs), floor(h[(side + 2) * 4 + trump]!, theirs));
}

/** A hand's trumps `mine` less the most of them the trumps `theirs` can each beat one of (greedy from the top: optimal). */
function floor(mine: number, theirs: number): number {
  let n = count(mine);
  let m = mine;
  let o = theirs;
  while (m !== 0 && o !== 0) {
    const x = top(m);
    m ^= 1 << x;
    // The highest of theirs left beats this one: they are matched. Else no card of theirs does.
    const y = top(o);
    if (y > x) {
      o ^= 1 << y;
      n--;
    }
  }
  return n;
}

/**
 * The player on lead takes every trick left, on any line: each card he holds is above every
 * other hand's card of its suit (partner's too, so that partner cannot overtake and take the
 * lead), no opponent can ruff (they hold no trumps, or he holds nothing but trumps), and partner
 * cannot ruff either (no trumps, or in each suit the leader holds besides trumps at least as many
 * cards as he: partner follows to each lead; to a trump lead he follows with a trump). Whatever
 * he leads wins, and the same holds after the trick: his cards stay the highest, nobody gains a
 * trump, partner's counts fall with his. Asked at a trick's start (nothing in the trick).
 */
export function leaderTakesAll(t: Table): boolean {
  const h = t.h;
  const trump = t.trump;
  const l = t.leader;
  const p = l ^ 2;
  const a = (l + 1) & 3;
  const b = (l + 3) & 3;
  let sideSuits = false;
  const pardTrumps = trump !== NOTRUMP && h[p * 4 + trump] !== 0;
  for (let s = 0; s < 4; s++) {
    const mine = h[l * 4 + s]!;
    if (mine === 0) continue;
    const others = h[p * 4 + s]! | h[a * 4 + s]! | h[b * 4 + s]!;
    // Every card of his above every other hand's: nothing of theirs from his lowest card up.
    const low = 31 - Math.clz32(mine & -mine);
    if (others >>> low !== 0) return false;
    if (s === trump) continue;
    sideSuits = true;
    if (pardTrumps && count(h[p * 4 + s]!) < count(mine)) return false;
  }
  return !(sideSuits && trump !== NOTRUMP && (h[a * 4 + trump] !== 0 || h[b * 4 + trump] !== 0));
}
