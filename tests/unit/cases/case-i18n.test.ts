// Every interface string the case pages, diagrams and study mode use exists, translated, in all four languages.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../../src/i18n/ui.ts';
import { dealLabels } from '../../../src/i18n/deal-labels.ts';
import { LANGS } from '../../../src/lib/corpus/languages.ts';

const IDS = ['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))];
const titleKeys = [
  ...new Set(IDS.map((id) => (parse(readFileSync(`content/cases/hbf-played-card/${id}/case.yaml`, 'utf8')) as { titleKey: string }).titleKey)),
];
const ours = Object.keys(STRINGS.en).filter((k) => /^(deal|study|cases\.hbf-played-card)\./.test(k));

describe('case strings', () => {
  test('returns the five kinds of the booklet as title keys', () => {
    expect(titleKeys.sort()).toEqual([
      'cases.hbf-played-card.kind.declarer',
      'cases.hbf-played-card.kind.defender',
      'cases.hbf-played-card.kind.dummy',
      'cases.hbf-played-card.kind.preliminary-question',
      'cases.hbf-played-card.kind.return-to-hand',
    ]);
  });

  test.each(LANGS.filter((l) => l !== 'en'))('returns every title key and diagram string in %s, not left in English', (lang) => {
    const strings = STRINGS[lang] as Record<string, string | undefined>;
    const english = STRINGS.en as Record<string, string>;
    for (const key of [...titleKeys, ...ours]) {
      expect(strings[key], key).toBeTruthy();
      // Letters and short codes may coincide (N, E, S, W in Polish); words may not.
      if ((english[key] ?? '').length > 3 && !/^deal\.(letter|vul\.(NS|EW))/.test(key)) expect(strings[key], key).not.toBe(english[key]);
    }
  });

  test('returns suit names for screen readers in each language', () => {
    expect(LANGS.map((l) => dealLabels(l).suits.S)).toEqual(['spades', 'пики', 'piki', 'πίκες']);
  });
});
