/**
 * What a law-reference link previews, per interface language: for every id the site links
 * to, a heading (the reference in the reader's notation and the law's title), the section's
 * text in the reader's language where the corpus has it (else the original, labelled), else
 * our summary of it (labelled as a summary, not the Laws' text; src/data/preview-entry.ts), and
 * the edition of that text or summary. Fetched by src/islands/ref-preview.ts on the first hover or focus.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { citationIndex, knownIds } from '../../../data/citations.ts';
import { allDocuments } from '../../../data/site.ts';
import { summaryOf } from '../../../data/law-summaries.ts';
import { clip, lawPreviewEntry, segmentTextIn, textLabel } from '../../../data/preview-entry.ts';
import { LANGS, type Lang } from '../../../lib/corpus/languages.ts';
import { anchorOf, lawOf } from '../../../lib/refs/ids.ts';
import { t } from '../../../i18n/ui.ts';
import type { PreviewData, PreviewEntry } from '../../../lib/refs/preview.ts';
import { concordance } from '../../../data/concordance.ts';
import { currentLines } from '../../../lib/editions/describe.ts';
import { editionWords } from '../../../i18n/editions.ts';

export const getStaticPaths: GetStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const entries: Record<string, PreviewEntry> = {};
  const docs = await allDocuments();
  for (const id of await knownIds()) if (lawOf(id) !== null) entries[id] = lawPreviewEntry(id, lang, docs, (x) => summaryOf(x, lang));
  // Paragraphs of a commentary cited by that commentary: `slug|para:69.5(ii)`.
  for (const key of (await citationIndex()).keys()) {
    const [docId, id] = key.split('|');
    const doc = docs.find((d) => d.id === docId);
    if (!doc?.slug || !id) continue;
    const anchor = anchorOf(id);
    const seg = doc.versions.find((v) => v.lang === doc.reference)?.segments.find((s) => s.anchor === anchor);
    const text = seg ? segmentTextIn(doc, seg.id, lang) : null;
    if (!text || !seg) continue;
    entries[`${doc.slug}|${id}`] = {
      h: t(lang, 'preview.paragraph', { p: seg.id }),
      x: clip(text.text),
      l: text.lang,
      s: textLabel(lang, text.lang, text.original),
      e: doc.edition,
    };
  }
  // What 2017 made of each section, for links standing in a 1997 or 2007 document.
  const lines = currentLines(concordance(), Object.keys(entries), lang, editionWords(lang));
  const data: PreviewData = {
    edition: t(lang, 'preview.edition', { a: '{a}', b: '{b}' }),
    entries,
    current: { lead: t(lang, 'editions.cites', { e: '{e}' }), lines },
  };
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
};
