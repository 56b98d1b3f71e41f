/**
 * Calculator controls for the facts of the defective trick (67): a trick quitted as it stood (no
 * control: it is a point in the order of play) and a second card put on the trick in progress by
 * a seat that had already played to it. A control offers only what can happen at that point of
 * the play: the seats that have a card on the trick in progress, and the cards that seat still
 * holds. The first control is never `seat` (the calculator titles such a fact as a card from a hand).
 */
import type { Card, Seat } from '../bridge/index.ts';
import { showCard } from './explain.ts';
import { knownCards, type Board } from './board.ts';
import type { Control } from './edit-control.ts';
import { trickAt } from './defective.ts';
import { isDefectiveEventType } from './input-defective.ts';
import type { IncidentEvent } from './types.ts';

type DefectiveEvent = Extract<IncidentEvent, { type: 'quit-trick' | 'extra-card' }>;

/** Is this a fact of the defective trick? */
export const isDefectiveEvent = (e: IncidentEvent): e is DefectiveEvent => isDefectiveEventType(e.type);

/** The seats with a card on the trick in progress before fact `i`, and the cards each seat still holds then. */
function before(b: Board, events: readonly IncidentEvent[], i: number): { seats: readonly string[]; holds: (seat: string) => Card[] } {
  const { trick, played } = trickAt(b, events, i < 0 ? events.length : i);
  return {
    seats: [...new Set(trick.map((p) => p.seat))],
    holds: (seat) => knownCards(b, seat as Seat).filter((c) => !(played.get(seat as Seat) ?? []).includes(c)),
  };
}

/**
 * The controls of a fact of the defective trick.
 * @example defectiveControls(board, { type: 'quit-trick' }, [{ type: 'quit-trick' }]) // []
 */
export function defectiveControls(b: Board, e: DefectiveEvent, events: readonly IncidentEvent[]): Control[] {
  if (e.type === 'quit-trick') return [];
  const at = before(b, events, events.indexOf(e));
  const seats = at.seats.includes(e.seat) ? at.seats : [...at.seats, e.seat];
  const cards = at.holds(e.seat);
  return [
    { key: 'offender', options: seats.map((v) => ({ v, k: `deal.seat.${v}` })), value: e.seat },
    { key: 'card', options: [...cards, ...(cards.includes(e.card as Card) ? [] : [e.card])].map((v) => ({ v, t: showCard(v) })), value: e.card },
  ];
}

/**
 * A fact of the defective trick rebuilt from the reader's choices: a card the new seat does not hold becomes one it does.
 * @example editDefectiveEvent(board, { type: 'quit-trick' }, [], () => null) // { type: 'quit-trick' }
 */
export function editDefectiveEvent(b: Board, e: DefectiveEvent, events: readonly IncidentEvent[], get: (key: string) => string | null): IncidentEvent {
  if (e.type === 'quit-trick') return e;
  const seat = (get('offender') ?? e.seat) as Seat;
  let card = get('card') ?? e.card;
  const held = before(b, events, events.indexOf(e)).holds(seat);
  if (seat !== e.seat && !held.includes(card as Card)) card = held[0] ?? '?';
  return { type: 'extra-card', seat, card: card as Card };
}

const SEATS = ['N', 'E', 'S', 'W'];
const isCardText = (v: unknown) => typeof v === 'string' && /^(\?|[SHDC][AKQJT2-9?])$/.test(v);

/** Is `e` (from outside: a URL hash) a fact that may stand in place of `base`: the same type, only the fields a control sets? */
export function validDefectiveEvent(e: unknown, base: IncidentEvent): e is IncidentEvent {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return false;
  const x = e as Record<string, unknown>;
  if (x.type !== base.type) return false;
  if (base.type === 'quit-trick') return Object.keys(x).length === 1;
  return Object.keys(x).every((k) => k === 'type' || k === 'seat' || k === 'card') && SEATS.includes(x.seat as string) && isCardText(x.card);
}
