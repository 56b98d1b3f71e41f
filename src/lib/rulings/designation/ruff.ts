/**
 * "Ruff" or "trump" said to dummy. In a suit contract the word names the trump suit without a
 * rank: dummy's lowest trump (46B2), its rank or "high"/"low" when said with it; when dummy can
 * follow the suit led, a trump would be a revoke, which is corrected before it is established
 * (62A): declarer designates a card of the led suit. A suit named with the word ("ruff with a
 * diamond") is what designates.
 *
 * In notrump there is no trump suit: the word calls for a card dummy cannot have. That is a call
 * of a card not in dummy, void under 46B4 (declarer then designates any legal card), not
 * 46B5's "play anything": declarer did not leave the choice to anyone, he asked for a card
 * that does not exist because he believed a trump suit existed. Under 46B's preamble the card
 * declarer intended is played when the director finds that intention incontrovertible (e.g. the
 * lowest card of the suit he believed trumps, when dummy is void in the suit led) — see
 * `ruffNotrump` in dummy.ts.
 */
import { suitCards, type Board } from '../board.ts';
import type { Deemed } from './deemed.ts';
import { legalCards } from './dummy-legal.ts';
import type { Says } from '../types.ts';

type Resolve = (b: Board, says: Says) => Deemed;

/**
 * The card of dummy "ruff" (with what was said with it) designates.
 * @example ruffWords(makeBoard({ hands: { N: '32...5' }, declarer: 'S', contract: '4S', trick: 'W:HA' }, []), { ruff: true }, resolveSays)
 * // { kind: 'card', card: 'S2', law: '46B2', reason: 'ruff' }
 */
export function ruffWords(b: Board, says: Says, resolve: Resolve): Deemed {
  const { ruff: _r, ...words } = says;
  if (words.suit !== undefined || words.card !== undefined) return resolve(b, words);
  if (b.strain === undefined) return { kind: 'open', law: '46B', reason: 'ruff-no-contract', among: [] };
  if (b.strain === 'NT') return { kind: 'void', law: '46B4', named: words.rank ?? '', reason: 'ruff-notrump' };
  const trump = b.strain;
  const legal = legalCards(b);
  if (legal.led !== undefined && legal.led !== trump && suitCards(b, b.dummy, legal.led).cards.length > 0) {
    return { kind: 'open', law: '62A', reason: 'ruff-must-follow', among: legal.cards, optionLaws: ['62A'] };
  }
  const d = resolve(b, { ...words, suit: trump });
  return d.kind === 'card' && words.rank === undefined && words.size === undefined ? { ...d, reason: 'ruff' } : d;
}
