import { describe, expect, test } from 'vitest';
import { INPUT } from '../../../tests/fixtures/claims/fixture.ts';
import { cardsOfHand, EDITABLE_STEPS, moveStep, newStep, parseCards, sideCards, STEP_FIELDS, stepFromFields } from './edit.ts';
import { stepAt, stepText } from './steps.ts';
import type { FillValue } from '../text/fill.ts';

// Seats come as seat values (named in the template's case): shown by their interface key.
const w = (k: string, vars: Readonly<Record<string, FillValue>> = {}) =>
  `${k}(${Object.values(vars)
    .map((v) => (typeof v === 'object' ? v.seats.map((s) => `deal.seat.${s}()`).join('/') : String(v)))
    .join(',')})`;

describe('statement editing', () => {
  test('the claimer side’s cards, claimer first', () => {
    expect(cardsOfHand('A..K2.')).toEqual(['SA', 'DK', 'D2']);
    expect(sideCards(INPUT)).toEqual(['SA', 'SK', 'HA', 'S2', 'HK', 'H2']);
  });
  test.each(EDITABLE_STEPS.map((k) => [k]))('a new %s step reads back from its own fields unchanged', (kind) => {
    const step = newStep(kind, INPUT);
    expect(step.do).toBe(kind);
    const fields = step as unknown as Record<string, unknown>;
    const back = stepFromFields(kind, (f) => {
      const v = fields[f];
      return Array.isArray(v) ? v.join(' ') : v === undefined ? '' : String(v);
    });
    expect(back).toEqual(step);
    for (const f of STEP_FIELDS[kind]) if (!f.optional) expect(fields[f.name]).toBeDefined();
  });
  test('a new step is filled in from the position: partner’s hand to ruff in, the claimer’s first card', () => {
    expect(newStep('ruff', INPUT)).toEqual({ do: 'ruff', suit: 'S', in: 'N' });
    expect(newStep('finesse', INPUT)).toEqual({ do: 'finesse', card: 'SA' });
  });
  test('a field that cannot be read leaves no step (the old one stays)', () => {
    expect(stepFromFields('cash', () => 'SA SX')).toBeUndefined();
    expect(stepFromFields('cash', () => '')).toBeUndefined();
    expect(stepFromFields('ruff', (f) => (f === 'suit' ? 'X' : 'N'))).toBeUndefined();
    expect(stepFromFields('concede', (f) => (f === 'count' ? '14' : ''))).toBeUndefined();
    expect(stepFromFields('if', () => '')).toBeUndefined();
    expect(stepFromFields('cash', () => 'sa, s10')).toEqual({ do: 'cash', cards: ['SA', 'ST'] });
    expect(stepFromFields('concede', () => '')).toEqual({ do: 'concede' });
  });
  test('parseCards accepts 10 for the ten, rejects unknown cards and more than 13', () => {
    expect(parseCards('h10 ha')).toEqual({ ok: true, cards: ['HT', 'HA'] });
    expect(parseCards('SA '.repeat(14)).ok).toBe(false);
    // The suit symbols the page shows are read too (a symbol with its text-style selector as well).
    expect(parseCards('♠A ♠K')).toEqual({ ok: true, cards: ['SA', 'SK'] });
    expect(parseCards('♥\uFE0E10,♣2')).toEqual({ ok: true, cards: ['HT', 'C2'] });
    expect(parseCards('A♠').ok).toBe(false);
  });
  test('moveStep swaps with a neighbour and leaves the ends alone', () => {
    expect(moveStep(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('steps in words', () => {
  const cond = { do: 'if', when: { suit: 'H', breaks: '3-3' }, then: [{ do: 'run', suit: 'H' }], else: [{ do: 'finesse', card: 'DQ' }] } as const;
  test('each kind has its words, cards and suits as symbols', () => {
    expect(stepText({ do: 'cash', cards: ['SA', 'ST'] }, w)).toBe('claim.step.cash(♠A ♠10)');
    expect(stepText({ do: 'run', suit: 'D', from: 'N' }, w)).toBe('claim.step.run.from(♦,deal.seat.N())');
    expect(stepText({ do: 'concede', suit: 'C' }, w)).toBe('claim.step.concede.suit(1,♣)');
    expect(stepText(cond, w)).toBe('claim.step.if(claim.when.breaks(♥,3-3),claim.step.run(♥)); claim.step.else(claim.step.finesse(♦Q))');
  });
  test('stepAt follows a path into conditional lines', () => {
    const s = [{ do: 'rest' } as const, cond];
    expect(stepAt(s, '0')).toEqual({ do: 'rest' });
    expect(stepAt(s, '1.then.0')).toEqual({ do: 'run', suit: 'H' });
    expect(stepAt(s, '1.else.0')).toEqual({ do: 'finesse', card: 'DQ' });
    expect(stepAt(s, '0.then.0')).toBeUndefined();
    expect(stepAt(s, '7')).toBeUndefined();
  });
});
