/**
 * Performance budgets of the site and the check that prints what exceeds them. Sizes are
 * gzipped bytes; JavaScript is what a page loads before any interaction (its own scripts and
 * their static imports: search's Pagefind bundle, loaded when search opens, is not counted).
 */

/** Measured figures of one page. */
export interface PageFigures {
  readonly path: string;
  readonly type: string;
  readonly html: number;
  readonly css: number;
  readonly js: number;
}

/** Lighthouse category scores (0–100) of one page type's representative page. */
export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly 'best-practices': number;
  readonly seo: number;
}

/** The budgets: minimum Lighthouse scores, maximum gzipped bytes. */
export const BUDGETS = {
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies LighthouseScores,
  /** HTML of any page. */
  htmlPerPage: 60 * 1024,
  /**
   * JS per page type before search is opened; types not listed have no JS budget. Law and
   * commentary pages were 5 KB; 6 KB since they carry the search box's ranking and glossary
   * lookup, the offline registration and the parallel switch's loader (5.2 KB measured); what
   * loads on first use (search engine, long-document texts, offline status, calculator engine)
   * is not counted here.
   */
  jsByType: { law: 6 * 1024, commentary: 6 * 1024, case: 10 * 1024 } as Readonly<Record<string, number>>,
  /** The ruling calculator's first edit: milliseconds from a control changed to the new ruling on screen (median of fresh page loads). */
  calculatorFirstEditMs: 150,
  /**
   * The calculators: the shell a case page loads with its JS (counted in `jsByType.case`: a claim
   * case page is a `case` page, so its JS stays within 10 KB, under the 20 KB) and the
   * chunk loaded on first use (the engine, for claims with the line search, and the controls).
   */
  islands: {
    'ruling-calculator': { shell: 2 * 1024, chunk: 40 * 1024 },
    'claim-calculator': { shell: 2 * 1024, chunk: 40 * 1024 },
  } as Readonly<Record<string, { readonly shell: number; readonly chunk: number }>>,
} as const;

/** One budget exceeded. */
export interface Exceeded {
  readonly what: string;
  readonly limit: string;
  readonly actual: string;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The first-edit budget, exceeded or not, for the median of measured times (milliseconds).
 * @example checkFirstEdit([25, 190, 210]) // [{ what: 'ruling calculator, first edit (median of 3)', limit: '≤ 150 ms', actual: '190 ms' }]
 */
export function checkFirstEdit(times: readonly number[], budgets = BUDGETS): Exceeded[] {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (median !== undefined && median <= budgets.calculatorFirstEditMs) return [];
  return [
    {
      what: `ruling calculator, first edit (median of ${times.length})`,
      limit: `≤ ${budgets.calculatorFirstEditMs} ms`,
      actual: median === undefined ? 'not measured' : `${Math.round(median)} ms`,
    },
  ];
}

/**
 * Every budget a set of figures exceeds (empty when all are met).
 * @example
 * checkBudgets([{ path: '/en/laws/6/', type: 'law', html: 70_000, css: 0, js: 0 }], {})
 * // [{ what: 'HTML of /en/laws/6/', limit: '60.0 KB gz', actual: '68.4 KB gz' }]
 */
export function checkBudgets(pages: readonly PageFigures[], scores: Readonly<Record<string, LighthouseScores>>, budgets = BUDGETS): Exceeded[] {
  const out: Exceeded[] = [];
  for (const p of pages) {
    if (p.html > budgets.htmlPerPage) out.push({ what: `HTML of ${p.path}`, limit: `${kb(budgets.htmlPerPage)} gz`, actual: `${kb(p.html)} gz` });
    const js = budgets.jsByType[p.type];
    if (js !== undefined && p.js > js) out.push({ what: `JS of ${p.path} (${p.type})`, limit: `${kb(js)} gz`, actual: `${kb(p.js)} gz` });
  }
  for (const [type, s] of Object.entries(scores)) {
    for (const [cat, min] of Object.entries(budgets.lighthouse) as [keyof LighthouseScores, number][]) {
      if (s[cat] < min) out.push({ what: `Lighthouse ${cat} of ${type}`, limit: `≥ ${min}`, actual: String(s[cat]) });
    }
  }
  return out;
}

/**
 * The budgets a calculator island exceeds (empty when its shell and its chunk are within them, and
 * the chunk is one of its own).
 * @example checkIsland('claim-calculator', 400, 18_000) // []
 */
export function checkIsland(name: string, shell: number, chunk: number, budgets = BUDGETS): Exceeded[] {
  const b = budgets.islands[name];
  if (b === undefined) return [{ what: `island ${name}`, limit: 'a budget in BUDGETS.islands', actual: 'none' }];
  const out: Exceeded[] = [];
  if (shell > b.shell) out.push({ what: `${name} shell (loaded with the page)`, limit: `${kb(b.shell)} gz`, actual: `${kb(shell)} gz` });
  if (chunk === 0) out.push({ what: `${name} chunk`, limit: 'a chunk of its own, loaded on first use', actual: 'bundled with the shell' });
  if (chunk > b.chunk) out.push({ what: `${name} chunk (loaded on first use)`, limit: `${kb(b.chunk)} gz`, actual: `${kb(chunk)} gz` });
  return out;
}
