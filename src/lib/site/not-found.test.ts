import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { notFoundLang, searchHint } from './not-found.ts';

describe('notFoundLang', () => {
  test.each([
    ['/ru/laws/999/', [], 'ru'],
    ['/el/cases/', ['en'], 'el'],
    ['/pl', [], 'pl'],
    ['/nowhere/', ['pl-PL', 'en'], 'pl'],
    ['/nowhere/', ['de-DE', 'EL'], 'el'],
    ['/english/', [], null],
    ['/nowhere/', ['de', 'fr'], null],
    ['/', [], null],
  ] as const)('%s with %j → %s', (path, langs, lang) => expect(notFoundLang(path, langs)).toBe(lang));
});

describe('searchHint', () => {
  test.each([
    ['/en/laws/45C/', '45C'],
    ['/el/cases/hbf-played-card/played-card/', 'played card'],
    ['/ru/%D0%BF%D1%80%D0%B5%D1%82%D0%B5%D0%BD%D0%B7%D0%B8%D1%8F', 'претензия'],
    ['/en/old-page.html', 'old page'],
    ['/ru/', null],
    ['/', null],
    ['/en/%E0%A4%A/', null],
    ['/en/index.html', null],
    [`/en/${'x'.repeat(61)}/`, null],
    ['/en/a%00b/', null],
  ] as const)('%s → %j', (path, hint) => expect(searchHint(path)).toBe(hint));

  test('never throws, and gives null or trimmed text without control characters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const h = searchHint(`/en/${s}`);
        expect(h === null || (h === h.trim() && h.length > 0 && !/[\p{C}]/u.test(h))).toBe(true);
      }),
    );
  });
});
