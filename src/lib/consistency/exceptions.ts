/**
 * Justified per-segment exceptions to the consistency rules. An entry names one rule on one
 * segment of one file (for `consistency/terms`, optionally one glossary term) and says why the
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
export const ALLOW: readonly AllowEntry[] = [
  // Law 16D's Polish heading says "odzywek" (bids) where the section is about every withdrawn
  // call; the English follows the Law's sense ("Withdrawn Calls and Plays"), and its text
  // says "a call or play", as the Polish does ("zapowiedzi lub zagrania").
  {
    file: 'laws/2007/16/en.md',
    segment: '16D',
    rule: 'consistency/terms',
    term: 'bid',
    reason: 'the Polish heading names bids for what the section and the Law call calls',
  },
  // Law 7D: the source's English column says "Any contestant", its Russian column (which the
  // Polish and Greek translate) "Любой игрок" (any player). The translations follow the
  // original they were made from; the two originals differ, not the translation.
  {
    file: 'laws/2007/7/pl.md',
    segment: '7D',
    rule: 'consistency/terms',
    term: 'contestant',
    reason: 'translated from the Russian column, which says "игрок" (player) where the English says "contestant"',
  },
  {
    file: 'laws/2007/7/el.md',
    segment: '7D',
    rule: 'consistency/terms',
    term: 'contestant',
    reason: 'translated from the Russian column, which says "игрок" (player) where the English says "contestant"',
  },
];
