/**
 * Instructions for several tricks: "run the diamonds" (`run`), "play from the top" (`fromTop`),
 * "… and the rest" (`rest`). The Laws know one designation per card (46A); the WBF Laws
 * Committee (minutes of 12 January 2000, item 6; EBU White Book 8.46.1) deprecates such
 * instructions and reads them card by card:
 *
 * - At the trick where they are said, the words designate a card like any other words: the card
 *   named ("the ace and the rest"), else dummy's highest card of the suit — "run" and "from the
 *   top" are words of like meaning to "high" (46B1(a)). Changing that card follows 45C4(b).
 * - At each later trick (`earlier: true` on the fact) the instruction designates dummy's highest
 *   card of its suit, but that card becomes played only when the next player (declarer's RHO)
 *   plays to it: until then declarer may stop the run and designate another card, with no
 *   inadvertence needed. After the RHO has played, the card stands.
 * - It lapses when it no longer designates one card: another player won the preceding trick (a
 *   defender's ruff or higher card: the lead has changed), dummy won it with another suit
 *   (declarer designated something else), or dummy has no card of the suit left. Declarer then
 *   designates. "From the top" also goes on when dummy follows to a lead in its suit.
 */
import { cardSuit, isKnownCard, type Card, type Suit } from '../../bridge/index.ts';
import { suitCards, type Board } from '../board.ts';
import type { Deemed } from './deemed.ts';
import { legalCards } from './dummy-legal.ts';
import { dummyLeads, dummyWon, wonSuit } from './preceding.ts';
import type { DeemedReason, OpenReason } from '../reasons/en.ts';
import type { Says } from '../types.ts';

type Resolve = (b: Board, says: Says) => Deemed;

/** Are the words an instruction for several tricks? */
export const isInstruction = (s: Says): boolean => s.run !== undefined || s.fromTop === true || s.rest === true;

/** The suit an instruction is about: the one named, else the suit led (following) or the suit dummy won the preceding trick with (leading). */
export function instructionSuit(b: Board, s: Says): Suit | undefined {
  const named = s.run ?? (s.card ? cardSuit(s.card) : undefined) ?? s.suit;
  if (named !== undefined) return named;
  return legalCards(b).led ?? wonSuit(b);
}

/** The reason key of an instruction's card at the trick it is said. */
const wordsOf = (s: Says) => (s.run !== undefined ? 'run' : s.fromTop ? 'top' : 'rest');

/**
 * The card the instruction designates at the trick where it is said.
 * @example instructionNow(board, { run: 'D' }, resolveSays) // { kind: 'card', card: 'DA', law: '46B1(a)', reason: 'run' }
 */
export function instructionNow(b: Board, says: Says, resolve: Resolve): Deemed {
  const { run: _r, fromTop: _f, rest: _x, ...words } = says;
  if (words.card !== undefined || words.rank !== undefined || words.size !== undefined) return resolve(b, words);
  const suit = instructionSuit(b, says);
  if (suit === undefined)
    return { kind: 'open', law: '46B1(a)', reason: dummyLeads(b) === 'dummy' || b.trick === undefined ? 'needs-last-trick' : 'no-suit', among: [] };
  const d = resolve(b, { size: 'high', suit });
  return d.kind === 'card' ? { ...d, reason: wordsOf(says) } : d;
}

/**
 * The card an instruction said at an earlier trick designates at the trick in progress, or why
 * it designates none (it lapsed). `led`: dummy has already led the card under the instruction
 * (it is the first card of the trick in progress).
 * @example continuingCard(makeBoard({ hands: { N: '..KQ5.' }, declarer: 'S', trick: 'N:' }, []), { run: 'D' })
 * // { kind: 'card', card: 'DK', law: '46B1(a)', reason: 'instruction-next' }
 */
export function continuingCard(b: Board, says: Says): Deemed {
  const t = b.trick;
  const suit =
    says.run ??
    (says.card ? cardSuit(says.card) : undefined) ??
    says.suit ??
    wonSuit(b) ??
    (t && t.cards.length > 0 && t.cards.length < 4 ? cardSuit(t.cards[0] ?? '?') : undefined);
  const lapsed = (reason: OpenReason): Deemed => ({ kind: 'open', law: '46B', reason, among: [] });
  if (t === undefined) return lapsed('instruction-needs-trick');
  if (t.cards.length > 0 && t.cards.length < 4) {
    const first = t.cards[0];
    if (t.leader === b.dummy && first !== undefined && isKnownCard(first)) return { kind: 'card', card: first, law: '46B1(a)', reason: 'instruction-led' };
    // Dummy follows to another player's lead: only "from the top" goes on, in its own suit.
    if (says.fromTop && suit !== undefined && first !== undefined && cardSuit(first) === suit) return top(b, suit, 'instruction-top');
    return lapsed('instruction-lapsed');
  }
  const leads = dummyLeads(b);
  if (leads === undefined) return lapsed('instruction-needs-trick');
  const won = dummyWon(b);
  if (leads === 'other' || won === 'other') return lapsed('instruction-lapsed');
  if (typeof won === 'object' && suit !== undefined && cardSuit(won.card) !== suit) return lapsed('instruction-superseded');
  if (suit === undefined) return { kind: 'open', law: '46B', reason: 'needs-last-trick', among: [] };
  return top(b, suit, 'instruction-next');
}

/** Dummy's highest card of the suit (46B1(a)), or why there is none. */
function top(b: Board, suit: Suit, reason: DeemedReason): Deemed {
  const { cards, complete } = suitCards(b, b.dummy, suit);
  if (cards.length === 0)
    return complete ? { kind: 'open', law: '46B', reason: 'instruction-exhausted', among: [] } : { kind: 'open', law: '46B1(a)', reason: 'unknown', among: [] };
  const known = b.hands[b.dummy]?.[suit]?.[0] !== '?';
  return known ? { kind: 'card', card: cards[0] as Card, law: '46B1(a)', reason } : { kind: 'open', law: '46B1(a)', reason: 'unknown', among: cards };
}
