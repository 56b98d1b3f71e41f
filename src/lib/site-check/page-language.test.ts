import { describe, expect, test } from 'vitest';
import { englishOutsideEn, readsAsEnglish } from './page-language.ts';

const page = (lang: string, body: string, head = '') =>
  `<!doctype html>\n<html lang="${lang}"><head><title>The title of this page</title>${head}</head>\n<body>${body}</body></html>`;
const found = (html: string) => englishOutsideEn(html).map((e) => `${e.lang}:${e.line}: ${e.text}`);

describe('englishOutsideEn', () => {
  test('finds an English sentence in the body of a Russian, Polish or Greek page, with its line', () => {
    expect(found(page('ru', '<main><p>Правило 70</p>\n<p>The claim is not accepted</p></main>'))).toEqual(['ru:4: The claim is not accepted']);
    expect(found(page('pl', '<td>only the rows below</td>'))).toEqual(['pl:3: only the rows below']);
    expect(found(page('el', '<span lang="el">compared with the text</span>'))).toEqual(['el:3: compared with the text']);
  });

  test('an element marked English, or a page in English, is left alone; the nearest lang decides', () => {
    expect(found(page('ru', '<p lang="en">The claim is not accepted</p><blockquote lang="en-GB"><p>This is the law</p></blockquote>'))).toEqual([]);
    expect(found(page('en', '<p>The claim is not accepted</p>'))).toEqual([]);
    expect(found(page('en', '<div lang="pl"><p>The claim is not accepted</p></div>'))).toEqual(['pl:3: The claim is not accepted']);
  });

  test('one English word, or Russian, Polish and Greek words, are no sentence', () => {
    expect(
      found(page('ru', '<p>Претензия принята (the claim)</p><p>Roszczenie nie jest przyjęte i to wszystko</p><p>Η αξίωση δεν είναι αποδεκτή</p>')),
    ).toEqual([]);
    expect(readsAsEnglish('theory and thesis')).toBe(false);
    expect(readsAsEnglish('the text')).toBe(true);
  });

  test('scripts, styles, templates and the head are not the body’s text; <noscript> is, as a browser without JavaScript shows it', () => {
    const code =
      '<script>const text = "the rows that are below";</script><style>/* the rows that are below */</style><template><p>The rows that are below</p></template>';
    expect(found(page('ru', code, '<meta name="description" content="The text of the law">'))).toEqual([]);
    expect(found(page('ru', '<noscript><p>This tool needs JavaScript and is not shown</p></noscript>'))).toEqual([
      'ru:3: This tool needs JavaScript and is not shown',
    ]);
  });
});
