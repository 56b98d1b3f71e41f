/**
 * Justified per-segment exceptions to the consistency rules. Empty: every translated segment
 * passes every rule. An entry names one rule on one segment of one file and says why the
 * finding is wrong there, e.g.
 *
 *     // The original spells the number out in a quoted ruling; the translation keeps the
 *     // quotation but the Laws' English writes the digit.
 *     { file: 'cases/x/3/en.md', segment: 'ruling.2', rule: 'consistency/numbers', reason: '…' },
 *
 * An entry that matches no finding is itself reported (`consistency/stale-exception`).
 */
import type { AllowEntry } from './check.ts';

/** The allow-list. */
export const ALLOW: readonly AllowEntry[] = [];
