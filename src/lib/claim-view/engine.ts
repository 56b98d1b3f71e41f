/**
 * The claims engine as the claim pages use it — the one place that names its API: rule on an
 * input, list an input's problems, and the reason tables turned into the view's texts.
 */
import { decideClaim } from '../claims/adjudicate.ts';
import { parseClaimInput } from '../claims/input.ts';
import type { ClaimReasonTable } from '../claims/reasons/index.ts';
import { claimReasonText, claimScriptText } from '../claims/explain.ts';
import type { NormalId } from '../claims/normal.ts';
import type { ClaimInput, ClaimRuling } from '../claims/types.ts';
import type { ClaimTexts } from './view.ts';

export type { ClaimReasonTable };

/** The engine's ruling on an input already checked. */
export const ruleClaim = (input: ClaimInput): ClaimRuling => decideClaim(input);

/** Every problem of an input (empty when the engine can rule on it). */
export function inputProblems(input: ClaimInput): readonly string[] {
  const r = parseClaimInput(input);
  return r.ok ? [] : r.problems;
}

/**
 * The view's texts from a reason table of the engine (JSON-safe, so a page can hand it to an
 * island): the reasons and script as the CLI words them, the normal plays by their names.
 */
export function textsOf(table: ClaimReasonTable): ClaimTexts {
  return {
    step: (s) => claimReasonText(s, table),
    script: (l) => claimScriptText(l, table),
    normal: (id) => table.normal[id as NormalId],
  };
}
