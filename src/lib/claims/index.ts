/** The claims engine's public exports. */
export { decideClaim } from './adjudicate.ts';
export { parseClaimInput, type ClaimCheck } from './input.ts';
export { claimReasonText, claimScriptText } from './explain.ts';
export { withClaimReasons } from './explain-all.ts';
export { NORMAL_PLAYS, NORMAL_IDS, isNormal, type NormalId } from './normal.ts';
export { searchLine, type LineSearch, type LineResult } from './search.ts';
export { CLAIM_REASONS, type ClaimReasonTable } from './reasons/index.ts';
export { CLAIM_LAWS } from './laws.ts';
export * from './types.ts';
