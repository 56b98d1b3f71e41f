/**
 * A ruling as HTML: the one renderer behind the server-rendered calculator
 * (`RulingCalculator.astro`) and the islands that rule in the browser (the calculator, the ruling
 * tool). Builds a hast tree (`rulingTree`) and serialises it (`rulingHtml`) with the deal
 * diagrams' serialiser. The words are the page language's `calc.*` interface strings, filled by
 * one placeholder rule (`fillWords`), so the server and the browser print the same thing.
 */
import type { Element } from 'hast';
import { h, toHtml } from '../bridge/diagram-html.ts';
import { displayResult } from '../scoring/result-notation.ts';
import type { RulingView } from './view.ts';
import { fill } from '../text/fill.ts';
import type { Lang } from '../base/languages.ts';
import type { Edition } from '../adjudication/index.ts';

/** The page language's interface strings (`calc.*` at least). */
export type RulingWords = Readonly<Record<string, string>>;

/**
 * A template's placeholders filled from `vars` by the site's one fill function
 * (`src/lib/text/fill.ts`); a name without a value stays as written. The `calc.*` strings use
 * plain placeholders only: a plural or a seat case needs `lang`.
 * @example fillWords('Still to be found: {list}.', { list: 'the slip' }) // 'Still to be found: the slip.'
 */
export function fillWords(template: string, vars: Readonly<Record<string, string | number>> = {}, lang: Lang = 'en'): string {
  return fill(template, lang, vars);
}

/** Where the ruling stands in its page: its heading's level and text. */
export interface RulingHtmlOptions {
  readonly heading: 'h2' | 'h3' | 'h4' | 'h5';
  readonly title: string;
}

