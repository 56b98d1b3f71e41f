/**
 * findRefs: the first verb. Scans text for anchors (a law word, an abbreviation, a paragraph
 * word, a relative word, or — in Greek — an article before a bare designator), reads the
 * designators after each anchor with their lists and ranges, and returns spans with typed
 * parts. It never resolves anything and never throws.
 */
import { designatorReader, type DesignatorReader, type Read } from './designators.ts';
import { normalizeNfc, originalOffset, type Normalized } from './normalize.ts';
import { alternation, caseless, escapeRegExp, letterVariants, NOT_AFTER_WORD, NOT_BEFORE_WORD } from './pattern.ts';
import { TABLES, type LanguageTable } from './tables.ts';
import type { Designator, FoundRef, Lang, LawDesignator, RefKind, RefPart } from './types.ts';

/** Options of {@link findRefs}. */
export interface FindOptions {
  /**
   * Language of the text: chooses law words, letters and joins. Several languages for mixed
   * texts (the Russian–English Laws 6–8 file): each span is read with one of them.
   */
  readonly lang: Lang | readonly Lang[];
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
    t.relativeWords.length && `${NOT_AFTER_WORD}(?<rel>${alternation(t.relativeWords, caseless)})${NOT_BEFORE_WORD}${GAP}`,
    t.relativeLetterWords.length && `${NOT_AFTER_WORD}(?<relLetter>${alternation(t.relativeLetterWords, caseless)})${NOT_BEFORE_WORD}${GAP}`,
    t.bareLeads.length && `${NOT_AFTER_WORD}(?<lead>${endOf(t.bareLeads)})[\\s\\u00A0]{1,4}(?=[1-9])`,
    t.bareAfterParenthesis && `(?<lead2>\\()(?=[1-9])`,
  ].filter((a): a is string => typeof a === 'string');
  // Every anchor starts with one of these characters: testing them first lets the engine skip
  // most positions cheaply (four times the throughput on the sources, see npm run bench:refs).
  const words = [...t.lawWords, ...t.paraWords, ...t.relativeWords, ...t.relativeLetterWords, ...t.bareLeads, ...t.lawAbbreviations.map((a) => a.text)];
  const firsts = new Set(words.flatMap((w) => letterVariants([...w][0] ?? '')));
  if (t.bareAfterParenthesis) firsts.add('(');
  const first = `[${[...firsts].map(escapeRegExp).join('')}]`;
  return new RegExp(`(?=${first})(?:${alternatives.join('|')})`, 'gu');
}

const anchors = new Map<Lang, RegExp>();
function anchorFor(lang: Lang): RegExp {
  let re = anchors.get(lang);
  if (!re) anchors.set(lang, (re = anchorExpression(TABLES[lang])));
  return re;
}

type Reader<T> = (text: string, at: number) => Read<T> | null;

