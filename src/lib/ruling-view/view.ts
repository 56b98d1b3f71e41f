/**
 * What the calculator shows for a ruling, as plain data: the director's script, the law chain
 * with links, the findings still needed, and the score of each outcome with the IMP swing.
 * Shared by the server-rendered component and the browser island, so both show the same thing.
 */
import type { Lang } from '../base/languages.ts';
import { toImps } from '../scoring/imps.ts';
import { reasonText, scriptLines, showCard } from '../rulings/explain.ts';
import type { ReasonTable } from '../rulings/reasons/en.ts';
import { textSection } from '../rulings/editions.ts';
import type { Edition, JudgementKey, Ruling, Step } from '../rulings/types.ts';

/** One link of the law chain. */
export interface ChainItem {
  readonly law: string;
  readonly href: string;
  readonly effect: Step['effect'];
  readonly text: string;
}

/** The calculator's output for one ruling. */
export interface RulingView {
  readonly script: readonly string[];
  readonly chain: readonly ChainItem[];
  readonly needs: readonly JudgementKey[];
  readonly problems: readonly string[];
  /** Each fact that cannot happen where it stands, said plainly (no ruling is given on such facts). */
  readonly impossible: readonly string[];
  readonly score?: {
    readonly rows: readonly { readonly card: string; readonly result: string; readonly nonVul: number; readonly vul: number; readonly ruled: boolean }[];
    /** IMPs between the first two outcomes, not vulnerable and vulnerable. */
    readonly imps?: { readonly nonVul: number; readonly vul: number };
  };
}

/**
 * The page of a law id the engine gives (`46B2`, `45C4(b)`, `68`): the anchor is the id after the
 * law number without parentheses, as `hrefOf` in src/lib/refs builds it (a unit test holds the two
 * together); kept small here because the browser island bundles this module. The law pages'
 * anchors are the 2007 code's ids, so a 2017 id links to the 2007 section of the same rule
 * (`textSection`) on the page read as of 2017 (`?edition=2017`, which shows the 2017 numbers).
 * @example lawHref('45C4(b)', 'en', '/') // '/en/laws/45/#C4b'
 * @example lawHref('16C', 'en', '/', 2017) // '/en/laws/16/?edition=2017#D'
 */
export function lawHref(law: string, lang: string, base: string, edition: Edition = 2007): string {
  base = base.replace(/\/?$/, '/');
  const rest = textSection(edition, law).replace(/^\d+/, '').replace(/[()]/g, '');
  return `${base}${lang}/laws/${parseInt(law, 10)}/${edition === 2007 ? '' : `?edition=${edition}`}${rest ? `#${rest}` : ''}`;
}

/**
 * The view of a ruling in a language.
 * @example rulingView(decide(input), REASONS.en, 'en').chain[0].href // '/en/laws/46/#B2'
 */
export function rulingView(r: Ruling, t: ReasonTable, lang: Lang, base = '/', factNumber = (i: number) => i + 1): RulingView {
  const chain = r.steps.map((s) => ({ law: s.law, href: lawHref(s.law, lang, base, r.edition), effect: s.effect, text: reasonText(s, t) }));
  const impossible = r.impossible.map((x) =>
    reasonText(
      {
        law: '',
        effect: 'applies',
        reason: `impossible-${x.why}`,
        vars: { n: String(factNumber(x.fact)), seat: x.seat, card: x.card, earlier: x.earlier ?? '' },
      },
      t,
    ),
  );
  const view: RulingView = { script: scriptLines(r, t), chain, needs: r.needs, problems: r.problems, impossible };
  if (!r.score || r.score.outcomes.length === 0) return view;
  const rows = r.score.outcomes.map((o) => ({
    card: showCard(o.card),
    result: o.result,
    nonVul: o.score.nonVul,
    vul: o.score.vul,
    ruled: o.result === r.score?.result && r.played.some((p) => p.card === o.card),
  }));
  const [a, b] = rows;
  const imp = (d: number) => {
    const x = toImps(d);
    return x.ok ? Math.abs(x.value) : 0;
  };
  return { ...view, score: { rows, ...(a && b ? { imps: { nonVul: imp(a.nonVul - b.nonVul), vul: imp(a.vul - b.vul) } } : {}) } };
}
