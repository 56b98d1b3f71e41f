/**
 * What a law-reference link previews for one law id in one interface language (the entries of
 * `/data/refs/{lang}.json`): the corpus's text of the section in the reader's language where it
 * has one (else the original, labelled), of the enclosing section, or of a whole Law's first
 * section; else our summary of the section, labelled as a summary and not the Laws' text; else
 * a line saying there is no text. Works on any list of documents (the site's, or the content
 * check's built without Astro), so it is tested without a build.
 */
import type { Lang } from '../lib/corpus/languages.ts';
import { segmentLabel, segmentWords } from '../lib/corpus/segment-label.ts';
import { lawOf } from '../lib/refs/ids.ts';
import { formatRef } from '../lib/refs/format.ts';
import type { PreviewEntry } from '../lib/refs/preview.ts';
import { kindOf } from '../lib/search/data.ts';
import { sectionsWithText, textHolder } from '../lib/summaries/coverage.ts';
import type { Summary } from '../lib/summaries/types.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import type { Doc } from './site.ts';
import { lawTitle } from './law-titles.ts';

/**
 * Text of a segment in the reader's language when the document has it, else the original:
 * `{ text, lang, original }`.
 */
export function segmentTextIn(doc: Doc, segmentId: string, lang: Lang): { text: string; lang: Lang; original: boolean } | null {
  const own = doc.versions.find((v) => v.lang === lang)?.segments.find((s) => s.id === segmentId);
  if (own) return { text: own.text, lang, original: lang === doc.reference };
  const ref = doc.versions.find((v) => v.lang === doc.reference)?.segments.find((s) => s.id === segmentId);
  return ref ? { text: ref.text, lang: doc.reference, original: true } : null;
}

const MAX = 420;
/** A preview's text: one line, at most MAX characters, cut at a word. */
export const clip = (s: string): string => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > MAX ? `${flat.slice(0, MAX).replace(/\s\S*$/, '')} …` : flat;
};

/** How a text is labelled in `lang`: our translation, the original, or the original in another language. */
export const textLabel = (lang: Lang, textLang: Lang, original: boolean): string =>
  !original
    ? t(lang, 'preview.translation')
    : textLang === lang
      ? t(lang, 'preview.original')
      : t(lang, 'preview.originalIn', { language: t(lang, `lang.${textLang}`) });

/**
 * The preview entry of law id `id` in `lang`; `summaryOf` gives our summary of an id (or null).
 * @example lawPreviewEntry('50A', 'en', docs, (id) => summaryOf(id, 'en')).s // 'Summary by Lex Ludi of the 2017 Laws — not the text of the Laws.'
 */
export function lawPreviewEntry(id: string, lang: Lang, docs: readonly Doc[], summaryOf: (id: string) => Summary | null): PreviewEntry {
  const law = lawOf(id);
  if (law === null) throw new RangeError(`"${id}" is not a law id`);
  // A segment as a reader names it: a law's section in the short notation, a case's passage by its part (`Law 45E1, ¶ 1`).
  const words = segmentWords((k) => t(lang, k as UiKey));
  const place = (doc: Doc, segmentId: string) =>
    doc.kind === 'law' ? formatRef(segmentId, lang, { word: false }) : (segmentLabel(segmentId, kindOf(doc.kind), lang, words) ?? segmentId);
  const h = `${formatRef(id, lang)} — ${lawTitle(law, lang)}`;
  const where = textHolder(id, docs);
  const text = where ? segmentTextIn(where.doc, where.segmentId, lang) : null;
  if (where && text)
    return {
      h,
      x: clip(text.text),
      l: text.lang,
      s: textLabel(lang, text.lang, text.original) + (where.exact ? '' : ` ${t(lang, 'preview.enclosing', { id: place(where.doc, where.segmentId) })}`),
      e: where.doc.edition,
    };
  // A whole law whose text the corpus has only in sections (the booklet's excerpts of Law 45):
  // say which sections, and show the first.
  const sections = String(law) === id ? sectionsWithText(law, docs) : [];
  const first = sections[0] === undefined ? null : textHolder(sections[0], docs);
  const firstText = first ? segmentTextIn(first.doc, first.segmentId, lang) : null;
  if (first && firstText)
    return {
      h,
      x: clip(firstText.text),
      l: firstText.lang,
      s: `${t(lang, 'preview.sections', { list: sections.map((s) => formatRef(s, lang, { word: false })).join(', ') })} ${textLabel(lang, firstText.lang, firstText.original)}: ${place(first.doc, first.segmentId)}.`,
      e: first.doc.edition,
    };
  // No text of the section in the corpus: our summary, labelled as ours and not the Laws' text.
  const summary = summaryOf(id);
  if (summary) return { h, x: clip(summary.text), l: lang, s: t(lang, 'preview.summary', { e: summary.code }), e: Number(summary.code) };
  return { h, x: '', l: lang, s: t(lang, 'preview.noText'), e: null };
}
