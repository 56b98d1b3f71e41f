import { beforeAll, describe, expect, test } from 'vitest';
import { readContentFiles, readManifest } from '../content-io/content-files.ts';
import { t } from '../i18n/ui.ts';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import type { Summary } from '../lib/summaries/types.ts';
import { documentEntries } from '../markdown/document-entries.ts';
import { linkCorpus } from '../markdown/link-corpus.ts';
import { summaryOf } from './law-summaries.ts';
import { lawPreviewEntry } from './preview-entry.ts';
import type { Doc } from './site.ts';

// The site's documents, built as the loader builds them (rendering the corpus takes seconds).
let docs: Doc[] = [];
beforeAll(() => {
  const { corpus } = buildCorpus(readManifest(), readContentFiles());
  docs = documentEntries(corpus, linkCorpus(corpus).linked).map((e) => ({ ...e.data, id: e.id }));
});

// A summary for any id: shows which ids the preview would rather give text for.
const always = (id: string): Summary => ({ id, text: `Summary of ${id}.`, code: '2017' });

describe('lawPreviewEntry', () => {
  test('a section the corpus has no text of shows our summary in the reader’s language, labelled as a summary of the 2017 Laws', () => {
    const ru = lawPreviewEntry('50A', 'ru', docs, (id) => summaryOf(id, 'ru'));
    expect(ru).toEqual({
      h: 'Правило 50А — Порядок обращения со штрафной картой',
      x: summaryOf('50A', 'ru')?.text,
      l: 'ru',
      s: t('ru', 'preview.summary', { e: '2017' }),
      e: 2017,
    });
    expect(ru.s).toBe('Краткое изложение Lex Ludi по Правилам 2017 года — не текст Правил.');
  });

  test('a section with corpus text shows the text, even when a summary exists', () => {
    const e = lawPreviewEntry('45C1', 'en', docs, always);
    expect(e.x).not.toContain('Summary of');
    expect(e).toMatchObject({ e: 2007, s: expect.not.stringContaining('Summary') });
    expect(e.x.length).toBeGreaterThan(40);
  });

  test('a section inside one with text shows the enclosing text; a whole Law with section texts shows its first section', () => {
    expect(lawPreviewEntry('45C4(a)', 'en', docs, always).x).not.toContain('Summary of');
    expect(lawPreviewEntry('45', 'en', docs, always).s).toMatch(/^The corpus has sections 45C1, /);
  });

  test('with neither text nor summary, the preview says so', () => {
    expect(lawPreviewEntry('50A', 'en', docs, () => null)).toMatchObject({ x: '', s: t('en', 'preview.noText'), e: null });
  });
});
