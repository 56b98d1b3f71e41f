/**
 * Canonical reference ids: `16`, `16A2`, `45C4(a)`, `12C1(e)(ii)` for laws, `para:69.5(ii)`
 * for commentary paragraphs. Parse them into parts, build them from parts, and derive what
 * the site needs from them (law number, URL anchor, ancestors).
 */
import type { Edition, Lang, LawDesignator, ParaDesignator, SectionLetter } from './types.ts';

/**
 * Highest law number per edition (every edition so far has Laws 1–93).
 * @example
 * LAW_COUNT['2007'] // 93
 */
export const LAW_COUNT: Readonly<Record<Edition, number>> = { '1997': 93, '2007': 93, '2017': 93 };

/**
 * The edition assumed when none is given.
 * @example
 * DEFAULT_EDITION // '2007'
 */
export const DEFAULT_EDITION: Edition = '2007';

/** Parts of a canonical law id. */
export interface LawId {
  readonly kind: 'law';
  readonly law: number;
  readonly section?: SectionLetter;
  readonly number?: number;
  readonly items: readonly string[];
}

/** Parts of a canonical paragraph id. */
export interface ParaId {
  readonly kind: 'para';
  readonly path: readonly number[];
  readonly items: readonly string[];
}

/** Parts of any canonical id. */
export type RefId = LawId | ParaId;

// Items are lower-case letters (a, b) or roman numerals (ii); never empty, never upper case.
const ITEMS = String.raw`((?:\([a-z]{1,5}\))*)`;
const LAW_ID = new RegExp(String.raw`^([1-9]\d?)(?:([A-H])([1-9]\d?)?${ITEMS})?$`);
const PARA_ID = new RegExp(String.raw`^para:([1-9]\d{0,2}(?:\.[1-9]\d{0,2}){0,3})${ITEMS}$`);

function splitItems(s: string | undefined): string[] {
  return s ? s.slice(1, -1).split(')(') : [];
}

/**
 * True when `n` is a law of `edition` (1..93).
 * @example
 * isValidLawNumber(93) // true
 * isValidLawNumber(94) // false
 */
export function isValidLawNumber(n: number, edition: Edition = DEFAULT_EDITION): boolean {
  return Number.isInteger(n) && n >= 1 && n <= LAW_COUNT[edition];
}

/**
 * Parses a canonical id into parts; `null` when `id` is not canonical (wrong case, Cyrillic
 * letters, missing parentheses, law out of range…).
 * @example
 * parseRefId('45C4(a)') // { kind: 'law', law: 45, section: 'C', number: 4, items: ['a'] }
 * parseRefId('para:69.5(ii)') // { kind: 'para', path: [69, 5], items: ['ii'] }
 * parseRefId('45c4a') // null
 */
export function parseRefId(id: string, edition: Edition = DEFAULT_EDITION): RefId | null {
  const law = LAW_ID.exec(id);
  if (law) {
    const n = Number(law[1]);
    if (!isValidLawNumber(n, edition)) return null;
    const items = splitItems(law[4]);
    return {
      kind: 'law',
      law: n,
      ...(law[2] ? { section: law[2] as SectionLetter } : {}),
      ...(law[3] ? { number: Number(law[3]) } : {}),
      items,
    };
  }
  const para = PARA_ID.exec(id);
  if (para) return { kind: 'para', path: (para[1] ?? '').split('.').map(Number), items: splitItems(para[2]) };
  return null;
}

/**
 * True when `id` is a canonical id.
 * @example
 * isRefId('16A2') // true
 * isRefId('16А2') // false (Cyrillic А)
 */
export function isRefId(id: string, edition: Edition = DEFAULT_EDITION): boolean {
  return parseRefId(id, edition) !== null;
}

/**
 * Builds the canonical id of a complete law designator (one with a law number).
 * @example
 * lawIdOf({ law: 45, section: 'C', number: 4, items: ['a'] }) // '45C4(a)'
 */
