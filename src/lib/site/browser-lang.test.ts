import { describe, expect, test } from 'vitest';
import { browserLang } from './browser-lang.ts';

describe('browserLang', () => {
  test.each([
    [['ru-RU', 'ru', 'en-US'], 'ru'],
    [['pl-PL'], 'pl'],
    [['EL-gr'], 'el'],
    [['en-GB', 'ru'], 'en'],
    [['de-DE', 'el-GR'], 'el'], // the first language the site has, not the first listed
    [['de-DE', 'fr'], null], // none of the four: the caller decides (the root page: English)
    [[], null],
    [['ruX'], null], // a primary subtag is the whole of it
  ] as const)('%j → %s', (langs, lang) => expect(browserLang(langs)).toBe(lang));
});
