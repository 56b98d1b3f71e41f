import { describe, expect, test } from 'vitest';
import { formatRef } from './format.ts';

describe('formatRef', () => {
  test.each([
    // spec examples
    ['45C4(a)', 'el', 'Νόμος 45Γ4α'],
    ['45C4(a)', 'ru', 'Правило 45С4(a)'],
    ['45C4(a)', 'en', 'Law 45C4(a)'],
    ['45C4(a)', 'pl', 'Przepis 45C4(a)'],
    // Greek F is ΣΤ, G is Ζ, H is Η
    ['80F', 'el', 'Νόμος 80ΣΤ'],
    ['12G', 'el', 'Νόμος 12Ζ'],
    ['12H', 'el', 'Νόμος 12Η'],
    // Russian writes D and F in Latin, as the sources do (73D, 80F)
    ['73D', 'ru', 'Правило 73D'],
    ['80F', 'ru', 'Правило 80F'],
    ['84E', 'ru', 'Правило 84Е'],
    // Greek glues only the first item; a roman sub-item stays in parentheses
    ['12C1(e)(ii)', 'el', 'Νόμος 12Γ1ε(ii)'],
    // without a number the Greek item goes in parentheses
    ['45C(a)', 'el', 'Νόμος 45Γ(α)'],
    // whole law
    ['16', 'ru', 'Правило 16'],
    // paragraphs
    ['para:69.5(ii)', 'ru', 'п. 69.5(ii)'],
    ['para:10', 'pl', 'pkt 10'],
    ['para:69.5', 'en', 'para. 69.5'],
    ['para:69.5', 'el', 'παρ. 69.5'],
  ])('returns the %s notation of %s', (id, lang, written) => {
    expect(formatRef(id, lang as 'en')).toBe(written);
  });

  test('returns the designator alone when word is false', () => {
    expect(formatRef('45C4(b)', 'el', { word: false })).toBe('45Γ4β');
    expect(formatRef('16A2', 'ru', { word: false })).toBe('16А2');
  });

  test('returns a string that is not an id unchanged', () => {
    expect(formatRef('45c4a', 'el')).toBe('45c4a');
  });
});
