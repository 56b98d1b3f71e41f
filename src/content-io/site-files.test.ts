import { describe, expect, test } from 'vitest';
import { sourceOf } from './site-files.ts';

describe('sourceOf', () => {
  test.each([
    ['/ru/laws/6/', '6A', 'ru', 'content/laws/2007/6/ru.md:12'],
    ['/en/commentary/ru-67-74/', '68.7', 'ru', 'content/commentary/ru-67-74/ru.md:83'],
    ['/pl/cases/hbf-played-card/7/', 'facts.1', 'el', 'content/cases/hbf-played-card/7/el.md:26'],
  ])('names the content file and line of a segment on %s', (page, segment, lang, where) => {
    expect(sourceOf(page, segment, lang)).toBe(where);
  });
  test('names the page template outside segments', () => {
    expect(sourceOf('/en/laws/6/')).toBe('src/pages/[lang]/laws/[n].astro or src/layouts/Base.astro (page template)');
    expect(sourceOf('/el/')).toBe('src/pages/[lang]/index.astro or src/layouts/Base.astro (page template)');
  });
});
