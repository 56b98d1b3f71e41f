/**
 * Editing an incident in the ruling calculator: the controls each fact offers (cards limited to
 * what the hand holds in the diagram), the fact rebuilt from the reader's choices, and a strict
 * check of edited facts and findings that come from outside (the URL hash). Pure data in, data
 * out; the <ruling-calculator> island renders the controls and reads them back.
 */
import { isSeat, partnerOf, RANKS, SEATS, SUITS, type Card, type PlayedCard, type Seat } from '../bridge/index.ts';
import { holds, knownCards, type Board } from '../rulings/board.ts';
import type { Choice, Control } from './edit-control.ts';

import { editPenaltyEvent, isPenaltyEvent, penaltyControls, validPenaltyEvent } from './edit-penalty.ts';
import { editLeadEvent, isLeadEvent, leadControls, validLeadEvent } from './edit-leads.ts';
import { controlAreas } from './edit-control.ts';
import { editRevokeEvent, isRevokeEvent, revokeControls, validRevokeEvent } from './edit-revokes.ts';
import { showCard } from '../rulings/explain.ts';
import { FINDINGS } from '../rulings/findings.ts';
import { EDITIONS, type Edition, type IncidentEvent, type Judgement, type Ruling, type Says } from '../rulings/types.ts';

export type { Choice, Control } from './edit-control.ts';
export { FINDINGS };

/** What a player did with a card of his own hand (the event type; `unnamed`: dummy placed a card not named). */
export const ACTS = ['play', 'unnamed', 'expose', 'drop', 'withdraw'] as const;
/**
 * What declarer's words were: a card, a suit only, a rank only, "high", "low", "win it", "play
 * anything"; pointing at a card or a suit, "run the suit", "from the top", "… and the rest", "ruff".
 */
export const WORDS = ['card', 'suit', 'rank', 'high', 'low', 'win', 'anything', 'point', 'run', 'top', 'rest', 'ruff'] as const;
/** Words that go on at later tricks, and when they were said (`earlier`: at an earlier trick, still running). */
const ONGOING = ['run', 'top', 'rest'];
const GIVEN = ['', 'earlier'];
export const POSITIONS = [
  'on-table',
  'held-near-table',
  'held-horizontal',
  'held-nearly-horizontal',
  'horizontal-attached-to-hand',
  'held-before-face',
  'shown',
] as const;
/** Who saw a held card, as the facts say ('' when they do not: the director's finding decides). */
export const SEEN = ['', 'partner', 'all-others', 'opponents'] as const;
const DESIGNATE_KINDS = ['designation', 'correction', 'clarification', 'repetition'];
const STATEMENT_KINDS = ['intended', 'undecided-between', 'mistake', 'apology', 'query', 'claim'];
const KINDS: Record<string, readonly string[]> = { designate: DESIGNATE_KINDS, statement: STATEMENT_KINDS };
const PURPOSES = ['', 'arrange', 'reach'];
const HAND = ['play', 'expose', 'drop', 'withdraw'];

type Get = (key: string) => string | null;
const keyed = (key: string, xs: readonly string[], value: string): Control => ({
  key,
  options: xs.map((v) => ({ v, k: `calc.${key}.${v || 'none'}` })),
  value,
});
const cardChoices = (cards: readonly string[]): Choice[] => [...new Set(cards)].map((v) => (v === '?' ? { v, k: 'calc.card.unknown' } : { v, t: showCard(v) }));
/** How many cards a statement names: two it is undecided between, one intended or mistaken for, else none. */
const cardCount = (kind: string) => (kind === 'undecided-between' ? 2 : kind === 'intended' || kind === 'mistake' ? 1 : 0);
const isHand = (e: IncidentEvent): e is Extract<IncidentEvent, { type: 'play' | 'expose' | 'drop' | 'withdraw' }> => HAND.includes(e.type);
const family = (type: string) => (HAND.includes(type) ? 'hand' : type);

/** How a hand event is shown in the act control. */
export const actOf = (e: IncidentEvent): string => (e.type === 'play' && e.unnamed ? 'unnamed' : e.type);

