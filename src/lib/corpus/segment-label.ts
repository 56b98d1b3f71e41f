/**
 * How a reader names a segment of a document, from its id: ids are anchors for links
 * (`ruling.1`, `law-45E1.1`, `basis`, `68.7`) and never shown as they are. A law text's segment
 * is its section (`Law 45C4(a)`), a commentary's a numbered paragraph (`para. 68.7`), a case's a
 * part in the reader's language, with its paragraph (`Ruling, ¶ 1`) or the law it quotes
 * (`Law 45E1, ¶ 1`). The document's `title` segment has no label of its own: the document's
 * title names it.
 */
import { formatRef } from '../refs/format.ts';
import { isRefId } from '../refs/ids.ts';
import type { Lang } from './languages.ts';
import { fillTemplate } from '../text/fill-core.ts';

/** The parts of a document that segment ids name (`ruling.2`: paragraph 2 of the ruling). */
export const SEGMENT_PARTS = [
  'abbreviations',
  'answer-diagram',
  'answer-facts',
  'answer-ruling',
  'answer-title',
  'answers',
  'appeal-ruling',
  'appendix',
  'basis',
  'chapter',
  'clarification',
  'contents',
  'cover',
  'diagram',
  'editor-note',
  'facts',
  'fragment-start',
  'introduction',
  'note',
  'preface',
  'question',
  'questions',
  'ruling',
  'rulings',
  'thoughts',
] as const;
/** A part of a document a segment id names. */
export type SegmentPart = (typeof SEGMENT_PARTS)[number];

/** The words of labels in one interface language. */
export interface SegmentWords {
  /** Each part's name (`ruling` → `Ruling`). */
  readonly part: Readonly<Record<SegmentPart, string>>;
  /** A numbered paragraph of a part or of a quoted law: `{part}, ¶ {n}`. */
  readonly partParagraph: string;
  /** A numbered paragraph of a commentary: `para. {p}`. */
  readonly paragraph: string;
}

/** The kind of document a segment belongs to (a case collection's front matter counts as a case). */
export type SegmentDocKind = 'law' | 'commentary' | 'case';

const isPart = (s: string): s is SegmentPart => (SEGMENT_PARTS as readonly string[]).includes(s);

/**
 * The label of segment `id` of a document of `kind`, in `lang`; `null` for the document's
 * title. Throws on an id of no known shape (a new part needs its name in SEGMENT_PARTS and the
 * interface strings `segment.part.*`).
 * @example
 * segmentLabel('ruling.1', 'case', 'en', words) // 'Ruling, ¶ 1'
 * segmentLabel('law-45E1.1', 'case', 'en', words) // 'Law 45E1, ¶ 1'
 * segmentLabel('68.7', 'commentary', 'ru', words) // 'п. 68.7'
 * segmentLabel('45C4(a)', 'law', 'en', words) // 'Law 45C4(a)'
 * segmentLabel('title', 'case', 'en', words) // null
 */
export function segmentLabel(id: string, kind: SegmentDocKind, lang: Lang, words: SegmentWords): string | null {
  if (id === 'title') return null;
  if (kind === 'law' && isRefId(id)) return formatRef(id, lang);
  if (kind === 'commentary' && /^\d+(?:\.\d+)*$/.test(id)) return fillTemplate(words.paragraph, lang, { p: id });
  const [head = '', n, ...rest] = id.split('.');
  const withParagraph = (name: string) => (n === undefined ? name : fillTemplate(words.partParagraph, lang, { part: name, n }));
  if (rest.length === 0 && (n === undefined || /^\d+$/.test(n))) {
    const law = /^law-(.+)$/.exec(head)?.[1];
    if (law && isRefId(law)) return withParagraph(formatRef(law, lang));
    const m = /^([a-z]+(?:-[a-z]+)*?)(?:-([IVXLC]+|\d+))?$/.exec(head);
    if (m && isPart(m[1]!)) return withParagraph(m[2] ? `${words.part[m[1]]} ${m[2]}` : words.part[m[1]]);
  }
  throw new Error(
    `segment id "${id}" (${kind}) has no label: name its part in SEGMENT_PARTS (src/lib/corpus/segment-label.ts) and in the strings segment.part.* of src/i18n`,
  );
}

/**
 * The label words of one interface language, from its strings (`segment.part.ruling`,
 * `segment.partParagraph`, `segment.paragraph`).
 * @example segmentWords((k) => strings[k] ?? k).part.ruling // 'Ruling'
 */
export function segmentWords(s: (key: string) => string): SegmentWords {
  return {
    part: Object.fromEntries(SEGMENT_PARTS.map((p) => [p, s(`segment.part.${p}`)])) as Record<SegmentPart, string>,
    partParagraph: s('segment.partParagraph'),
    paragraph: s('segment.paragraph'),
  };
}
