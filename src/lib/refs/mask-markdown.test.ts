import { describe, expect, test } from 'vitest';
import { maskMarkdown } from './mask-markdown.ts';

describe('maskMarkdown', () => {
  test('blanks inline code of any fence length, keeping lines and offsets', () => {
    expect(maskMarkdown('a `Law 5` b')).toBe(`a${' '.repeat(9)}b`);
    expect(maskMarkdown('x ``Law `5` here`` y')).toBe(`x ${' '.repeat(16)} y`);
    expect(maskMarkdown('a `Law\n5` b')).toBe('a     \n   b');
  });

  test('an opening run with no closing run of the same length stays prose', () => {
    expect(maskMarkdown('a ``Law 5` b')).toBe('a ``Law 5` b');
    expect(maskMarkdown('a `\nLaw 5` b')).toBe('a `\nLaw 5` b');
  });

  test('blanks comments, front matter and fenced code; an unclosed comment is left', () => {
    expect(maskMarkdown('a <!-- Law 5 --> b <!-- c')).toBe(`a ${' '.repeat(14)} b <!-- c`);
    expect(maskMarkdown('---\nt: Law 5\n---\nLaw 6\n```\nLaw 7\n```\n')).toBe('   \n        \n   \nLaw 6\n   \n     \n   \n');
  });

  // Linear time is the scanners' design (no regex with a back-reference or nested repetition;
  // tests/unit/redos.test.ts checks the regexes that remain): here, that the runs a backtracking
  // regex would take quadratic time over are read right.
  test('runs that a backtracking regex would take quadratic time over are read right', () => {
    expect(maskMarkdown('<!--'.repeat(50_000))).toBe('<!--'.repeat(50_000));
    expect(maskMarkdown(`${'`'.repeat(100_000)}\n`)).toBe(`${'`'.repeat(100_000)}\n`);
    expect(maskMarkdown('` '.repeat(100_000))).toBe('  '.repeat(100_000));
    expect(maskMarkdown('~~~\r'.repeat(20_000))).toBe('~~~\r'.repeat(20_000));
    expect(maskMarkdown('~~~\n'.repeat(4))).toBe('   \n'.repeat(4));
  });
});
