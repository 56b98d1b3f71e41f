/**
 * findRefs: the first verb. Scans text for anchors (a law word, an abbreviation, a paragraph
 * word, a relative word, or — in Greek — an article before a bare designator), reads the
 * designators after each anchor with their lists and ranges, and returns spans with typed
 * parts. It never resolves anything and never throws.
 */
import { designatorReader, type DesignatorReader, type Read } from './designators.ts';
import { normalizeNfc, originalOffset, type Normalized } from './normalize.ts';
import { alternation, caseless, escapeRegExp, letterVariants, NOT_AFTER_WORD, NOT_BEFORE_WORD } from './pattern.ts';
import { lineIndexAt } from './sections.ts';
import { TABLES, type LanguageTable } from './tables.ts';
import {
  EDITIONS,
  type BareEvidence,
  type BareRejection,
  type Designator,
  type Edition,
  type FoundRef,
  type Lang,
  type LawDesignator,
  type RefKind,
  type RefPart,
  type TextSpan,
} from './types.ts';

/** Options of {@link findRefs}. */
export interface FindOptions {
  /**
   * Language of the text: chooses law words, letters and joins. Several languages for mixed
   * texts (the Russian–English Laws 6–8 file): each span is read with one of them.
   */
  readonly lang: Lang | readonly Lang[];
  /**
   * `laws`: the whole text is about the Laws (a director's notes, an appeal write-up pasted
   * into the reference tool), which is evidence for designators written without a law word.
   */
  readonly topic?: 'laws';
}

// Blank lines of PDF-extracted text may separate the law word from its number
// (`Правилу\n\n73F1`); bounded so that a long whitespace run costs nothing.
const GAP = String.raw`[\s\u00A0]{1,16}`;

function anchorExpression(t: LanguageTable): RegExp {
  const abbr = t.lawAbbreviations.map((a) => escapeRegExp(a.text) + (a.space ? '[ \\u00A0]?' : ''));
  const endOf = (words: readonly string[]) => alternation(words, (w) => caseless(w) + (/\p{L}$/u.test(w) ? NOT_BEFORE_WORD : ''));
  const alternatives = [
    `${NOT_AFTER_WORD}(?<law>${alternation(t.lawWords, caseless)})${NOT_BEFORE_WORD}${GAP}(?=\\d)`,
    abbr.length && `${NOT_AFTER_WORD}(?<abbr>(?:${abbr.join('|')}))(?=[1-9])`,
    // `т.п.` ("etc.") is not `п.`: a paragraph word must not follow a dot.
    t.paraWords.length && `(?<![\\p{L}\\p{N}.])(?<para>${endOf(t.paraWords)})[\\s\\u00A0]{0,16}(?=\\d)`,
    sectionOnlyWords(t).length && `${NOT_AFTER_WORD}(?<secw>${alternation(sectionOnlyWords(t), caseless)})${NOT_BEFORE_WORD}${GAP}(?=\\d)`,
    t.relativeWords.length && `${NOT_AFTER_WORD}(?<rel>${alternation(t.relativeWords, caseless)})${NOT_BEFORE_WORD}${GAP}`,
    t.relativeLetterWords.length && `${NOT_AFTER_WORD}(?<relLetter>${alternation(t.relativeLetterWords, caseless)})${NOT_BEFORE_WORD}${GAP}`,
    t.bareLeads.length && `${NOT_AFTER_WORD}(?<lead>${endOf(t.bareLeads)})[\\s\\u00A0]{1,4}(?=[1-9])`,
    t.bareAfterParenthesis && `(?<lead2>\\()(?=[1-9])`,
  ].filter((a): a is string => typeof a === 'string');
  // Every anchor starts with one of these characters: testing them first lets the engine skip
  // most positions cheaply (four times the throughput on the sources, see npm run bench:refs).
  const words = [
    ...t.lawWords,
    ...t.sectionWords,
    ...t.paraWords,
    ...t.relativeWords,
    ...t.relativeLetterWords,
    ...t.bareLeads,
    ...t.lawAbbreviations.map((a) => a.text),
  ];
  const firsts = new Set(words.flatMap((w) => letterVariants([...w][0] ?? '')));
  if (t.bareAfterParenthesis) firsts.add('(');
  const first = `[${[...firsts].map(escapeRegExp).join('')}]`;
  return new RegExp(`(?=${first})(?:${alternatives.join('|')})`, 'gu');
}

