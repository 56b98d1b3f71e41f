/**
 * A claim ruling, ruled and drawn: the engine's ruling on an input and its HTML in the reader's
 * language. The server-rendered ruling of a claim case (ClaimCalculator.astro), the claim tool's
 * example, and the islands all call this, so the ruling is built in one place.
 */
import { isLang } from '../base/languages.ts';
import type { ClaimInput, ClaimRuling } from '../claims/types.ts';
import { fill } from '../text/fill.ts';
import { ruleClaim, textsOf, type ClaimReasonTable } from './engine.ts';
import { claimRulingHtml, type ClaimHtmlLabels } from './html.ts';
import { claimView } from './view.ts';
import type { Words } from './steps.ts';

/** What drawing a ruling needs besides the input: the interface strings, the engine's reason table, the language and the site's base. */
export interface RenderContext {
  readonly ui: Readonly<Record<string, string>>;
  readonly table: ClaimReasonTable;
  readonly lang: string;
  readonly base: string;
}

/**
 * Words from a table of interface strings (`claim.*`, `deal.*`) in `lang`, filled by the site's
 * fill function (plural forms, seats in a case); a missing key shows as itself.
 * @example wordsOf({ 'claim.step.lead': 'lead the {card}' }, 'en')('claim.step.lead', { card: '♠A' }) // 'lead the ♠A'
 */
export function wordsOf(ui: Readonly<Record<string, string>>, lang: string): Words {
  const l = isLang(lang) ? lang : 'en';
  return (key, vars = {}) => fill(ui[key] ?? key, l, vars);
}

const LABEL_KEYS = ['tricks', 'side', 'remaining', 'total', 'line', 'trick', 'chain', 'script', 'needs', 'problems'] as const;

/**
 * The ruling on `input` and its HTML (`level`: the heading level of its sections).
 * @example renderClaim(input, ctx).html.startsWith('<div class="claim-ruling">') // true
 */
export function renderClaim(input: ClaimInput, ctx: RenderContext, level: 2 | 3 | 4 = 3): { ruling: ClaimRuling; html: string } {
  const w = wordsOf(ctx.ui, ctx.lang);
  const ruling = ruleClaim(input);
  const labels = Object.fromEntries(LABEL_KEYS.map((k) => [k, w(`claim.html.${k}`)])) as unknown as ClaimHtmlLabels;
  return { ruling, html: claimRulingHtml(claimView(ruling, input.claim.statement, w, textsOf(ctx.table), ctx.lang, ctx.base), labels, level) };
}
