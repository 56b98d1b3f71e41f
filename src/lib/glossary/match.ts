/**
 * Finding glossary terms in running text: every listed form of every term in one language,
 * whole words only with Unicode-aware boundaries (JS `\b` ignores Cyrillic and Greek),
 * case-insensitive, the longest form winning where forms overlap (`έξοδος εκτός σειράς`
 * before `έξοδος`). Greek is compared without accents (capitals drop them: `ΔΙΕΚΔΙΚΗΣΗ`) and
 * Russian with ё as е; whitespace inside a form matches any run of whitespace (soft line
 * breaks in Markdown).
 *
 * False friends: a term may list negative contexts (`not:` in its language), phrases in which
 * one of its forms is an ordinary word and not the term (`deals with` is not a bridge deal,
 * `лицевой стороной` is not a side). A form that lies inside an occurrence of one of its own
 * term's negative contexts is not a match of that term (other terms are unaffected).
 *
 * Matching walks a character trie of the folded forms from every word start, so its cost does
 * not grow with the number of forms (a regular expression alternating a thousand forms did).
 */
import type { Lang } from '../base/languages.ts';
import type { GlossaryTerm } from './term.ts';

/** A term found in text. */
export interface TermMatch {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

/** Finds terms of one language. Build once per language, use for every text node. */
export interface TermMatcher {
  /** Every match in `text` (positions in its NFC form), left to right, not overlapping, longest form first. */
  matches(text: string): TermMatch[];
  /**
   * Whether `text` contains any form of term `id` outside the term's negative contexts, even
   * where a longer form of another term covers it (`karta przygwożdżona` inside
   * `duża karta przygwożdżona`), or one of the term's `also` words (also outside the negative
   * contexts): what a translation must contain to carry the term.
   */
  has(text: string, id: string): boolean;
  /** The forms of term `id` in this language, as listed. */
  formsOf(id: string): readonly string[];
}

/**
 * The comparison key of a form or of matched text: NFC, whitespace runs as one space, lower
 * case, and for Greek without accents and with one sigma (capitals drop the accents:
 * `ΔΙΕΚΔΙΚΗΣΗ` is `διεκδίκηση`), for Russian with ё as е (`партнер`, `партнёр`).
 * @example
 * foldForm('ΤΙΜΩΡΗΜΕΝΟ ΦΥΛΛΟ', 'el') === foldForm('τιμωρημένο φύλλο', 'el') // true
 */
export function foldForm(s: string, lang: Lang): string {
  return folded(s.normalize('NFC'), lang).text;
}

const WORD_RE = /[\p{L}\p{N}]/u;
const SPACE_RE = /\s/u;
// Character classes and foldings are asked for the same few hundred characters over and
// over: remember them.
const wordMemo = new Map<string, boolean>();
const spaceMemo = new Map<string, boolean>();
const foldMemo: Record<Lang, Map<string, string>> = { en: new Map(), ru: new Map(), pl: new Map(), el: new Map() };
const WORD = { test: (ch: string) => wordMemo.get(ch) ?? (wordMemo.set(ch, WORD_RE.test(ch)), WORD_RE.test(ch)) };
const SPACE = { test: (ch: string) => spaceMemo.get(ch) ?? (spaceMemo.set(ch, SPACE_RE.test(ch)), SPACE_RE.test(ch)) };

/** One character folded: lower case, and the language's equivalences. */
function foldChar(ch: string, lang: Lang): string {
  const memo = foldMemo[lang];
  let f = memo.get(ch);
  if (f === undefined) {
    f = ch.toLocaleLowerCase(lang);
    if (lang === 'el') f = f.normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ');
    else if (lang === 'ru') f = f.replace(/ё/g, 'е');
    memo.set(ch, f);
  }
  return f;
}

/**
 * `text` folded character by character, with where each folded character starts and ends in
 * `text`; whitespace runs become one space.
 */
function folded(text: string, lang: Lang): { text: string; from: number[]; to: number[] } {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let k = 0;
  for (const ch of text) {
    if (SPACE.test(ch)) {
      if (out.endsWith(' ')) to[to.length - 1] = k + ch.length;
      else {
        out += ' ';
        from.push(k);
        to.push(k + ch.length);
      }
    } else {
      for (const f of foldChar(ch, lang)) {
        out += f;
        from.push(k);
        to.push(k + ch.length);
      }
    }
    k += ch.length;
  }
  return { text: out, from, to };
}

/** A character trie of folded phrases; `id` marks the end of a phrase of that term. */
interface Trie {
  readonly next: Map<string, Trie>;
  id?: string;
}

const trie = (): Trie => ({ next: new Map() });

function insert(root: Trie, phrase: string, id: string): void {
  let node = root;
  for (const ch of phrase) {
    let n = node.next.get(ch);
    if (!n) node.next.set(ch, (n = trie()));
    node = n;
  }
  node.id ??= id;
}

/**
 * Every occurrence of a phrase of `root` in folded text `t` as whole words: at each word
 * start the longest phrase that ends at a word end, left to right, not overlapping.
 */
function scan(root: Trie, t: string): { id: string; start: number; end: number }[] {
  const out: { id: string; start: number; end: number }[] = [];
  let i = 0;
  while (i < t.length) {
    if (i > 0 && WORD.test(t[i - 1] as string)) {
      i += 1;
      continue;
    }
    let node: Trie | undefined = root;
    let best: { id: string; end: number } | null = null;
    for (let j = i; node && j <= t.length; j++) {
      if (node.id !== undefined && j > i && (j === t.length || !WORD.test(t[j] as string))) best = { id: node.id, end: j };
      if (j === t.length) break;
      node = node.next.get(t[j] as string);
    }
    if (best) {
      out.push({ id: best.id, start: i, end: best.end });
      i = best.end;
    } else i += 1;
  }
  return out;
}

/**
 * A matcher for `lang` over `terms`.
 * @example
 * termMatcher(terms, 'ru').matches('Защитник оспаривает претензию')
 * // [{ id: 'defender', start: 0, end: 8 }, { id: 'claim', start: 20, end: 29 }]
 * termMatcher(terms, 'en').matches('Point 15 deals with the trump') // [{ id: 'trump', … }]: "deals with" is not a deal
 */
export function termMatcher(terms: readonly GlossaryTerm[], lang: Lang): TermMatcher {
  const all = trie();
  const byId = new Map(terms.map((t) => [t.id, t]));
  // Accepted variants (with their edition, `variants:`) are matched like forms.
  const formsOf = (t: GlossaryTerm | undefined) => [...(t?.[lang].forms ?? []), ...(t?.[lang].variants ?? []).map((v) => v.form)];
  for (const t of terms) for (const f of formsOf(t)) insert(all, foldForm(f, lang), t.id);
  const own = new Map<string, Trie>();
  const negative = new Map<string, Trie | null>();
  const ownTrie = (id: string) => {
    let r = own.get(id);
    if (!r) {
      r = trie();
      const t = byId.get(id);
      for (const f of [...formsOf(t), ...(t?.[lang].also ?? [])]) insert(r, foldForm(f, lang), id);
      own.set(id, r);
    }
    return r;
  };
  const notTrie = (id: string) => {
    if (!negative.has(id)) {
      const phrases = byId.get(id)?.[lang].not ?? [];
      let r: Trie | null = null;
      if (phrases.length) {
        r = trie();
        for (const p of phrases) insert(r, foldForm(p, lang), id);
      }
      negative.set(id, r);
    }
    return negative.get(id) ?? null;
  };
  // Whether [start, end) of folded text t lies inside one of term id's negative contexts.
  const falseFriend = (t: string, id: string, start: number, end: number, cache: Map<string, { start: number; end: number }[]>) => {
    const r = notTrie(id);
    if (!r) return false;
    let s = cache.get(id);
    if (!s) cache.set(id, (s = scan(r, t)));
    return s.some((n) => n.start <= start && end <= n.end);
  };
  // has() is asked about many terms of one translation in a row: fold it once.
  let last: { text: string; f: ReturnType<typeof folded>; cache: Map<string, { start: number; end: number }[]> } | null = null;
  return {
    matches(text: string): TermMatch[] {
      const f = folded(text.normalize('NFC'), lang);
      const cache = new Map<string, { start: number; end: number }[]>();
      return scan(all, f.text)
        .filter((m) => !falseFriend(f.text, m.id, m.start, m.end, cache))
        .map((m) => ({ id: m.id, start: f.from[m.start] as number, end: f.to[m.end - 1] as number }));
    },
    has(text: string, id: string): boolean {
      const { f, cache } = last?.text === text ? last : (last = { text, f: folded(text.normalize('NFC'), lang), cache: new Map() });
      return scan(ownTrie(id), f.text).some((m) => !falseFriend(f.text, id, m.start, m.end, cache));
    },
    formsOf(id: string): readonly string[] {
      return byId.get(id)?.[lang].forms ?? [];
    },
  };
}