/** The words control's value for what declarer said. */
export function wordsOf(s: Says): string {
  if (s.pointsAt !== undefined) return 'point';
  if (s.ruff) return 'ruff';
  if (s.run !== undefined) return 'run';
  if (s.fromTop) return 'top';
  if (s.rest) return 'rest';
  if (s.card || (s.suit && s.rank)) return 'card';
  if (s.anything) return 'anything';
  return s.size ?? (s.rank ? 'rank' : 'suit');
}

/** The seen control's value for a held card's witnesses. */
export function seenOf(e: Extract<IncidentEvent, { type: 'expose' }>): string {
  const by = e.seenBy ?? [];
  return by.includes(partnerOf(e.seat)) ? 'partner' : by.includes('all-others') ? 'all-others' : by.length > 0 ? 'opponents' : '';
}

/** A card the seat is known not to hold (the one named, when it is such a card), for 46B4. */
export function notHeld(b: Board, seat: Seat, named?: string): Card | undefined {
  if (named && holds(b, seat, named as PlayedCard) === false) return named as Card;
  for (const s of SUITS) for (const r of RANKS) if (holds(b, seat, `${s}${r}`) === false) return `${s}${r}`;
  return undefined;
}

/** The cards the seat holds in the diagram, with the current card when it is not among them. */
export function cardsOf(b: Board, seat: Seat, current?: string): string[] {
  const cards: string[] = knownCards(b, seat);
  return current && !cards.includes(current) ? [...cards, current] : cards;
}

/** Whose cards a fact is about: dummy's for declarer's words, touches, requests and his statements of intention. */
function cardSeat(b: Board, e: IncidentEvent, events: readonly IncidentEvent[]): Seat {
  if (e.type === 'designate' || e.type === 'touch' || e.type === 'request') return b.dummy;
  const seat = 'seat' in e ? (e.seat as Seat) : b.declarer;
  return e.type === 'statement' && seat === b.declarer && events.some((x) => x.type === 'designate') ? b.dummy : seat;
}

/**
 * The controls of one fact (`booklet`: the fact as the booklet has it, whose card stays on offer); none for facts that are only the order of events (a pause, dummy's
 * reaction, a call to the director) or the diagram's own facts (`holds`). `edition`: the code the ruling is made
 * under — a control offers only what can happen under it (47E1: who may accept a lead).
 * @example controls(board, { type: 'touch', seat: 'S', card: 'HJ', hand: 'N' }, events).map((c) => c.key) // ['card', 'purpose']
 */
