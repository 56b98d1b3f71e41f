// The ruling tool says every position problem in the reader's language, by its code: each code
// the parser and the play-so-far lines report has a string in the four interfaces.
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../../src/i18n/ui.ts';
import { POSITION_CODES, situationOf } from '../../../src/lib/ruling-view/tool.ts';
import { LANGS } from '../../../src/lib/corpus/languages.ts';

describe('position problems in the ruling tool', () => {
  test.each(LANGS)('%s has a message for every code', (lang) => {
    const strings = STRINGS[lang] as Record<string, string>;
    expect(POSITION_CODES.filter((c) => !strings[`tool.err.${c}`])).toEqual([]);
  });

  test.each([
    ['N: AQ10.K..\nS: 32.A..\nshown: SH\ndeclarer: S', 'pbn-ten'],
    ['N: AQ.K..\nlead: X\ndeclarer: S', 'lead'],
    ['N: AQ.K..\nlast: N:SA\ndeclarer: S', 'last'],
    ['N: AQ.K..\npenalty: E:SK big\ndeclarer: S', 'penalty'],
    ['N: AQ.K..\nwon: 9 9\ndeclarer: S', 'won'],
    ['N: AQ.K..', 'declarer'],
    ['N: AQ.K..\nhello\ndeclarer: S', 'deal-syntax'],
  ])('%j reports %s', (text, code) => {
    const s = situationOf(text);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.errors.map((e) => e.code)).toContain(code);
  });
});
