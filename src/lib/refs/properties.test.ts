/**
 * Property tests: format → find → resolve round-trips for every canonical id in every
 * language; no input makes the verbs throw; whatever they return is well formed; adversarial
 * text is processed in linear time.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { adversarialText } from './__fixtures__/adversarial.ts';
import { findRefs } from './find.ts';
import { formatRef } from './format.ts';
import { isRefId, lawIdOf, paraIdOf } from './ids.ts';
import { parseRefQuery } from './query.ts';
import { resolveRefs } from './resolve.ts';
import { TABLES } from './tables.ts';
import { LANGS, SECTION_LETTERS, type Lang } from './types.ts';

const lawId = fc
  .record({
    law: fc.integer({ min: 1, max: 93 }),
    section: fc.option(fc.constantFrom(...SECTION_LETTERS), { nil: undefined }),
    number: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
    item: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: undefined }),
  })
  .map(({ law, section, number, item }) =>
    lawIdOf({ law, ...(section ? { section } : {}), ...(section && number ? { number } : {}), items: section && number && item ? [item] : [] }),
  );

const paraId = fc
  .tuple(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 3 }), fc.option(fc.constantFrom('i', 'ii', 'iii', 'b'), { nil: undefined }))
  .map(([path, item]) => paraIdOf({ path, items: item ? [item] : [] }));

const lang = fc.constantFrom(...LANGS);

function targetsOf(text: string, l: Lang): string[][] {
  return resolveRefs(findRefs(text, { lang: l })).map((r) => [...r.targets]);
}

describe('format → find → resolve', () => {
  test('returns the id for every law id in every language', () => {
    fc.assert(
      fc.property(lawId, lang, (id, l) => {
        expect(targetsOf(formatRef(id, l), l)).toEqual([[id]]);
      }),
      { numRuns: 2000 },
    );
  });

  test('returns the id for every paragraph id in every language', () => {
    fc.assert(
      fc.property(paraId, lang, (id, l) => {
        expect(targetsOf(formatRef(id, l), l)).toEqual([[id]]);
      }),
    );
  });

  test('returns the id when the reference stands inside a sentence', () => {
    fc.assert(
      fc.property(lawId, lang, fc.constantFrom(' ', '\n\n', ' (', ', '), fc.constantFrom(' ', '. ', ') ', ', '), (id, l, before, after) => {
        expect(targetsOf(`text${before}${formatRef(id, l)}${after}text`, l)).toEqual([[id]]);
      }),
    );
  });
});

describe('parseRefQuery', () => {
  test('returns the id for every id written in any language, with or without the law word', () => {
    fc.assert(
      fc.property(lawId, lang, fc.boolean(), (id, l, word) => {
        expect(parseRefQuery(formatRef(id, l, { word })).id).toBe(id);
      }),
      { numRuns: 2000 },
    );
  });

  test('returns the id for its own canonical form and never throws', () => {
    fc.assert(fc.property(fc.oneof(lawId, paraId), (id) => parseRefQuery(id).id === id));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const q = parseRefQuery(s);
        return q.id === null || isRefId(q.id);
      }),
      { numRuns: 3000 },
    );
  });
});

// Pieces of real references and of their neighbours, to hit the grammar where it branches.
const FRAGMENTS = [
  ...LANGS.flatMap((l) => [
    ...TABLES[l].lawWords,
    ...TABLES[l].paraWords,
    ...TABLES[l].relativeWords,
    ...TABLES[l].relativeLetterWords,
    ...TABLES[l].bareLeads,
  ]),
  'P',
  'L',
  'Правило',
  'ΝΟΜΟΣ',
  '45',
  '4',
  '1987',
  '94',
  '0',
  '.',
  '..',
  '...',
  ',',
  ' и ',
  ' και ',
  ' and ',
  '-',
  '–',
  '(',
  ')',
  '(a)',
  '(ii)',
  'α',
  'Γ',
  'ΣΤ',
  'А',
  'С',
  'Д',
  'C',
  'F',
  'H',
  'Z',
  ' ',
  '\n',
  '\n\n',
  '\u00A0',
  '\u0301',
  '♠',
  '3ΧΑ',
];
const grammarish = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((a) => a.join(''));

describe('findRefs and resolveRefs on any input', () => {
  test('returns well-formed, ordered, non-overlapping spans and canonical targets, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), grammarish), lang, (text, l) => {
        const resolved = resolveRefs(findRefs(text, { lang: l }), { withinSection: '16C3' });
        let end = 0;
        for (const r of resolved) {
          expect(r.start).toBeGreaterThanOrEqual(end);
          expect(r.text).toBe(text.slice(r.start, r.end));
          for (const p of r.parts) expect(p.start >= r.start && p.end <= r.end && p.text === text.slice(p.start, p.end)).toBe(true);
          for (const t of r.targets) expect(isRefId(t)).toBe(true);
          end = r.end;
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('findRefs on adversarial text', () => {
  // Its speed is the ReDoS check's and the benches' business (no timing here: the test's timeout
  // is the hang guard); here, that 100 KB of adversarial text is read to the end, every finding
  // within the text.
  test('reads 100 KB of digit runs, repeated law words and mixed scripts to the end', () => {
    const text = adversarialText(100_000);
    for (const l of LANGS) {
      const found = findRefs(text, { lang: l });
      resolveRefs(found);
      for (const r of found) expect(r.end <= text.length && r.start >= 0, l).toBe(true);
    }
  });
});
