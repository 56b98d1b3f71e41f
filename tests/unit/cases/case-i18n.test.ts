// Every interface string the case pages, diagrams and study mode use exists, translated, in all four languages.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../../src/i18n/ui.ts';
import { dealLabels } from '../../../src/i18n/deal-labels.ts';
import { LANGS } from '../../../src/lib/corpus/languages.ts';

const IDS = ['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))];
const groups = [...new Set(IDS.map((id) => (parse(readFileSync(`content/cases/hbf-played-card/${id}/case.yaml`, 'utf8')) as { group: string }).group))];
const meta = parse(readFileSync('content/cases/hbf-played-card/collection.yaml', 'utf8')) as { groups: Record<string, Record<string, string>> };
const ours = Object.keys(STRINGS.en).filter((k) => /^(deal|study)\./.test(k));

describe('case strings', () => {
  test('returns the five groups of the booklet, each titled in its collection.yaml in every language, none left in English', () => {
    expect(groups.sort()).toEqual(['declarer', 'defender', 'dummy', 'preliminary-question', 'return-to-hand']);
    for (const g of groups) {
      expect(Object.keys(meta.groups[g] ?? {}).sort(), g).toEqual(['el', 'en', 'pl', 'ru']);
      for (const lang of LANGS.filter((l) => l !== 'en')) expect(meta.groups[g]?.[lang], `${g} ${lang}`).not.toBe(meta.groups[g]?.en);
    }
  });

  test.each(LANGS.filter((l) => l !== 'en'))('returns every diagram and study string in %s, not left in English', (lang) => {
    const strings = STRINGS[lang] as Record<string, string | undefined>;
    const english = STRINGS.en as Record<string, string>;
    for (const key of ours) {
      expect(strings[key], key).toBeTruthy();
      // Letters and short codes may coincide (N, E, S, W in Polish); words may not.
      if ((english[key] ?? '').length > 3 && !/^deal\.(letter|vul\.(NS|EW))/.test(key)) expect(strings[key], key).not.toBe(english[key]);
    }
  });

  test('returns suit names for screen readers in each language', () => {
    expect(LANGS.map((l) => dealLabels(l).suits.S)).toEqual(['spades', 'пики', 'piki', 'πίκες']);
  });
});
