/**
 * What a law-reference link previews, per interface language: for every id the site links
 * to, a heading (the reference in the reader's notation and the law's title), the section's
 * text in the reader's language where the corpus has it (else the original, labelled), and
 * the edition of that text. Fetched by src/islands/ref-preview.ts on the first hover or focus.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { citationIndex, knownIds, lawSectionsWithText, sectionText, segmentTextIn } from '../../../data/citations.ts';
import { allDocuments } from '../../../data/site.ts';
import { lawTitle } from '../../../data/law-titles.ts';
import { LANGS, type Lang } from '../../../lib/corpus/languages.ts';
import { anchorOf, lawOf } from '../../../lib/refs/ids.ts';
import { formatRef } from '../../../lib/refs/format.ts';
import { t, type UiKey } from '../../../i18n/ui.ts';
import { segmentLabel, segmentWords } from '../../../lib/corpus/segment-label.ts';
import { kindOf } from '../../../lib/search/data.ts';
import type { Doc } from '../../../data/site.ts';
import type { PreviewData, PreviewEntry } from '../../../lib/refs/preview.ts';
import { concordance } from '../../../data/concordance.ts';
import { currentLines } from '../../../lib/editions/describe.ts';
import { editionWords } from '../../../i18n/editions.ts';

export const getStaticPaths: GetStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

const MAX = 420;
const clip = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > MAX ? `${flat.slice(0, MAX).replace(/\s\S*$/, '')} …` : flat;
};

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const label = (textLang: Lang, original: boolean) =>
    !original
      ? t(lang, 'preview.translation')
      : textLang === lang
        ? t(lang, 'preview.original')
        : t(lang, 'preview.originalIn', { language: t(lang, `lang.${textLang}`) });
  const entries: Record<string, PreviewEntry> = {};
  // A segment as a reader names it: a law's section in the short notation, a case's passage by its part (`Law 45E1, ¶ 1`).
  const words = segmentWords((k) => t(lang, k as UiKey));
  const place = (doc: Doc, segmentId: string) =>
    doc.kind === 'law' ? formatRef(segmentId, lang, { word: false }) : (segmentLabel(segmentId, kindOf(doc.kind), lang, words) ?? segmentId);
  for (const id of await knownIds()) {
    const law = lawOf(id);
    if (law === null) continue;
    const heading = `${formatRef(id, lang)} — ${lawTitle(law, lang)}`;
    const where = await sectionText(id);
    const text = where ? segmentTextIn(where.doc, where.segmentId, lang) : null;
    // A whole law whose text the corpus has only in sections (the booklet's excerpts of Law 45):
    // say which sections, and show the first.
    const sections = !where && String(law) === id ? await lawSectionsWithText(law) : [];
    const first = sections[0] === undefined ? undefined : await sectionText(sections[0]);
    const firstText = first ? segmentTextIn(first.doc, first.segmentId, lang) : null;
    entries[id] =
      text && where
        ? {
            h: heading,
            x: clip(text.text),
            l: text.lang,
            s: label(text.lang, text.original) + (where.exact ? '' : ` ${t(lang, 'preview.enclosing', { id: place(where.doc, where.segmentId) })}`),
            e: where.doc.edition,
          }
        : firstText && first
          ? {
              h: heading,
              x: clip(text ? text.text : firstText.text),
              l: firstText.lang,
              s: `${t(lang, 'preview.sections', { list: sections.map((s) => formatRef(s, lang, { word: false })).join(', ') })} ${label(firstText.lang, firstText.original)}: ${place(first.doc, first.segmentId)}.`,
              e: first.doc.edition,
            }
          : { h: heading, x: '', l: lang, s: t(lang, 'preview.noText'), e: null };
  }
  // Paragraphs of a commentary cited by that commentary: `slug|para:69.5(ii)`.
  const docs = await allDocuments();
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
      s: label(text.lang, text.original),
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
