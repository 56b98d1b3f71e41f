import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import type { GlossaryTerm } from '../lib/glossary/parse.ts';
import { rehypeGlossaryTerms } from './glossary-terms.ts';

const entry = (term: string, forms: string[]) => ({ term, forms, definition: `about ${term}` });
const terms: GlossaryTerm[] = [
  { id: 'dummy', file: 'glossary/dummy.yaml', law: 'Definitions', en: entry('dummy', ['dummy']), ru: entry('болван', ['болван', 'болвана']), pl: entry('dziadek', ['dziadek']), el: entry('μορ', ['μορ']) },
];
const render = (md: string, lang?: string) =>
  String(unified().use(remarkParse).use(remarkRehype).use(rehypeGlossaryTerms, { terms }).use(rehypeStringify).processSync({ value: md, data: lang ? { lang, idPrefix: 'p' } : {} }));

describe('rehypeGlossaryTerms', () => {
  test('marks the first occurrence only, with a described link and an ignored tooltip', () => {
    expect(render('Карты болвана; болван молчит.', 'ru')).toBe(
      '<p>Карты <span class="gloss"><a class="gloss-term" href="/~/glossary/#dummy" aria-describedby="p-dummy">болвана</a><span class="gloss-tip" id="p-dummy" aria-hidden="true" data-pagefind-ignore="">about болван</span></span>; болван молчит.</p>',
    );
  });

  test('leaves headings, links and code alone, and marks the next occurrence in text', () => {
    const html = render('## dummy\n\n[dummy](x) `dummy` and dummy', 'en');
    expect(html.match(/class="gloss-term"/g)?.length).toBe(1);
    expect(html).toContain('<h2>dummy</h2>');
    expect(html).toContain('<code>dummy</code> and <span class="gloss">');
  });

  test('does nothing without the segment language', () => {
    expect(render('dummy')).toBe('<p>dummy</p>');
  });
});
