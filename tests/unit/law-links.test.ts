/**
 * Law references in the site: the remark plugin's links, the build's refusal of references
 * to laws that do not exist, and the promise that every reference in the five sources is a
 * link in the site.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCheck } from './run-check.ts';
import { buildCorpus, sourceOf } from '../../src/lib/corpus/corpus.ts';
import { segmentRefContext } from '../../src/lib/corpus/ref-context.ts';
import { resolveText } from '../../src/lib/refs/resolve-text.ts';
import type { Lang } from '../../src/lib/refs/types.ts';
import { goTo } from '../../src/lib/refs/go.ts';
import { previewFor, type PreviewData } from '../../src/lib/refs/preview.ts';
import { parseGlossary } from '../../src/lib/glossary/parse.ts';
import { linkCorpus } from '../../src/markdown/link-corpus.ts';
import { checkGlossaryRefs, glossaryDefinition } from '../../src/markdown/link-glossary.ts';
import { localizeLinks } from '../../src/markdown/localize.ts';
import { renderSegment } from '../../src/markdown/render.ts';
import { readContentFiles, readManifest } from '../../src/content-io/content-files.ts';

const ru = { lang: 'ru', edition: '1997', document: 'ru-67-74', paragraphs: new Set(['69.5']) } as const;

describe('renderSegment links law references', () => {
  test('each designator of a list is its own link, marked with its edition', () => {
    const { html, links } = renderSegment('См. Правилами 69,70 и 71.', ru);
    expect(html).toBe(
      '<p>См. <a href="/~/laws/69/" class="ref" data-ref="69" data-edition="1997">Правилами 69</a>,<a href="/~/laws/70/" class="ref" data-ref="70" data-edition="1997">70</a> и <a href="/~/laws/71/" class="ref" data-ref="71" data-edition="1997">71</a>.</p>',
    );
    expect(links.map((l) => l.targets.join())).toEqual(['69', '70', '71']);
  });

  test('sections link to their anchor on the law page; 2007 references carry no edition mark', () => {
    const { html } = renderSegment('ο 45Γ4α και (45Γ4β)', { lang: 'el', edition: '2007' });
    expect(html).toContain('<a href="/~/laws/45/#C4a" class="ref" data-ref="45C4(a)">45Γ4α</a>');
    expect(html).toContain('<a href="/~/laws/45/#C4b" class="ref" data-ref="45C4(b)">45Γ4β</a>');
  });

  test('a paragraph the commentary has links into it; one it lacks goes to the law it comments on', () => {
    const { html } = renderSegment('п. 69.5.(ii) и п.92.1', ru);
    expect(html).toContain('href="/~/commentary/ru-67-74/#69.5" class="ref" data-ref="para:69.5(ii)" data-edition="1997" data-doc="ru-67-74"');
    expect(html).toContain('href="/~/laws/92/#para-92.1"');
  });

  test("a reference that names its code is marked with that code, not the document's", () => {
    const { html, links } = renderSegment('См. Правило 12С2 Кодекса 2017 и Правило 12С2.', ru);
    expect(html).toContain('<a href="/~/laws/12/#C2" class="ref" data-ref="12C2" data-edition="2017">Правило 12С2</a> Кодекса 2017');
    expect(links.map((l) => `${l.surface} ${l.edition}`)).toEqual(['Правило 12С2 2017', 'Правило 12С2 1997']);
  });

  test('text inside code and inside existing links is left alone', () => {
    const { html, links } = renderSegment('`Правило 5` и [Правило 7](https://example.org/) и Правило 8', ru);
    expect(links.map((l) => l.surface)).toEqual(['Правило 8']);
    expect(html).toContain('<code>Правило 5</code>');
    expect(html).toContain('<a href="https://example.org/">Правило 7</a>');
  });

  test('relative references resolve within the section being read (Law 16 in Polish)', () => {
    const ctx = segmentRefContext({ kind: 'law', id: 'laws/2007/16', edition: 2007, law: 16 }, '16C3', 'pl', 2007);
    const { links } = renderSegment('zgodnie z punktem D oraz punktu 2c', ctx);
    expect(links.map((l) => l.targets.join())).toEqual(['16D', '16C2(c)']);
  });

  test('a law that does not exist is a problem with its line, not a link', () => {
    const { html, problems } = renderSegment('Правило 68,\nа также Правило 94.', ru);
    expect(problems.map((p) => `${p.line}: ${p.code} ${p.surface}`)).toEqual(['2: unknown-law 94']);
    expect(html).not.toContain('laws/94');
  });

  test('the interface language replaces the placeholder', () => {
    expect(localizeLinks('<a href="/~/laws/45/#C4a">', 'pl')).toBe('<a href="/pl/laws/45/#C4a">');
  });
});

describe('segment contexts', () => {
  test('a law excerpt quoted in a case reads within its section; a commentary names its document', () => {
    expect(segmentRefContext({ kind: 'case', id: 'cases/x/1', collection: 'x', case: '1' }, 'law-45C4(a).2', 'el', 2007)).toEqual({
      lang: 'el',
      edition: '2007',
      withinLaw: 45,
      withinSection: '45C4(a)',
    });
    expect(segmentRefContext({ kind: 'commentary', id: 'commentary/ru-67-74', slug: 'ru-67-74' }, '69.5', 'ru', 1997)).toEqual({
      lang: 'ru',
      edition: '1997',
      document: 'ru-67-74',
    });
    expect(segmentRefContext({ kind: 'law', id: 'laws/2007/16', edition: 2007, law: 16 }, 'note-1', 'pl', 2007)).toEqual({
      lang: 'pl',
      edition: '2007',
      withinLaw: 16,
    });
  });
});

describe('every reference in the five sources is a link in the site', () => {
  const { corpus, errors } = buildCorpus(readManifest(), readContentFiles());
  const { linked, errors: refErrors } = linkCorpus(corpus);

  test('the content has no reference problem', () => {
    expect(errors).toEqual([]);
    expect(refErrors.map((e) => `${e.file}:${e.line}: ${e.rule}: ${e.message}`)).toEqual([]);
  });

  const sources = corpus.sources.map((s) => s.file);
  test.each(sources)('%s: the same references, surface and targets, as the grammar finds in the raw source', (file) => {
    const source = corpus.sources.find((s) => s.file === file)!;
    const text = readFileSync(`content/sources/${file}`, 'utf8');
    // The Polish Law 16 is read within Law 16, as its relative references need.
    const within = [...corpus.documents.values()].find(
      (d) => sourceOf(d)?.file === file && d.doc.kind === 'law' && [...corpus.documents.values()].filter((x) => sourceOf(x)?.file === file).length === 1,
    );
    const law = within?.doc.kind === 'law' ? within.doc.law : undefined;
    const key = (surface: string, targets: readonly string[]) => `${surface.replace(/\s+/g, ' ')} → ${targets.join(' ')}`;
    const fromSource = resolveText(text, { lang: source.languages as Lang[], ...(law ? { withinLaw: law } : {}) }).flatMap((r) =>
      r.links.map((l) => key(l.text, l.targets)),
    );
    const inSite: string[] = [];
    for (const [id, d] of corpus.documents) {
      for (const v of d.versions.values()) {
        if (v.frontmatter.source !== file) continue;
        for (const s of v.segments) inSite.push(...(linked.get(id)?.get(v.lang)?.get(s.id)?.links ?? []).map((l) => key(l.surface, l.targets)));
      }
    }
    expect(fromSource.length).toBeGreaterThan(0);
    expect(inSite.sort()).toEqual(fromSource.sort());
  });
});

describe('the build refuses bad references', () => {
  test('npm run check names each with file:line and rule, all in one run', () => {
    const { code, stderr: out } = runCheck(['--root', 'tests/fixtures/refs']);
    expect(code).toBe(1);
    const lines = out
      .split('\n')
      .filter((l) => l.includes(': refs/'))
      .map((l) => l.replace(/: "[^"]*":.*$/, ''));
    expect(lines).toEqual([
      'tests/fixtures/refs/commentary/pl-bad/pl.md:7: refs/no-context',
      'tests/fixtures/refs/commentary/ru-bad/ru.md:7: refs/unknown-law',
      'tests/fixtures/refs/commentary/ru-bad/ru.md:10: refs/unknown-law',
    ]);
    expect(out).toContain('"100": Law 100 does not exist');
    expect(out).not.toContain('"95"');
  });
});

describe('/go/ resolves any notation', () => {
  const known = new Set(['16', '16A2', '45', '45C4(a)', '70', '70C', '46', '46B']);
  test.each([
    ['45C4a', 'en', '/en/laws/45/#C4a'],
    ['Νόμος 45Γ4α', 'el', '/el/laws/45/#C4a'],
    ['45Γ4α', 'ru', '/ru/laws/45/#C4a'],
    ['Правило 16А2', 'pl', '/pl/laws/16/#A2'],
    ['P 70C', 'ru', '/ru/laws/70/#C'],
    ['Law 16 A 2', 'el', '/el/laws/16/#A2'],
    ['Νόμος 46Β', 'en', '/en/laws/46/#B'],
    ['law 45', 'en', '/en/laws/45/'],
  ] as const)('%s (%s) → %s', (input, lang, href) => {
    expect(goTo(input, lang, known)).toMatchObject({ kind: 'go', href });
  });

  test('no such law, no such section, nonsense: an error with suggestions, never a throw', () => {
    expect(goTo('Law 94', 'en', known)).toMatchObject({ kind: 'error', error: 'unknown-law' });
    const r = goTo('45C4(c)', 'en', known);
    expect(r).toMatchObject({ kind: 'error', error: 'unknown-target' });
    expect(r.kind === 'error' && r.suggestions.map((s) => s.id)).toContain('45C4(a)');
    expect(goTo('hello <script>', 'en', known)).toMatchObject({ kind: 'error', error: 'unparsed' });
    expect(goTo('', 'en', known)).toMatchObject({ kind: 'error', error: 'empty' });
  });
});

describe('previews', () => {
  const data: PreviewData = {
    edition: 'Cited from the {a} Laws; the text shown is from the {b} Laws.',
    entries: {
      '45C4(a)': { h: 'Law 45C4(a) — Card played', x: 'A card must be played…', l: 'en', s: 'Translation', e: 2007 },
      '69': { h: 'Law 69', x: '', l: 'en', s: 'No text', e: null },
      'ru-67-74|para:69.5(ii)': { h: 'Paragraph 69.5', x: '69.5. …', l: 'ru', s: 'Original', e: 1997 },
    },
  };
  test('a reference to another edition than the text shown says so', () => {
    expect(previewFor(data, { ref: '45C4(a)', edition: '1997' })?.note).toBe('Cited from the 1997 Laws; the text shown is from the 2007 Laws.');
    expect(previewFor(data, { ref: '45C4(a)' })?.note).toBeNull();
    expect(previewFor(data, { ref: '69', edition: '1997' })?.note).toBeNull();
  });
  test('the first target of a range is previewed; paragraphs are looked up in their document', () => {
    expect(previewFor(data, { ref: '69 70 71' })?.h).toBe('Law 69');
    expect(previewFor(data, { ref: 'para:69.5(ii)', doc: 'ru-67-74', edition: '1997' })?.x).toBe('69.5. …');
    expect(previewFor(data, { ref: 'para:69.5(ii)' })).toBeNull();
    expect(previewFor(data, { ref: '' })).toBeNull();
  });
});

describe('glossary definitions are linked and checked like any content', () => {
  const text = (law: string) =>
    `law: "67"\nen:\n  term: "defective trick"\n  forms: ["defective trick"]\n  definition: "Corrected as ${law} prescribes."\nru:\n  term: "дефектная взятка"\n  forms: ["дефектная взятка"]\n  definition: "Исправляется по Правилу 67."\npl:\n  term: "wadliwa lewa"\n  forms: ["wadliwa lewa"]\n  definition: "Według przepisu 67."\nel:\n  term: "ελαττωματική λεβέ"\n  forms: ["ελαττωματική λεβέ"]\n  definition: "Κατά τον Νόμο 67."\n`;
  test('each language links its reference', () => {
    const { terms, errors } = parseGlossary([{ path: 'glossary/defective-trick.yaml', text: text('Law 67') }]);
    expect(errors).toEqual([]);
    const term = terms[0]!;
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(glossaryDefinition(term, lang).html).toContain('href="/~/laws/67/" class="ref" data-ref="67"');
    expect(checkGlossaryRefs(terms, new Map([[term.file, text('Law 67')]]))).toEqual([]);
  });
  test('a definition citing Law 94 is reported at its line', () => {
    const bad = text('Law 94');
    const { terms } = parseGlossary([{ path: 'glossary/defective-trick.yaml', text: bad }]);
    expect(checkGlossaryRefs(terms, new Map([['glossary/defective-trick.yaml', bad]])).map((e) => `${e.file}:${e.line}: ${e.rule}`)).toEqual([
      'glossary/defective-trick.yaml:5: refs/unknown-law',
    ]);
  });
});