/** Section words that are not also relative words (those are read in the relative branch). */
function sectionOnlyWords(t: LanguageTable): string[] {
  const relative = new Set([...t.relativeWords, ...t.relativeLetterWords].map((w) => w.toLowerCase()));
  return t.sectionWords.filter((w) => !relative.has(w.toLowerCase()));
}

const anchors = new Map<Lang, RegExp>();
function anchorFor(lang: Lang): RegExp {
  let re = anchors.get(lang);
  if (!re) anchors.set(lang, (re = anchorExpression(TABLES[lang])));
  return re;
}

type Reader<T> = (text: string, at: number) => Read<T> | null;

const isItemsOnly = (v: Designator): boolean => v.type === 'law' && v.law === undefined && !v.section && v.number === undefined;
const isSectionOnly = (v: Designator): boolean => v.type === 'law' && v.law === undefined && v.section !== undefined;
const hasSection = (v: Designator): boolean => v.type === 'law' && v.section !== undefined;

/**
 * Reads `first (join next)*`; `next` may differ from `first` (continuations). A continuation
 * by items alone (`(b)`) replaces the items of a designator that has some (`45C4(a) and (b)`),
 * never adds items to one without (`86B3 and (d) hereunder` stops at 86B3). A section letter
 * alone continues the previous designator's law after `/` (`40A/B`), or after another join
 * when no word follows it (`16A, B and C.`; `40A and B apply` stops at 40A).
 */
function readList(text: string, first: Read<Designator>, r: DesignatorReader, next: Reader<Designator>, sections = false): RefPart[] {
  const parts: RefPart[] = [designatorPart(text, first)];
  let prev = first.value;
  let end = first.end;
  for (let guard = 0; guard < 200; guard++) {
    const join = r.join(text, end);
    if (!join) break;
    const d = next(text, join.end) ?? (sections && hasSection(prev) ? r.section(text, join.end) : null);
    if (!d) break;
    // A range needs two ends: `45C4(a) - (b)` is not a range of items.
    if (join.op === 'range' && isItemsOnly(d.value)) break;
    if (isItemsOnly(d.value) && (prev.items.length === 0 || prev.type !== 'law')) break;
    if (sections && isSectionOnly(d.value) && !text.slice(join.start, join.end).includes('/') && /^[\s\u00A0]*\p{L}/u.test(text.slice(d.end, d.end + 4))) break;
    parts.push({ type: 'join', op: join.op, start: join.start, end: join.end, text: text.slice(join.start, join.end) }, designatorPart(text, d));
    prev = d.value;
    end = d.end;
  }
  return parts;
}

function designatorPart(text: string, d: Read<Designator>): RefPart {
  return { type: 'designator', value: d.value, start: d.start, end: d.end, text: text.slice(d.start, d.end) };
}

// A number right after a line break and followed by `. ` is a paragraph label that happens to
// follow a law word ending the previous line, not that word's number.
function looksLikeLabel(text: string, gapStart: number, d: Read<LawDesignator>): boolean {
  const gap = text.slice(gapStart, d.start);
  return gap.includes('\n') && d.value.section === undefined && /^\.(?:\s|$)/u.test(text.slice(d.end, d.end + 2));
}

interface Match {
  readonly kind: RefKind;
  readonly wordStart: number;
  readonly wordEnd: number;
  readonly parts: RefPart[];
  readonly evidence?: BareEvidence[];
  namedEdition?: Edition;
  namedLaw?: number;
}

