/**
 * Calculator controls for the facts of penalty cards, exposed cards and outside agency: declarer's
 * choice (`choose`), several cards shown (`show`), a card exposed by someone else (`expose` with
 * `by`). The same shape as edit.ts: controls of a fact, the fact rebuilt from them, a strict check
 * of such a fact from outside. edit.ts hands these facts over with one line each.
 */
import { SEATS, SUITS, type Card, type PlayedCard, type Seat, type Suit } from '../bridge/index.ts';
import { knownCards, type Board } from '../rulings/board.ts';
import type { Control } from './edit-control.ts';
import { showCard } from '../rulings/explain.ts';
import { AGENTS, CHOICES, SHOWN } from '../rulings/exposed/input-penalty.ts';
import { isExposedBy } from '../rulings/exposed/outside-agency.ts';
import type { ChooseEvent, ExposedByEvent, IncidentEvent, ShowEvent } from '../rulings/types.ts';

/** A fact of this area. */
export type PenaltyEvent = ChooseEvent | ShowEvent | ExposedByEvent;
const AFTER = ['', 'opening-lead-out-of-turn'];

type Get = (key: string) => string | null;

/** Is the fact one of this area's? */
export const isPenaltyEvent = (e: IncidentEvent): e is PenaltyEvent => e.type === 'choose' || e.type === 'show' || isExposedBy(e);

const keyed = (key: string, xs: readonly string[], value: string): Control => ({
  key,
  options: xs.map((v) => ({ v, k: `calc.${key}.${v || 'none'}` })),
  value,
});
const seatControl = (value: Seat): Control => ({ key: 'seat', options: SEATS.map((v) => ({ v, k: `deal.seat.${v}` })), value });
const cardControl = (cards: readonly string[], value: string): Control => ({
  key: 'card',
  options: [...new Set([...cards, value, '?'])].map((v) => (v === '?' ? { v, k: 'calc.card.unknown' } : { v, t: showCard(v) })),
  value,
});
/** Choices that name a suit, and choices that name a card. */
const withSuit = (o: string) => o === 'require-lead' || o === 'forbid-lead';
const withCard = (o: string) => o === 'designate' || o === 'require-penalty-card';

/**
 * The controls of a fact of this area (the first control's key names the fact in the calculator:
 * `option` for a choice, `shown` for cards shown, `agent` for a card exposed by someone else).
 * @example penaltyControls(board, { type: 'choose', by: 'S', option: 'require-lead', suit: 'S' }).map((c) => c.key) // ['option', 'suit']
 */
export function penaltyControls(b: Board, e: PenaltyEvent): Control[] {
  if (e.type === 'choose') {
    const out = [keyed('option', CHOICES, e.option)];
    if (withSuit(e.option))
      out.push({
        key: 'suit',
        options: [...(e.option === 'forbid-lead' ? [{ v: '', t: '—' }] : []), ...SUITS.map((v) => ({ v, t: showCard(v) }))],
        value: e.suit ?? '',
      });
    if (withCard(e.option))
      out.push(
        cardControl(
          b.penaltyCards.map((p) => p.card),
          e.card ?? '?',
        ),
      );
    return out;
  }
  if (e.type === 'show') {
    const out = [keyed('shown', SHOWN, e.position), seatControl(e.seat)];
    if (e.position === 'faced' && e.seat === b.declarer) out.push(keyed('after', AFTER, e.after ?? ''));
    return out;
  }
  return [keyed('agent', AGENTS, e.by), seatControl(e.seat), cardControl(knownCards(b, e.seat), e.card)];
}

/**
 * The fact rebuilt from the controls' values (`get(key)`: null when the control is not shown);
 * fields without a control are kept.
 * @example editPenaltyEvent(board, { type: 'expose', seat: 'E', card: 'SK', by: 'director' }, (k) => (k === 'agent' ? 'opponent' : null)).by // 'opponent'
 */
export function editPenaltyEvent(b: Board, e: PenaltyEvent, get: Get): PenaltyEvent {
  if (e.type === 'choose') {
    const option = (get('option') ?? e.option) as ChooseEvent['option'];
    const suit = (get('suit') ?? e.suit ?? (withSuit(option) && option === 'require-lead' ? 'S' : '')) as Suit | '';
    const card = (get('card') ?? e.card ?? b.penaltyCards[0]?.card ?? '?') as PlayedCard;
    return { type: 'choose', by: e.by, option, ...(withSuit(option) && suit ? { suit } : {}), ...(withCard(option) ? { card } : {}) };
  }
  if (e.type === 'show') {
    const position = (get('shown') ?? e.position) as ShowEvent['position'];
    const seat = (get('seat') ?? e.seat) as Seat;
    const after = position === 'faced' && seat === b.declarer ? (get('after') ?? e.after ?? '') : '';
    const { after: _a, ...rest } = e;
    return { ...rest, seat, position, ...(after ? { after: after as 'opening-lead-out-of-turn' } : {}), ...(seat !== e.seat ? { cards: [] } : {}) };
  }
  const seat = (get('seat') ?? e.seat) as Seat;
  let card = (get('card') ?? e.card) as PlayedCard;
  if (seat !== e.seat && card !== '?' && !knownCards(b, seat).includes(card as Card)) card = (knownCards(b, seat)[0] ?? '?') as PlayedCard;
  return { type: 'expose', seat, card, by: (get('agent') ?? e.by) as ExposedByEvent['by'] };
}

const isCardText = (v: unknown) => typeof v === 'string' && /^(\?|[SHDC][AKQJT2-9?])$/.test(v);
const oneOf = (xs: readonly unknown[]) => (v: unknown) => xs.includes(v);
const FIELDS: Record<string, (v: unknown) => boolean> = {
  option: oneOf(CHOICES),
  suit: oneOf(SUITS),
  card: isCardText,
  seat: oneOf(SEATS),
  position: oneOf(SHOWN),
  after: oneOf(AFTER.filter(Boolean)),
  by: oneOf(AGENTS),
  cards: (v) => Array.isArray(v) && v.length <= 13 && v.every(isCardText),
};

/**
 * Is `e` (from outside, a URL hash) a fact that may stand in place of this area's fact `base`: the
 * same kind of fact, each field either the base's or a value a control offers?
 */
export function validPenaltyEvent(e: unknown, base: PenaltyEvent): boolean {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return false;
  const x = e as Record<string, unknown>;
  if (x.type !== base.type || 'by' in base !== 'by' in x) return false;
  const own = base as unknown as Record<string, unknown>;
  return Object.entries(x).every(
    ([k, v]) => JSON.stringify(v) === JSON.stringify(own[k]) || (k !== 'type' && FIELDS[k]?.(v) === true && !(base.type === 'choose' && k === 'by')),
  );
}
