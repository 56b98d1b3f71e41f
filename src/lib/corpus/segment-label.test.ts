/// <reference types="vite/client" />
import { describe, expect, test } from 'vitest';
import { t, type UiKey } from '../../i18n/ui.ts';
import { LANGS, type Lang } from './languages.ts';
import { segmentLabel, segmentWords, type SegmentDocKind } from './segment-label.ts';

const words = (lang: Lang) => segmentWords((k) => t(lang, k as UiKey));

describe('segmentLabel', () => {
  test.each([
    // [id, kind, lang, label]
    ['ruling.1', 'case', 'en', 'Ruling, ¶ 1'],
    ['ruling.1', 'case', 'ru', 'Решение, ¶ 1'],
    ['facts.2', 'case', 'pl', 'Okoliczności, ¶ 2'],
    ['rulings.1', 'case', 'el', 'Αποφάσεις, ¶ 1'],
    ['basis', 'case', 'pl', 'Podstawa przypadku'],
    ['law-45E1.1', 'case', 'en', 'Law 45E1, ¶ 1'],
    ['law-45C1(b)', 'case', 'ru', 'Правило 45С1(b)'],
    ['editor-note.3', 'case', 'en', "Editor's note, ¶ 3"],
    ['chapter-III', 'law', 'en', 'Chapter III'],
    ['note-1', 'law', 'pl', 'Uwaga 1'],
    ['68.7', 'commentary', 'ru', 'п. 68.7'],
    ['26', 'commentary', 'pl', 'pkt 26'],
    ['law-68', 'commentary', 'ru', 'Правило 68'],
    ['45C4(a)', 'law', 'en', 'Law 45C4(a)'],
  ] as const)('%s of a %s in %s is “%s”', (id, kind, lang, label) => {
    expect(segmentLabel(id, kind, lang, words(lang))).toBe(label);
  });
  test("the document's title has no label of its own", () => {
    expect(segmentLabel('title', 'case', 'en', words('en'))).toBeNull();
  });
  test('an id of no known shape fails, saying where to name it', () => {
    expect(() => segmentLabel('verdict.2', 'case', 'en', words('en'))).toThrow(/verdict\.2.*SEGMENT_PARTS.*segment\.part/);
    // A paragraph number names a law's section only in a law text.
    expect(() => segmentLabel('26', 'case', 'en', words('en'))).toThrow();
  });
  test('every segment of the content has a label in every interface language, never its raw id', () => {
    // Every Markdown file of the content, read by Vite at test time (src/lib reads no disk itself).
    const files = import.meta.glob<string>('../../../content/**/*.md', { query: '?raw', import: 'default', eager: true });
    const kindOf = (path: string): SegmentDocKind => (path.includes('/content/laws/') ? 'law' : path.includes('/content/commentary/') ? 'commentary' : 'case');
    const seen = new Set<string>();
    for (const [path, text] of Object.entries(files)) for (const m of text.matchAll(/^§ (\S+)/gmu)) seen.add(`${kindOf(path)} ${m[1]}`);
    expect(seen.size).toBeGreaterThan(100);
    for (const key of seen) {
      const [kind, id] = key.split(' ') as [SegmentDocKind, string];
      for (const lang of LANGS) {
        const label = segmentLabel(id, kind, lang, words(lang));
        if (id !== 'title') expect(label, `${key} in ${lang}`).toMatch(/\S/u);
        // No anchor-like word (`ruling.1`, `law-45E1`, `editor-note`) reaches the reader.
        expect(label ?? '', `${key} in ${lang}`).not.toMatch(/[a-z]+(?:[-.][\w()]+)+/u);
      }
    }
  });
});
