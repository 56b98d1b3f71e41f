/**
 * Calculator controls for the facts of the leads laws (47E, 53–58): a statement accepting or
 * refusing a lead out of turn, a spread hand, "it is your lead", an explanation and its
 * correction, cards played together, dummy's suggestion. Each fact's controls, the fact rebuilt
 * from the reader's choices, and the strict check of such a fact coming from a URL hash. The
 * first control of each fact is never `seat` (the calculator titles a fact whose first control
 * is `seat` as a card from a hand).
 */
import { nextSeat, partnerOf, SEATS, type PlayedCard, type Seat } from '../bridge/index.ts';
import { holds, knownCards, type Board } from '../rulings/board.ts';
import type { Choice, Control } from './edit-control.ts';
import { showCard } from '../rulings/explain.ts';
import { isLeadEventType } from '../rulings/leads/input-leads.ts';
import type { Edition, IncidentEvent } from '../rulings/types.ts';

type LeadEvent = Extract<IncidentEvent, { type: 'accept-lead' | 'refuse-lead' | 'spread' | 'told-to-lead' | 'explanation' | 'simultaneous' | 'suggest' }>;

/** Is this a fact of the leads laws? */
export const isLeadEvent = (e: IncidentEvent): e is LeadEvent => isLeadEventType(e.type);

const seats = (key: string, value: string, only: readonly Seat[] = SEATS): Control => ({ key, options: only.map((v) => ({ v, k: `deal.seat.${v}` })), value });
const keyed = (key: string, xs: readonly string[], value: string): Control => ({
  key,
  options: xs.map((v) => ({ v, k: `calc.${key.replace(/\d/, '')}.${v || 'none'}` })),
  value,
});
const cardsOf = (b: Board, seat: Seat, current?: string): string[] => {
  const cards: string[] = knownCards(b, seat);
  return current && !cards.includes(current) ? [...cards, current] : cards;
};
const cardControl = (b: Board, seat: Seat, key: string, value: string, extra: readonly Choice[] = []): Control => ({
  key,
  options: [...extra, ...[...new Set([...cardsOf(b, seat, value), '?'])].map((v) => (v === '?' ? { v, k: 'calc.card.unknown' } : { v, t: showCard(v) }))],
  value,
});

/**
 * Who may accept the lead out of turn a statement (fact `at`) answers, when 47E1 limits it: the
 * lead (the last card before the statement) was made because an opponent told the leader it was
 * his lead. Then only the leader's opponents other than his left-hand one (for dummy, declarer)
 * may accept it (2007), and no one (2017: it is taken back). Undefined when 47E1 does not apply.
 */
export function acceptors(b: Board, events: readonly IncidentEvent[], at: number, edition: Edition = 2007): Seat[] | undefined {
  const before = events.slice(0, Math.max(0, at));
  const lead = before.findLast(
    (e): e is Extract<IncidentEvent, { type: 'play' | 'designate' }> => (e.type === 'play' && e.attempted !== true) || e.type === 'designate',
  );
  if (lead === undefined) return undefined;
  const leadAt = before.lastIndexOf(lead);
  const seat = lead.type === 'designate' ? b.dummy : lead.seat;
  const actor = (s: Seat): Seat => (s === b.dummy ? b.declarer : s);
  const ours = (s: Seat) => actor(s) === actor(seat) || actor(s) === actor(partnerOf(seat));
  const told = before.slice(0, leadAt).findLast((e) => e.type === 'told-to-lead' && actor(e.to) === actor(seat));
  if (told?.type !== 'told-to-lead' || ours(told.seat)) return undefined;
  if (edition === 2017) return [];
  const barred = actor(nextSeat(seat));
  return [...new Set(SEATS.filter((s) => !ours(s)).map(actor))].filter((s) => s !== barred);
}

/**
 * The controls of a fact of the leads laws.
 * @example leadControls(board, { type: 'told-to-lead', seat: 'N', to: 'W' }).map((c) => c.key) // ['teller', 'to']
 */
