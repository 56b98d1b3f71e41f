/**
 * parseRefQuery: a reference typed by a person, in any notation, script and case (`45c4a`,
 * `Νόμος 45Γ4α`, `Правило 16А2`, `Law 16 A 2`, `P 70C`, `L45C4a`, `п. 69.5`), to a canonical
 * id — for the `/go/?ref=` resolver and the search box. Lenient where the text finder is
 * strict: any letter case, spaces anywhere, a missing closing parenthesis.
 */
import { ancestorsOf, DEFAULT_EDITION, isValidLawNumber, LAW_COUNT, lawIdOf, paraIdOf } from './ids.ts';
import { alternation, caseless } from './pattern.ts';
import { TABLES } from './tables.ts';
import { LANGS, type Edition, type SectionLetter } from './types.ts';

/** Why a query has no id. */
export type QueryError = 'empty' | 'unparsed' | 'unknown-law' | 'unknown-target';

/** Result of {@link parseRefQuery}. */
export interface RefQuery {
  /** The canonical id, or `null` when the input names nothing valid. */
  readonly id: string | null;
  /** Valid ids near the input, best first (at most 5); may be non-empty even with an id. */
  readonly suggestions: readonly string[];
  readonly error?: QueryError;
}

/** Options of {@link parseRefQuery}. */
export interface QueryOptions {
  readonly edition?: Edition;
  /** Ids that exist on the site; when given, other ids are `unknown-target` with suggestions from it. */
  readonly known?: ReadonlySet<string>;
}

// Every script's letters, both cases, to one canonical letter: the user may type any of them.
const SECTION_ANY: Record<string, SectionLetter> = {};
const ITEM_ANY: Record<string, string> = {};
for (const lang of LANGS) {
  for (const [k, v] of Object.entries(TABLES[lang].sectionLetters)) {
    SECTION_ANY[k] = v;
    SECTION_ANY[k.toLowerCase()] = v;
  }
  for (const [k, v] of Object.entries(TABLES[lang].itemLetters)) {
    ITEM_ANY[k] = v;
    ITEM_ANY[k.toUpperCase()] = v;
  }
}
// `Στ` as typed at the start of a word.
SECTION_ANY['Στ'] = 'F';
for (const c of 'abcdefghijklmnopqrstuvwxyz') {
  ITEM_ANY[c] = c;
  ITEM_ANY[c.toUpperCase()] = c;
}

const WORDS = LANGS.flatMap((l) => [...TABLES[l].lawWords, ...TABLES[l].relativeWords, ...TABLES[l].relativeLetterWords]);
const PARA_WORDS = [...LANGS.flatMap((l) => TABLES[l].paraWords), 'para:', '§'];
const LEADING_WORD = new RegExp(`^(?:${alternation(WORDS, caseless)}|[LlPp](?=\\s*\\d))[.:]?\\s*`, 'u');
const LEADING_PARA = new RegExp(`^${alternation(PARA_WORDS, caseless)}\\s*`, 'u');
const SEC = alternation(Object.keys(SECTION_ANY));
const ITEM = alternation(Object.keys(ITEM_ANY));
// Inside parentheses: one item letter, or a Roman numeral of 2–4 letters. The two must not
// overlap (`[ivx]{1,4}` would also match `(i)`): with two ways to read every `(i)`, a long
// failing query backtracks exponentially (found by recheck, tests/unit/redos.test.ts).
const LAW_QUERY = new RegExp(String.raw`^(\d{1,3})(?:(${SEC})(?:([1-9]\d?)(${ITEM})?)?((?:\((?:${ITEM}|[ivxIVX]{2,4})\))*))?$`, 'u');
// As in LAW_QUERY: Roman numerals of 2–4 letters, single letters as items, never both ways.
const PARA_QUERY = /^([1-9]\d{0,2}(?:\.[1-9]\d{0,2}){0,3})\.?((?:\((?:[ivx]{2,4}|[a-z])\))*)$/u;

function tidy(input: string): string {
  let s = input
    .normalize('NFC')
    .trim()
    .replace(/[\s\u00A0]+/gu, ' ');
  // Only where a run of final punctuation starts (linear; `/[.;,!?]+$/` is quadratic on a long run).
  s = s.replace(/(?<![.;,!?])[.;,!?]+$/u, '');
  const open = (s.match(/\(/g) ?? []).length - (s.match(/\)/g) ?? []).length;
  return open > 0 ? s + ')'.repeat(open) : s;
}