function readAt(text: string, m: RegExpExecArray, r: DesignatorReader, t: LanguageTable): Match | null {
  const g = m.groups ?? {};
  const at = m.index + m[0].length;
  const word = (s: string) => m.index + s.length;
  const lawNext: Reader<LawDesignator> = (s, i) => r.law(s, i, true) ?? r.itemsOnly(s, i);
  if (g.law !== undefined || g.abbr !== undefined) {
    const d = r.law(text, at, true);
    if (!d || (g.law !== undefined && looksLikeLabel(text, word(g.law), d))) return null;
    const w = g.law ?? g.abbr ?? '';
    return { kind: 'law', wordStart: m.index, wordEnd: m.index + w.trimEnd().length, parts: readList(text, d, r, lawNext, true) };
  }
  if (g.secw !== undefined) {
    // `Раздел 13С`: a section word names a law only with a section letter.
    const d = r.law(text, at);
    if (!d || d.value.section === undefined) return null;
    return { kind: 'law', wordStart: m.index, wordEnd: word(g.secw), parts: readList(text, d, r, lawNext, true) };
  }
  if (g.para !== undefined) {
    const d = r.para(text, at);
    return d && { kind: 'para', wordStart: m.index, wordEnd: word(g.para), parts: readList(text, d, r, r.para) };
  }
  const rel = g.rel ?? g.relLetter;
  if (rel !== undefined) {
    // `punkt 13C`, `section 40C`: a relative word that is also a section word, before a law's section.
    const whole = t.sectionWords.some((w) => w.toLowerCase() === rel.toLowerCase()) ? r.law(text, at) : null;
    if (whole?.value.section !== undefined) return { kind: 'law', wordStart: m.index, wordEnd: word(rel), parts: readList(text, whole, r, lawNext, true) };
    const letterFirst = g.relLetter !== undefined;
    const d = r.relative(text, at, letterFirst) ?? (letterFirst ? null : r.itemsOnly(text, at));
    const relNext: Reader<LawDesignator> = (s, i) => r.relative(s, i, letterFirst) ?? r.itemsOnly(s, i);
    return d && { kind: 'relative', wordStart: m.index, wordEnd: word(rel), parts: readList(text, d, r, relNext) };
  }
  // A bare designator needs a section letter: `ο 45Γ4α` is a law, `σελ. 24` and `3ΧΑ` are not.
  const d = r.law(text, at);
  if (!d || d.value.section === undefined) return null;
  return { kind: 'law', wordStart: at, wordEnd: at, parts: readList(text, d, r, lawNext, true), evidence: ['lead'] };
}

function toOriginal(n: Normalized, original: string, lang: Lang, mt: Match): FoundRef {
  const map = (i: number) => originalOffset(n, i);
  const span = (s: number, e: number) => ({ start: map(s), end: map(e), text: original.slice(map(s), map(e)) });
  const parts: RefPart[] = mt.parts.map((p) => ({ ...p, ...span(p.start, p.end) }));
  if (mt.wordEnd > mt.wordStart) parts.unshift({ type: 'word', ...span(mt.wordStart, mt.wordEnd) });
  const last = mt.parts[mt.parts.length - 1];
  return {
    kind: mt.kind,
    lang,
    ...span(mt.wordStart, last ? last.end : mt.wordEnd),
    parts,
    ...(mt.namedEdition ? { namedEdition: mt.namedEdition } : {}),
    ...(mt.evidence ? { evidence: mt.evidence } : {}),
    ...(mt.namedLaw !== undefined ? { namedLaw: mt.namedLaw } : {}),
  };
}

/** A designator written without a law word, and what was decided about it. */
export interface BareCandidate extends TextSpan {
  /** Read as a law reference (`law`) or, after a law named in its paragraph, a relative one (`B1(a)`). */
  readonly kind: 'law' | 'relative';
  readonly accepted: boolean;
  /** What speaks for a law reference (may be non-empty on a rejected candidate). */
  readonly evidence: readonly BareEvidence[];
  /** Why it is not one; absent when accepted. */
  readonly rejected?: BareRejection;
}

/**
 * Finds law and paragraph references in `text`. Offsets are UTF-16 offsets into `text` as
 * given (normalisation to NFC happens inside and is mapped back). Never throws.
 * A designator without a law word (`eg 64C, 12A`) is a reference only with evidence in its
 * paragraph and nothing against it ({@link bareCandidates} shows the decision).
 * @example
 * findRefs('см. Правилами 69,70 и 71', { lang: 'ru' })[0].text // 'Правилами 69,70 и 71'
 * findRefs('Θα εφαρμοστεί ο 45Γ4α;', { lang: 'el' })[0].parts[0] // designator 45C4(a)
 * findRefs('Правила 1987 года', { lang: 'ru' }) // []
 * findRefs('Relevant laws: 40C', { lang: 'en' })[0].evidence // ['law-word']
 */
