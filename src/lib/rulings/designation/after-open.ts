/**
 * A designation that designated no card, and what follows it. Declarer's next words are the
 * designation the law asks of him: "which" among the cards of the rank named (46B3(b)), any legal
 * card after a void call (46B4). Declarer's incontrovertible different intention (46B's
 * preamble) also applies when the words fit several cards: the director's finding decides which
 * card is played. Words and pointing that disagree are settled by the director's finding of the
 * card designated (`intended`). "Ruff" in notrump: void (46B4) unless the director finds which
 * card declarer incontrovertibly meant.
 */
import { nextSeat, type Card } from '../../bridge/index.ts';
import { ask, finding, step, type RulingContext } from '../context.ts';
import { designateOption } from './deemed-step.ts';
import { resolveSays } from './designation.ts';
import type { Deemed } from './deemed.ts';
import type { IncidentEvent } from '../types.ts';

type NoCard = Extract<Deemed, { kind: 'void' | 'open' }>;
/** Open for want of data, not by law: the words may have designated a card the input does not show. */
const DATA_OPEN = new Set(['unknown', 'needs-last-trick', 'ruff-no-contract', 'instruction-needs-trick']);

/** Declarer's next words for dummy after fact `at` that name one card: a designation, or "I meant …". */
export function laterCard(c: RulingContext, events: readonly IncidentEvent[], at: number): { card: Card; fact: number } | undefined {
  for (let i = at + 1; i < events.length; i++) {
    const e = events[i];
    if (e?.type === 'designate' && e.seat === c.board.declarer && e.earlier !== true) {
      const r = resolveSays(c.board, e.says);
      if (r.kind === 'card') return { card: r.card, fact: i };
    }
    if (e?.type === 'statement' && e.seat === c.board.declarer && (e.kind === 'intended' || e.kind === 'mistake') && e.cards?.length === 1)
      return { card: e.cards[0] as Card, fact: i };
  }
  return undefined;
}

/**
 * 46B3(b) asks declarer to say which of the cards his words fit he means. When dummy placed one of
 * them (fact after `at`) and declarer let it stand until the next hand had played to the trick,
 * a card he names after that (fact `chosen`) is a change of mind on seeing that play, not the
 * choice the law asks for: the card dummy placed stands. Returns that card, or undefined.
 */
function choiceTooLate(c: RulingContext, events: readonly IncidentEvent[], at: number, chosen: number, among: readonly Card[]): Card | undefined {
  const between = events.slice(at + 1, chosen);
  const placed = between.findIndex((e) => e.type === 'play' && e.seat === c.board.dummy && among.includes(e.card as Card));
  const card = between[placed];
  if (placed < 0 || card?.type !== 'play') return undefined;
  const nextHand = nextSeat(c.board.dummy);
  const seen = between.slice(placed + 1).some((e) => e.type === 'play' && e.seat === nextHand && e.trick === undefined);
  return seen ? (card.card as Card) : undefined;
}

/**
 * The card played after a first designation `d` (fact `at`) that designated none; undefined when
 * still none (declarer, the defenders or the director's finding decide: the options say who).
 */
export function afterOpen(c: RulingContext, events: readonly IncidentEvent[], d: NoCard, at: number): Card | undefined {
  if (d.kind === 'void' && d.reason === 'ruff-notrump') return ruffNotrump(c, events, at);
  if (d.kind === 'open' && d.finding === 'intended') {
    const found = ask(c, 'intended', at);
    const card = found?.length === 1 ? found[0] : undefined;
    if (card !== undefined) step(c, '45C4(a)', 'applies', 'pointed-finding', { card });
    return card;
  }
  const next = laterCard(c, events, at);
  const stands = next && d.kind === 'open' && d.among.length > 1 ? choiceTooLate(c, events, at, next.fact, d.among) : undefined;
  if (next && stands !== undefined) {
    step(c, d.law, 'applies', 'choice-after-next-hand', { card: stands, named: next.card });
    c.cardChange = 'refused';
    return stands;
  }
  // After words the law leaves open, declarer's next words designate; where only the diagram
  // is silent (`unknown`, the preceding trick not given), they may be a change: not ruled here.
  const lawOpen = d.kind === 'void' || !DATA_OPEN.has(d.reason);
  if (next && lawOpen && (d.kind === 'void' || d.among.length === 0 || d.among.includes(next.card))) {
    step(c, d.kind === 'void' ? '46B4' : d.law, 'applies', 'designated-after', { card: next.card });
    return next.card;
  }
  if (d.kind === 'open' && d.among.length > 1 && lawOpen) {
    const found = finding(c, 'intended', at);
    if (next || found !== undefined || finding(c, 'intention', at) !== undefined) {
      const verdict = ask(c, 'intention', at);
      if (verdict === 'incontrovertible') {
        const meant = found !== undefined || !next ? ask(c, 'intended', at)?.[0] : next.card;
        step(c, '46B', 'exception-applied', meant ? 'intended-open' : 'intended-unknown-none', meant ? { card: meant } : undefined);
        return meant;
      }
      step(
        c,
        '46B',
        verdict === undefined ? 'applies' : 'exception-refused',
        verdict === undefined ? 'needs-intention' : next ? 'not-among' : 'not-incontrovertible-open',
        next ? { card: next.card } : undefined,
      );
    }
  }
  designateOption(c, d);
  return undefined;
}

/** "Ruff" in notrump: void (46B4) unless declarer's intention is incontrovertible (46B preamble). */
function ruffNotrump(c: RulingContext, events: readonly IncidentEvent[], at: number): Card | undefined {
  const next = laterCard(c, events, at);
  const verdict = ask(c, 'intention', at);
  if (verdict === 'incontrovertible') {
    const meant = finding(c, 'intended', at) !== undefined || !next ? ask(c, 'intended', at)?.[0] : next.card;
    step(c, '46B', 'exception-applied', meant ? 'intended-ruff' : 'intended-unknown-none', meant ? { card: meant } : undefined);
    return meant;
  }
  step(c, '46B', verdict === undefined ? 'applies' : 'exception-refused', verdict === undefined ? 'needs-intention' : 'ruff-not-incontrovertible');
  if (next) {
    step(c, '46B4', 'applies', 'designated-after', { card: next.card });
    return next.card;
  }
  designateOption(c, { kind: 'void', law: '46B4', named: '' });
  return undefined;
}
