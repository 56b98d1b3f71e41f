/**
 * Law 46B3: a rank named without a suit. In leading from dummy the words continue the suit dummy
 * won the preceding trick with, provided dummy holds that rank in that suit (46B3(a)); in every
 * other case dummy plays a card of that rank if one can legally be played, and when two or more
 * can, declarer must say which (46B3(b)). A rank no legal card of dummy has designates nothing
 * (the call is void, as 46B4 treats a card dummy lacks). As elsewhere, the suits a diagram shows
 * are taken to be the ones that matter: one known card of the rank is the card designated.
 */
import type { Card, Rank } from '../../bridge/index.ts';
import { holds, type Board } from '../board.ts';
import type { Deemed } from './deemed.ts';
import { legalCards } from './dummy-legal.ts';
import { dummyWon, isLead } from './preceding.ts';

/**
 * The card of dummy a rank without a suit designates.
 * @example byRank(makeBoard({ hands: { N: 'Q2.Q3..' }, declarer: 'S', trick: 'N:', wonWith: 'HA' }, []), 'Q')
 * // { kind: 'card', card: 'HQ', law: '46B3(a)', reason: 'rank-lead' }
 */
export function byRank(b: Board, rank: Rank): Deemed {
  const leading = isLead(b) !== false;
  const legal = leading ? legalCards({ ...b, trick: undefined }) : legalCards(b);
  const matches = legal.cards.filter((c) => c[1] === rank);
  const none = (): Deemed => ({ kind: 'void', law: '46B4', named: rank, reason: 'void-rank' });
  if (leading) {
    const won = dummyWon(b);
    if (typeof won === 'object') {
      const card = `${won.card[0]}${rank}` as Card;
      const held = holds(b, b.dummy, card);
      if (held === true) return { kind: 'card', card, law: '46B3(a)', reason: 'rank-lead' };
      if (held === undefined) return { kind: 'open', law: '46B3(a)', reason: 'unknown', among: [] };
      // Dummy lacks that rank in the suit it won with: "in all other cases" (46B3(b)).
    }
    if (won === undefined) {
      // Whichever suit dummy won the preceding trick with, dummy's only card of the rank is the one designated.
      if (matches.length === 1) return { kind: 'card', card: matches[0] as Card, law: '46B3', reason: 'rank-only-one' };
      if (matches.length === 0 && legal.complete) return none();
      return { kind: 'open', law: '46B3(a)', reason: 'needs-last-trick', among: matches };
    }
  }
  if (matches.length === 1) return { kind: 'card', card: matches[0] as Card, law: '46B3(b)', reason: 'rank' };
  if (matches.length === 0 && legal.complete) return none();
  return { kind: 'open', law: '46B3(b)', reason: matches.length > 1 ? 'rank-many' : 'unknown', among: matches };
}
