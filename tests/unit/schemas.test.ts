import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../src/i18n/ui.ts';
import { LANGS } from '../../src/lib/corpus/languages.ts';
import { checkHygiene } from '../../src/lib/corpus/hygiene.ts';
import { manifestSchema } from '../../src/schemas/manifest.ts';
import { textFrontmatterSchema } from '../../src/schemas/text-file.ts';
import { readManifest } from '../../src/content-io/content-files.ts';

describe('manifestSchema', () => {
  test('accepts the real manifest: five sources with edition, kind and hash', () => {
    const m = manifestSchema.parse(readManifest());
    expect(m.map((s) => [s.file.slice(0, 3), s.kind, s.edition])).toEqual([
      ['000', 'commentary', 1997],
      ['001', 'commentary', 2007],
      ['002', 'law-text', 2007],
      ['003', 'case-collection', 2007],
      ['004', 'law-text', 2007],
    ]);
  });
  test('rejects an edition that is not 1997 or 2007', () => {
    const m = readManifest() as Record<string, unknown>[];
    expect(manifestSchema.safeParse([{ ...m[0], edition: 2017 }]).success).toBe(false);
  });
  test('has a title and what it covers in each interface language, each in its script', () => {
    const m = manifestSchema.parse(readManifest());
    for (const s of m) for (const l of LANGS) expect(s.title[l].length * s.covers[l].length, `${s.file} ${l}`).toBeGreaterThan(0);
    const raw = readManifest() as { title: Record<string, string>; covers: Record<string, string> }[];
    const first = raw[0]!;
    const problems = (entry: unknown) => (manifestSchema.safeParse([entry]).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    const { ru: _ru, ...noRu } = first.title;
    expect(problems({ ...first, title: noRu })).toEqual(['0.title.ru: the title in ru is missing: add "ru: …"']);
    expect(problems({ ...first, covers: { ...first.covers, el: first.covers['en'] } })).toEqual([
      '0.covers.el: what the document covers in el is mostly not in Greek script: write it in el',
    ]);
    expect(problems({ ...first, covers: 'English only' })).toHaveLength(1);
  });
});

describe('textFrontmatterSchema', () => {
  test.each([
    [{ lang: 'ru', source: '000_2747d81c6edd38d3.txt' }, true],
    [{ lang: 'en', translation: { from: 'ru', by: 'Lex Ludi' } }, true],
    [{ lang: 'en' }, false], // neither source nor translation
    [{ lang: 'en', source: '000_2747d81c6edd38d3.txt', translation: { from: 'ru', by: 'x' } }, false], // both
    [{ lang: 'de', source: '000_2747d81c6edd38d3.txt' }, false], // unknown language
    [{ lang: 'ru', source: '000_2747d81c6edd38d3.txt', extra: 1 }, false], // unknown key
  ])('%j → %s', (fm, ok) => expect(textFrontmatterSchema.safeParse(fm).success).toBe(ok));
});

describe('interface strings', () => {
  test('every language has every key, and none is empty', () => {
    const keys = Object.keys(STRINGS.en).sort();
    for (const l of LANGS) {
      expect(Object.keys(STRINGS[l]).sort()).toEqual(keys);
      expect(Object.values(STRINGS[l]).filter((v) => v.trim() === '')).toEqual([]);
    }
  });
  test('Russian, Polish and Greek strings are not English left untranslated', () => {
    for (const l of ['ru', 'pl', 'el'] as const) {
      const same = Object.entries(STRINGS[l]).filter(
        ([k, v]) =>
          v === STRINGS.en[k as keyof typeof STRINGS.en] &&
          // A string with no word outside its placeholders (`{seat}, {suit}`, `—`) is a format, not English.
          /\p{L}/u.test(v.replace(/\{[^}]*\}/g, '')) &&
          !['site.name', 'home.none'].includes(k) &&
          !(l === 'pl' && (/^deal\.letter\.[NESW]$/.test(k) || k === 'segment.part.diagram' || k === 'nav.menu')),
      ); // Polish diagrams print N E S W too, Polish calls a diagram «Diagram» and a menu «Menu»
      expect(same).toEqual([]);
    }
  });
});

describe('checkHygiene', () => {
  test.each([
    ['<script>alert(1)</script>', 'content/html-script'],
    ['<iframe src=x>', 'content/html-frame'],
    ['[x](javascript:alert(1))', 'content/javascript-url'],
    ['caf\u0065\u0301', 'content/not-nfc'],
    ['a\u200Bb', 'content/zero-width'],
    ['a\uFFFDb', 'content/replacement-char'],
    ['a\u0007b', 'content/control-char'],
  ])('flags %j as %s', (line, rule) => {
    expect(checkHygiene(`ok\n${line}\n`, 'f.md')).toEqual([expect.objectContaining({ file: 'f.md', line: 2, rule })]);
  });
  test('accepts escaped angle brackets and diagrams in fences', () => {
    expect(checkHygiene('a \\<b\\>\n```diagram\n<x>\n```\n', 'f.md')).toEqual([]);
  });
});
