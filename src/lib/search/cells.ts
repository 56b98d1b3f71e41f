/**
 * The search index's unit of text is one language's cell of one segment. Pagefind ends a
 * sub-result (and its excerpt) at the next anchor that has a title, so the parallel view gives
 * each segment's indexed text two: the segment itself (`id` = its anchor, titled by the
 * original's language, whose cell comes first) and the interface language's cell
 * (`{segment anchor}~{lang}`, titled by its language). A hit links to the segment.
 */
import { isLang, type Lang } from '../base/languages.ts';

/**
 * The anchor of a segment's translation cell.
 * @example
 * cellAnchor('68.7', 'en') // '68.7~en'
 */
export function cellAnchor(segmentAnchor: string, lang: Lang): string {
  return `${segmentAnchor}~${lang}`;
}

/**
 * The segment anchor and language of a Pagefind anchor (its id and title); `null` for any other.
 * @example
 * parseCellAnchor('law-46B.1~en', 'en') // { anchor: 'law-46B.1', lang: 'en' }
 * parseCellAnchor('law-46B.1', 'el') // { anchor: 'law-46B.1', lang: 'el' } (the original's cell)
 * parseCellAnchor('g-laws-56-el-title-declarer', undefined) // null
 */
export function parseCellAnchor(id: string, title: string | undefined): { anchor: string; lang: Lang } | null {
  if (!id || !isLang(title)) return null;
  const suffix = `~${title}`;
  return { anchor: id.endsWith(suffix) ? id.slice(0, -suffix.length) : id, lang: title };
}
