import { describe, expect, test } from 'vitest';
import { INPUT } from '../../../tests/fixtures/claims/fixture.ts';
import type { ClaimInput } from '../claims/types.ts';
import { inputOf, readState, stateOf, writeState, type ClaimCalcState } from './state.ts';

/** A stand-in for the engine's input check: cash steps must name cards of South or North. */
const problems = (i: ClaimInput) =>
  i.claim.statement.flatMap((s, n) =>
    s.do === 'cash' ? s.cards.filter((c) => !['SA', 'SK', 'HA', 'S2', 'HK', 'H2'].includes(c)).map((c) => `claim.statement.${n}.cards: ${c} is not held`) : [],
  );
const hash = (v: unknown) => `#claim=${encodeURIComponent(JSON.stringify(v))}`;

describe('calculator state', () => {
  test('a case’s own state, and the input it makes', () => {
    const s = stateOf(INPUT);
    expect(s).toEqual({ e: 2017, s: INPUT.claim.statement, t: false, f: { awareOfTrump: false } });
    expect(inputOf(INPUT, s)).toEqual(INPUT);
  });
  test('the reader’s statement, trump mention, findings and edition go into the input; a trump "not said" drops the field', () => {
    const s: ClaimCalcState = { e: 2007, s: [{ do: 'rest' }], f: { playerClass: 'expert' } };
    const i = inputOf(INPUT, s);
    expect(i.edition).toBe(2007);
    expect(i.claim).toEqual({ by: 'S', tricks: 3, manner: 'statement', statement: [{ do: 'rest' }] });
    expect(i.findings).toEqual({ playerClass: 'expert' });
    expect(i.position).toBe(INPUT.position);
  });
  test('a written state reads back', () => {
    const s: ClaimCalcState = {
      e: 2007,
      s: [
        { do: 'cash', cards: ['HA'] },
        { do: 'if', when: { suit: 'S', breaks: '1-0' }, then: [{ do: 'rest' }] },
      ],
      t: true,
      f: { awareOfTrump: true, irrational: { 'ruff-high': true }, alreadyWon: 1 },
    };
    expect(readState(writeState(s), INPUT, problems)).toEqual(s);
  });
  test('a state names the variant it starts from; one the case does not have is invalid', () => {
    const s: ClaimCalcState = { e: 2017, s: [], f: {}, v: 'trump-mentioned' };
    const base = (v?: string) => (v === undefined || v === 'trump-mentioned' ? INPUT : undefined);
    expect(readState(writeState(s), base, problems)).toEqual(s);
    expect(readState(writeState({ ...s, v: 'other' }), base, problems)).toBe('invalid');
    expect(readState(writeState({ ...s, v: 'Bad Id' }), INPUT, problems)).toBe('invalid');
  });
  test('no claim state: undefined', () => {
    expect(readState('', INPUT, problems)).toBeUndefined();
    expect(readState('#calc=x', INPUT, problems)).toBeUndefined();
  });
  test.each([
    ['not JSON', '#claim=%7Bx'],
    ['bad escape', '#claim=%E0%A4%A'],
    ['an array', hash([])],
    ['an unknown key', hash({ e: 2017, s: [], f: {}, x: 1 })],
    ['an edition that does not exist', hash({ e: 1997, s: [], f: {} })],
    ['a step of unknown kind', hash({ e: 2017, s: [{ do: 'pray' }], f: {} })],
    ['steps not a list', hash({ e: 2017, s: {}, f: {} })],
    [
      'ifs nested too deep',
      hash({ e: 2017, s: [{ do: 'if', then: [{ do: 'if', then: [{ do: 'if', then: [{ do: 'if', then: [{ do: 'if', then: [] }] }] }] }] }], f: {} }),
    ],
    ['a trump mention not yes/no', hash({ e: 2017, s: [], t: 'yes', f: {} })],
    ['an unknown finding', hash({ e: 2017, s: [], f: { guessed: true } })],
    ['a player class that does not exist', hash({ e: 2017, s: [], f: { playerClass: 'god' } })],
    ['a finding of the wrong type', hash({ e: 2017, s: [], f: { awareOfTrump: 'yes' } })],
    ['tricks won out of range', hash({ e: 2017, s: [], f: { alreadyWon: 14 } })],
    ['a card the claimer’s side does not hold (the engine’s check)', hash({ e: 2017, s: [{ do: 'cash', cards: ['DA'] }], f: {} })],
    ['a hash too long', `#claim=${'x'.repeat(9000)}`],
  ])('%s: invalid', (_, h) => {
    expect(readState(h, INPUT, problems)).toBe('invalid');
  });
});
