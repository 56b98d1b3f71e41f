/**
 * Pointing at dummy's cards. A card of dummy is played when declarer names it or otherwise
 * designates it (45C4(a)): pointing at a card designates that card, with or without words that
 * agree with it. Pointing at a suit supplies the suit the words leave out: with a rank it names a
 * card (46A; 46B4 when dummy lacks it), with "high", "low", "win it" it is their suit (46B1), and
 * alone it is a suit without a rank (46B2: the lowest). Words and gesture that point at different
 * cards designate neither by themselves: the director finds which card declarer designated.
 */
import type { Card, Suit } from '../../bridge/index.ts';
import { holds, type Board } from '../board.ts';
import type { Deemed } from './deemed.ts';
import type { Says } from '../types.ts';

type Resolve = (b: Board, says: Says) => Deemed;

/**
 * The card of dummy designated by pointing (`says.pointsAt`) and the words said with it.
 * @example pointing(board, { pointsAt: 'H', rank: 'Q' }, resolveSays) // { kind: 'card', card: 'HQ', law: '45C4(a)', reason: 'pointed-rank' }
 */
export function pointing(b: Board, says: Says, resolve: Resolve): Deemed {
  const { pointsAt, ...words } = says;
  if (pointsAt === undefined) return resolve(b, words);
  if (pointsAt.length === 2) {
    const card = pointsAt as Card;
    const said = words.card ?? (words.suit && words.rank ? `${words.suit}${words.rank}` : undefined);
    if ((said !== undefined && said !== card) || (words.suit !== undefined && words.suit !== card[0]) || (words.rank !== undefined && words.rank !== card[1]))
      return conflict(b, card, resolve(b, words));
    if (holds(b, b.dummy, card) === false) return { kind: 'void', law: '46B4', named: card, reason: 'void' };
    return { kind: 'card', card, law: '45C4(a)', reason: 'pointed' };
  }
  const suit = pointsAt as Suit;
  if ((words.suit !== undefined && words.suit !== suit) || (words.card !== undefined && words.card[0] !== suit)) {
    const atSuit = resolve(b, { suit });
    return conflict(b, atSuit.kind === 'card' ? atSuit.card : undefined, resolve(b, words));
  }
  const plain = words.size === undefined && words.rank === undefined && words.card === undefined && !words.run && !words.fromTop && !words.rest && !words.ruff;
  const d = resolve(b, { ...words, suit });
  if (d.kind !== 'card') return d;
  if (plain) return { ...d, reason: 'pointed-suit' };
  return words.rank !== undefined || words.card !== undefined ? { ...d, law: '45C4(a)', reason: 'pointed-rank' } : d;
}

/** Gesture and words designate different cards: the director finds which (`intended`). */
function conflict(b: Board, pointed: Card | undefined, said: Deemed): Deemed {
  const among = [...new Set([...(pointed ? [pointed] : []), ...(said.kind === 'card' ? [said.card] : [])])].filter((c) => holds(b, b.dummy, c) !== false);
  return { kind: 'open', law: '45C4(a)', reason: 'point-conflict', among, finding: 'intended' };
}
