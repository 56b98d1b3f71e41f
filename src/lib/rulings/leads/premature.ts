/**
 * Law 57: a defender who leads to the next trick before his partner has played to this one, or
 * plays before his partner: his card becomes a (major) penalty card and declarer chooses what the
 * partner plays — highest or lowest of the suit led, not a suit, and under 2017 also another suit (57A); a partner
 * who cannot comply plays any legal card (57B, 59). No rectification when declarer had already
 * played from both hands, or dummy had played or suggested a card of his own accord (2007 57C1;
 * 2017 57C1 and 57C2).
 * A defender playing out of turn after his partner has played exposes a card before his turn:
 * a penalty card (49, 50). Declarer's own premature plays, from either hand, are played cards
 * (2007 57C2, 2017 57C3).
 */
import { cardSuit, partnerOf } from '../../bridge/index.ts';
import { isDefender, penaltyCard, step, type RulingContext } from '../context.ts';
import { playRestrictions } from './inability.ts';
import type { LiveTrick, Move } from '../play-order.ts';
import type { ReasonKey } from '../reasons/en.ts';

/** The suit led to a trick built in the incident. */
const ledSuit = (t: LiveTrick) => {
  const lead = t.leader === undefined ? undefined : t.cards.get(t.leader)?.card;
  return lead === undefined ? undefined : cardSuit(lead);
};

/** Declarer's cards played before their turn (not leads): they are played, without rectification. */
export function declarerEarly(c: RulingContext, moves: readonly Move[]): void {
  for (const m of moves) {
    deemed(c, m);
    step(c, '57C2', 'applies', 'declarer-early', { card: m.card });
    c.played.push({ seat: m.seat, card: m.card });
  }
}

/** The designation step when the card came from declarer's words (46). */
export function deemed(c: RulingContext, m: Move): void {
  if (m.deemed) step(c, m.deemed.law, 'applies', `deemed-${m.deemed.reason}`, { card: m.card });
}

/**
 * Rules on a card led to the next trick early (`early-lead`) or played before its turn
 * (`out-of-turn`) to the trick in progress `t`.
 */
export function premature(c: RulingContext, m: Move, kind: 'early-lead' | 'out-of-turn', t: LiveTrick): void {
  deemed(c, m);
  if (!isDefender(c.board, m.seat)) {
    if (kind === 'early-lead') {
      step(c, '48A', 'applies', 'declarer-early-lead', { card: m.card });
      c.returned.push({ seat: m.seat, card: m.card });
    } else {
      step(c, '57C2', 'applies', 'declarer-early', { card: m.card });
      c.played.push({ seat: m.seat, card: m.card });
    }
    return;
  }
  const partner = partnerOf(m.seat);
  if (t.cards.has(partner)) {
    // Partner has played to this trick: not 57; the card was exposed before its turn (49).
    step(c, '49', 'applies', 'out-of-turn', { card: m.card, seat: m.seat });
    penaltyCard(c, m.seat, m.card, true);
    return;
  }
  if (t.cards.has(c.board.declarer) && t.cards.has(c.board.dummy)) return exempt(c, m, kind, '57C1', 'exempt-both-hands');
  if (t.dummyActed) return exempt(c, m, kind, '57C1', 'exempt-dummy', '57C2');
  step(c, '57A', 'applies', kind === 'early-lead' ? 'premature-lead' : 'premature-play', { card: m.card, seat: m.seat });
  penaltyCard(c, m.seat, m.card, true);
  const options = playRestrictions(c.board, c.board.declarer, partner, ledSuit(t), c.edition);
  c.options.push(...options);
  step(c, '57A', 'applies', c.edition === 2017 ? 'premature-options-2017' : 'premature-options', { seat: partner });
  if (options.some((o) => o.then?.anyCard)) step(c, '57B', 'applies', 'cannot-comply', { seat: partner });
}

function exempt(c: RulingContext, m: Move, kind: 'early-lead' | 'out-of-turn', law: string, reason: ReasonKey, law2017?: string): void {
  step(c, law, 'exception-applied', reason, { card: m.card, seat: m.seat }, law2017);
  c.played.push({ seat: m.seat, card: m.card });
  if (kind === 'early-lead') step(c, law, 'applies', 'early-lead-stands', { card: m.card, seat: m.seat }, law2017);
}
