/// <reference types="vite/client" />
// The reason and script tables: every key the engine writes exists in all four languages, with the same placeholders.
import { expect, test } from 'vitest';
import { CLAIM_REASONS } from './reasons/index.ts';
import { claimReasonText } from './explain.ts';
import { withClaimReasons } from './explain-all.ts';
import { rule, RUFF_LOW } from './fixtures.test-helper.ts';
import { NORMAL_IDS } from './normal.ts';
import { placeholders } from '../text/fill.ts';

const SOURCES = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./*.test-helper.ts'], { query: '?raw', import: 'default', eager: true });
const OUTCOMES = ['stands', 'adjusted', 'rescored', 'play-continues', 'undecided'];

test('every reason key the engine writes is in every language', () => {
  const keys = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const m of text.matchAll(/step\(c, [^,]+, [^,]+, ([^)]+?)(?:,|\))/g)) for (const k of m[1]!.matchAll(/'([a-z0-9-]+)'/g)) keys.add(k[1]!);
  }
  expect(keys.size).toBeGreaterThan(40);
  for (const [lang, t] of Object.entries(CLAIM_REASONS))
    expect(
      [...keys].filter((k) => !(k in t.reasons)),
      lang,
    ).toEqual([]);
});

test('every script line the engine says is in every language', () => {
  const keys = new Set(OUTCOMES.map((o) => `script-${o}`));
  for (const text of Object.values(SOURCES)) for (const m of text.matchAll(/say\(c, '([a-z0-9-]+)'/g)) keys.add(m[1]!);
  for (const [lang, t] of Object.entries(CLAIM_REASONS))
    expect(
      [...keys].filter((k) => !(k in t.script)),
      lang,
    ).toEqual([]);
});

test('the four tables have the same keys and the same placeholders per key', () => {
  const { en, ...others } = CLAIM_REASONS;
  // The values a template fills (a plural or a case of the same value is the same hole).
  const holes = (s: string) => [...new Set(placeholders(s).map((p) => p.name))].sort().join();
  for (const [lang, t] of Object.entries(others)) {
    for (const part of ['reasons', 'script'] as const) {
      expect(Object.keys(t[part]).sort(), `${lang}.${part}`).toEqual(Object.keys(en[part]).sort());
      for (const [k, v] of Object.entries(en[part])) {
        expect(holes(t[part][k]!), `${lang}.${part}.${k}`).toBe(holes(v));
        expect(t[part][k]!.trim().length).toBeGreaterThan(10);
      }
    }
  }
});

test('a reason is filled with its variables', () => {
  expect(
    claimReasonText({ law: '70', effect: 'applies', reason: 'tricks-to-opponents', vars: { awarded: '3', claimed: '4', tricks: '1' } }, CLAIM_REASONS.ru),
  ).toBe('При худшем нормальном розыгрыше сторона заявителя претензии берёт 3 из 4 заявленных взяток: противники получают 1 взятку.');
});

test('every entry of the normal-play table has a name in every language, and the names differ from the ids', () => {
  for (const [lang, t] of Object.entries(CLAIM_REASONS)) {
    expect(Object.keys(t.normal).sort(), lang).toEqual([...NORMAL_IDS].sort());
    for (const id of NORMAL_IDS) expect(t.normal[id], `${lang}.${id}`).not.toBe(id);
  }
});

test('the careless plays of the awarded line are named, not shown as ids, in the 70D1 reason and the CLI output', () => {
  const r = rule({
    contract: '4H',
    declarer: 'S',
    position: { hands: RUFF_LOW, onLead: 'S' },
    claim: { by: 'S', trumpMentioned: true, statement: [{ do: 'ruff', suit: 'C', in: 'N' }, { do: 'rest' }] },
  });
  const step = r.steps.find((s) => s.reason === 'normal-line')!;
  expect(claimReasonText(step, CLAIM_REASONS.en)).toBe('The awarded line includes careless or inferior, not irrational, plays: ruffing low.');
  const text = withClaimReasons(r).steps.find((s) => s.reason === 'normal-line')!.text;
  expect(text.pl).toContain('przebicie niskim atutem');
  for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(text[lang]).not.toContain('ruff-low');
});
