/**
 * Calculator controls for the facts of the defective trick (67) — and of the arrangement and
 * inspection of tricks (65–66): who acted, what was asked to be seen — : a trick quitted as it stood (no
 * control: it is a point in the order of play) and a second card put on the trick in progress by
 * a seat that had already played to it. A control offers only what can happen at that point of
 * the play: the seats that have a card on the trick in progress, and the cards that seat still
 * holds. The first control is never `seat` (the calculator titles such a fact as a card from a hand).
 */
import type { Card, Seat } from '../bridge/index.ts';
import { showCard } from '../rulings/explain.ts';
import { knownCards, type Board } from '../rulings/board.ts';
import type { Control } from './edit-control.ts';
import { trickAt } from '../rulings/tricks/defective.ts';
import { isDefectiveEventType } from '../rulings/tricks/input-defective.ts';
import { INSPECT_WHAT } from '../rulings/tricks/tricks-arrangement.ts';
import type { IncidentEvent } from '../rulings/types.ts';

/** The defective trick's facts, with the attention drawn to it (its place in the play is all the rule reads). */
type DefectiveEvent = Extract<IncidentEvent, { type: 'quit-trick' | 'extra-card' | 'attention' }>;
const SEATS = ['N', 'E', 'S', 'W'];

/** Is this a fact of the defective trick (or of the arrangement and inspection of tricks, 65–66)? */
export const isDefectiveEvent = (e: IncidentEvent): e is DefectiveEvent | ArrangementEvent => isDefectiveEventType(e.type);

type ArrangementEvent = Extract<IncidentEvent, { type: 'wrong-way' | 'inspect' | 'disturbed' }>;
const seatControl = (key: string, value: string, none = false): Control => ({
  key,
  options: [...(none ? [{ v: '', k: 'calc.who.none' }] : []), ...SEATS.map((v) => ({ v, k: `deal.seat.${v}` }))],
  value,
});
const yesNo = (key: string, on: boolean | undefined): Control => ({
  key,
  options: [
    { v: '', k: 'calc.no' },
    { v: 'yes', k: 'calc.yes' },
  ],
  value: on ? 'yes' : '',
});

/** The controls of a fact of Laws 65–66: who acted, and for an inspection what was asked to be seen and its circumstance. */
function arrangementControls(e: ArrangementEvent): Control[] {
  if (e.type === 'wrong-way') return [seatControl('pointer', e.seat)];
  if (e.type === 'disturbed') return [seatControl('disturber', e.seat)];
  const out: Control[] = [{ key: 'what', options: INSPECT_WHAT.map((v) => ({ v, k: `calc.what.${v}` })), value: e.what }, seatControl('inspector', e.seat)];
  if (e.what === 'current-trick') out.push(yesNo('turned', e.turned));
  if (e.what === 'quitted-trick') out.push(yesNo('director', e.director));
  if (e.what === 'after-play') out.push(seatControl('mixed', e.mixed ?? '', true));
  return out;
}

function editArrangementEvent(e: ArrangementEvent, get: (key: string) => string | null): IncidentEvent {
  if (e.type === 'wrong-way') return { type: 'wrong-way', seat: (get('pointer') ?? e.seat) as Seat };
  if (e.type === 'disturbed') return { type: 'disturbed', seat: (get('disturber') ?? e.seat) as Seat };
  const what = (get('what') ?? e.what) as (typeof INSPECT_WHAT)[number];
  const seat = (get('inspector') ?? e.seat) as Seat;
  const turned = what === 'current-trick' && (get('turned') ?? (e.turned ? 'yes' : '')) === 'yes';
  const director = what === 'quitted-trick' && (get('director') ?? (e.director ? 'yes' : '')) === 'yes';
  const mixed = what === 'after-play' ? (get('mixed') ?? e.mixed ?? '') : '';
  return {
    type: 'inspect',
    seat,
    what,
    ...(turned ? { turned: true } : {}),
    ...(director ? { director: true } : {}),
    ...(mixed ? { mixed: mixed as Seat } : {}),
  };
}

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
export function defectiveControls(b: Board, e: DefectiveEvent | ArrangementEvent, events: readonly IncidentEvent[]): Control[] {
  if (e.type === 'wrong-way' || e.type === 'inspect' || e.type === 'disturbed') return arrangementControls(e);
  if (e.type === 'quit-trick') return [];
  // Attention drawn to a defective trick: who drew it; the revoke timings (64B4, 64B5) are no choice here.
  if (e.type === 'attention') return [seatControl('noticer', e.seat ?? '', true)];
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
export function editDefectiveEvent(
  b: Board,
  e: DefectiveEvent | ArrangementEvent,
  events: readonly IncidentEvent[],
  get: (key: string) => string | null,
): IncidentEvent {
  if (e.type === 'wrong-way' || e.type === 'inspect' || e.type === 'disturbed') return editArrangementEvent(e, get);
  if (e.type === 'quit-trick') return e;
  if (e.type === 'attention') {
    const noticer = (get('noticer') ?? e.seat ?? '') as Seat | '';
    return { type: 'attention', ...(noticer ? { seat: noticer } : {}), ...(e.when ? { when: e.when } : {}) };
  }
  const seat = (get('offender') ?? e.seat) as Seat;
  let card = get('card') ?? e.card;
  const held = before(b, events, events.indexOf(e)).holds(seat);
  if (seat !== e.seat && !held.includes(card as Card)) card = held[0] ?? '?';
  return { type: 'extra-card', seat, card: card as Card };
}

const isCardText = (v: unknown) => typeof v === 'string' && /^(\?|[SHDC][AKQJT2-9?])$/.test(v);

/** Is `e` (from outside: a URL hash) a fact that may stand in place of `base`: the same type, only the fields a control sets? */
export function validDefectiveEvent(e: unknown, base: IncidentEvent): e is IncidentEvent {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return false;
  const x = e as Record<string, unknown>;
  if (x.type !== base.type) return false;
  if (base.type === 'quit-trick') return Object.keys(x).length === 1;
  if (base.type === 'attention')
    return (
      Object.keys(x).every((k) => k === 'type' || k === 'seat' || (k === 'when' && x.when === base.when)) &&
      (x.seat === undefined || SEATS.includes(x.seat as string))
    );
  if (base.type === 'wrong-way' || base.type === 'disturbed')
    return Object.keys(x).every((k) => k === 'type' || k === 'seat') && SEATS.includes(x.seat as string);
  if (base.type === 'inspect')
    return (
      Object.keys(x).every((k) => ['type', 'seat', 'what', 'turned', 'director', 'mixed'].includes(k)) &&
      SEATS.includes(x.seat as string) &&
      (INSPECT_WHAT as readonly unknown[]).includes(x.what) &&
      (x.turned === undefined || (x.turned === true && x.what === 'current-trick')) &&
      (x.director === undefined || (x.director === true && x.what === 'quitted-trick')) &&
      (x.mixed === undefined || (SEATS.includes(x.mixed as string) && x.what === 'after-play'))
    );
  return Object.keys(x).every((k) => k === 'type' || k === 'seat' || k === 'card') && SEATS.includes(x.seat as string) && isCardText(x.card);
}