export function lawIdOf(d: Pick<LawDesignator, 'law' | 'section' | 'number' | 'items'> & { law: number }): string {
  // An item or number without a section letter has no canonical form: drop what cannot be placed.
  if (!d.section) return String(d.law);
  return `${d.law}${d.section}${d.number ?? ''}${d.items.map((i) => `(${i})`).join('')}`;
}

/**
 * Builds the canonical id of a paragraph designator.
 * @example
 * paraIdOf({ path: [69, 5], items: ['ii'] }) // 'para:69.5(ii)'
 */
export function paraIdOf(d: Pick<ParaDesignator, 'path' | 'items'>): string {
  return `para:${d.path.join('.')}${d.items.map((i) => `(${i})`).join('')}`;
}

/**
 * Formats parsed parts back into the canonical id; `formatRefId(parseRefId(id)) === id`.
 * @example
 * formatRefId({ kind: 'law', law: 16, section: 'A', number: 2, items: [] }) // '16A2'
 */
export function formatRefId(id: RefId): string {
  return id.kind === 'law' ? lawIdOf(id) : paraIdOf(id);
}

/**
 * The law a canonical id belongs to; `null` for paragraph ids and non-ids.
 * @example
 * lawOf('45C4(a)') // 45
 * lawOf('para:69.5') // null
 */
export function lawOf(id: string): number | null {
  const p = parseRefId(id, '2007');
  return p?.kind === 'law' ? p.law : null;
}

/**
 * The URL fragment (without `#`) of an id on its page: section anchors in canonical Latin
 * form without parentheses (`C4a` for `45C4(a)`), `''` for a whole law, the paragraph number
 * for a paragraph id (its items live inside the paragraph's segment). `null` for non-ids.
 * @example
 * anchorOf('45C4(a)') // 'C4a'
 * anchorOf('16') // ''
 * anchorOf('para:69.5(ii)') // '69.5'
 */
export function anchorOf(id: string): string | null {
  const p = parseRefId(id);
  if (!p) return null;
  if (p.kind === 'para') return p.path.join('.');
  return p.section ? `${p.section}${p.number ?? ''}${p.items.join('')}` : '';
}

/**
 * Ids that contain `id`, nearest first: where to link when the exact section has no anchor.
 * @example
 * ancestorsOf('45C4(a)') // ['45C4', '45C', '45']
 * ancestorsOf('para:68.7(i)(b)') // ['para:68.7(i)', 'para:68.7']
 */
export function ancestorsOf(id: string): string[] {
  const p = parseRefId(id);
  if (!p) return [];
  const out: string[] = [];
  for (let k = p.items.length - 1; k >= 0; k--) out.push(formatRefId({ ...p, items: p.items.slice(0, k) }));
  if (p.kind === 'para') return out;
  if (p.number !== undefined) out.push(`${p.law}${p.section}`);
  if (p.section) out.push(String(p.law));
  return out;
}

/**
 * The site URL of an id (URL contract: `/{lang}/laws/{n}/#C4a`,
 * `/{lang}/commentary/{doc}/#69.5`). Paragraph ids need the document; `null` without it.
 * @example
 * hrefOf('45C4(a)', { lang: 'ru' }) // '/ru/laws/45/#C4a'
 * hrefOf('para:69.5(ii)', { lang: 'ru', document: 'ru-67-74' }) // '/ru/commentary/ru-67-74/#69.5'
 */
export function hrefOf(id: string, options: { lang: Lang; document?: string; base?: string }): string | null {
  const p = parseRefId(id);
  if (!p) return null;
  const base = (options.base ?? '/').replace(/\/?$/, '/');
  const anchor = anchorOf(id) ?? '';
  if (p.kind === 'law') return `${base}${options.lang}/laws/${p.law}/${anchor ? `#${anchor}` : ''}`;
  if (!options.document) return null;
  return `${base}${options.lang}/commentary/${options.document}/#${anchor}`;
}
