import { describe, expect, test } from 'vitest';
import { INPUT } from '../../../tests/fixtures/claims/fixture.ts';
import { editableIf, ifFromFields, newIf, testValues } from './edit-if.ts';

// INPUT: South claims in 4♠; N 2.K2.., E Q..Q2., S AK.A.., W .QJ..9.
const fields = (v: Record<string, string>) => (name: string) => v[name] ?? '';

describe('an if step from the controls', () => {
  test('a new one is editable and reads back from its own fields unchanged', () => {
    const s = newIf(INPUT);
    expect(s).toEqual({ do: 'if', when: { suit: 'S', breaks: '3-3' }, then: [{ do: 'run', suit: 'S' }], else: [{ do: 'concede' }] });
    expect(editableIf(s)).toBe(true);
    expect(
      ifFromFields(s, 'wvalue', fields({ wsuit: 'S', wtest: 'breaks', wvalue: '3-3', 'then-do': 'run', 'then-suit': 'S', 'else-do': 'concede' }), INPUT),
    ).toEqual(s);
  });
  test('a new test starts from its first value: an opponent showing out, a card of theirs dropping', () => {
    const s = newIf(INPUT);
    expect(
      ifFromFields(s, 'wtest', fields({ wsuit: 'H', wtest: 'showsOut', wvalue: '3-3', 'then-do': 'run', 'then-suit': 'S', 'else-do': 'concede' }), INPUT)?.when,
    ).toEqual({ suit: 'H', showsOut: 'E' });
    expect(testValues('drops', 'H', INPUT)).toEqual(['HQ', 'HJ']);
    expect(ifFromFields(s, 'wtest', fields({ wsuit: 'H', wtest: 'drops', 'then-do': 'run', 'then-suit': 'S', 'else-do': '' }), INPUT)).toEqual({
      do: 'if',
      when: { suit: 'H', drops: 'HQ' },
      then: [{ do: 'run', suit: 'S' }],
    });
  });
  test('a branch of a new kind is a new step of that kind; a value that cannot be used is refused', () => {
    const s = newIf(INPUT);
    expect(
      ifFromFields(s, 'then-do', fields({ wsuit: 'S', wtest: 'breaks', wvalue: '3-3', 'then-do': 'draw-trumps', 'else-do': 'concede' }), INPUT)?.then,
    ).toEqual([{ do: 'draw-trumps' }]);
    expect(
      ifFromFields(s, 'wvalue', fields({ wsuit: 'S', wtest: 'showsOut', wvalue: 'N', 'then-do': 'run', 'then-suit': 'S', 'else-do': 'concede' }), INPUT),
    ).toBeUndefined();
    expect(ifFromFields(s, 'wsuit', fields({ wsuit: 'X', wtest: 'breaks', wvalue: '3-3', 'then-do': 'run', 'then-suit': 'S' }), INPUT)).toBeUndefined();
  });
  test('an if with two steps in a branch, or a nested if, stays as stated', () => {
    expect(editableIf({ do: 'if', when: { suit: 'S', breaks: '3-3' }, then: [{ do: 'rest' }, { do: 'concede' }] })).toBe(false);
    expect(editableIf({ do: 'if', when: { suit: 'S', breaks: '3-3' }, then: [{ do: 'if', when: { suit: 'H', breaks: '3-3' }, then: [{ do: 'rest' }] }] })).toBe(
      false,
    );
  });
});
