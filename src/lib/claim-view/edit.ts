/**
 * Editing a claim statement in the calculator and the tool: the fields each kind of step has,
 * a new step of a kind filled in from the position, a step read back from its controls, and
 * moving or removing a step. `if` steps are built from controls in edit-if.ts (a condition and
 * one step a branch); an `if` with longer branches is kept as stated (shown, moved, removed).
 */
import { STEP_KINDS, type ClaimInput, type StatementStep, type StepKind } from '../claims/types.ts';
import type { Card } from '../bridge/card.ts';
import { SEATS, SUITS, type Seat, type Suit } from '../bridge/vocabulary.ts';

/** A kind of step whose fields the controls edit one by one (an `if` has its own controls, edit-if.ts). */
export type EditableStep = Exclude<StepKind, 'if'>;
/** Kinds of step a reader can add from the controls: every kind of the facts format but `if`. */
export const EDITABLE_STEPS: readonly EditableStep[] = STEP_KINDS.filter((k): k is EditableStep => k !== 'if');

/** A field of a step: its name in the step and what its control offers. */
export interface StepField {
  readonly name: 'cards' | 'suit' | 'from' | 'in' | 'card' | 'count' | 'to' | 'with';
  /** `cards`: several cards as text (`SA SK`); `card`, `suit`, `seat`: a choice; `count`: 1–13. */
  readonly type: 'cards' | 'card' | 'suit' | 'seat' | 'count';
  readonly optional?: boolean;
}

/** The fields of each kind of step. */
export const STEP_FIELDS: Readonly<Record<EditableStep, readonly StepField[]>> = {
  cash: [{ name: 'cards', type: 'cards' }],
  run: [
    { name: 'suit', type: 'suit' },
    { name: 'from', type: 'seat', optional: true },
  ],
  'draw-trumps': [],
  ruff: [
    { name: 'suit', type: 'suit' },
    { name: 'in', type: 'seat' },
  ],
  finesse: [{ name: 'card', type: 'card' }],
  concede: [
    { name: 'suit', type: 'suit', optional: true },
    { name: 'count', type: 'count', optional: true },
  ],
  'top-down': [{ name: 'suit', type: 'suit', optional: true }],
  rest: [],
  lead: [{ name: 'card', type: 'card' }],
  discard: [{ name: 'suit', type: 'suit' }],
  cross: [{ name: 'to', type: 'seat' }],
  'suit-tricks': [
    { name: 'suit', type: 'suit' },
    { name: 'count', type: 'count' },
  ],
};

const isEditable = (k: string): k is EditableStep => (EDITABLE_STEPS as readonly string[]).includes(k);
const partner = (s: Seat): Seat => SEATS[(SEATS.indexOf(s) + 2) % 4] as Seat;

/**
 * The cards of a PBN hand (`AK.Q..T2` → `SA SK HQ CT C2`).
 * @example cardsOfHand('A..K2.') // ['SA', 'DK', 'D2']
 */
export function cardsOfHand(pbn: string): string[] {
  return pbn.split('.').flatMap((ranks, i) => [...ranks].filter((r) => r !== '-').map((r) => `${SUITS[i] ?? 'S'}${r}`));
}

/** The claimer's side: the claimer and his partner (the seats a statement's cards come from). */
export function claimerSide(input: Pick<ClaimInput, 'claim'>): readonly [Seat, Seat] {
  return [input.claim.by, partner(input.claim.by)];
}

/** The cards the claimer's side holds, claimer first. */
export function sideCards(input: Pick<ClaimInput, 'claim' | 'position'>): string[] {
  return claimerSide(input).flatMap((s) => cardsOfHand(input.position.hands[s] ?? ''));
}

/**
 * A new step of a kind, filled in from the position: the claimer's first card, the suit of it,
 * the partner's hand to ruff in or cross to.
 * @example newStep('run', input) // { do: 'run', suit: 'S' }
 */
export function newStep(kind: EditableStep, input: Pick<ClaimInput, 'claim' | 'position'>): StatementStep {
  const card = (sideCards(input)[0] ?? 'SA') as Card;
  const suit = card[0] as Suit;
  const other = partner(input.claim.by);
  switch (kind) {
    case 'cash':
      return { do: 'cash', cards: [card] };
    case 'run':
    case 'discard':
      return { do: kind, suit };
    case 'ruff':
      return { do: 'ruff', suit, in: other };
    case 'finesse':
      return { do: 'finesse', card };
    case 'lead':
      return { do: 'lead', card };
    case 'concede':
      return { do: 'concede' };
    case 'top-down':
      return { do: 'top-down' };
    case 'cross':
      return { do: 'cross', to: other };
    case 'suit-tricks': {
      // As many tricks as the side's longer holding of the suit.
      const length = (s: Seat) => cardsOfHand(input.position.hands[s] ?? '').filter((c) => c[0] === suit).length;
      return { do: 'suit-tricks', suit, count: Math.max(1, length(input.claim.by), length(other)) };
    }
    case 'draw-trumps':
    case 'rest':
      return { do: kind };
  }
}

const SYMBOL_SUITS: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/**
 * Why a `cards` text is not a list of cards, or the cards: `SA SK`, `h10`, or with the suit
 * symbols the page itself shows (`♠A ♠K`, `♥10`).
 * @example parseCards('♠A ♠K') // { ok: true, cards: ['SA', 'SK'] }
 */
export function parseCards(text: string): { ok: true; cards: string[] } | { ok: false } {
  const cards = text
    .replace(/[\uFE0E\uFE0F]/g, '')
    .replace(/[♠♥♦♣]/g, (c) => ` ${SYMBOL_SUITS[c]}`)
    .trim()
    .toUpperCase()
    .replace(/10/g, 'T')
    .split(/[\s,]+/)
    .filter(Boolean);
  return cards.length > 0 && cards.length <= 13 && cards.every((c) => /^[SHDC][AKQJT2-9]$/.test(c)) ? { ok: true, cards } : { ok: false };
}

/**
 * A step read back from its controls (`get(field)` gives the control's value; '' when an
 * optional field is left empty), or undefined when a value cannot be used (the step then stays
 * as it was).
 * @example stepFromFields('ruff', (f) => ({ suit: 'C', in: 'N' })[f] ?? '') // { do: 'ruff', suit: 'C', in: 'N' }
 */
export function stepFromFields(kind: string, get: (field: StepField['name']) => string): StatementStep | undefined {
  if (!isEditable(kind)) return undefined;
  const out: Record<string, unknown> = { do: kind };
  for (const f of STEP_FIELDS[kind]) {
    const v = get(f.name).trim();
    if (v === '' && f.optional) continue;
    if (f.type === 'cards') {
      const c = parseCards(v);
      if (!c.ok) return undefined;
      out[f.name] = c.cards;
    } else if (f.type === 'count') {
      if (!/^\d{1,2}$/.test(v) || Number(v) < 1 || Number(v) > 13) return undefined;
      out[f.name] = Number(v);
    } else if (
      f.type === 'suit' ? (SUITS as readonly string[]).includes(v) : f.type === 'seat' ? (SEATS as readonly string[]).includes(v) : /^[SHDC][AKQJT2-9]$/.test(v)
    ) {
      out[f.name] = v;
    } else return undefined;
  }
  return out as unknown as StatementStep;
}

/**
 * The statement with step `i` moved by `by` (-1 up, +1 down); unchanged at either end.
 * @example moveStep([a, b, c], 2, -1) // [a, c, b]
 */
export function moveStep<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j] as T, out[i] as T];
  return out;
}
