/**
 * Translation consistency: for every aligned pair of segments (each original of a document ↔
 * each of our translations of it, in any direction), the law references, card mentions,
 * contracts and numbers must be the same, the length ratio within the pair's bounds, the
 * translation in its language's script, and every glossary term of the original carried by one
 * of the term's forms in the translation. Each finding is a `ContentError` at the translated
 * segment's `§` line.
 */
import type { Corpus, CorpusDocument } from '../corpus/corpus.ts';
import type { Lang } from '../base/languages.ts';
import type { ContentError, Segment } from '../corpus/segment-file.ts';
import type { Edition } from '../refs/index.ts';
import { cardsOf, contractsOf, holdingsOf } from './cards.ts';
import { boundsFor, MIN_LENGTH, type MeasuredRatio } from './length.ts';
import { numbersOf } from './numbers.ts';
import { refsOf, type RefContext } from './references.ts';
import { scriptShare, SCRIPT_OF } from '../base/script.ts';
import { missingTerms, type TermIndex } from './terms.ts';
import { comparableText, contentLength } from './text.ts';

/** The rules, as they appear in findings. */
export const CONSISTENCY_RULES = [
  'consistency/refs',
  'consistency/cards',
  'consistency/contracts',
  'consistency/numbers',
  'consistency/length',
  'consistency/script',
  'consistency/terms',
  'consistency/avoid',
] as const;
/** One of {@link CONSISTENCY_RULES}. */
export type ConsistencyRule = (typeof CONSISTENCY_RULES)[number];

/** A segment in its language, as the pair check sees it. */
export interface SideOfPair {
  readonly lang: Lang;
  readonly segment: Pick<Segment, 'id' | 'body' | 'line'>;
}

/** Below this share of letters in the expected script, a translation is in the wrong script. */
export const MIN_SCRIPT_SHARE = 0.5;
/** Segments with fewer letters than this are too short to judge their script. */
export const MIN_SCRIPT_LETTERS = 8;

/** Difference of two multisets, as readable lists: what `a` has more of, what `b` has more of. */
function multisetDiff(a: readonly string[], b: readonly string[]): { onlyA: string[]; onlyB: string[] } {
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  for (const x of b) count.set(x, (count.get(x) ?? 0) - 1);
  const onlyA: string[] = [];
  const onlyB: string[] = [];
  for (const [x, n] of count) {
    for (let k = 0; k < n; k++) onlyA.push(x);
    for (let k = 0; k < -n; k++) onlyB.push(x);
  }
  return { onlyA, onlyB };
}

function diffMessage(what: string, diff: { onlyA: string[]; onlyB: string[] }, original: Lang): string {
  const parts: string[] = [];
  if (diff.onlyA.length) parts.push(`the original (${original}) has ${diff.onlyA.join(', ')} that the translation lacks`);
  if (diff.onlyB.length) parts.push(`the translation has ${diff.onlyB.join(', ')} that the original lacks`);
  return `${what} differ: ${parts.join('; ')}`;
}

/** Everything the rules compare, extracted from one side. */
function facts(side: SideOfPair, ctx: RefContext) {
  const text = comparableText(side.segment.body);
  const refs = refsOf(text, side.lang, { ...ctx, segmentId: side.segment.id });
  const cards = cardsOf(text);
  const contracts = contractsOf(text);
  const holdings = holdingsOf(text);
  const skip = [...refs.spans, ...cards, ...contracts, ...holdings];
  return {
    text,
    refs: [...new Set(refs.targets)].sort(),
    cards: [...cards, ...holdings].map((m) => m.value),
    contracts: contracts.map((m) => m.value),
    numbers: numbersOf(text, skip),
  };
}

/** A finding of the consistency rules; `term` names the glossary term of a `consistency/terms` one. */
export interface Finding extends ContentError {
  readonly term?: string;
}

