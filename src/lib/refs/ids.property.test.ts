// Property tests of canonical ids: parse/format round trip, anchors and URLs agree, and no
// input makes the id functions throw.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ancestorsOf, anchorOf, formatRefId, hrefOf, isRefId, lawIdOf, lawOf, paraIdOf, parseRefId } from './ids.ts';
import { LANGS, SECTION_LETTERS } from './types.ts';

const lawId = fc
  .record({
    law: fc.integer({ min: 1, max: 93 }),
    section: fc.option(fc.constantFrom(...SECTION_LETTERS), { nil: undefined }),
    number: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
    items: fc.array(fc.constantFrom('a', 'b', 'c', 'i', 'ii', 'iv'), { maxLength: 2 }),
  })
  .map(({ law, section, number, items }) =>
    lawIdOf({ law, ...(section ? { section } : {}), ...(section && number ? { number } : {}), items: section && number ? items : [] }),
  );
const paraId = fc
  .tuple(fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom('i', 'ii', 'b'), { maxLength: 2 }))
  .map(([path, items]) => paraIdOf({ path, items }));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^(para:)?[0-9A-Hа-яΑ-Ω().:a-z]{0,12}$/u));

describe('canonical ids', () => {
  test('parseRefId and formatRefId are inverse on every canonical id', () => {
    fc.assert(
      fc.property(fc.oneof(lawId, paraId), (id) => {
        const parsed = parseRefId(id);
        expect(parsed).not.toBeNull();
        expect(formatRefId(parsed!)).toBe(id);
      }),
      { numRuns: 2000 },
    );
  });

  test('every ancestor is a canonical id of the same law, shorter than the id', () => {
    fc.assert(
      fc.property(lawId, (id) => {
        for (const a of ancestorsOf(id)) {
          expect(isRefId(a)).toBe(true);
          expect(lawOf(a)).toBe(lawOf(id));
          expect(a.length).toBeLessThan(id.length);
        }
      }),
    );
  });

  test('hrefOf is a path on the site ending in the anchor, in every language', () => {
    fc.assert(
      fc.property(lawId, fc.constantFrom(...LANGS), (id, lang) => {
        const href = hrefOf(id, { lang })!;
        const url = new URL(href, 'https://lexludi.example');
        expect(url.pathname).toBe(`/${lang}/laws/${lawOf(id)}/`);
        expect(decodeURIComponent(url.hash.slice(1))).toBe(anchorOf(id));
      }),
    );
  });

  test('no text makes the id functions throw; non-ids give null', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const p = parseRefId(s);
        if (p === null) {
          expect([anchorOf(s), hrefOf(s, { lang: 'en' }), lawOf(s)]).toEqual([null, null, null]);
          expect(ancestorsOf(s)).toEqual([]);
        } else expect(formatRefId(p)).toBe(s);
      }),
      { numRuns: 3000 },
    );
  });
});