export function controls(b: Board, e: IncidentEvent, events: readonly IncidentEvent[], booklet: IncidentEvent = e, edition: Edition = 2007): Control[] {
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  if (isPenaltyEvent(e)) return penaltyControls(b, e);
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  if (isLeadEvent(e)) return leadControls(b, e, events, edition);
  // ── areas loaded by their facts (65–67, areas.ts): before the revokes, whose attention fact they may take ──
  const lazy = controlAreas.find((a) => a.is(e, events));
  if (lazy) return lazy.controls(b, e, events);
  // ── revokes (61–64) ──
  if (isRevokeEvent(e)) return revokeControls(e);
  const seat = cardSeat(b, e, events);
  const card = (value: string, key = 'card', extra: string[] = []): Control => ({ key, options: cardChoices([...cardsOf(b, seat, value), ...extra]), value });
  const out: Control[] = [];
  if (e.type === 'designate') {
    const words = wordsOf(e.says);
    out.push(keyed('kind', DESIGNATE_KINDS, e.kind), keyed('words', WORDS, words));
    const ranks = (value: string): Control => ({ key: 'rank', options: [{ v: '', t: '—' }, ...RANKS.map((r) => ({ v: r, t: r === 'T' ? '10' : r }))], value });
    // ── designations and dummy's cards (45C3–C4, 46) ──
    if (words === 'point')
      out.push(
        {
          key: 'point',
          options: cardChoices([...cardsOf(b, b.dummy, e.says.pointsAt?.length === 2 ? e.says.pointsAt : undefined), ...SUITS]),
          value: e.says.pointsAt ?? '',
        },
        ranks(e.says.rank ?? ''),
      );
    else if (words === 'ruff') out.push(ranks(e.says.rank ?? ''));
    else if (words === 'run') out.push({ key: 'suit', options: cardChoices(SUITS), value: e.says.run ?? 'S' });
    else if (words === 'top') out.push({ key: 'suit', options: [{ v: '', t: '—' }, ...cardChoices(SUITS)], value: e.says.suit ?? '' });
    else if (words === 'rest')
      out.push({ key: 'card', options: [{ v: '', t: '—' }, ...cardChoices(cardsOf(b, b.dummy, e.says.card))], value: e.says.card ?? '' });
    if (ONGOING.includes(words)) out.push(keyed('given', GIVEN, e.earlier ? 'earlier' : ''));
    if (['point', 'ruff', 'run', 'top', 'rest'].includes(words)) return out;
    if (words === 'card') {
      const named = e.says.card ?? `${e.says.suit}${e.says.rank}`;
      const lack = notHeld(b, b.dummy, named);
      out.push({
        key: 'card',
        options: [...cardChoices(cardsOf(b, b.dummy, named === lack ? '' : named)), ...(lack ? [{ v: lack, t: showCard(lack), k: 'calc.card.notHeld' }] : [])],
        value: named,
      });
    } else if (words === 'rank') out.push({ key: 'rank', options: RANKS.map((r) => ({ v: r, t: r === 'T' ? '10' : r })), value: e.says.rank ?? 'A' });
    else if (words !== 'anything')
      out.push({ key: 'suit', options: [...(words === 'suit' ? [] : [{ v: '', t: '—' }]), ...cardChoices(SUITS)], value: e.says.suit ?? '' });
  } else if (isHand(e)) {
    const acts = ACTS.filter((a) => a !== 'unnamed' || e.seat === b.dummy || actOf(e) === a);
    out.push(
      { key: 'seat', options: SEATS.map((v) => ({ v, k: `deal.seat.${v}` })), value: e.seat },
      keyed('act', acts, actOf(e)),
      card(e.card, 'card', [('card' in booklet ? booklet.card : undefined) ?? '?', '?']),
    );
    if (e.type === 'play') out.push(keyed('trick', ['', 'next'], e.trick ?? ''));
    if (e.type === 'expose') out.push(keyed('position', POSITIONS, e.position), keyed('seen', SEEN, seenOf(e)));
  } else if (e.type === 'touch') out.push(card(e.card), keyed('purpose', PURPOSES, e.purpose ?? ''));
  else if (e.type === 'request') out.push(card(e.card));
  else if (e.type === 'statement') {
    out.push(keyed('says', STATEMENT_KINDS, e.kind));
    for (let i = 0; i < cardCount(e.kind); i++) out.push(card(e.cards?.[i] ?? cardsOf(b, seat)[i] ?? '?', `card${i || ''}`));
  }
  return out;
}

/**
 * A fact rebuilt from the reader's choices (`get(key)`: the control's value, null when it is not
 * shown): fields without a control are kept; a card the new seat does not hold becomes one it does.
 * @example editEvent(board, { type: 'play', seat: 'E', card: 'D9' }, events, (k) => (k === 'act' ? 'drop' : null))
 * // { type: 'drop', seat: 'E', card: 'D9' }
 */
