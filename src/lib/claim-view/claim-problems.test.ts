import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import type { ClaimInput } from '../claims/types.ts';
import { claimProblems } from './claim-problems.ts';
import { inputProblems } from './engine.ts';
import { wordsOf } from './render.ts';
import { EXAMPLE_STATE, toolInput } from './tool.ts';

/** The example with South's ♠K replaced by the ♠3: the example's step "cash ♠A ♠K" names a card the side does not hold. */
const OWN = EXAMPLE_STATE.p.replace('S: AK.A..', 'S: A3.A..');
const inputOf = (p: string, more: Partial<typeof EXAMPLE_STATE> = {}): ClaimInput => {
  const r = toolInput({ ...EXAMPLE_STATE, p, ...more });
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.input;
};
const problems = (input: ClaimInput, lang: 'en' | 'ru' | 'pl' | 'el') => claimProblems(input, inputProblems(input), wordsOf(STRINGS[lang], lang));

describe('claimProblems', () => {
  test('none when the engine has none', () => {
    expect(problems(inputOf(EXAMPLE_STATE.p), 'en')).toEqual([]);
  });
  test.each([
    ['en', 'Step 2: ♠K is not in South’s or North’s hand.'],
    ['ru', 'Шаг 2: карты ♠K нет ни в одной из рук стороны заявителя (Юг, Север).'],
    ['pl', 'Krok 2: ♠K nie ma w żadnej ręce strony zgłaszającego (Południe, Północ).'],
    ['el', 'Βήμα 2: το ♠K δεν βρίσκεται σε κανένα χέρι της πλευράς του διεκδικούντος (Νότος, Βορράς).'],
  ] as const)('%s: a step naming a card the claimer’s side does not hold, with the form’s step number', (lang, expected) => {
    const input = inputOf(OWN);
    // The engine says it with a JSON path; the form says it with its own labels.
    expect(inputProblems(input)).toEqual(["claim.statement[1].cards[1]: SK is not in the claimer's side's hands (S, N)"]);
    expect(problems(input, lang)).toEqual([expected]);
  });
  test('more tricks claimed than remain; dummy claiming', () => {
    expect(problems(inputOf(EXAMPLE_STATE.p, { n: 3, s: [] }), 'en')).toEqual([]);
    const input = inputOf(EXAMPLE_STATE.p, { s: [] });
    expect(
      claimProblems({ ...input, claim: { ...input.claim, tricks: 5 } }, ['claim.tricks: 5 claimed but only 3 tricks remain'], wordsOf(STRINGS.en, 'en')),
    ).toEqual(['5 tricks claimed, but only 3 remain.']);
    expect(problems(inputOf(EXAMPLE_STATE.p, { b: 'N', s: [] }), 'en')).toEqual(['North is dummy, and dummy does not claim: choose declarer or a defender.']);
  });
  test('a problem the form has no words for: said without the engine’s path', () => {
    expect(claimProblems(inputOf(EXAMPLE_STATE.p), ['tricksWon: 9 tricks won and 3 to play make 12, not 13'], wordsOf(STRINGS.en, 'en'))).toEqual([
      'The engine cannot use this claim: 9 tricks won and 3 to play make 12, not 13',
    ]);
  });
});
