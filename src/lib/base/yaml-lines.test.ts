import { describe, expect, test } from 'vitest';
import { keyLine, locate, parseLocated, syntaxErrors } from './yaml-lines.ts';

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

describe('keyLine', () => {
  const titles = parseLocated(['edition: 2007', 'titles:', '  "5":', '    en: Five', '  6:', '    en: Six', 'rows:', '  - a', '  - b', ''].join('\n'));
  test('the line of the key that ends the path, a list item at its own line, a number key matched by its text', () => {
    expect(keyLine(titles, ['titles', '5', 'en'])).toBe(4);
    expect(keyLine(titles, ['titles', 6])).toBe(5);
    expect(keyLine(titles, ['rows', 1])).toBe(9);
  });
  test('a missing key: the deepest key that exists; nothing at all: line 1', () => {
    expect(keyLine(titles, ['titles', '5', 'ru'])).toBe(3);
    expect(keyLine(titles, ['nothing'])).toBe(1);
  });
});

test('syntax errors come with their line and column and without yaml\'s own "at line" tail', () => {
  const [e] = syntaxErrors(parseLocated('a: 1\nb: [x\n'));
  expect(e?.line).toBeGreaterThanOrEqual(2);
  expect(e?.message).not.toMatch(/at line \d+/);
  expect(syntaxErrors(parseLocated('a: 1\n'))).toEqual([]);
});
