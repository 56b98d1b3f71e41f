/**
 * The claim calculator's and the claim tool's data in a language: the scenarios of a claim case
 * (its facts and each variant, labelled by what it changes), the interface strings an island
 * needs, and what rendering a ruling needs. No Astro: the bench reads it too.
 */
import { STRINGS, t } from '../i18n/ui.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { CLAIM_REASONS } from '../lib/claims/reasons/index.ts';
import { wordsOf, type RenderContext } from '../lib/claim-view/render.ts';
import { stepText } from '../lib/claim-view/steps.ts';
import type { ClaimInput } from '../lib/claims/types.ts';
import { claimInputOf, type ClaimCaseData } from '../lib/claims/case-schema.ts';

/** One set of facts the calculator offers: the case's own, or a variant. */
export interface ClaimScenario {
  readonly id: string;
  /** What it is, in the reader's language ("The case’s facts"; "Variant: Laws edition 2007"). */
  readonly label: string;
  readonly input: ClaimInput;
}

/** The interface strings a claim island needs (`claim.*` and the deal's words), for its JSON payload. */
export function claimUi(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(STRINGS[lang]).filter(([k]) => k.startsWith('claim.') || /^deal\./.test(k)));
}

/** What rendering a ruling in `lang` needs (`base`: the site's base path). */
export function renderContext(lang: Lang, base: string): RenderContext {
  return { ui: claimUi(lang), table: CLAIM_REASONS[lang], lang, base };
}

/** A variant described by what it changes, in `lang`. */
function variantLabel(v: NonNullable<ClaimCaseData['variants']>[number], lang: Lang): string {
  const w = wordsOf(claimUi(lang), lang);
  const yes = (b: boolean) => w(b ? 'claim.yes' : 'claim.no');
  const changes: string[] = [];
  if (v.edition !== undefined) changes.push(`${w('claim.edition')}: ${v.edition}`);
  if (v.claim?.trumpMentioned !== undefined) changes.push(`${w('claim.trump')}: ${yes(v.claim.trumpMentioned)}`);
  if (v.claim?.statement !== undefined)
    changes.push(
      `${w('claim.statement')}: ${v.claim.statement.length === 0 ? w('claim.statement.none') : v.claim.statement.map((s) => stepText(s, w)).join(', ')}`,
    );
  if (v.claim?.tricks !== undefined) changes.push(`${w('claim.tool.tricks')}: ${v.claim.tricks}`);
  for (const [k, x] of Object.entries(v.findings ?? {})) {
    if (typeof x === 'boolean') changes.push(`${w(`claim.j.${k}`)}: ${yes(x)}`);
    else if (k === 'playerClass') changes.push(`${w(`claim.j.${k}`)}: ${w(`claim.class.${String(x)}`)}`);
    else if (typeof x === 'number') changes.push(`${w(`claim.j.${k}`)}: ${x}`);
    else changes.push(w(`claim.j.${k}`));
  }
  if (v.after !== undefined) changes.push(w('claim.variant.after'));
  return t(lang, 'claim.variant', { changes: changes.join('; ') });
}

/**
 * The case's facts and each variant's, labelled in `lang`.
 * @example claimScenarios(forgottenTrump, 'en').map((s) => s.id) // ['case', 'trump-mentioned']
 */
export function claimScenarios(data: ClaimCaseData, lang: Lang): ClaimScenario[] {
  return [
    { id: 'case', label: t(lang, 'claim.variant.case'), input: claimInputOf(data) },
    ...(data.variants ?? []).map((v) => ({ id: v.id, label: variantLabel(v, lang), input: claimInputOf(data, v.id) })),
  ];
}
