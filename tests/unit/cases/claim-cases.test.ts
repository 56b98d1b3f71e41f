// The claim cases (content/cases/claims): every file valid, every section of Laws 68–71 (and 63A3/64
// around a claim) illustrated, four languages each, and every ruling — the case's and each
// variant's — as the claims engine gives it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { allClaimCases, claimCaseProblems } from '../../../src/data/claim-cases.ts';
import { decideClaim, parseClaimInput } from '../../../src/lib/claims/index.ts';
import { claimInputOf, ILLUSTRATES, rulingsOf } from '../../../src/lib/claims/case-schema.ts';
import { parseSegmentFile } from '../../../src/lib/corpus/segment-file.ts';

const cases = allClaimCases();
const rulings = cases.flatMap((c) => rulingsOf(c).map(({ variant, ruling }) => ({ name: variant ? `${c.id} (${variant})` : c.id, c, variant, ruling })));

/**
 * Cases whose recorded ruling (from the commentary and the law) the engine does not reach yet,
 * with the reason. `test.fails` keeps them honest: once the engine rules them right, the test
 * fails and the entry must go.
 */
const ENGINE_DIFFERS: Readonly<Record<string, string>> = {};

describe('claim case files', () => {
  test('returns no problem for any claim case file', () => {
    expect(claimCaseProblems('content').lines).toEqual([]);
  });

  test('names in its original text the edition it is ruled under, so its references and search filters use that code', () => {
    for (const c of cases) {
      const text = readFileSync(`content/cases/claims/${c.id}/${c.original}.md`, 'utf8');
      expect(text.match(/^written:\n(?: {2}.*\n)*? {2}edition: (\d{4})$/m)?.[1], c.id).toBe(String(c.edition));
    }
  });

  test('has at least 20 cases, each with its text in en, ru, pl and el', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const c of cases) for (const l of ['en', 'ru', 'pl', 'el']) expect(existsSync(`content/cases/claims/${c.id}/${l}.md`), `${c.id}/${l}.md`).toBe(true);
  });

  test('says on the page which commentary paragraph it illustrates, and when the position is ours', () => {
    for (const c of cases) {
      const segments = (lang: string) => parseSegmentFile(readFileSync(`content/cases/claims/${c.id}/${lang}.md`, 'utf8'), lang).file.segments;
      const basis = (lang: string) => segments(lang).find((x) => x.id === 'basis')?.body ?? '';
      const cited = c.illustrates.map((r) => ILLUSTRATES.exec(r)?.[2] ?? '');
      expect(
        cited.some((p) => basis(c.original).includes(p)),
        `${c.id}: basis cites ${cited.join(', ')}`,
      ).toBe(true);
      expect(basis('en').startsWith('Our position'), `${c.id}: en basis`).toBe(c.ours);
      expect(
        segments(c.original)
          .map((x) => x.id)
          .slice(0, 3),
        c.id,
      ).toEqual(['title', 'basis', 'facts.1']);
    }
  });

  test('illustrates every section of Laws 68–71 and 63A3/64 around a claim', () => {
    const laws = new Set(cases.flatMap((c) => [...c.laws, ...rulingsOf(c).flatMap((r) => r.ruling.laws)]));
    const covered = (section: string) => [...laws].some((l) => l === section || l.startsWith(section));
    const sections = ['68A', '68B', '68C', '68D', '69A', '69B', '70A', '70B', '70C', '70D', '70E', '71', '63A3', '64'];
    expect(sections.filter((s) => !covered(s))).toEqual([]);
  });

  test('gives every ruling the engine can read: input checks pass for the case and each variant', () => {
    const bad = rulings.flatMap(({ name, c, variant }) => {
      const check = parseClaimInput(claimInputOf(c, variant));
      return check.ok ? [] : [`${name}: ${check.problems.join('; ')}`];
    });
    expect(bad).toEqual([]);
  });
});

describe('claimInputOf', () => {
  test("returns the variant's changes merged into the case's facts", () => {
    const c = cases.find((x) => x.id === 'forgotten-trump');
    expect(c).toBeDefined();
    const base = claimInputOf(c!);
    const mentioned = claimInputOf(c!, 'trump-mentioned');
    const aware = claimInputOf(c!, 'aware');
    expect([base.claim.trumpMentioned, mentioned.claim.trumpMentioned, aware.claim.trumpMentioned]).toEqual([false, true, false]);
    expect([base.findings?.awareOfTrump, aware.findings?.awareOfTrump]).toEqual([false, true]);
    expect(mentioned.claim.tricks).toBe(base.claim.tricks);
    expect(() => claimInputOf(c!, 'no-such-variant')).toThrow(/no variant "no-such-variant"/);
  });
});

describe('the claims engine on the claim cases', () => {
  for (const { name, c, variant, ruling } of rulings) {
    const run = ENGINE_DIFFERS[name] ? test.fails : test;
    run(
      `rules ${name} as recorded: ${ruling.outcome}${ruling.awarded ? ` ${ruling.awarded.declarer}-${ruling.awarded.defenders}` : ''}${ruling.result ? ` ${ruling.result}` : ''}`,
      () => {
        const check = parseClaimInput(claimInputOf(c, variant));
        expect(check.ok).toBe(true);
        if (!check.ok) return;
        const r = decideClaim(check.input);
        expect(r.problems).toEqual([]);
        expect(r.outcome).toBe(ruling.outcome);
        if (ruling.awarded) expect(r.awarded).toEqual(ruling.awarded);
        if (ruling.total) expect(r.total).toEqual(ruling.total);
        if (ruling.result) expect(r.result).toBe(ruling.result);
        // Every law the recorded ruling names is in the engine's law chain (a section or one of its items).
        const chain = r.steps.map((s) => s.law);
        expect(ruling.laws.filter((l) => !chain.some((x) => x === l || x.startsWith(l) || l.startsWith(x)))).toEqual([]);
      },
    );
  }
  test('lists only cases that exist among the known differences', () => {
    expect(Object.keys(ENGINE_DIFFERS).filter((n) => !rulings.some((r) => r.name === n))).toEqual([]);
  });
});