const NEXT = { h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' } as const;

/** The two codes' rulings: a level is left below the title for each code's ruling. */
export interface CodesHtmlOptions {
  readonly heading: 'h2' | 'h3' | 'h4';
  readonly title: string;
}

/**
 * The ruling: facts that cannot happen (and nothing else), or the director's script, the findings
 * still needed, the law chain with links and the score of each outcome.
 * @example rulingTree(view, words, { heading: 'h3', title: 'Ruling' }).properties.className // ['calc-ruling']
 */
export function rulingTree(view: RulingView, words: RulingWords, { heading, title }: RulingHtmlOptions): Element {
  const w = (key: string, vars?: Record<string, string | number>) => fillWords(words[key] ?? key, vars);
  const sub = NEXT[heading];
  const top = h(heading, {}, title);
  const warnings = view.impossible.map((t) => h('p', { className: ['calc-warning'] }, t));
  if (warnings.length > 0) return h('div', { className: ['calc-ruling'] }, top, ...warnings);
  const script = view.script.length > 0 ? view.script : [w('calc.nothing')];
  const needs = view.needs.length > 0 && h('p', { className: ['calc-needs'] }, w('calc.needs', { list: view.needs.map((k) => w(`calc.j.${k}`)).join(', ') }));
  const effect = (e: string) => h('span', { className: ['calc-effect', `calc-${e}`] }, w(`calc.effect.${e}`));
  const chain = view.chain.map((c) => h('li', {}, h('a', { href: c.href }, c.law), ' ', effect(c.effect), ` — ${c.text}`));
  return h(
    'div',
    { className: ['calc-ruling'] },
    top,
    h(sub, {}, w('calc.script')),
    h('ul', { className: ['calc-script'] }, ...script.map((line) => h('li', {}, line))),
    needs,
    h(sub, {}, w('calc.chain')),
    h('ol', { className: ['calc-chain'] }, ...chain),
    view.score && scoreTable(view.score, w, words),
  );
}

/**
 * The score of each outcome. Its words are never split: a narrow box (calculator.css) shows a
 * header's short form where the language has one (`calc.score.<column>.short`, an `<abbr>` with
 * the full header as its title) and the ruling's mark on a line of its own; a box narrower still
 * scrolls the table, by keyboard too.
 */
function scoreTable(score: NonNullable<RulingView['score']>, w: (key: string, vars?: Record<string, string | number>) => string, words: RulingWords): Element {
  const header = (k: string) => {
    const full = w(`calc.score.${k}`);
    const short = words[`calc.score.${k}.short`];
    return short && short !== full ? [h('span', { className: ['calc-long'] }, full), h('abbr', { className: ['calc-short'], title: full }, short)] : [full];
  };
  const head = h('tr', {}, ...['card', 'result', 'nonvul', 'vul'].map((k) => h('th', { scope: 'col' }, ...header(k))));
  const card = (r: (typeof score.rows)[number]) =>
    h('th', { scope: 'row' }, r.card, ...(r.ruled ? [' ', h('span', { className: ['calc-ruled'] }, w('calc.score.ruled'))] : []));
  const rows = score.rows.map((r) =>
    h('tr', {}, card(r), h('td', {}, displayResult(r.result, words['deal.notrump'] ?? 'NT')), h('td', {}, String(r.nonVul)), h('td', {}, String(r.vul))),
  );
  const foot = score.imps && h('tfoot', {}, h('tr', {}, h('td', { colspan: '4' }, w('calc.imps', { nv: score.imps.nonVul, v: score.imps.vul }))));
  const table = h('table', { className: ['calc-score'] }, h('caption', {}, w('calc.score')), h('thead', {}, head), h('tbody', {}, ...rows), foot);
  return h('div', { className: ['calc-scroll'], tabindex: '0' }, table);
}

/**
 * The ruling as an HTML string (server) or for `innerHTML` (islands): every text escaped.
 * @example rulingHtml(view, words, { heading: 'h3', title: 'Ruling' }) // '<div class="calc-ruling"><h3>Ruling</h3>…'
 */
export function rulingHtml(view: RulingView, words: RulingWords, options: RulingHtmlOptions): string {
  return toHtml(rulingTree(view, words, options));
}

/** A ruling under one code. */
export interface CodeRuling {
  readonly edition: Edition;
  readonly view: RulingView;
}

/** Both codes' rulings on the same facts, and what to say about them. */
export interface CodesInput {
  /** The ruling under the code chosen (or the booklet's). */
  readonly chosen: CodeRuling;
  /** The ruling under the other code. */
  readonly other: CodeRuling;
  /** Do the two differ in effect (`differInEffect`)? Then both are shown side by side. */
  readonly differ: boolean;
  /** The change notes (`changeNotes`), shown with the two rulings. */
  readonly notes: readonly string[];
  /** The other code's law numbers where they differ from the chosen one's (`16C`, `53B`). */
  readonly renumbered: readonly string[];
}

/**
 * The chosen code's ruling and a line saying the other code rules the same (citing other numbers,
 * if so); or, where the codes rule differently, under the title both rulings side by side (2007
 * first, a level below) after the change notes — the title names whose ruling it is (the director's,
 * the appeals committee's), so two such blocks on one page are told apart.
 * @example codesTree(input, words, { heading: 'h3', title: 'Ruling' }).properties.className // ['calc-codes'] when they differ
 */
export function codesTree(input: CodesInput, words: RulingWords, { heading, title }: CodesHtmlOptions): Element {
  const w = (key: string, vars?: Record<string, string | number>) => fillWords(words[key] ?? key, vars);
  if (!input.differ) {
    const numbers = input.renumbered.length > 0 ? w('calc.code.numbers', { list: input.renumbered.join(', ') }) : '';
    const same = h('p', { className: ['calc-code-same'] }, w('calc.code.same', { year: input.other.edition, numbers }));
    const one = rulingTree(input.chosen.view, words, { heading, title: `${title} (${w(`calc.code.${input.chosen.edition}`)})` });
    return { ...one, properties: { ...one.properties, dataCode: String(input.chosen.edition), dataChosen: '' }, children: [...one.children, same] };
  }
  const [a, b] = input.chosen.edition === 2007 ? [input.chosen, input.other] : [input.other, input.chosen];
  // Each column says its code; the chosen one is marked, so a reader's tools (and tests) find it.
  const column = (r: CodeRuling) => {
    const tree = rulingTree(r.view, words, { heading: NEXT[heading], title: w('calc.code.ruling', { year: r.edition }) });
    return { ...tree, properties: { ...tree.properties, dataCode: String(r.edition), ...(r === input.chosen ? { dataChosen: '' } : {}) } };
  };
  return h(
    'div',
    { className: ['calc-codes'] },
    h(heading, {}, title),
    h('div', { className: ['calc-change'] }, h('p', {}, w('calc.code.differs')), h('ul', {}, ...input.notes.map((n) => h('li', {}, n)))),
    h('div', { className: ['calc-codes-pair'] }, column(a), column(b)),
  );
}

/** `codesTree` as HTML. */
export function codesHtml(input: CodesInput, words: RulingWords, options: CodesHtmlOptions): string {
  return toHtml(codesTree(input, words, options));
}
