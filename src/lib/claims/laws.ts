/**
 * Every law section the claims engine can cite (both editions). The law pages anchor each; a
 * test keeps this list in step with the engine's sources.
 */
export const CLAIM_LAWS = [
  '16C', '16D', '63A3', '63A4', '64A', '64B', '68A', '68B1', '68B2', '68D', '68D2(b)',
  '69A', '69B', '69B1', '69B2', '70', '70A', '70B1', '70C', '70C1', '70C2', '70C3', '70D1', '70D2', '70D3', '70E1', '71', '71A', '71B',
] as const;
