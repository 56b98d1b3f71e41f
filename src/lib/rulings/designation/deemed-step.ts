/**
 * What declarer's words designate, put into the ruling: the law chain's step for the deemed card
 * (or for why there is none), and the right to designate that follows when there is none (46A,
 * 46B3(b), 46B4, 46B5). A step never names a card it does not know: each reason has a variant
 * without the card.
 */
import { isOneOf } from '../../base/one-of.ts';
import type { Card } from '../../bridge/index.ts';
import { knownCards } from '../board.ts';
import { defenders, step, type RulingContext } from '../context.ts';
import type { Deemed } from './deemed.ts';

/** Said under `problems` when the ruling turns on a part of the situation the input lacks. */
export const NEEDS_LAST_TRICK =
  'situation.lastTrick: the words continue the suit dummy won the preceding trick with (46B3(a)); give the preceding trick ("N:SA S2 S5 S9") or the card dummy won it with (situation.wonWith)';
export const NEEDS_CONTRACT = 'situation.contract: "ruff" designates a trump; give the contract (a suit, or NT)';
/** Open reasons whose text lists the cards the words fit; with none known, the `-none` variant is used. */
const LISTS = ['unknown', 'point-conflict'] as const;

/**
 * The step for what the words designate; the card, when they designate one. With `options`
 * (the default), the right to designate that follows a designation of no card is given too.
 */
export function deemedCard(c: RulingContext, d: Deemed, options = true): Card | undefined {
  if (d.kind === 'card') {
    step(c, d.law, 'applies', `deemed-${d.reason}`, { card: d.card });
    return d.card;
  }
  if (d.kind === 'void') {
    const reason = d.reason ?? 'void';
    if (reason === 'void') step(c, '46B4', 'applies', 'void', { card: d.named });
    else if (reason === 'void-rank') step(c, '46B4', 'applies', 'void-rank', { rank: d.named });
    else if (reason === 'void-suit') step(c, '46B4', 'applies', 'void-suit', { suit: d.named[0] ?? '' });
    else step(c, '46B4', 'applies', d.named ? 'ruff-notrump-rank' : 'ruff-notrump', d.named ? { rank: d.named } : undefined);
    if (reason === 'void')
      for (const k of knownCards(c.board, c.board.dummy)) if (k[1] === d.named[1] && d.named[1] !== '?') c.returned.push({ seat: c.board.dummy, card: k });
  } else if (d.kind === 'defenders-choose') step(c, '46B5', 'applies', 'anything');
  else {
    const listed = isOneOf(LISTS, d.reason) ? d.reason : undefined;
    if (d.reason === 'needs-last-trick' && !c.board.problems.includes(NEEDS_LAST_TRICK)) c.board.problems.push(NEEDS_LAST_TRICK);
    if (d.reason === 'ruff-no-contract' && !c.board.problems.includes(NEEDS_CONTRACT)) c.board.problems.push(NEEDS_CONTRACT);
    step(
      c,
      d.law,
      'applies',
      listed !== undefined && d.among.length === 0 ? `open-${listed}-none` : `open-${d.reason}`,
      d.among.length > 0 ? { cards: d.among.join(' ') } : undefined,
    );
  }
  if (options) designateOption(c, d);
  return undefined;
}

/** Who designates when the words designate no card: declarer (46A, 46B3(b), 46B4), either defender (46B5), or no one when the director finds the card. */
export function designateOption(c: RulingContext, d: Deemed): void {
  if (d.kind === 'card') return;
  if (d.kind === 'void') c.options.push({ who: [c.board.declarer], action: 'designate', laws: ['46B4'] });
  else if (d.kind === 'defenders-choose')
    c.options.push({ who: defenders(c.board), action: 'designate', conflict: 'first-statement-counts', laws: ['46B5', '10C2'] });
  else if (d.finding === undefined)
    c.options.push({ who: [c.board.declarer], action: 'designate', ...(d.among.length > 1 ? { among: d.among } : {}), laws: d.optionLaws ?? ['46A'] });
}