export function findRefs(text: string, options: FindOptions): FoundRef[] {
  const n = normalizeNfc(text);
  const langs: readonly Lang[] = typeof options.lang === 'string' ? [options.lang] : options.lang;
  const all = langs.flatMap((lang) => scan(n, text, lang, options.topic).found);
  if (langs.length < 2) return all;
  // Several languages: keep the earliest (then longest) span wherever two overlap.
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: FoundRef[] = [];
  for (const f of all) if (!kept.length || f.start >= (kept[kept.length - 1]?.end ?? 0)) kept.push(f);
  return kept;
}

/**
 * Every designator of `text` written without a law word or a lead, each with the evidence
 * for and the reason against reading it as a law reference: the decision `findRefs` takes.
 * @example
 * bareCandidates('eg 64C, 12A under the Laws', { lang: 'en' })[0] // { text: '64C, 12A', accepted: true, evidence: ['law-word'] }
 * bareCandidates('we bid 1C, 1D under the Laws', { lang: 'en' })[0] // { text: '1C, 1D', accepted: false, rejected: 'bid', … }
 */
export function bareCandidates(text: string, options: { readonly lang: Lang; readonly topic?: 'laws' }): BareCandidate[] {
  const n = normalizeNfc(text);
  return scan(n, text, options.lang, options.topic).candidates;
}

interface Scan {
  found: FoundRef[];
  candidates: BareCandidate[];
}

function scan(n: Normalized, original: string, lang: Lang, topic: 'laws' | undefined): Scan {
  const s = n.text;
  const t = TABLES[lang];
  const re = new RegExp(anchorFor(lang));
  const r = designatorReader(t);
  const matches: Match[] = [];
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const mt = readAt(s, m, r, t);
    if (!mt) continue;
    matches.push(mt);
    re.lastIndex = Math.max(re.lastIndex, mt.parts[mt.parts.length - 1]?.end ?? re.lastIndex);
  }
  const ps = new Paragraphs(s, paragraphsOf(s), t);
  const worded = matches.filter((mt) => mt.kind === 'law' && !mt.evidence);
  const bare = bareIn(s, t, r, matches, ps, worded, topic);
  const all = [...matches, ...bare.accepted].sort((a, b) => a.wordStart - b.wordStart);
  for (const mt of all) {
    if (mt.kind !== 'para') {
      const named = editionAround(s, t, mt);
      if (named) mt.namedEdition = named;
    }
  }
  nameLaws(all, ps);
  const map = (i: number) => originalOffset(n, i);
  const candidates = bare.candidates.map((c) => ({ ...c, start: map(c.start), end: map(c.end), text: original.slice(map(c.start), map(c.end)) }));
  return { found: all.map((mt) => toOriginal(n, original, lang, mt)), candidates };
}

/** Start offsets of the paragraphs of `s` (blank lines separate them), ascending, starting with 0. */
function paragraphsOf(s: string): number[] {
  const starts = [0];
  for (const m of s.matchAll(/\n[ \t\u00A0]*\n/gu)) starts.push((m.index ?? 0) + m[0].length);
  return starts;
}

function paragraphAt(starts: readonly number[], at: number): number {
  return lineIndexAt(starts, at);
}

const lawWordRes = new Map<LanguageTable, RegExp>();
function lawWordRe(t: LanguageTable): RegExp {
  let re = lawWordRes.get(t);
  if (!re) lawWordRes.set(t, (re = new RegExp(`${NOT_AFTER_WORD}${alternation(t.lawWords, caseless)}${NOT_BEFORE_WORD}`, 'u')));
  return re;
}

const stopRes = new Map<LanguageTable, RegExp>();
function stopRe(t: LanguageTable): RegExp {
  let re = stopRes.get(t);
  const endOf = (w: string) => caseless(w) + (/\p{L}$/u.test(w) ? NOT_BEFORE_WORD : '');
  const number = String.raw`(?:(?:№|#|no\.|nr\.?)[\s\u00A0]{0,2})?`;
  if (!re) stopRes.set(t, (re = new RegExp(`(?<![\\p{L}\\p{N}])${alternation(t.bareStops, endOf)}[\\s\\u00A0:(\\[]{0,4}${number}$`, 'u')));
  return re;
}

