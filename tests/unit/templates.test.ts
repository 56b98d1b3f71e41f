// Every template of every table of the tool layer — interface strings, the played-card reason
// table, the claim reason table — in all four languages is read with templateProblems: a
// placeholder the English template of the same key does not fill, a case the language does not
// have, a plural with the wrong number of forms for the language, a stray brace. First the rule
// is shown to catch each kind on made-up tables, so a check that stopped finding would fail.
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../../src/lib/base/languages.ts';
import { placeholders, templateProblems } from '../../src/lib/text/fill.ts';
import type { TextTable } from '../../src/lib/consistency/tool-layer.ts';
import { TOOL_TABLES } from '../../src/i18n/tables.ts';
import { SEAT_LETTERS, SEAT_NAMES } from '../../src/lib/text/seat-words.ts';
import { STRINGS } from '../../src/i18n/ui.ts';
import { SEATS } from '../../src/lib/bridge/vocabulary.ts';

/** Every problem of every template, as `table lang key: problem`. */
function problemsOf(tables: readonly TextTable[]): string[] {
  const out: string[] = [];
  for (const t of tables) {
    const en = tables.find((x) => x.lang === 'en' && x.name === t.name);
    for (const [key, template] of Object.entries(t.entries)) {
      const reference = en?.entries[key];
      const known = t.lang === 'en' || reference === undefined ? null : new Set(placeholders(reference).map((p) => p.name));
      for (const p of templateProblems(template, t.lang, known)) out.push(`${t.name} ${t.lang} "${key}": ${p}`);
    }
  }
  return out;
}

const table = (lang: Lang, entries: Record<string, string>): TextTable => ({ name: 'made-up', lang, files: [], entries });

describe('the template check', () => {
  test('names the table, language, key and what is wrong', () => {
    const tables = [
      table('en', { a: '{seat} wins {tricks} {tricks|trick|tricks}.', b: 'for {seat}' }),
      table('ru', { a: '{seat} берёт {tricks} {tricks|взятку|взятки}.', b: 'для {seat:loc} {player}' }),
      table('pl', { a: '{seat} bierze {tricks} {tricks|lewę|lewy|lew}.', b: 'dla {seat:gen}' }),
      table('el', { a: '{seat:the-nom} παίρνει {tricks} λεβέ.', b: 'για {seat:the-acc' }),
    ];
    expect(problemsOf(tables)).toEqual([
      'made-up ru "a": {tricks|взятку|взятки}: a plural of ru lists 3 or 4 forms (one|few|many|[other]), not 2',
      'made-up ru "b": {seat:loc}: "loc" is not a case of ru (nom, gen, dat, acc, ins, prep)',
      'made-up ru "b": {player}: the placeholder "player" is not one the English template fills ({seat})',
      'made-up el "b": a "{" or "}" that is not part of a placeholder {name}, {name:case} or {name|form|…}: "για {seat:the-acc"',
    ]);
  });
});

describe('the tool layer', () => {
  test('every template of every table in all four languages is well formed', () => {
    expect(problemsOf(TOOL_TABLES)).toEqual([]);
  });
  test('the tables of each language are there', () => {
    for (const l of LANGS) expect(TOOL_TABLES.filter((t) => t.lang === l).map((t) => t.name)).toContain('claims.script');
  });
  test('the seat names of the interface are the nominative of the case tables', () => {
    for (const l of LANGS)
      for (const s of SEATS) {
        expect(STRINGS[l][`deal.seat.${s}`]).toBe(SEAT_NAMES[l].nom[s]);
        expect(STRINGS[l][`deal.letter.${s}`]).toBe(SEAT_LETTERS[l].nom[s]);
      }
  });
});
