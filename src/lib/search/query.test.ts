import { describe, expect, test } from 'vitest';
import { pagefindQuery } from './query.ts';

describe('pagefindQuery', () => {
  test('cuts Russian endings that carry й, which Pagefind would turn into и before stemming', () => {
    expect(pagefindQuery('уступкой')).toBe('уступк');
    expect(pagefindQuery('претензий')).toBe('претенз');
    expect(pagefindQuery('спорной претензией')).toBe('спорн претензи');
    expect(pagefindQuery('ВЗЯТКОЙ')).toBe('ВЗЯТК');
  });
  test('leaves short words, other scripts and words without such an ending alone', () => {
    expect(pagefindQuery('своей')).toBe('своей');
    expect(pagefindQuery('претензии')).toBe('претензии');
    expect(pagefindQuery('claims  revoked')).toBe('claims  revoked');
    expect(pagefindQuery('φύλλου')).toBe('φύλλου');
    expect(pagefindQuery('roszczeń')).toBe('roszczeń');
  });
});
