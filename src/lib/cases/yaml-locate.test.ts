import { describe, expect, test } from 'vitest';
import { locate, parseLocated } from './yaml-locate.ts';

const doc = parseLocated(['id: "5"', 'scenarios:', '  - id: a', '    play: ["E:SA ST"]', '  - id: b', ''].join('\n'));

describe('locate', () => {
  test('gives the line and column of a key path, list indexes included', () => {
    expect(locate(doc, ['scenarios', 1, 'id'])).toEqual({ line: 5, column: 9 });
    expect(locate(doc, ['scenarios', 0, 'play', 0])).toEqual({ line: 4, column: 12 });
  });

  test('a position inside a quoted string counts from after the opening quote', () => {
    expect(locate(doc, ['scenarios', 0, 'play', 0], 5)).toEqual({ line: 4, column: 18 });
  });

  test('a path that does not exist points at its deepest existing ancestor', () => {
    expect(locate(doc, ['scenarios', 1, 'ruling', 'laws'])).toEqual(locate(doc, ['scenarios', 1]));
    expect(locate(doc, ['nothing'])).toEqual({ line: 1, column: 1 });
  });
});