function items(s: string | undefined): string[] {
  if (!s) return [];
  return s
    .slice(1, -1)
    .split(')(')
    .map((i) => ITEM_ANY[i] ?? i.toLowerCase());
}

function parseLaw(s: string): { law: number; section?: SectionLetter; number?: number; items: string[] } | null {
  const m = LAW_QUERY.exec(s.replace(/ /g, ''));
  if (!m) return null;
  const section = m[2] ? SECTION_ANY[m[2]] : undefined;
  const its = [...(m[4] ? [ITEM_ANY[m[4]] ?? m[4]] : []), ...items(m[5])];
  if (!section && its.length) return null;
  return { law: Number(m[1]), ...(section ? { section } : {}), ...(m[3] ? { number: Number(m[3]) } : {}), items: its };
}

/** Nearby valid law ids for an invalid or unknown one. */
function suggest(s: string, edition: Edition, known?: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const push = (id: string) => {
    if (!out.includes(id) && (!known || known.has(id))) out.push(id);
  };
  const compact = s.replace(/ /g, '');
  const digits = /^\d+/.exec(compact)?.[0] ?? '';
  const n = Number(digits);
  if (isValidLawNumber(n, edition)) {
    // The law is fine, the rest is not: the longest prefix that parses (`45C4(z)` → `45C4`, `45C`, `45`).
    for (let k = compact.length - 1; k > 0; k--) {
      const p = parseLaw(compact.slice(0, k));
      if (p && isValidLawNumber(p.law, edition)) {
        [lawIdOf(p), ...ancestorsOf(lawIdOf(p))].forEach(push);
        break;
      }
    }
    return out.slice(0, 5);
  }
  // A typo in the number: one past the end (`94` → `93`) or one digit too many (`450` → `45`).
  if (n > 0 && digits.length <= 2) push(String(LAW_COUNT[edition]));
  for (let k = digits.length - 1; k >= 0 && digits.length > 1; k--) {
    const m = Number(digits.slice(0, k) + digits.slice(k + 1));
    if (isValidLawNumber(m, edition)) push(String(m));
  }
  if (n > 0) push(String(LAW_COUNT[edition]));
  return out.slice(0, 5);
}

function knownCheck(id: string, known: ReadonlySet<string> | undefined): RefQuery {
  if (!known || known.has(id)) return { id, suggestions: [] };
  // What it contains, then each enclosing section, nearest first, followed by what that contains (`45C4(c)` → `45C4`, `45C4(a)`).
  const within = (prefix: string) =>
    [...known].filter((k) => k !== prefix && k.startsWith(prefix) && !(/^\d+$/.test(prefix) && /^\d/.test(k.slice(prefix.length)))).sort();
  const ancestors = ancestorsOf(id);
  const near = [...within(id), ...ancestors.flatMap((a) => [...(known.has(a) ? [a] : []), ...within(a)])];
  return { id: null, suggestions: [...new Set(near)].slice(0, 5), error: 'unknown-target' };
}

/**
 * Parses a reference typed in any notation into a canonical id, with suggestions when it
 * names nothing valid. Never throws.
 * @example
 * parseRefQuery('45Γ4α').id // '45C4(a)'
 * parseRefQuery('Правило 16А2').id // '16A2'
 * parseRefQuery('Law 16 A 2').id // '16A2'
 * parseRefQuery('п. 69.5.(ii)').id // 'para:69.5(ii)'
 * parseRefQuery('94') // { id: null, suggestions: ['93', '9', '4'], error: 'unknown-law' }
 */
export function parseRefQuery(input: string, options: QueryOptions = {}): RefQuery {
  const edition = options.edition ?? DEFAULT_EDITION;
  const s = tidy(input);
  if (!s) return { id: null, suggestions: [], error: 'empty' };
  const para = LEADING_PARA.exec(s);
  const rest = para ? s.slice(para[0].length) : s.replace(LEADING_WORD, '');
  const pm = PARA_QUERY.exec(rest.replace(/ /g, ''));
  // Law ids never contain a dot, so `69.5` is a paragraph even without `п.`.
  if (pm && (para || rest.includes('.'))) {
    return knownCheck(paraIdOf({ path: (pm[1] ?? '').split('.').map(Number), items: items(pm[2]) }), options.known);
  }
  const law = parseLaw(rest);
  if (!law) return { id: null, suggestions: suggest(rest, edition, options.known), error: 'unparsed' };
  if (!isValidLawNumber(law.law, edition)) return { id: null, suggestions: suggest(rest, edition, options.known), error: 'unknown-law' };
  return knownCheck(lawIdOf(law), options.known);
}