export function editEvent(b: Board, e: IncidentEvent, events: readonly IncidentEvent[], get: Get): IncidentEvent {
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  if (isPenaltyEvent(e)) return editPenaltyEvent(b, e, get);
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  if (isLeadEvent(e)) return editLeadEvent(b, e, get);
  // ── areas loaded by their facts (65–67, areas.ts) ──
  const lazy = controlAreas.find((a) => a.is(e, events));
  if (lazy) return lazy.edit(b, e, events, get);
  // ── revokes (61–64) ──
  if (isRevokeEvent(e)) return editRevokeEvent(e, get);
  const pick = <T extends string>(key: string, now: T): T => (get(key) ?? now) as T;
  if (e.type === 'designate') {
    const words = pick('words', wordsOf(e.says));
    const was = e.says.card ?? (e.says.suit && e.says.rank ? `${e.says.suit}${e.says.rank}` : undefined);
    const suit = (get('suit') ?? e.says.suit ?? e.says.run ?? was?.[0] ?? '') as Says['suit'];
    let says: Says;
    // ── designations and dummy's cards (45C3–C4, 46) ──
    const rank = get('rank') ?? e.says.rank ?? '';
    const own = (get('card') ?? e.says.card ?? '') as Card | '';
    if (words === 'point')
      says = { pointsAt: (get('point') || e.says.pointsAt || was || cardsOf(b, b.dummy)[0] || 'S') as Card, ...(rank ? { rank: rank as Says['rank'] } : {}) };
    else if (words === 'ruff') says = { ruff: true, ...(rank ? { rank: rank as Says['rank'] } : {}) };
    else if (words === 'run') says = { run: (get('suit') || e.says.run || e.says.suit || was?.[0] || 'S') as Says['suit'] & string };
    else if (words === 'top') says = { fromTop: true, ...(suit ? { suit } : {}) };
    else if (words === 'rest') says = { rest: true, ...(own ? { card: own } : {}) };
    else if (words === 'card') says = { card: (get('card') || was || cardsOf(b, b.dummy)[0] || 'SA') as Card };
    else if (words === 'rank') says = { rank: (get('rank') || e.says.rank || (was?.[1] as Says['rank']) || 'A') as Says['rank'] & string };
    else if (words === 'anything') says = { anything: true };
    else if (words === 'suit') says = { suit: suit || 'S' };
    else says = { size: words as 'high', ...(suit ? { suit } : {}) };
    const { earlier: _e, ...rest } = e;
    const earlier = ONGOING.includes(words) && pick('given', e.earlier ? 'earlier' : '') === 'earlier';
    return { ...rest, kind: pick('kind', e.kind), says, ...(earlier ? { earlier: true as const } : {}) };
  }
  if (e.type === 'touch' || e.type === 'request') {
    const purpose = e.type === 'touch' ? pick('purpose', e.purpose ?? '') : '';
    const { purpose: _p, ...rest } = e as { purpose?: string };
    return { ...(rest as IncidentEvent), card: pick('card', e.card), ...(purpose ? { purpose } : {}) } as IncidentEvent;
  }
  if (e.type === 'statement') {
    const kind = pick('says', e.kind);
    const all = cardsOf(b, cardSeat(b, e, events));
    const { cards: _c, ...rest } = e;
    const cards = [get('card') ?? e.cards?.[0] ?? all[0], get('card1') ?? e.cards?.[1] ?? all[1]].slice(0, cardCount(kind)).filter(Boolean) as Card[];
    return { ...rest, kind, ...(cards.length > 0 ? { cards } : {}) };
  }
  if (!isHand(e)) return e;
  const seat = pick('seat', e.seat);
  const act = pick('act', actOf(e));
  let card = pick('card', e.card);
  if (seat !== e.seat && card !== '?' && holds(b, seat, card) === false) card = (knownCards(b, seat)[0] ?? '?') as PlayedCard;
  const type = act === 'unnamed' ? 'play' : act;
  const same = type === e.type ? (e as Record<string, unknown>) : { type };
  const out: Record<string, unknown> = { ...same, seat, card };
  delete out.unnamed;
  if (act === 'unnamed') out.unnamed = true;
  if (type === 'play') {
    delete out.trick;
    if (pick('trick', 'trick' in e ? (e.trick ?? '') : '') === 'next') out.trick = 'next';
  }
  if (type === 'expose') {
    const old = e.type === 'expose' ? e : undefined;
    out.position = pick('position', old?.position ?? 'held-near-table');
    const seen = get('seen') ?? (old ? seenOf(old) : '');
    if (!old || seen !== seenOf(old) || seat !== old.seat) {
      delete out.seenBy;
      delete out.partnerSaw;
      if (seen) out.seenBy = [seen === 'partner' ? partnerOf(seat) : seen];
    }
  }
  return out as unknown as IncidentEvent;
}

