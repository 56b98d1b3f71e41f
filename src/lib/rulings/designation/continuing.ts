/**
 * An instruction for several tricks said at an earlier trick ("run the diamonds", `earlier: true`)
 * and the card it designates at the trick in progress (instructions.ts). Such a card becomes
 * played when the next player (declarer's RHO) plays to it (WBF Laws Committee, 2000; EBU White
 * Book 8.46.1): until then declarer may stop the run and designate another card — the change is
 * allowed without any inadvertence — and afterwards the card stands.
 */
import { cardSuit, nextSeat, rankIndex, type Card, type Rank } from '../../bridge/index.ts';
import type { Board } from '../board.ts';
import { step, type RulingContext } from '../context.ts';
import { deemedCard, designateOption } from './deemed-step.ts';
import { resolveSays } from './designation.ts';
import type { Deemed } from './deemed.ts';
import { continuingCard } from './instructions.ts';
import type { IncidentEvent } from '../types.ts';

type Ev<T extends IncidentEvent['type']> = Extract<IncidentEvent, { type: T }>;

/** The board before dummy's lead: the trick in progress empty, the card dummy led back in its hand. */
function beforeLead(b: Board): Board {
  const t = b.trick;
  const led = t?.cards[0];
  const suit = led === undefined ? undefined : cardSuit(led);
  if (!t || t.leader !== b.dummy || led === undefined || suit === undefined) return b;
  const own = b.hands[b.dummy] ?? {};
  const ranks = [...(own[suit] ?? []), led[1] as Rank].sort((x, y) => (x === '?' ? 99 : rankIndex(x as Rank)) - (y === '?' ? 99 : rankIndex(y as Rank)));
  return { ...b, trick: { leader: t.leader, cards: [] }, hands: { ...b.hands, [b.dummy]: { ...own, [suit]: ranks } } };
}

/** Declarer's next words for dummy after fact `at`: a new designation or "I meant …", which stop the instruction. */
function stop(c: RulingContext, events: readonly IncidentEvent[], at: number): Ev<'designate'> | Ev<'statement'> | undefined {
  return events
    .slice(at + 1)
    .find(
      (e): e is Ev<'designate'> | Ev<'statement'> =>
        (e.type === 'designate' && e.seat === c.board.declarer && e.earlier !== true) ||
        (e.type === 'statement' && e.seat === c.board.declarer && (e.kind === 'intended' || e.kind === 'mistake') && (e.cards?.length ?? 0) > 0),
    );
}

/**
 * The card of dummy at the trick in progress under an instruction said at an earlier trick
 * (`first`, fact `at`), after any change declarer asked for.
 */
export function continuing(c: RulingContext, events: readonly IncidentEvent[], first: Ev<'designate'>, at: number): Card | undefined {
  const d = continuingCard(c.board, first.says);
  const change = stop(c, events, at);
  const words = (b: Board): Deemed | undefined =>
    change?.type === 'designate' ? resolveSays(b, change.says) : change?.cards?.[0] ? resolveSays(b, { card: change.cards[0] }) : undefined;
  if (d.kind !== 'card') {
    // The instruction designates nothing here: declarer's next words are the designation.
    deemedCard(c, d, false);
    const next = words(c.board);
    if (next?.kind === 'card') {
      step(c, '46A', 'applies', 'designated-after', { card: next.card });
      return next.card;
    }
    designateOption(c, d);
    return undefined;
  }
  step(c, d.law, 'applies', `deemed-${d.reason}`, { card: d.card });
  const next = change ? words(beforeLead(c.board)) : undefined;
  if (!change || (next?.kind === 'card' && next.card === d.card)) return d.card;
  const rho = nextSeat(c.board.dummy);
  const t = c.board.trick;
  const between = events.slice(at + 1, events.indexOf(change));
  const rhoPlayed =
    (t !== undefined && t.leader === c.board.dummy && t.cards.length >= 2 && t.cards.length < 4) ||
    between.some((e) => e.type === 'play' && e.seat === rho && e.trick !== 'next' && e.attempted !== true);
  if (rhoPlayed) {
    c.cardChange = 'refused';
    step(c, '46B', 'applies', 'instruction-played', { card: d.card, seat: rho });
    return d.card;
  }
  c.cardChange = 'allowed';
  c.returned.push({ seat: c.board.dummy, card: d.card });
  const card = next?.kind === 'card' ? next.card : undefined;
  step(c, '46B', 'applies', card ? 'instruction-changed' : 'instruction-changed-none', card ? { from: d.card, card } : { from: d.card });
  if (card) return card;
  if (next) deemedCard(c, next);
  return undefined;
}
