/**
 * Route data of the case index (one collection or all of them) and of the previous/next links
 * of case pages: each case's title in the reader's language with the original beside it, the
 * laws it cites, its study question, and its outcome (the final ruling, with the first instance
 * where there was an appeal), in the booklet's order.
 */
import { t } from '../i18n/ui.ts';
import { filterTokens, lawChoices, type LawChoice } from '../lib/cases/law-filter.ts';
import { outcomeParts } from '../lib/cases/parts.ts';
import type { StudyQuestion } from '../lib/cases/study.ts';
import { CASE_KINDS } from '../lib/case-files/kinds.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { lawLinks } from './case-page.ts';
import { caseData, claimCases, groupTitle } from './cases.ts';
import { allCollections, casesOf, collectionUrl, docUrl, type Doc } from './site.ts';
import { textLangOf } from './study-page.ts';
import { caseHeading, collectionTitle } from './titles.ts';

export { caseHeading };

/** A text and its language. */
export interface LangText {
  readonly text: string;
  readonly lang: Lang;
}

/** A case's title in the reader's language (else English, else the original) and the original when that differs. */
export interface CaseTitles {
  readonly title: LangText;
  readonly original?: LangText;
}

/** One case of the index. */
export interface CaseIndexEntry {
  /** Unique across collections: `collection/case`. */
  readonly key: string;
  readonly collection: string;
  readonly id: string;
  /** The number as the booklet prints it (`Q1`, `7`). */
  readonly number: string;
  /** "Case 7", "Question 1" in the reader's language. */
  readonly heading: string;
  readonly url: string;
  readonly titles: CaseTitles;
  /** What kind of problem it is, in the reader's language. */
  readonly kind: string;
  readonly laws: readonly { readonly id: string; readonly href: string; readonly text: string }[];
  /** The filter values it matches (each law cited and every section or law containing it). */
  readonly match: readonly string[];
  readonly questions: readonly StudyQuestion[];
  /** Language of the outcome's text. */
  readonly textLang: Lang;
  /** The final ruling, as HTML paragraphs. */
  readonly final: readonly string[];
  /** Where there was an appeal, the director's ruling and what led to the appeal. */
  readonly firstInstance: readonly string[];
}

/** The cases of one collection. */
export interface CaseIndexGroup {
  readonly collection: string;
  readonly title: LangText;
  readonly url: string;
  readonly entries: readonly CaseIndexEntry[];
}

const titleIn = (doc: Doc, l: Lang): string | undefined =>
  doc.versions
    .find((v) => v.lang === l)
    ?.segments.find((s) => s.id === 'title')
    ?.text.replace(/[\s:]+$/u, '');

/**
 * The title of a case for a reader of `lang`: the title segment in the language the site shows
 * the case in, and the original's when that is another language.
 * @example caseTitles(case7, 'en') // { title: { text: 'Case 7 – Played card from dummy', lang: 'en' }, original: { text: 'Περίπτωση 7 – Παιγμένο φύλλο από τον μορ', lang: 'el' } }
 */
export function caseTitles(doc: Doc, lang: Lang): CaseTitles {
  const shown = textLangOf(doc, lang);
  const original = titleIn(doc, doc.reference) ?? doc.case ?? '';
  const text = titleIn(doc, shown);
  if (text === undefined || shown === doc.reference) return { title: { text: original, lang: doc.reference } };
  return { title: { text, lang: shown }, original: { text: original, lang: doc.reference } };
}

/** What the index needs of a case's data: a booklet case's or a claim case's. */
function indexData(
  collection: string,
  id: string,
  lang: Lang,
): { number: string; laws: readonly string[]; kind: string; questions: StudyQuestion[] } | undefined {
  const data = caseData(collection, id);
  if (data) return { number: data.number, laws: data.laws, kind: groupTitle(lang, data), questions: CASE_KINDS['played-card'].questions(data) };
  const claim = claimCases().find((c) => c.collection === collection && c.id === id);
  // A claim case asks how many of the remaining tricks declarer's side gets.
  return claim && { number: claim.id, laws: claim.laws, kind: t(lang, 'cases.claim'), questions: CASE_KINDS.claim.questions(claim) };
}