// Strict checks of outside data: known keys, allowed values, nothing else.
const isCardText = (v: unknown) => typeof v === 'string' && /^(\?|[SHDC][AKQJT2-9?])$/.test(v);
const oneOf = (xs: readonly unknown[]) => (v: unknown) => xs.includes(v);
const listOf = (f: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.length <= 13 && v.every(f);
const seatOk = oneOf(SEATS);
/** A whole card named in a designation (no `?`). */
const isDesignatedCard = (v: unknown) => isCardText(v) && !String(v).includes('?');
const SAYS: Record<string, (v: unknown) => boolean> = {
  suit: oneOf(SUITS),
  rank: oneOf(RANKS),
  size: oneOf(['high', 'low', 'win']),
  anything: oneOf([true]),
  card: isDesignatedCard,
  // ── designations and dummy's cards (45C3–C4, 46) ──
  pointsAt: (v) => oneOf(SUITS)(v) || (isCardText(v) && String(v).length === 2 && !String(v).includes('?')),
  run: oneOf(SUITS),
  fromTop: oneOf([true]),
  rest: oneOf([true]),
  ruff: oneOf([true]),
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Words of a designation from outside: a suit, a rank, a card, a size, "anything", pointing, an instruction for several tricks or "ruff", nothing else. */
export const validSays = (w: unknown): w is Says => isObj(w) && Object.entries(w).every(([k, v]) => SAYS[k]?.(v) === true);
// What the controls can change; any other field must be the booklet's own.
const FIELDS: Record<string, (v: unknown) => boolean> = {
  type: oneOf(HAND),
  seat: seatOk,
  card: isCardText,
  cards: listOf(isCardText),
  says: validSays,
  trick: oneOf(['next']),
  unnamed: oneOf([true]),
  earlier: oneOf([true]),
  purpose: oneOf(PURPOSES),
  position: oneOf(POSITIONS),
  seenBy: listOf(oneOf([...SEATS, 'all-others', 'opponents'])),
};

/**
 * Is `e` a fact that may stand in place of the booklet's fact `base`: the same kind of fact
 * (a card from the hand may become another act), what a control sets with a value it offers,
 * every other field as the booklet has it?
 */
export function validEvent(e: unknown, base: IncidentEvent, events: readonly IncidentEvent[] = [base]): e is IncidentEvent {
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  if (isPenaltyEvent(base)) return validPenaltyEvent(e, base);
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  if (isLeadEvent(base)) return validLeadEvent(e, base);
  // ── areas loaded by their facts (65–67, areas.ts) ──
  const lazy = controlAreas.find((a) => a.is(base, events));
  if (lazy) return lazy.valid(e, base);
  // ── revokes (61–64) ──
  if (isRevokeEvent(base)) return validRevokeEvent(e, base);
  const same = (k: string, v: unknown) => JSON.stringify(v) === JSON.stringify((base as unknown as Record<string, unknown>)[k]);
  return (
    isObj(e) &&
    family(String(e.type)) === family(base.type) &&
    Object.entries(e).every(([k, v]) => same(k, v) || (k === 'kind' ? KINDS[base.type]?.includes(v as string) : FIELDS[k]?.(v)) === true)
  );
}

/** Findings from outside: known keys with allowed values only; `intended` a list of cards; `byFact` such findings per fact index. */
export function validFindings(j: unknown, facts = 0, top = true): j is Judgement {
  const one = (k: string, v: unknown) =>
    FINDINGS[k]?.includes(v as string) ||
    (k === 'intended' && listOf(isDesignatedCard)(v)) ||
    (k === 'tricksAfter' && listOf(isSeat)(v)) ||
    (k === 'kept' && isDesignatedCard(v) && String(v).length === 2);
  return (
    isObj(j) &&
    Object.entries(j).every(
      ([k, v]) =>
        one(k, v) ||
        (top && k === 'byFact' && isObj(v) && Object.entries(v).every(([i, f]) => /^\d+$/.test(i) && Number(i) < facts && validFindings(f, 0, false))),
    )
  );
}

/**
 * The findings once facts have changed. A finding judges the facts it was asked about
 * (`judges`, from the ruling on the old facts): when such a fact changes, the booklet's finding
 * about it no longer applies and is cleared, so the director decides it again for the new facts.
 * The reader's own findings (per fact, or a value other than the booklet's) stay, shown as the
 * reader's ({@link isOwnFinding}); findings about the incident as a whole stay. `reset` says
 * whether any finding was cleared.
 * @example findingsAfterEdit({ intention: 'incontrovertible' }, { intention: [0] }, [a], [b], { intention: 'incontrovertible' }) // { j: {}, reset: true }
 */
export function findingsAfterEdit(
  j: Judgement,
  judges: Ruling['judges'],
  before: readonly IncidentEvent[],
  after: readonly IncidentEvent[],
  booklet: Judgement = {},
): { j: Judgement; reset: boolean } {
  const out: Record<string, unknown> = { ...j };
  let reset = false;
  after.forEach((e, i) => {
    if (JSON.stringify(e) === JSON.stringify(before[i])) return;
    for (const [k, facts] of Object.entries(judges)) {
      if (!facts?.includes(i) || out[k] === undefined || isOwnFinding(j, booklet, k)) continue;
      delete out[k];
      reset = true;
    }
  });
  return { j: out as Judgement, reset };
}

/**
 * Is the finding `key` (about fact `fact`, when given) the reader's own rather than the booklet's:
 * set for that fact alone, or set to another value than the booklet's?
 * @example isOwnFinding({ intention: 'incontrovertible' }, { intention: 'not-incontrovertible' }, 'intention') // true
 */
export function isOwnFinding(j: Judgement, booklet: Judgement, key: string, fact?: number): boolean {
  const get = (x: object | undefined) => JSON.stringify((x as Record<string, unknown> | undefined)?.[key]);
  if (fact !== undefined && j.byFact?.[fact] !== undefined && get(j.byFact[fact]) !== undefined) return true;
  return get(j) !== undefined && get(j) !== get(booklet);
}

/** The calculator's state: scenario, whose findings, the findings, the facts as edited, the code (2007 when absent). */
export interface CalcState {
  readonly s: string;
  readonly b: 'director' | 'appeal';
  readonly j: Judgement;
  readonly e: readonly IncidentEvent[];
  readonly c?: Edition;
}
/** The hash prefix of a calculator state. */
export const PREFIX = '#calc=';

/**
 * The state in a URL hash: undefined when there is none, 'invalid' when it cannot be used (never
 * thrown). `base(s, b)` gives the booklet's facts of a scenario, undefined for an unknown one.
 * (The first form, `w` with declarer's words only, is no longer read: it is reported as invalid.)
 * @example readState('#calc=%7B%7D', () => []) // 'invalid'
 */
export function readState(hash: string, base: (s: unknown, b: unknown) => readonly IncidentEvent[] | undefined): CalcState | 'invalid' | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    if (hash.length > 8000) return 'invalid';
    const v: unknown = JSON.parse(decodeURIComponent(hash.slice(PREFIX.length)));
    if (!isObj(v) || (v.b !== 'director' && v.b !== 'appeal')) return 'invalid';
    const facts = base(v.s, v.b);
    if (!facts || !validFindings(v.j, facts.length)) return 'invalid';
    const e = v.e;
    if (!Array.isArray(e) || e.length !== facts.length || !e.every((x, i) => validEvent(x, facts[i] as IncidentEvent, facts))) return 'invalid';
    if (v.c !== undefined && !(EDITIONS as readonly unknown[]).includes(v.c)) return 'invalid';
    return { s: v.s as string, b: v.b, j: v.j, e: e as IncidentEvent[], ...(v.c !== undefined ? { c: v.c as Edition } : {}) };
  } catch {
    return 'invalid';
  }
}
