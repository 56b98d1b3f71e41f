/**
 * A document's title in the reader's language, with the original beside it when that differs.
 *
 * - a case: its `§ title` segment in the reader's language version (every version of a case has
 *   one: `caseTitleProblems` makes a missing one a content error), the original's beside it;
 * - a commentary or a case collection: the manifest's title in the reader's language
 *   (`title.<lang>`, our wording, schema-checked in src/schemas/manifest.ts), the title as
 *   printed (`title.original`) beside it; a collection of our own: its collection.yaml's title
 *   in the reader's language, alone;
 * - a law: its heading and title in the reader's language (the caller's, from
 *   content/laws/titles.yaml); the law page itself shows the other three.
 */
import type { Lang } from './languages.ts';
import type { ContentError } from './segment-file.ts';

/** A title in one language. */
export interface TitleText {
  readonly text: string;
  readonly lang: Lang;
}

/** A title to show: the reader's, and the original when it says something else. */
export interface DocTitle extends TitleText {
  readonly original: TitleText | null;
}

/** What the title needs of a document (a structural subset of the documents collection's entries). */
export interface TitledDoc {
  readonly kind: 'law' | 'commentary' | 'case' | 'collection';
  readonly law?: number | undefined;
  readonly reference: Lang;
  readonly origin:
    | { readonly kind: 'source'; readonly source: { readonly title: { readonly original: string } & Readonly<Record<Lang, string>> } }
    | { readonly kind: 'ours'; readonly collection: { readonly title: Readonly<Record<Lang, string>> } };
  readonly versions: readonly { readonly lang: Lang; readonly segments: readonly { readonly id: string; readonly text: string }[] }[];
}

/**
 * A printed title made fit for a heading or a list: space squeezed, a trailing colon dropped
 * (the booklet's "Question one:" introduces its diagram).
 * @example
 * cleanTitle('  Ερώτηση πρώτη: ') // 'Ερώτηση πρώτη'
 */
export function cleanTitle(text: string): string {
  return text.replace(/\s+/gu, ' ').trim().replace(/ ?:$/u, '');
}

/**
 * The pair to show: the reader's title, and the original unless it is the same text.
 * @example
 * titlePair({ text: 'Case 7 – Played card from dummy', lang: 'en' }, { text: 'Περίπτωση 7 – Παιγμένο φύλλο από τον μορ', lang: 'el' }).original?.lang // 'el'
 */
export function titlePair(reader: TitleText, original: TitleText): DocTitle {
  return { ...reader, original: reader.text === original.text ? null : original };
}

const titleSegment = (d: TitledDoc, lang: Lang) => {
  const s = d.versions.find((v) => v.lang === lang)?.segments.find((x) => x.id === 'title');
  return s === undefined ? undefined : cleanTitle(s.text);
};

/**
 * The title of `d` for a reader of `lang`; `lawHeading(n)` gives a law's heading and title in
 * that language.
 * @example
 * docTitle(case7, 'en', heading) // { text: 'Case 7 – Played card from dummy', lang: 'en', original: { text: 'Περίπτωση 7 – …', lang: 'el' } }
 * docTitle(case7, 'el', heading) // { text: 'Περίπτωση 7 – …', lang: 'el', original: null }
 */
export function docTitle(d: TitledDoc, lang: Lang, lawHeading: (n: number) => string): DocTitle {
  if (d.kind === 'law') return { text: lawHeading(d.law ?? 0), lang, original: null };
  if (d.kind === 'case') {
    const original: TitleText = { text: titleSegment(d, d.reference) ?? '', lang: d.reference };
    const own = titleSegment(d, lang);
    // A language with no version of the case at all: the original alone, in its language.
    return own === undefined ? { ...original, original: null } : titlePair({ text: own, lang }, original);
  }
  if (d.origin.kind === 'ours') return { text: d.origin.collection.title[lang], lang, original: null };
  return titlePair({ text: d.origin.source.title[lang], lang }, { text: d.origin.source.title.original, lang: d.reference });
}

/**
 * Every version of a case without a usable `§ title` segment (a partial translation must still
 * have one: lists, headings, study mode and search show it).
 * @example
 * caseTitleProblems([{ path: 'cases/c/1/en.md', segments: [] }])[0]?.rule // 'document/title'
 */
export function caseTitleProblems(
  versions: readonly { readonly path: string; readonly segments: readonly { readonly id: string; readonly line: number; readonly body: string }[] }[],
): ContentError[] {
  return versions.flatMap((v): ContentError[] => {
    const s = v.segments.find((x) => x.id === 'title');
    if (s === undefined)
      return [
        {
          file: v.path,
          line: 1,
          rule: 'document/title',
          message:
            'a case needs its "§ title" segment in every language version, even a partial one: the title shows in lists, headings, study mode and search',
        },
      ];
    if (cleanTitle(s.body.replace(/^#{1,6}\s+/u, '')) === '')
      return [{ file: v.path, line: s.line, rule: 'document/title', message: 'the title segment is empty: write the case title' }];
    return [];
  });
}
