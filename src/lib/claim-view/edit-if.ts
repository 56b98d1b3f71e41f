/**
 * A conditional step (`if`) built from the calculator's and the tool's controls: the condition —
 * a suit and what happens in it (a split, a defender showing out, a card dropping) — and one step
 * for each branch (`else` may be left out). An `if` whose branches hold several steps or another
 * `if` (written in a case file) is kept as stated, not offered as controls.
 */
import type { Card } from '../bridge/card.ts';
import { SEATS, SUITS, type Seat, type Suit } from '../bridge/vocabulary.ts';
import type { ClaimInput, StatementStep, StepCondition } from '../claims/types.ts';
import { cardsOfHand, claimerSide, EDITABLE_STEPS, newStep, stepFromFields, type EditableStep } from './edit.ts';

/** What the condition tests. */
export const IF_TESTS = ['breaks', 'showsOut', 'drops'] as const;
export type IfTest = (typeof IF_TESTS)[number];
/** The splits offered (the defenders' cards of the suit; `4-2` either way round). */
export const SPLITS = ['2-1', '2-2', '3-1', '3-2', '3-3', '4-1', '4-2', '4-3', '5-1', '5-2'] as const;

type IfStep = Extract<StatementStep, { do: 'if' }>;
type Input = Pick<ClaimInput, 'claim' | 'position'>;

/** The claimer's opponents. */
export const opponentsOf = (input: Pick<ClaimInput, 'claim'>): Seat[] => SEATS.filter((s) => !claimerSide(input).includes(s));

/** The opponents' cards (the cards that can drop). */
export const opponentCards = (input: Input): Card[] => opponentsOf(input).flatMap((s) => cardsOfHand(input.position.hands[s] ?? '')) as Card[];

/** The test of a condition. */
export const testOf = (c: StepCondition): IfTest => (c.breaks !== undefined ? 'breaks' : c.showsOut !== undefined ? 'showsOut' : 'drops');

/** The values a test offers in a suit (splits, opponents, the opponents' cards of the suit). */
export function testValues(test: IfTest, suit: Suit, input: Input): string[] {
  if (test === 'breaks') return [...SPLITS];
  if (test === 'showsOut') return opponentsOf(input);
  const cards = opponentCards(input).filter((c) => c[0] === suit);
  return cards.length > 0 ? cards : opponentCards(input);
}

/** Can this `if` be shown as controls (one simple step a branch)? */
export function editableIf(step: StatementStep): step is IfStep {
  const simple = (b: readonly StatementStep[] | undefined) => b !== undefined && b.length === 1 && (EDITABLE_STEPS as readonly string[]).includes(b[0]!.do);
  return step.do === 'if' && simple(step.then) && (step.else === undefined || simple(step.else));
}

/**
 * A new `if` from the position: "if the claimer's first suit breaks 3-3, run it, else concede a trick".
 * @example newIf(input) // { do: 'if', when: { suit: 'S', breaks: '3-3' }, then: [{ do: 'run', suit: 'S' }], else: [{ do: 'concede' }] }
 */
export function newIf(input: Input): IfStep {
  const suit = ((newStep('run', input) as { suit: Suit }).suit ?? 'S') as Suit;
  return { do: 'if', when: { suit, breaks: '3-3' }, then: [{ do: 'run', suit }], else: [{ do: 'concede' }] };
}

/**
 * The `if` read back from its controls (`get(name)`: `wsuit`, `wtest`, `wvalue`, `then-do`,
 * `then-<field>`, `else-do` — '' for none — and `else-<field>`), or undefined when a value cannot
 * be used. `changed`: the control the reader changed — a new test or suit starts from its first
 * value, a new branch kind from a new step of that kind.
 */
export function ifFromFields(old: IfStep, changed: string, get: (name: string) => string, input: Input): IfStep | undefined {
  const suit = get('wsuit');
  const test = get('wtest');
  if (!(SUITS as readonly string[]).includes(suit) || !(IF_TESTS as readonly string[]).includes(test)) return undefined;
  const values = testValues(test as IfTest, suit as Suit, input);
  const value = changed === 'wtest' || changed === 'wsuit' ? (test === 'breaks' && changed === 'wsuit' ? get('wvalue') : values[0]) : get('wvalue');
  if (value === undefined || !values.includes(value)) return undefined;
  const when = { suit: suit as Suit, [test]: value } as StepCondition;
  const branch = (part: 'then' | 'else'): StatementStep | undefined | null => {
    const kind = get(`${part}-do`);
    if (part === 'else' && kind === '') return null;
    if (!(EDITABLE_STEPS as readonly string[]).includes(kind)) return undefined;
    const was = old[part]?.[0];
    if (changed === `${part}-do` || was === undefined || was.do !== kind) return newStep(kind as EditableStep, input);
    return stepFromFields(kind, (f) => get(`${part}-${f}`));
  };
  const then = branch('then');
  const other = branch('else');
  if (!then || other === undefined) return undefined;
  return { do: 'if', when, then: [then], ...(other ? { else: [other] } : {}) };
}
