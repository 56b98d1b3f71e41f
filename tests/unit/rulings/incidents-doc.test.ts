// The incident language's examples for leads and plays out of turn, and for revokes
// (docs/incidents.md): each one is valid input, possible at every fact, and its ruling cites the
// law the example is for.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { decide, parseRulingInput } from '../../../src/lib/rulings/index.ts';

const doc = readFileSync(new URL('../../../docs/incidents.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('<!-- ── leads and plays out of turn, retraction (47E, 53–59) ── -->'), doc.indexOf('### Revokes (61–64)'));
const revokeSection = doc.slice(doc.indexOf('<!-- ── revokes (61–64) ── -->'), doc.indexOf('### Arrangement and inspection of tricks (65–66)'));
const arrangementSection = doc.slice(doc.indexOf('<!-- ── arrangement and inspection of tricks (65–66) ── -->'), doc.indexOf('### The defective trick (67)'));
const defectiveSection = doc.slice(doc.indexOf('<!-- ── the defective trick (67) ── -->'), doc.indexOf('## Findings'));
// "47E1 — …" then a json fence: the law the example is for, and the example.
const examplesOf = (text: string) =>
  [...text.matchAll(/^(\d\d[A-E]?\d?) — [\s\S]*?```json\n([\s\S]*?)```/gm)].map((m) => ({ law: m[1] as string, json: m[2] as string }));
const examples = examplesOf(section);
const revokeExamples = examplesOf(revokeSection);

test('the leads section has an example for each law it covers', () => {
  expect(examples.map((e) => e.law)).toEqual(['47E1', '47E2', '53', '53B', '53C', '54', '55', '56', '57', '58', '59']);
});

test.each(examples.map((e) => [e.law, e] as const))('the %s example is valid, possible and ruled under that law', (law, e) => {
  const checked = parseRulingInput(JSON.parse(e.json));
  expect(checked).toMatchObject({ ok: true });
  if (!checked.ok) return;
  const r = decide(checked.input);
  expect(r.impossible).toEqual([]);
  expect(r.problems).toEqual([]);
  const cited = [...r.steps.map((s) => s.law), ...r.options.flatMap((o) => o.laws)];
  expect(cited.some((l) => l.startsWith(law))).toBe(true);
});

test('the revokes section has an example for each law it covers', () => {
  expect(revokeExamples.map((e) => e.law)).toEqual(['61A', '61B', '62A', '62B', '62C2', '62C3', '62D', '63A2', '63A4', '64A1', '64B5']);
});

test.each(revokeExamples.map((e) => [e.law, e] as const))('the revoke example for %s is valid, possible and ruled under that law', (law, e) => {
  const checked = parseRulingInput(JSON.parse(e.json));
  expect(checked).toMatchObject({ ok: true });
  if (!checked.ok) return;
  const r = decide(checked.input);
  expect(r.impossible).toEqual([]);
  expect(r.problems).toEqual([]);
  const cited = [...r.steps.map((s) => s.law), ...r.options.flatMap((o) => o.laws)];
  expect(cited).toContain(law);
  // Every established revoke has its 64C note; a complete record has its transfer.
  if (r.establishedRevokes.length > 0) expect(cited).toContain('64C');
});

// "67B1(a) — …", and the deemed revoke with nothing won later ("67B deemed revoke, nothing won later — …").
const defectiveExamples = [...defectiveSection.matchAll(/^(67[AB]\d?(?:\([ab]\))?)[^\n]*? — [\s\S]*?```json\n([\s\S]*?)```/gm)].map((m) => ({
  law: m[1] as string,
  json: m[2] as string,
}));

test('the defective trick section has an example for each concept it covers', () => {
  expect(defectiveExamples.map((e) => e.law)).toEqual(['67A1', '67A2', '67B1(a)', '67B1(b)', '67B2', '67B']);
});

test.each(defectiveExamples.map((e, i) => [`${e.law} (${i + 1})`, e] as const))(
  'the defective trick example %s is valid, possible and ruled under that law',
  (_, e) => {
    const checked = parseRulingInput(JSON.parse(e.json));
    expect(checked).toMatchObject({ ok: true });
    if (!checked.ok) return;
    const r = decide(checked.input);
    expect(r.impossible).toEqual([]);
    expect(r.problems).toEqual([]);
    const cited = [...r.steps.map((s) => s.law), ...r.options.flatMap((o) => o.laws)];
    expect(cited.some((l) => l.startsWith(e.law))).toBe(true);
    if (e.law === '67B') expect(r.transfers).toEqual([{ seat: 'S', card: 'H4', tricks: 0, law: '64B1' }]);
  },
);

const arrangementExamples = examplesOf(arrangementSection);

test('the arrangement section has an example for each law it covers', () => {
  expect(arrangementExamples.map((e) => e.law)).toEqual(['65B3', '65D', '66A', '66B', '66C', '66D']);
});

test.each(arrangementExamples.map((e) => [e.law, e] as const))('the arrangement example for %s is valid, possible and ruled under that law', (law, e) => {
  const checked = parseRulingInput(JSON.parse(e.json));
  expect(checked).toMatchObject({ ok: true });
  if (!checked.ok) return;
  const r = decide(checked.input);
  expect(r.impossible).toEqual([]);
  expect(r.problems).toEqual([]);
  expect(r.steps.map((s) => s.law)).toContain(law);
  expect(r.steps.find((s) => s.law === law)?.effect).toBe('applies');
});
