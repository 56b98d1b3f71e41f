import { describe, expect, test } from 'vitest';
import { findRefs } from './find.ts';

describe('findRefs', () => {
  test('returns typed parts with offsets into the given text', () => {
    const text = 'см. Правилах 69,70 и 71.';
    const [ref] = findRefs(text, { lang: 'ru' });
    expect(ref).toMatchObject({ start: 4, end: 23, text: 'Правилах 69,70 и 71', kind: 'law', lang: 'ru' });
    expect(ref?.parts.map((p) => [p.type, p.text, text.slice(p.start, p.end)])).toEqual([
      ['word', 'Правилах', 'Правилах'],
      ['designator', '69', '69'],
      ['join', ',', ','],
      ['designator', '70', '70'],
      ['join', ' и ', ' и '],
      ['designator', '71', '71'],
    ]);
  });

  test('returns the designator values in canonical letters', () => {
    const [ref] = findRefs('Νόμος 45Γ4α', { lang: 'el' });
    expect(ref?.parts[1]).toMatchObject({ type: 'designator', value: { type: 'law', law: 45, section: 'C', number: 4, items: ['a'] } });
  });

  test('returns a range join for 72...76', () => {
    const [ref] = findRefs('Правилах 72...76', { lang: 'ru' });
    expect(ref?.parts.filter((p) => p.type === 'join').map((p) => p.type === 'join' && p.op)).toEqual(['range']);
  });

  test('returns a bare Greek designator without the article in the span', () => {
    const [ref] = findRefs('στον 54Δ', { lang: 'el' });
    expect(ref).toMatchObject({ start: 5, text: '54Δ', kind: 'law' });
    expect(ref?.parts.map((p) => p.type)).toEqual(['designator']);
  });

  test('returns offsets into the original text when it is not NFC', () => {
    // ό typed as ο + combining acute: two UTF-16 units before NFC, one after.
    const text = 'βλέπε Νο\u0301μο 45Γ2 και Νο\u0301μο 48Α';
    const refs = findRefs(text, { lang: 'el' });
    expect(refs.map((r) => r.text)).toEqual(['Νο\u0301μο 45Γ2', 'Νο\u0301μο 48Α']);
    expect(refs.map((r) => text.slice(r.start, r.end))).toEqual(['Νο\u0301μο 45Γ2', 'Νο\u0301μο 48Α']);
  });

  test('returns references of several languages in text order when given several', () => {
    const text = '(см. Правило 17А) | (see Law 17A)';
    expect(findRefs(text, { lang: ['ru', 'en'] }).map((r) => `${r.lang}:${r.text}`)).toEqual(['ru:Правило 17А', 'en:Law 17A']);
    // Read as Russian only, the English `Law` is not a law word, but `17A` stands in a paragraph
    // with a Russian law reference: a bare designator, with that evidence.
    expect(findRefs(text, { lang: 'ru' }).map((r) => [r.text, r.evidence])).toEqual([
      ['Правило 17А', undefined],
      ['17A', ['law-word', 'reference']],
    ]);
  });

  test('returns nothing for a law word in another language', () => {
    expect(findRefs('see Law 17A', { lang: 'pl' })).toEqual([]);
  });

  test.each([
    ['Правило 16Для', 'ru', 'number runs on into a word'],
    ['Law 12.3', 'en', 'a decimal is not a law'],
    ['Правило 1234', 'ru', 'four digits'],
    ['Νόμος 45Γ4αυτό', 'el', 'item letter runs on into a word'],
    ['ο 45', 'el', 'bare designator without a section letter'],
    ['P 0', 'pl', 'law numbers start at 1'],
  ])('returns nothing for %j (%s)', (text, lang) => {
    expect(findRefs(text, { lang: lang as 'ru' })).toEqual([]);
  });

  test('returns the paragraph word span across blank lines of PDF text', () => {
    const [ref] = findRefs('пример в п.\n\n68.7.(i)(b) выше', { lang: 'ru' });
    expect(ref).toMatchObject({ kind: 'para', text: 'п.\n\n68.7.(i)(b)' });
    expect(ref?.parts[1]).toMatchObject({ value: { type: 'para', path: [68, 7], items: ['i', 'b'] } });
  });

  test('returns a relative kind for punkt', () => {
    expect(findRefs('patrz punkt B1', { lang: 'pl' })[0]).toMatchObject({ kind: 'relative', text: 'punkt B1' });
  });
});
