/**
 * A claim ruling with every step's reason and the script line in the four interface languages,
 * for the CLI. Apart from explain.ts so that what the pages load (one language's table, handed
 * in by the page) does not carry all four tables.
 */
import { claimReasonText, claimScriptText } from './explain.ts';
import { CLAIM_REASONS, type ClaimReasonTable } from './reasons/index.ts';
import type { ClaimRuling } from './types.ts';

/** The ruling with every step's reason and the script in en, ru, pl and el (for the CLI). */
export function withClaimReasons(r: ClaimRuling) {
  const langs = Object.entries(CLAIM_REASONS) as [keyof typeof CLAIM_REASONS, ClaimReasonTable][];
  return {
    ...r,
    steps: r.steps.map((s) => ({ ...s, text: Object.fromEntries(langs.map(([l, t]) => [l, claimReasonText(s, t)])) })),
    script: r.script.map((s) => ({ ...s, text: Object.fromEntries(langs.map(([l, t]) => [l, claimScriptText(s, t)])) })),
  };
}
