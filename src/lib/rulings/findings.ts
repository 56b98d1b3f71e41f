/**
 * The findings' vocabulary: each finding the director may be asked for and its values, read by the
 * input check (`input.ts`) and offered by the calculator's controls (`src/lib/ruling-view/edit.ts`).
 */

/** The findings the calculator asks, with their values (`intended` is a card, asked apart). */
export const FINDINGS: Readonly<Record<string, readonly (string | boolean)[]>> = {
  intention: ['incontrovertible', 'not-incontrovertible'],
  slip: ['tongue', 'mind'],
  treatedAs: ['fifth-card', 'lead-out-of-turn'],
  pausedForThought: [true, false],
  purposeAccepted: [true, false],
  visibleToPartner: [true, false],
  nearlyTouchingTable: [true, false],
  indicatesPlayed: [true, false],
  inTurn: [true, false],
  claim: [true, false],
  // ── designations and dummy's cards (45C3–C4, 46) ──
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  designatesOtherwise: [true, false],
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  sawDummy: [true, false],
  leadOrPlay: ['proper-lead', 'played-to-it'],
  usedInformation: [true, false],
};
