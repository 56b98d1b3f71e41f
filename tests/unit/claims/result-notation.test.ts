// A claim's result as the reader writes it: a notrump contract reads 3BA on a Polish page, 3БК on a
// Russian one, 3ΧΑ on a Greek one, as the deal diagrams already write it.
import { describe, expect, test } from 'vitest';
import { claimUi } from '../../../src/data/claim-scenarios.ts';
import { wordsOf } from '../../../src/lib/claim-view/render.ts';
import { showResult } from '../../../src/lib/claim-view/view.ts';

describe('claim result notation', () => {
  test('the claim pages carry the notrump letters of their language', () => {
    const shown = (['en', 'ru', 'pl', 'el'] as const).map((lang) => showResult('3NT+1', wordsOf(claimUi(lang), lang)('deal.notrump')));
    expect(shown).toEqual(['3NT+1', '3БК+1', '3BA+1', '3ΧΑ+1']);
  });
});
