import { describe, expect, test } from 'vitest';
import { ruleClaim } from './engine.ts';
import { drawsTrumps, trumpShown } from './state.ts';
import { EXAMPLE_STATE, toolInput } from './tool.ts';
import type { ClaimCalcState } from './state.ts';
import type { ClaimInput } from '../claims/types.ts';

const inputOf = (s: ClaimCalcState): ClaimInput => {
  const r = toolInput({ ...EXAMPLE_STATE, ...s });
  if (!r.ok) throw new Error('the example does not parse');
  return r.input;
};
/** Whether the engine's law chain holds that the statement dealt with the trump (70C1 not applied). */
const engineSaysDealt = (s: ClaimCalcState) => ruleClaim(inputOf(s)).steps.some((x) => x.law === '70C1' && x.effect === 'not-applied');

describe('drawsTrumps', () => {
  test.each([
    [[], false],
    [[{ do: 'cash', cards: ['HA'] }], false],
    [[{ do: 'draw-trumps' }], true],
    // In a branch of a condition, too (the engine reads the whole statement).
    [[{ do: 'if', when: { suit: 'H', breaks: '3-3' }, then: [{ do: 'cash', cards: ['HA'] }], else: [{ do: 'draw-trumps' }] }], true],
  ] as const)('%j → %s', (steps, expected) => {
    expect(drawsTrumps(steps as never)).toBe(expected);
  });
});

describe('trumpShown', () => {
  const base: ClaimCalcState = { e: 2017, s: EXAMPLE_STATE.s, f: {} };
  test.each([
    ['not said', base, undefined, false],
    ['said: no', { ...base, t: false }, false, false],
    ['said: yes', { ...base, t: true }, true, false],
    ['no, but a step draws trumps', { ...base, t: false, s: [{ do: 'draw-trumps' as const }, ...base.s] }, true, true],
    ['not said, but a step draws trumps', { ...base, s: [...base.s, { do: 'draw-trumps' as const }] }, true, true],
  ])('%s: the control shows what the law chain applies', (_what, state, value, drawn) => {
    expect(trumpShown(state)).toEqual({ value, drawn });
    // The control never contradicts the engine: "yes" exactly when 70C1 is not applied for the mention.
    expect(trumpShown(state).value === true).toBe(engineSaysDealt(state));
  });
});