/** At most this many expected forms are listed in a `consistency/terms` message. */
const MAX_FORMS_SHOWN = 8;

/**
 * Every finding for one aligned pair, located at the translation's `§` line in `file`.
 * `terms` (the glossary) enables `consistency/terms`.
 * @example
 * checkPair({ lang: 'el', segment: o }, { lang: 'en', segment: t }, 'x/en.md', { edition: '2007' }, termIndex(glossary))
 */
export function checkPair(original: SideOfPair, translation: SideOfPair, file: string, ctx: RefContext, terms?: TermIndex): Finding[] {
  const a = facts(original, ctx);
  const b = facts(translation, ctx);
  const line = translation.segment.line;
  const id = translation.segment.id;
  const out: Finding[] = [];
  const add = (rule: ConsistencyRule, message: string, term?: string) =>
    out.push({ file, line, rule, message: `segment "${id}": ${message}`, ...(term ? { term } : {}) });
  const compare = (rule: ConsistencyRule, what: string, x: readonly string[], y: readonly string[]) => {
    const d = multisetDiff(x, y);
    if (d.onlyA.length || d.onlyB.length) add(rule, `${diffMessage(what, d, original.lang)}; make the translation say what the original says`);
  };
  compare('consistency/refs', 'law references', a.refs, b.refs);
  compare('consistency/cards', 'card mentions', a.cards, b.cards);
  compare('consistency/contracts', 'contracts', a.contracts, b.contracts);
  compare('consistency/numbers', 'numbers', a.numbers, b.numbers);
  const la = contentLength(a.text);
  const lb = contentLength(b.text);
  const bounds = boundsFor(original.lang, translation.lang);
  if (la >= MIN_LENGTH) {
    const ratio = lb / la;
    if (ratio < bounds.min)
      add(
        'consistency/length',
        `the translation is ${ratio.toFixed(2)} times the original's length (${lb} vs ${la} letters and digits), below ${bounds.min} for ${original.lang}>${translation.lang}: has something been left out?`,
      );
    else if (ratio > bounds.max)
      add(
        'consistency/length',
        `the translation is ${ratio.toFixed(2)} times the original's length (${lb} vs ${la} letters and digits), above ${bounds.max} for ${original.lang}>${translation.lang}: has something been added?`,
      );
  }
  const s = scriptShare(b.text, translation.lang);
  if (s.letters >= MIN_SCRIPT_LETTERS && s.inScript / s.letters < MIN_SCRIPT_SHARE) {
    add(
      'consistency/script',
      `only ${Math.round((100 * s.inScript) / s.letters)}% of the letters are ${SCRIPT_OF[translation.lang]}, the script of "${translation.lang}"; the segment is not translated, or is in the wrong file`,
    );
  }
  if (terms) {
    for (const m of missingTerms(terms, a.text, original.lang, b.text, translation.lang)) {
      const shown =
        m.expected
          .slice(0, MAX_FORMS_SHOWN)
          .map((f) => `"${f}"`)
          .join(', ') + (m.expected.length > MAX_FORMS_SHOWN ? ', …' : '');
      add(
        'consistency/terms',
        `the original (${original.lang}) says "${m.word}" (glossary term ${m.id}) but the translation has none of its ${translation.lang} forms: ${shown}; use the term "${m.term}", or add the form the translation rightly uses to ${m.file}`,
        m.id,
      );
    }
  }
  return out;
}

/**
 * A justified exception: one rule on one segment of one file, with the reason. For
 * `consistency/terms`, `term` narrows it to one glossary term (without it, every term).
 */
export interface AllowEntry {
  readonly file: string;
  readonly segment: string;
  readonly rule: ConsistencyRule;
  readonly term?: string;
  readonly reason: string;
}

function contextOf(d: CorpusDocument): RefContext {
  const edition = String(d.edition) as Edition;
  return d.doc.kind === 'law' ? { edition, withinLaw: d.doc.law } : { edition };
}

