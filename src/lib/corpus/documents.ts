/**
 * Where a content file sits says which document and language it holds:
 * `laws/2007/6/ru.md`, `commentary/ru-67-74/ru.md`, `cases/<collection>/7/el.md`,
 * `cases/<collection>/collection/el.md`.
 */
import { isLang, type Lang } from './languages.ts';

/** A document's identity, derived from its folder. */
export type DocRef =
  | { readonly kind: 'law'; readonly id: string; readonly edition: 1997 | 2007; readonly law: number }
  | { readonly kind: 'commentary'; readonly id: string; readonly slug: string }
  | { readonly kind: 'case'; readonly id: string; readonly collection: string; readonly case: string }
  | { readonly kind: 'collection'; readonly id: string; readonly collection: string };

/**
 * Reads a content path (relative to `content/`); null if it is not a document-language file.
 * @example
 * docOfPath('laws/2007/6/ru.md') // { doc: { kind: 'law', id: 'laws/2007/6', edition: 2007, law: 6 }, lang: 'ru' }
 */
export function docOfPath(path: string): { doc: DocRef; lang: Lang } | null {
  const parts = path.split('/');
  const file = parts.pop() ?? '';
  const lang = file.replace(/\.md$/, '');
  if (!file.endsWith('.md') || !isLang(lang)) return null;
  const [area, a, b, ...rest] = parts;
  if (rest.length) return null;
  if (area === 'laws' && (a === '1997' || a === '2007') && b && /^\d{1,2}$/.test(b)) {
    return { doc: { kind: 'law', id: `laws/${a}/${b}`, edition: Number(a) as 1997 | 2007, law: Number(b) }, lang };
  }
  if (area === 'commentary' && a && !b) return { doc: { kind: 'commentary', id: `commentary/${a}`, slug: a }, lang };
  if (area === 'cases' && a && b) {
    return b === 'collection'
      ? { doc: { kind: 'collection', id: `cases/${a}/collection`, collection: a }, lang }
      : { doc: { kind: 'case', id: `cases/${a}/${b}`, collection: a, case: b }, lang };
  }
  return null;
}

/**
 * The HTML anchor of a segment. Law sections drop the law number and parentheses, as the
 * URL contract has it (`45C4(a)` → `C4a`); other ids only lose parentheses.
 * @example
 * segmentAnchor('law', '45C4(a)') // 'C4a'
 * segmentAnchor('commentary', '68.7') // '68.7'
 */
export function segmentAnchor(kind: DocRef['kind'], id: string): string {
  const plain = id.replace(/[()]/g, '');
  if (kind === 'law') {
    const m = /^(\d{1,2})([A-H].*)?$/.exec(plain);
    if (m) return m[2] ?? 'title';
  }
  return plain;
}

/**
 * The entry a document becomes on the site (its page). Two folders with the same key would
 * be one page, and Astro keeps one of them silently: `laws/2007/6` and `laws/2007/06`, or
 * `cases/x/q1` and `cases/x/Q1` (one folder on a case-insensitive disk).
 * @example
 * entryKey(docOfPath('laws/2007/06/ru.md')!.doc) // 'law/2007/6'
 */
export function entryKey(doc: DocRef): string {
  switch (doc.kind) {
    case 'law':
      return `law/${doc.edition}/${doc.law}`;
    case 'commentary':
      return `commentary/${doc.slug.toLowerCase()}`;
    case 'case':
      return `case/${doc.collection.toLowerCase()}/${doc.case.toLowerCase()}`;
    case 'collection':
      return `collection/${doc.collection.toLowerCase()}`;
  }
}