// A designator's token may start after a space, an opening bracket or quote, or a list comma;
// not inside a word, a number (`69.8C`), a path or a score (`3-1C`, `1/2C`), nor after `#`, `№`, `§`.
const BARE_START = /(?<![\p{L}\p{N}./#№§\-–+=:*^'’_@])[1-9]/gu;

/** Bid-like: a level 1–7 and a strain letter, nothing else (`1C`, `4H`, `(3D)`). */
function bidLike(v: LawDesignator): boolean {
  return v.law !== undefined && v.law <= 7 && v.number === undefined && v.items.length === 0 && (v.section === 'C' || v.section === 'D' || v.section === 'H');
}

/** What a text's paragraphs say, computed once per paragraph (texts may be long, with many candidates). */
class Paragraphs {
  private readonly lawWord = new Map<number, boolean>();
  private readonly heading = new Map<number, boolean>();
  private readonly s: string;
  private readonly starts: readonly number[];
  private readonly t: LanguageTable;
  constructor(s: string, starts: readonly number[], t: LanguageTable) {
    this.s = s;
    this.starts = starts;
    this.t = t;
  }
  at(offset: number): number {
    return paragraphAt(this.starts, offset);
  }
  text(k: number): string {
    return this.s.slice(this.starts[k] ?? 0, this.starts[k + 1] ?? this.s.length);
  }
  hasLawWord(k: number): boolean {
    let v = this.lawWord.get(k);
    if (v === undefined) this.lawWord.set(k, (v = lawWordRe(this.t).test(this.text(k))));
    return v;
  }
  isHeading(k: number): boolean {
    let v = this.heading.get(k);
    if (v === undefined) this.heading.set(k, (v = isHeading(this.text(k))));
    return v;
  }
}

const relativeStarts = new Map<LanguageTable, RegExp>();
function relativeStart(t: LanguageTable): RegExp {
  let re = relativeStarts.get(t);
  if (!re) relativeStarts.set(t, (re = new RegExp(`${NOT_AFTER_WORD}(?=${alternation(Object.keys(t.sectionLetters))}[1-9])`, 'gu')));
  return re;
}

function bareIn(
  s: string,
  t: LanguageTable,
  r: DesignatorReader,
  matches: readonly Match[],
  ps: Paragraphs,
  worded: readonly Match[],
  topic: 'laws' | undefined,
): { accepted: Match[]; candidates: BareCandidate[] } {
  const accepted: Match[] = [];
  const candidates: BareCandidate[] = [];
  // Worded references by paragraph (their starts, ascending), and the first one in a heading.
  const byParagraph = new Map<number, number[]>();
  let firstHeadingRef = Number.POSITIVE_INFINITY;
  for (const w of worded) {
    const k = ps.at(w.wordStart);
    const list = byParagraph.get(k);
    if (list) list.push(w.wordStart);
    else byParagraph.set(k, [w.wordStart]);
    if (ps.isHeading(k)) firstHeadingRef = Math.min(firstHeadingRef, w.wordStart);
  }
  const lawNext: Reader<LawDesignator> = (x, i) => r.law(x, i) ?? r.itemsOnly(x, i);
  const consider = (at: number, kind: 'law' | 'relative', parts: RefPart[], first: LawDesignator): number => {
    const end = parts[parts.length - 1]?.end ?? at;
    const k = ps.at(at);
    const here = byParagraph.get(k) ?? [];
    const evidence: BareEvidence[] = [];
    if (kind === 'law' && ps.hasLawWord(k)) evidence.push('law-word');
    // A relative form needs a law named before it: in its paragraph, or in a heading above.
    if (kind === 'law' ? here.length > 0 : (here[0] ?? Number.POSITIVE_INFINITY) < at || firstHeadingRef < at) evidence.push('reference');
    if (topic === 'laws' && kind === 'law') evidence.push('document');
    const rejected: BareRejection | undefined = stopRe(t).test(s.slice(Math.max(0, at - 32), at))
      ? 'stop-word'
      : kind === 'law' && bidLike(first)
        ? 'bid'
        : kind === 'law' && (first.law ?? 0) > 93
          ? 'not-a-law'
          : evidence.length === 0
            ? 'no-evidence'
            : undefined;
    candidates.push({ kind, start: at, end, text: s.slice(at, end), accepted: !rejected, evidence, ...(rejected ? { rejected } : {}) });
    if (!rejected) accepted.push({ kind, wordStart: at, wordEnd: at, parts, evidence });
    return end;
  };
  // Positions covered by what was read already: matches, then the candidates of each pass.
  const covered = (spans: readonly (readonly [number, number])[]) => {
    let k = 0;
    return (at: number) => {
      while (k < spans.length && (spans[k]?.[1] ?? 0) <= at) k++;
      return k < spans.length && (spans[k]?.[0] ?? 0) <= at;
    };
  };
  const spanOf = (mt: Match) => [mt.wordStart, mt.parts[mt.parts.length - 1]?.end ?? mt.wordEnd] as const;
  const inMatch = covered(matches.map(spanOf));
  let until = 0;
  for (const m of s.matchAll(BARE_START)) {
    const at = m.index ?? 0;
    if (at < until || inMatch(at)) continue;
    const d = r.law(s, at);
    if (!d || d.value.section === undefined) continue;
    until = consider(at, 'law', readList(s, d, r, lawNext, true), d.value);
  }
  // `B1(a)` after a law named earlier in the paragraph: a section of that law.
  const read = [...matches.map(spanOf), ...candidates.map((c) => [c.start, c.end] as const)].sort((a, b) => a[0] - b[0]);
  const inRead = covered(read);
  until = 0;
  for (const m of s.matchAll(relativeStart(t))) {
    const at = m.index ?? 0;
    if (at < until || inRead(at)) continue;
    const d = r.section(s, at);
    if (!d || d.value.number === undefined || d.value.items.length === 0) continue;
    const relNext: Reader<LawDesignator> = (x, i) => r.relative(x, i, true) ?? r.itemsOnly(x, i);
    until = consider(at, 'relative', readList(s, d, r, relNext), d.value);
  }
  candidates.sort((a, b) => a.start - b.start);
  return { accepted, candidates };
}

const editionMarkRes = new Map<LanguageTable, { before: RegExp | null; after: RegExp | null }>();
function editionMarks(t: LanguageTable): { before: RegExp | null; after: RegExp | null } {
  let m = editionMarkRes.get(t);
  if (!m) {
    const { before, after } = t.editionMarks;
    m = {
      before: before.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${before.join('|')})$`, 'u') : null,
      after: after.length ? new RegExp(`^(?:${after.join('|')})(?![\\p{L}\\p{N}])`, 'u') : null,
    };
    editionMarkRes.set(t, m);
  }
  return m;
}

/** The code named right before or after a reference (`the 1997 Law 9B1(a)`, `Law 16 (2017)`). */
function editionAround(s: string, t: LanguageTable, mt: Match): Edition | undefined {
  const marks = editionMarks(t);
  const end = mt.parts[mt.parts.length - 1]?.end ?? mt.wordEnd;
  const before = marks.before?.exec(s.slice(Math.max(0, mt.wordStart - 24), mt.wordStart));
  const after = marks.after?.exec(s.slice(end, end + 48));
  const year = [...(before ?? []).slice(1), ...(after ?? []).slice(1)].find((y) => y !== undefined);
  return (EDITIONS as readonly string[]).includes(year ?? '') ? (year as Edition) : undefined;
}

// A heading: a Markdown heading, or a paragraph of one short line without a final full stop.
function isHeading(paragraph: string): boolean {
  const p = paragraph.trim();
  return /^#{1,6}\s/u.test(p) || (p.length <= 100 && !p.includes('\n') && !/[.:;,]$/u.test(p));
}

/**
 * Gives each relative reference the law named last before it in its paragraph, or else in
 * the nearest heading above it (`Law 16 …`, then `punkt C` → 16C without a context).
 */
function nameLaws(all: readonly Match[], ps: Paragraphs): void {
  let headingLaw: number | undefined;
  let paragraph = -1;
  let paragraphLaw: number | undefined;
  for (const mt of all) {
    const k = ps.at(mt.wordStart);
    if (k !== paragraph) {
      paragraph = k;
      paragraphLaw = undefined;
    }
    if (mt.kind === 'relative') {
      const named = paragraphLaw ?? headingLaw;
      if (named !== undefined) mt.namedLaw = named;
      continue;
    }
    if (mt.kind !== 'law') continue;
    const laws = mt.parts.flatMap((p) => (p.type === 'designator' && p.value.type === 'law' && p.value.law !== undefined ? [p.value.law] : []));
    const law = laws.length === 1 || new Set(laws).size === 1 ? laws[0] : undefined;
    paragraphLaw = law;
    if (ps.isHeading(k)) headingLaw = law;
  }
}