export function leadControls(b: Board, e: LeadEvent, events: readonly IncidentEvent[] = [e], edition: Edition = 2007): Control[] {
  switch (e.type) {
    case 'accept-lead':
    case 'refuse-lead': {
      // 47E1: acceptance is offered only to who may accept (the fact's own value stays on offer).
      const may = acceptors(b, events, events.indexOf(e), edition);
      const accept = may === undefined || may.includes(e.seat) || e.type === 'accept-lead';
      const players = e.type === 'accept-lead' && may !== undefined ? [...new Set([e.seat, ...may])] : SEATS;
      return [
        keyed('choice', accept ? ['accept-lead', 'refuse-lead'] : ['refuse-lead'], e.type),
        seats(
          'player',
          e.seat,
          SEATS.filter((s) => players.includes(s)),
        ),
      ];
    }
    case 'spread':
      return [seats('hand', e.seat, [b.declarer, b.dummy]), cardControl(b, e.seat, 'exposed', e.cards?.[0] ?? '', [{ v: '', k: 'calc.exposed.none' }])];
    case 'told-to-lead':
      return [seats('teller', e.seat), seats('to', e.to)];
    case 'explanation':
      return [keyed('explanation', ['mistaken', 'corrected'], e.kind), seats('explainer', e.seat)];
    case 'simultaneous':
      return e.plays.flatMap((p, i) => {
        const n = i === 0 ? '' : String(i);
        return [seats(`player${n}`, p.seat), cardControl(b, p.seat, `card${n}`, p.card), keyed(`face${n}`, ['', 'down'], p.faceDown ? 'down' : '')];
      });
    case 'suggest':
      return [cardControl(b, b.dummy, 'card', e.card)];
  }
}

/** A card the seat holds: the chosen one, or (when the seat changed and does not hold it) its first known card. */
const heldCard = (b: Board, seat: Seat, card: string): PlayedCard =>
  card !== '?' && holds(b, seat, card as PlayedCard) === false ? ((knownCards(b, seat)[0] ?? '?') as PlayedCard) : (card as PlayedCard);

/**
 * A fact of the leads laws rebuilt from the reader's choices (`get(key)`: the control's value,
 * null when it is not shown).
 * @example editLeadEvent(board, { type: 'accept-lead', seat: 'S' }, (k) => (k === 'choice' ? 'refuse-lead' : null)) // { type: 'refuse-lead', seat: 'S' }
 */
export function editLeadEvent(b: Board, e: LeadEvent, get: (key: string) => string | null): IncidentEvent {
  const pick = <T extends string>(key: string, now: T): T => (get(key) ?? now) as T;
  switch (e.type) {
    case 'accept-lead':
    case 'refuse-lead':
      return { type: pick('choice', e.type), seat: pick('player', e.seat) };
    case 'spread': {
      const seat = pick('hand', e.seat);
      const card = get('exposed') ?? e.cards?.[0] ?? '';
      const held = card === '' ? '' : heldCard(b, seat, card);
      return { type: 'spread', seat, ...(held && held !== '?' ? { cards: [held as never] } : {}) };
    }
    case 'told-to-lead':
      return { type: 'told-to-lead', seat: pick('teller', e.seat), to: pick('to', e.to) };
    case 'explanation':
      return { type: 'explanation', seat: pick('explainer', e.seat), kind: pick('explanation', e.kind) };
    case 'simultaneous':
      return {
        type: 'simultaneous',
        plays: e.plays.map((p, i) => {
          const n = i === 0 ? '' : String(i);
          const seat = pick(`player${n}`, p.seat);
          const card = heldCard(b, seat, pick(`card${n}`, p.card));
          return { seat, card, ...(pick(`face${n}`, p.faceDown ? 'down' : '') === 'down' ? { faceDown: true as const } : {}) };
        }),
      };
    case 'suggest':
      return { type: 'suggest', seat: e.seat, card: pick('card', e.card) };
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCardText = (v: unknown) => typeof v === 'string' && /^(\?|[SHDC][AKQJT2-9?])$/.test(v);
const isSeat = (v: unknown) => SEATS.includes(v as Seat);
const FAMILY: Record<string, string> = { 'accept-lead': 'lead-choice', 'refuse-lead': 'lead-choice' };
const familyOf = (t: unknown) => FAMILY[String(t)] ?? String(t);

/**
 * Is `e` (from outside: a URL hash) a fact that may stand in place of the fact `base`: the same
 * kind of fact, every field one a control sets, with a value it may take?
 */
export function validLeadEvent(e: unknown, base: IncidentEvent): e is IncidentEvent {
  if (!isObj(e) || familyOf(e.type) !== familyOf(base.type)) return false;
  const ok: Record<string, (v: unknown) => boolean> = {
    type: (v) => familyOf(v) === familyOf(base.type),
    seat: isSeat,
    to: isSeat,
    kind: (v) => v === 'mistaken' || v === 'corrected',
    card: isCardText,
    cards: (v) => Array.isArray(v) && v.length <= 13 && v.every((c) => isCardText(c) && c !== '?'),
    plays: (v) =>
      Array.isArray(v) &&
      v.length >= 2 &&
      v.length <= 13 &&
      v.every(
        (p) =>
          isObj(p) &&
          isSeat(p.seat) &&
          isCardText(p.card) &&
          (p.faceDown === undefined || p.faceDown === true) &&
          Object.keys(p).every((k) => ['seat', 'card', 'faceDown'].includes(k)),
      ),
  };
  return Object.entries(e).every(([k, v]) => ok[k]?.(v) === true);
}
