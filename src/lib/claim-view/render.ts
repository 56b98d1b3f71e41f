/**
 * A claim ruling, ruled and drawn: the engine's ruling on an input and its HTML in the reader's
 * language. The server-rendered ruling of a claim case (ClaimCalculator.astro), the claim tool's
 * example, and the islands all call this, so the ruling is built in one place.
 */
import type { ClaimInput, ClaimRuling } from '../claims/types.ts';
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
 * Words from a table of interface strings (`claim.*`, `deal.*`); a missing key shows as itself.
 * @example wordsOf({ 'claim.step.lead': 'lead the {card}' })('claim.step.lead', { card: '♠A' }) // 'lead the ♠A'
 */
export function wordsOf(ui: Readonly<Record<string, string>>): Words {
  return (key, vars = {}) => (ui[key] ?? key).replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

const LABEL_KEYS = ['tricks', 'side', 'remaining', 'total', 'line', 'trick', 'chain', 'script', 'needs', 'problems'] as const;

/**
 * The ruling on `input` and its HTML (`level`: the heading level of its sections).
 * @example renderClaim(input, ctx).html.startsWith('<div class="claim-ruling">') // true
 */
export function renderClaim(input: ClaimInput, ctx: RenderContext, level: 2 | 3 | 4 = 3): { ruling: ClaimRuling; html: string } {
  const w = wordsOf(ctx.ui);
  const ruling = ruleClaim(input);
  const labels = Object.fromEntries(LABEL_KEYS.map((k) => [k, w(`claim.html.${k}`)])) as unknown as ClaimHtmlLabels;
  return { ruling, html: claimRulingHtml(claimView(ruling, input.claim.statement, w, textsOf(ctx.table), ctx.lang, ctx.base), labels, level) };
}