/**
 * The aligned pairs of the corpus: each translated segment with its original, in every
 * direction (el>en, ru>pl, pl>ru, …). A document with two originals (Laws 6–8: the source's
 * Russian and English columns) pairs each translation with both, the original it was
 * translated from (`translation.from`) first.
 */
export function* alignedPairs(
  corpus: Corpus,
): Generator<{ doc: CorpusDocument; file: string; original: SideOfPair; translation: SideOfPair; ctx: RefContext }> {
  for (const d of corpus.documents.values()) {
    const ctx = contextOf(d);
    const originals = [...d.versions.values()].filter((v) => v.frontmatter.source || v.frontmatter.written);
    for (const v of d.versions.values()) {
      const from = v.frontmatter.translation?.from;
      if (!from) continue;
      const ordered = [...originals].sort((x, y) => Number(y.lang === from) - Number(x.lang === from));
      for (const o of ordered) {
        const byId = new Map(o.segments.map((s) => [s.id, s]));
        for (const seg of v.segments) {
          const orig = byId.get(seg.id);
          if (!orig || orig.attrs.kind === 'diagram') continue;
          yield { doc: d, file: v.path, original: { lang: o.lang, segment: orig }, translation: { lang: v.lang, segment: seg }, ctx };
        }
      }
    }
  }
}

/**
 * Length ratios of every aligned pair whose original is long enough to be measured: what the
 * bounds in length.ts are calibrated on (`npm run check -- --ratios`).
 * @example
 * measureRatios(corpus).length // number of measured pairs
 */
export function measureRatios(corpus: Corpus): MeasuredRatio[] {
  const out: MeasuredRatio[] = [];
  for (const p of alignedPairs(corpus)) {
    const la = contentLength(comparableText(p.original.segment.body));
    if (la < MIN_LENGTH) continue;
    const lb = contentLength(comparableText(p.translation.segment.body));
    out.push({ pair: `${p.original.lang}>${p.translation.lang}`, file: p.file, segment: p.translation.segment.id, original: la, ratio: lb / la });
  }
  return out;
}

/**
 * Every finding over the corpus: each translated version of each document against its
 * original(s), minus allow-listed ones; an allow-list entry that matches nothing is reported
 * too (`consistency/stale-exception`), so exceptions cannot outlive their reason. `terms`
 * (the glossary, see `termIndex`) enables `consistency/terms`.
 * @example
 * checkConsistency(corpus, ALLOW, termIndex(glossary.terms)).map((e) => `${e.file}:${e.line}: ${e.rule}`)
 */
export function checkConsistency(corpus: Corpus, allow: readonly AllowEntry[] = [], terms?: TermIndex): ContentError[] {
  const out: ContentError[] = [];
  const used = new Set<AllowEntry>();
  const seen = new Set<string>();
  for (const p of alignedPairs(corpus)) {
    for (const f of checkPair(p.original, p.translation, p.file, p.ctx, terms)) {
      const entry = allow.find(
        (e) => e.file === p.file && e.segment === p.translation.segment.id && e.rule === f.rule && (e.term === undefined || e.term === f.term),
      );
      if (entry) used.add(entry);
      else {
        // Two originals (Laws 6–8) may report the same thing twice: once is enough.
        const k = `${f.file}:${f.line}:${f.rule}:${f.message}`;
        if (!seen.has(k)) {
          seen.add(k);
          out.push({ file: f.file, line: f.line, rule: f.rule, message: f.message });
        }
      }
    }
  }
  for (const e of allow) {
    if (!used.has(e))
      out.push({
        file: e.file,
        line: 1,
        rule: 'consistency/stale-exception',
        message: `the allow-list entry for segment "${e.segment}" (${e.rule}${e.term ? `, ${e.term}` : ''}) matches no finding; remove it from src/lib/consistency/exceptions.ts`,
      });
  }
  return out;
}
