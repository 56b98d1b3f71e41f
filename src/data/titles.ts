/**
 * Document titles for pages: the reader's language with the original beside it
 * (src/lib/corpus/doc-title.ts), and a case's number as the booklet prints it.
 */
import { STRINGS, t, type UiKey } from '../i18n/ui.ts';
import { docTitle, type DocTitle } from '../lib/corpus/doc-title.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { caseData, collectionData } from './cases.ts';
import { lawTitle } from './law-titles.ts';
import type { CaseCollection, Doc } from './site.ts';

export type { DocTitle };

/**
 * The title of a document for a reader of `lang`.
 * @example titleOf('en', case7) // { text: 'Case 7 – Played card from dummy', lang: 'en', original: { text: 'Περίπτωση 7 – …', lang: 'el' } }
 */
export function titleOf(lang: Lang, d: Doc): DocTitle {
  return docTitle(d, lang, (n) => `${t(lang, 'law.heading', { n })} — ${lawTitle(n, lang)}`);
}

/**
 * A case's number as its source prints it (`Q1`, `Q2`, `1`…`16`), from its case.yaml; none for a
 * case its collection does not number (a claim case).
 * @example caseNumber(q1) // 'Q1'
 */
export function caseNumber(d: Doc): string | undefined {
  return caseData(d.collection ?? '', d.case ?? '')?.number;
}

/**
 * How a list names a case in `lang`: its number where its source numbers it, else its title.
 * @example caseLabel('en', forgottenTrump) // 'The forgotten trump'
 */
export function caseLabel(lang: Lang, d: Doc): string {
  return caseNumber(d) ?? titleOf(lang, d).text;
}

/**
 * "Case 7" / "Question 1" in `lang`; a case its collection does not number (a claim case,
 * `lead-a-heart`) is "Claim case".
 * @example caseHeading('en', 'q1') // 'Question 1'
 */
export function caseHeading(lang: Lang, id: string, collection?: string): string {
  if (/^q\d+$/.test(id)) return t(lang, 'cases.question', { n: id.slice(1) });
  if (/^\d+$/.test(id)) return t(lang, 'cases.case', { n: id });
  // A played-card case numbered otherwise (R1) is "Case R1", as printed.
  const data = collection === undefined ? undefined : caseData(collection, id);
  return data ? t(lang, 'cases.case', { n: data.number }) : t(lang, 'cases.claim');
}

/**
 * The title of a collection: its document's, else its collection.yaml's title in `lang`, else the
 * interface's words for it (`cases.collection.<name>`), else its name.
 * @example collectionTitle('en', { collection: 'claims' }).text // 'Claims and concessions: cases'
 */
export function collectionTitle(lang: Lang, c: CaseCollection): DocTitle {
  if (c.doc) return titleOf(lang, c.doc);
  const meta = collectionData(c.collection);
  if (meta) return { text: meta.title[lang], lang, original: null };
  const key = `cases.collection.${c.collection}`;
  return { text: key in STRINGS[lang] ? t(lang, key as UiKey) : c.collection, lang, original: null };
}

/**
 * What a document covers, in `lang`: its source's words (the manifest's `covers`), or, for a text
 * of our own, that it is one of our cases and in which collection.
 * @example coversOf('en', claimCase) // 'A case of our own in the collection “Claims and concessions: cases”.'
 */
export function coversOf(lang: Lang, d: Pick<Doc, 'origin'>): string {
  return d.origin.kind === 'source' ? d.origin.source.covers[lang] : t(lang, 'doc.ours.covers', { collection: d.origin.collection.title[lang] });
}
