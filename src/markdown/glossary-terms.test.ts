import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import type { GlossaryTerm } from '../lib/glossary/parse.ts';
import { rehypeGlossaryTerms } from './glossary-terms.ts';

const entry = (term: string, forms: string[], not?: string[]) => ({ term, forms, definition: `about ${term}`, ...(not ? { not } : {}) });
const terms: GlossaryTerm[] = [
  {
    id: 'dummy',
    file: 'glossary/dummy.yaml',
    law: 'Definitions',
    en: entry('dummy', ['dummy']),
    ru: entry('болван', ['болван', 'болвана']),
    pl: entry('dziadek', ['dziadek']),
    el: entry('μορ', ['μορ']),
  },
  // A term with false friends in two languages (commentary/pl-68-71/en.md 15, laws/2007/6/ru.md 6B).
  {
    id: 'deal',
    file: 'glossary/deal.yaml',
    law: 'Definitions',
    en: entry('deal', ['deal', 'deals'], ['deals with']),
    ru: entry('сдача', ['сдача']),
    pl: entry('rozdanie', ['rozdanie']),
    el: entry('διανομή', ['διανομή']),
  },
  {
    id: 'side',
    file: 'glossary/side.yaml',
    law: 'Definitions',
    en: entry('side', ['side']),
    ru: entry('сторона', ['сторона', 'стороной'], ['лицевой стороной']),
    pl: entry('strona', ['strona']),
    el: entry('πλευρά', ['πλευρά']),
  },
];
const render = (md: string, lang?: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeGlossaryTerms, { terms })
      .use(rehypeStringify)
      .processSync({ value: md, data: lang ? { lang, idPrefix: 'p' } : {} }),
  );

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

  test('leaves a form alone inside one of its negative contexts (false friends)', () => {
    const en = render('Point 15 deals with the next deal.', 'en');
    expect(en.match(/class="gloss-term"/g)?.length).toBe(1);
    expect(en).toContain('Point 15 deals with the next <span class="gloss">');
    expect(render('Карты сдают лицевой стороной вниз.', 'ru')).toBe('<p>Карты сдают лицевой стороной вниз.</p>');
    expect(render('Каждой стороной.', 'ru')).toContain('href="/~/glossary/#side"');
  });

  test('does nothing without the segment language', () => {
    expect(render('dummy')).toBe('<p>dummy</p>');
  });
});
