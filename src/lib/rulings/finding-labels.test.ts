// Every finding the engine can ask for has its label in the four interface languages: the
// calculator's "still to be found" line and the finding controls name it (`calc.j.<key>`).
import { expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import type { JudgementKey } from './types.ts';

// Every key of a finding, checked against the type: a finding added to the engine without a
// place here fails the type check.
const FINDING_KEYS = {
  intention: true,
  intended: true,
  slip: true,
  pausedForThought: true,
  purposeAccepted: true,
  visibleToPartner: true,
  nearlyTouchingTable: true,
  indicatesPlayed: true,
  treatedAs: true,
  inTurn: true,
  claim: true,
  designatesOtherwise: true,
  sawDummy: true,
  leadOrPlay: true,
  usedInformation: true,
  tricksAfter: true,
  kept: true,
} satisfies Record<JudgementKey, true>;

test('every finding has its label (calc.j.<key>) in en, ru, pl and el', () => {
  for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
    const table = STRINGS[lang] as Record<string, string>;
    expect(
      Object.keys(FINDING_KEYS).filter((k) => !table[`calc.j.${k}`]),
      lang,
    ).toEqual([]);
  }
});