/** Reads `first (join next)*`; `next` may differ from `first` (items-only continuations). */
function readList(text: string, first: Read<Designator>, r: DesignatorReader, next: Reader<Designator>): RefPart[] {
  const parts: RefPart[] = [designatorPart(text, first)];
  let end = first.end;
  for (let guard = 0; guard < 200; guard++) {
    const join = r.join(text, end);
    if (!join) break;
    const d = next(text, join.end);
    if (!d) break;
    // A range needs two ends: `45C4(a) - (b)` is not a range of items.
    if (join.op === 'range' && d.value.type === 'law' && d.value.law === undefined && !d.value.section && d.value.number === undefined) break;
    parts.push({ type: 'join', op: join.op, start: join.start, end: join.end, text: text.slice(join.start, join.end) }, designatorPart(text, d));
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
}

function readAt(text: string, m: RegExpExecArray, r: DesignatorReader): Match | null {
  const g = m.groups ?? {};
  const at = m.index + m[0].length;
  const word = (s: string) => m.index + s.length;
  const lawNext: Reader<LawDesignator> = (s, i) => r.law(s, i) ?? r.itemsOnly(s, i);
  if (g.law !== undefined || g.abbr !== undefined) {
    const d = r.law(text, at);
    if (!d || (g.law !== undefined && looksLikeLabel(text, word(g.law), d))) return null;
    const w = g.law ?? g.abbr ?? '';
    return { kind: 'law', wordStart: m.index, wordEnd: m.index + w.trimEnd().length, parts: readList(text, d, r, lawNext) };
  }
  if (g.para !== undefined) {
    const d = r.para(text, at);
    return d && { kind: 'para', wordStart: m.index, wordEnd: word(g.para), parts: readList(text, d, r, r.para) };
  }
  const rel = g.rel ?? g.relLetter;
  if (rel !== undefined) {
    const letterFirst = g.relLetter !== undefined;
    const d = r.relative(text, at, letterFirst) ?? (letterFirst ? null : r.itemsOnly(text, at));
    const relNext: Reader<LawDesignator> = (s, i) => r.relative(s, i, letterFirst) ?? r.itemsOnly(s, i);
    return d && { kind: 'relative', wordStart: m.index, wordEnd: word(rel), parts: readList(text, d, r, relNext) };
  }
  // A bare designator needs a section letter: `ο 45Γ4α` is a law, `σελ. 24` and `3ΧΑ` are not.
  const d = r.law(text, at);
  if (!d || d.value.section === undefined) return null;
  return { kind: 'law', wordStart: at, wordEnd: at, parts: readList(text, d, r, lawNext) };
}

function toOriginal(n: Normalized, original: string, lang: Lang, mt: Match): FoundRef {
  const map = (i: number) => originalOffset(n, i);
  const span = (s: number, e: number) => ({ start: map(s), end: map(e), text: original.slice(map(s), map(e)) });
  const parts: RefPart[] = mt.parts.map((p) => ({ ...p, ...span(p.start, p.end) }));
  if (mt.wordEnd > mt.wordStart) parts.unshift({ type: 'word', ...span(mt.wordStart, mt.wordEnd) });
  const last = mt.parts[mt.parts.length - 1];
  return { kind: mt.kind, lang, ...span(mt.wordStart, last ? last.end : mt.wordEnd), parts };
}

/**
 * Finds law and paragraph references in `text`. Offsets are UTF-16 offsets into `text` as
 * given (normalisation to NFC happens inside and is mapped back). Never throws.
 * @example
 * findRefs('см. Правилами 69,70 и 71', { lang: 'ru' })[0].text // 'Правилами 69,70 и 71'
 * findRefs('Θα εφαρμοστεί ο 45Γ4α;', { lang: 'el' })[0].parts[0] // designator 45C4(a)
 * findRefs('Правила 1987 года', { lang: 'ru' }) // []
 */
export function findRefs(text: string, options: FindOptions): FoundRef[] {
  const n = normalizeNfc(text);
  const langs: readonly Lang[] = typeof options.lang === 'string' ? [options.lang] : options.lang;
  const all = langs.flatMap((lang) => findIn(n, text, lang));
  if (langs.length < 2) return all;
  // Several languages: keep the earliest (then longest) span wherever two overlap.
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: FoundRef[] = [];
  for (const f of all) if (!kept.length || f.start >= (kept[kept.length - 1]?.end ?? 0)) kept.push(f);
  return kept;
}

function findIn(n: Normalized, original: string, lang: Lang): FoundRef[] {
  const s = n.text;
  const re = new RegExp(anchorFor(lang));
  const r = designatorReader(TABLES[lang]);
  const found: FoundRef[] = [];
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const mt = readAt(s, m, r);
    if (!mt) continue;
    found.push(toOriginal(n, original, lang, mt));
    re.lastIndex = Math.max(re.lastIndex, mt.parts[mt.parts.length - 1]?.end ?? re.lastIndex);
  }
  return found;
}
