/**
 * The search index's unit of text is one language's cell of one segment: each indexed cell of
 * the parallel view carries an anchor of its own, `{segment anchor}~{lang}` (`68.7~ru`,
 * `law-46B.1~el`), so Pagefind's sub-results and excerpts never cross from the original into
 * the translation. A hit links to the segment itself, not to the cell.
 */
import { isLang, type Lang } from '../corpus/languages.ts';

/**
 * The anchor of a segment's cell in one language.
 * @example
 * cellAnchor('68.7', 'ru') // '68.7~ru'
 */
export function cellAnchor(segmentAnchor: string, lang: Lang): string {
  return `${segmentAnchor}~${lang}`;
}

/**
 * The segment anchor and language of a cell anchor; `null` for any other id.
 * @example
 * parseCellAnchor('law-46B.1~el') // { anchor: 'law-46B.1', lang: 'el' }
 * parseCellAnchor('g-laws-56-el-title-declarer') // null
 */
export function parseCellAnchor(id: string): { anchor: string; lang: Lang } | null {
  const at = id.lastIndexOf('~');
  const lang = id.slice(at + 1);
  if (at <= 0 || !isLang(lang)) return null;
  return { anchor: id.slice(0, at), lang };
}
