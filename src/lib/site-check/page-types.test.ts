import { describe, expect, test } from 'vitest';
import { pageTypeOf, samplePages } from './page-types.ts';

describe('pageTypeOf', () => {
  test.each([
    ['/', 'root'],
    ['/el/', 'home'],
    ['/ru/laws/16/', 'law'],
    ['/pl/commentary/ru-67-74/', 'commentary'],
    ['/en/cases/hbf-played-card/', 'collection'],
    ['/el/cases/all/', 'case-index'],
    ['/pl/exam/', 'other:exam'],
    ['/en/cases/hbf-played-card/q1/', 'case'],
    ['/ru/laws/', 'laws-index'],
    ['/el/commentary/', 'commentary-index'],
    ['/pl/cases/', 'cases-index'],
    ['/404.html', 'not-found'],
    ['/en/glossary/', 'other:glossary'],
    ['/go/', 'other:go'],
    ['/en/laws/16/extra/', 'other:laws'],
  ])('%s is %s', (path, type) => expect(pageTypeOf(path)).toBe(type));
});

describe('samplePages', () => {
  test('takes up to n pages of each type, one language after another', () => {
    const paths = ['/en/laws/1/', '/en/laws/2/', '/ru/laws/1/', '/ru/laws/2/', '/en/', '/ru/', '/'];
    expect(samplePages(paths, 2)).toEqual(['/', '/en/', '/ru/', '/en/laws/1/', '/ru/laws/1/']);
  });
  test('starts from another language when asked, going round, so that samples taken in turn see every language', () => {
    const paths = ['/en/laws/1/', '/ru/laws/1/', '/pl/laws/1/', '/el/laws/1/', '/'];
    expect(samplePages(paths, 1, 1)).toEqual(['/', '/en/laws/1/']);
    expect(samplePages(paths, 2, 2)).toEqual(['/', '/pl/laws/1/', '/ru/laws/1/']);
    expect(samplePages(paths, 2, 3)).toEqual(['/', '/ru/laws/1/', '/el/laws/1/']);
    const seen = [0, 2, 3].flatMap((from, i) => samplePages(paths, i === 0 ? 2 : 1, from));
    expect(new Set(seen.filter((p) => p !== '/'))).toEqual(new Set(paths.filter((p) => p !== '/')));
  });
});