async function entryOf(doc: Doc, lang: Lang): Promise<CaseIndexEntry | undefined> {
  const collection = doc.collection ?? '';
  const id = doc.case ?? '';
  const data = indexData(collection, id, lang);
  if (data === undefined) return undefined;
  const textLang = textLangOf(doc, lang);
  const ref = doc.versions.find((v) => v.lang === doc.reference);
  const shown = doc.versions.find((v) => v.lang === textLang) ?? ref;
  const parts = outcomeParts((ref?.segments ?? []).map((s) => s.id));
  const html = (ids: readonly string[]) => ids.map((sid) => (shown?.segments.find((s) => s.id === sid) ?? ref?.segments.find((s) => s.id === sid))?.html ?? '');
  const links = await lawLinks(data.laws, lang);
  return {
    key: `${collection}/${id}`,
    collection,
    id,
    number: data.number,
    heading: caseHeading(lang, id, collection),
    url: docUrl(lang, doc),
    titles: caseTitles(doc, lang),
    kind: data.kind,
    laws: data.laws.map((law, i) => ({ id: law, href: links[i]?.href ?? '', text: links[i]?.text ?? law })),
    match: filterTokens(data.laws),
    questions: data.questions,
    textLang,
    final: html(parts.final),
    firstInstance: html(parts.firstInstance),
  };
}

/**
 * The case index in `lang`: every collection (or only `collection`), each with its cases in
 * the booklet's order.
 * @example (await caseIndex('en', 'claims'))[0].entries.length // 23
 */
export async function caseIndex(lang: Lang, collection?: string): Promise<CaseIndexGroup[]> {
  const groups: CaseIndexGroup[] = [];
  for (const col of (await allCollections()).filter((c) => collection === undefined || c.collection === collection)) {
    const entries: CaseIndexEntry[] = [];
    for (const doc of await casesOf(col.collection)) {
      const entry = await entryOf(doc, lang);
      if (entry) entries.push(entry);
    }
    const title = col.doc?.origin.kind === 'source' ? { text: col.doc.origin.source.title.original, lang: col.doc.reference } : collectionTitle(lang, col);
    groups.push({ collection: col.collection, title: { text: title.text, lang: title.lang }, url: collectionUrl(lang, col.collection), entries });
  }
  return groups;
}

/** The law filter's choices over an index's cases. */
export function indexLawChoices(groups: readonly CaseIndexGroup[]): LawChoice[] {
  return lawChoices(groups.flatMap((g) => g.entries.map((e) => ({ laws: e.laws.map((l) => l.id) }))));
}

/** A neighbouring case, as its link shows it. */
export interface CaseLink {
  readonly url: string;
  readonly heading: string;
  readonly titles: CaseTitles;
}

/**
 * The cases before and after `doc` in its collection, in the booklet's order (Q1, Q2, 1…16).
 * @example (await caseNeighbours(case1, 'en')).prev?.heading // 'Question 2'
 */
export async function caseNeighbours(doc: Doc, lang: Lang): Promise<{ prev?: CaseLink; next?: CaseLink }> {
  const cases = await casesOf(doc.collection ?? '');
  const i = cases.findIndex((c) => c.id === doc.id);
  const link = (d: Doc | undefined): CaseLink | undefined =>
    d === undefined ? undefined : { url: docUrl(lang, d), heading: caseHeading(lang, d.case ?? '', d.collection), titles: caseTitles(d, lang) };
  const prev = i > 0 ? link(cases[i - 1]) : undefined;
  const next = i >= 0 ? link(cases[i + 1]) : undefined;
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}
