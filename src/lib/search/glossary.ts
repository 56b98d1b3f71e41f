/**
 * Search offers the glossary entry of a query that is a form of a glossary term in any of the
 * four languages (`penalty card`, `штрафную карту`, `kartą karną`, `τιμωρημένου φύλλου`), with
 * the term and its definition in the interface language. The forms are split into small files by
 * the first two letters of the folded form (a few hundred bytes each), so a query fetches the
 * one file its first two letters name, and only when that file exists.
 */
import { LANGS, type Lang } from '../base/languages.ts';
import type { GlossaryTerm } from '../glossary/parse.ts';

/** A term as a search hit shows it, in the interface language. */
export interface GlossaryEntry {
  readonly id: string;
  readonly term: string;
  readonly definition: string;
}

/** One file of forms: folded form → term id, and the terms those forms name. */
export interface GlossaryBucket {
  readonly forms: Readonly<Record<string, string>>;
  readonly terms: Readonly<Record<string, { readonly term: string; readonly definition: string }>>;
}

/**
 * A phrase as forms are compared: no case, accents or punctuation, single spaces.
 * @example
 * foldPhrase('  Τιμωρημένου  φύλλου! ') // 'τιμωρημενου φυλλου'
 * foldPhrase('ШТРАФНОЙ картой') // 'штрафнои картои'
 */
export function foldPhrase(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/gu, 'σ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The file a folded phrase's forms are in: the code points of its first two characters, base 36.
 * @example
 * bucketKey('penalty card') // '34-2t'
 * bucketKey('штрафная карта') // 'ug-ua'
 */
export function bucketKey(folded: string): string {
  return [...folded]
    .slice(0, 2)
    .map((c) => (c.codePointAt(0) ?? 0).toString(36))
    .join('-');
}

/**
 * Every bucket of the glossary for an interface language, by key. A form shared by terms of
 * different languages names the term of the interface language's form first.
 * @example
 * glossaryBuckets(terms, 'en').get(bucketKey('штрафная карта'))?.forms['штрафная карта'] // 'penalty-card'
 */
export function glossaryBuckets(terms: readonly GlossaryTerm[], lang: Lang): Map<string, GlossaryBucket> {
  const out = new Map<string, { forms: Record<string, string>; terms: Record<string, { term: string; definition: string }> }>();
  for (const l of [lang, ...LANGS.filter((x) => x !== lang)]) {
    for (const t of terms) {
      for (const form of [t[l].term, ...t[l].forms]) {
        const folded = foldPhrase(form);
        if (!folded) continue;
        const key = bucketKey(folded);
        let b = out.get(key);
        if (!b) out.set(key, (b = { forms: {}, terms: {} }));
        if (folded in b.forms) continue;
        b.forms[folded] = t.id;
        b.terms[t.id] = { term: t[lang].term, definition: t[lang].definition };
      }
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The entry a query names in its bucket, or null.
 * @example
 * glossaryEntry(bucket, 'Penalty cards') // { id: 'penalty-card', term: 'penalty card', definition: '…' }
 */
export function glossaryEntry(bucket: GlossaryBucket, query: string): GlossaryEntry | null {
  const form = foldPhrase(query);
  const id = Object.hasOwn(bucket.forms, form) ? bucket.forms[form] : undefined;
  const t = id !== undefined && Object.hasOwn(bucket.terms, id) ? bucket.terms[id] : undefined;
  return id !== undefined && t ? { id, term: t.term, definition: t.definition } : null;
}
