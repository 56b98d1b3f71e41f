import { describe, expect, test } from 'vitest';
import { hrefOf } from './ids.ts';
import { linkedHtml, linkedMarkdown, linkText, sectionInTable, type LinkedPiece } from './link-text.ts';
import type { Lang } from './types.ts';

const href = (lang: Lang) => (id: string) => hrefOf(id, { lang });
const surfaces = (pieces: ReadonlyArray<string | LinkedPiece>) =>
  pieces.filter((p): p is LinkedPiece => typeof p !== 'string').map((p) => `${p.surface} → ${p.href}`);

describe('linkText', () => {
  test('links every reference of a pasted write-up, bare designators included, each to its section', () => {
    const text = 'Appeal 4. Relevant laws: 16B1, 73C.\n\nThe director ruled under Law 12C1(e) and the committee agreed.';
    const linked = linkText(text, { lang: 'en', href: href('en') });
    expect(surfaces(linked.pieces)).toEqual(['16B1 → /en/laws/16/#B1', '73C → /en/laws/73/#C', 'Law 12C1(e) → /en/laws/12/#C1e']);
    expect(linked.pieces.map((p) => (typeof p === 'string' ? p : p.surface)).join('')).toBe(text);
    expect(linked.refs.map((r) => `${r.line}:${r.col} ${r.targets.join(' ')}`)).toEqual(['1:25 16B1 73C', '3:25 12C1(e)']);
  });

  test('reads designators without a law word when the text is said to be about the Laws, never calls', () => {
    const text = '13A decides it. North opened 1C.';
    expect(surfaces(linkText(text, { lang: 'en', href: href('en') }).pieces)).toEqual([]);
    expect(surfaces(linkText(text, { lang: 'en', topic: 'laws', href: href('en') }).pieces)).toEqual(['13A → /en/laws/13/#A']);
  });

  test('cites the code the text names, and does not link a section that code lacks', () => {
    const sections = { '2007': { 71: [] }, '1997': { 71: ['A', 'B', 'C'] } } as const;
    const linked = linkText('Правило 71С Кодекса 1997 и Правило 71С.', { lang: 'ru', sections, href: href('ru') });
    expect(linked.pieces.filter((p) => typeof p !== 'string').map((p) => `${(p as LinkedPiece).surface} ${(p as LinkedPiece).edition}`)).toEqual([
      'Правило 71С 1997',
    ]);
    expect(linked.unlinked).toEqual([{ surface: 'Правило 71С', code: 'unknown-target', edition: '2007', line: 1 }]);
    expect(linkText('См. Правила 12 и 94.', { lang: 'ru', href: href('ru') }).unlinked).toEqual([
      { surface: '94', code: 'unknown-law', edition: '2007', line: 1 },
    ]);
    expect(linkText('См.\nПравило 94.', { lang: 'ru', href: href('ru') }).unlinked).toEqual([
      { surface: 'Правило 94', code: 'unknown-law', edition: '2007', line: 2 },
    ]);
    // Without a law word, the same section is simply not a reference to the 2007 Laws.
    expect(linkText('По Правилам: 71С.', { lang: 'ru', sections, href: href('ru') })).toMatchObject({ refs: [], unlinked: [] });
  });

  test('resolves relative forms from the law named in the heading, in Polish and Greek', () => {
    expect(surfaces(linkText('PRZEPIS 16\n\nSędzia stosuje punkt C.', { lang: 'pl', href: href('pl') }).pieces)).toEqual([
      'PRZEPIS 16 → /pl/laws/16/',
      'punkt C → /pl/laws/16/#C',
    ]);
    expect(surfaces(linkText('ΝΟΜΟΣ 27\n\nΤο σημείο Β1 ισχύει.', { lang: 'el', href: href('el') }).pieces)).toEqual([
      'ΝΟΜΟΣ 27 → /el/laws/27/',
      'σημείο Β1 → /el/laws/27/#B1',
    ]);
  });
});

describe('sectionInTable', () => {
  test('knows what the table lists and nothing against what it does not', () => {
    const t = { '2007': { 71: [], 16: ['A', 'B'] } } as const;
    expect(['71', '71C', '16B', '16E2', '64C'].map((id) => sectionInTable(t, id, '2007'))).toEqual([true, false, true, false, true]);
    expect(sectionInTable(t, '71C', '1997')).toBe(true);
  });
});

describe('linkedHtml and linkedMarkdown', () => {
  const linked = linkText('See Law 16 <b>now</b> & [16B1] under the laws.\nNext line.\n\nAnother paragraph.', { lang: 'en', href: href('en') });

  test('return escaped HTML with paragraphs and line breaks, links absolute', () => {
    expect(linkedHtml(linked, 'https://lexludi.example')).toBe(
      '<p>See <a href="https://lexludi.example/en/laws/16/">Law 16</a> &lt;b&gt;now&lt;/b&gt; &amp; [<a href="https://lexludi.example/en/laws/16/#B1">16B1</a>] under the laws.<br>\nNext line.</p>\n<p>Another paragraph.</p>',
    );
  });

  test('return the text as written with Markdown links', () => {
    expect(linkedMarkdown(linked, 'https://lexludi.example')).toBe(
      'See [Law 16](https://lexludi.example/en/laws/16/) <b>now</b> & [[16B1](https://lexludi.example/en/laws/16/#B1)] under the laws.\nNext line.\n\nAnother paragraph.',
    );
  });
});
