/**
 * A claim statement's steps in words ("cash ♠A ♠K", "ruff a ♣ in North's hand", "if ♥ break
 * 3-3: …; else …"), and the step a path of the engine's decisive line names (`2`, `3.then.0`).
 */
import type { StatementStep } from '../claims/types.ts';
import { showCard } from '../rulings/explain.ts';
import { SUIT_SYMBOLS, type Seat } from '../bridge/vocabulary.ts';
import { seats, type FillValue } from '../text/fill.ts';

/** Interface strings by key, placeholders filled from `vars`. */
export type Words = (key: string, vars?: Readonly<Record<string, FillValue>>) => string;

const suit = (s: keyof typeof SUIT_SYMBOLS) => SUIT_SYMBOLS[s];

/**
 * One step in words.
 * @example stepText({ do: 'cash', cards: ['SA', 'SK'] }, w) // 'cash ♠A ♠K'
 */
export function stepText(step: StatementStep, w: Words): string {
  const seat = (x: string) => seats(x as Seat);
  switch (step.do) {
    case 'cash':
      return w('claim.step.cash', { cards: step.cards.map(showCard).join(' ') });
    case 'run':
      return step.from ? w('claim.step.run.from', { suit: suit(step.suit), seat: seat(step.from) }) : w('claim.step.run', { suit: suit(step.suit) });
    case 'ruff':
      return w('claim.step.ruff', { suit: suit(step.suit), seat: seat(step.in) });
    case 'finesse':
    case 'lead':
      return w(`claim.step.${step.do}`, { card: showCard(step.card) });
    case 'concede':
      return w(step.suit ? 'claim.step.concede.suit' : 'claim.step.concede', { count: String(step.count ?? 1), suit: step.suit ? suit(step.suit) : '' });
    case 'top-down':
      return step.suit ? w('claim.step.top-down.suit', { suit: suit(step.suit) }) : w('claim.step.top-down');
    case 'discard':
      return w('claim.step.discard', { card: step.card ? showCard(step.card) : step.suit ? suit(step.suit) : '' });
    case 'suit-tricks':
      return w('claim.step.suit-tricks', { suit: suit(step.suit), count: String(step.count) });
    case 'cross':
      return step.with ? w('claim.step.cross.with', { seat: seat(step.to), card: showCard(step.with) }) : w('claim.step.cross', { seat: seat(step.to) });
    case 'if': {
      const c = step.when;
      const when = c.breaks
        ? w('claim.when.breaks', { suit: suit(c.suit), breaks: c.breaks })
        : c.showsOut
          ? w('claim.when.showsOut', { suit: suit(c.suit), seat: seat(c.showsOut) })
          : w('claim.when.drops', { card: c.drops ? showCard(c.drops) : suit(c.suit) });
      const then = step.then.map((s) => stepText(s, w)).join(', ');
      const otherwise = step.else && step.else.length > 0 ? w('claim.step.else', { steps: step.else.map((s) => stepText(s, w)).join(', ') }) : '';
      return `${w('claim.step.if', { when, steps: then })}${otherwise ? `; ${otherwise}` : ''}`;
    }
    case 'draw-trumps':
    case 'rest':
      return w(`claim.step.${step.do}`);
  }
}

/**
 * The step at a path of the statement (`2`: the third step; `3.then.0`: the first step of the
 * fourth step's `then`), or undefined when there is none.
 * @example stepAt([{ do: 'rest' }], '0') // { do: 'rest' }
 */
export function stepAt(statement: readonly StatementStep[], path: string): StatementStep | undefined {
  let list: readonly StatementStep[] | undefined = statement;
  let step: StatementStep | undefined;
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) {
      step = list?.[Number(part)];
      list = undefined;
    } else if ((part === 'then' || part === 'else') && step?.do === 'if') list = step[part];
    else return undefined;
  }
  return step;
}
