/**
 * Issue 31: references as people write them in text the linker has never seen, in four
 * languages (`__fixtures__/unseen.ts`), and the explicit decision on designators written
 * without a law word — its evidence on one side, its reason on the other.
 */
import { describe, expect, test } from 'vitest';
import { UNSEEN, type UnseenKind } from './__fixtures__/unseen.ts';
import { asCases } from './__fixtures__/summarize.ts';
import { bareCandidates, findRefs } from './find.ts';
import { resolveRefs, type ResolveContext } from './resolve.ts';
import type { Lang } from './types.ts';

/** `surface → targets`, with ` (year)` when the text names the code for the reference. */
function summarize(text: string, lang: Lang, ctx: ResolveContext = {}): string[] {
  return resolveRefs(findRefs(text, { lang }), ctx)
    .filter((r) => !r.dismissed)
    .map((r) => `${r.text} → ${r.targets.join(' ') || '∅'}${r.namedEdition ? ` (${r.edition})` : ''}`);
}

const KINDS: readonly UnseenKind[] = ['bare', 'list', 'short', 'section', 'edition'];
const ROWS = (Object.keys(UNSEEN) as Lang[]).flatMap((lang) => KINDS.map((kind) => [lang, kind] as const));

describe.each(ROWS)('findRefs + resolveRefs on unseen text (%s, %s)', (lang, kind) => {
  test.each(asCases(UNSEEN[lang][kind]))('returns $expected for $text ($comment)', ({ text, expected, ctx }) => {
    expect(summarize(text, lang, ctx)).toEqual(expected);
  });
});

describe('the unseen table', () => {
  test('has positive and negative rows of the bare kind, and every kind, in every language', () => {
    for (const lang of Object.keys(UNSEEN) as Lang[]) {
      for (const kind of KINDS) expect(UNSEEN[lang][kind].length, `${lang} ${kind}`).toBeGreaterThan(0);
      expect(
        UNSEEN[lang].bare.some(([, e]) => e.length === 0),
        lang,
      ).toBe(true);
    }
  });
});

describe('bareCandidates: the decision on a designator without a law word', () => {
  const decide = (text: string, lang: Lang, topic?: 'laws') =>
    bareCandidates(text, { lang, ...(topic ? { topic } : {}) }).map((c) => `${c.text}: ${c.accepted ? 'yes' : `no (${c.rejected})`} [${c.evidence.join(' ')}]`);

  test.each([
    ['en', 'Relevant laws: 40C', ['40C: yes [law-word]']],
    ['en', 'After Law 12 comes 12A, the adjustment.', ['12A: yes [law-word reference]']],
    ['en', '64C was on the scorecard.', ['64C: no (no-evidence) []']],
    ['en', 'We bid 1C, 1D under the laws.', ['1C, 1D: no (bid) [law-word]']],
    ['en', 'Board 12A under the laws.', ['12A: no (stop-word) [law-word]']],
    ['en', 'Section 3, example no. 12A, in the laws.', ['12A: no (stop-word) [law-word]']],
    ['en', 'In the laws, 94A is nothing.', ['94A: no (not-a-law) [law-word]']],
    ['ru', 'Пример 12А по Правилам.', ['12А: no (stop-word) [law-word]']],
    ['ru', 'Судья и правила: 64С.', ['64С: yes [law-word]']],
    ['ru', 'Контракт 4Н, заявка 1С.', ['1С: no (bid) []']],
    ['ru', 'Контракт 4Н, судья 64С.', ['64С: no (no-evidence) []']],
    ['pl', 'Regulamin nr 4B według przepisów.', ['4B: no (stop-word) [law-word]']],
    ['pl', 'Patrz przepisy: 64C.', ['64C: yes [law-word]']],
    ['el', 'Παράδειγμα 12Α των Νόμων.', ['12Α: no (stop-word) [law-word]']],
    ['el', 'Κατά τους Νόμους: 64Γ.', ['64Γ: yes [law-word]']],
  ] as const)('decides for (%s) %s: %j', (lang, text, expected) => {
    expect(decide(text, lang)).toEqual(expected);
  });

  test('takes "the text is about the Laws" as evidence, and still refuses what speaks against a law', () => {
    expect(decide('13A is what matters. We bid 1C.', 'en')).toEqual(['13A: no (no-evidence) []', '1C: no (bid) []']);
    expect(decide('13A is what matters. We bid 1C.', 'en', 'laws')).toEqual(['13A: yes [document]', '1C: no (bid) [document]']);
  });

  test('returns the offsets of the text as given and the same spans findRefs links', () => {
    const text = 'Νόμοι — π.χ. 64Γ, 12Α.'.normalize('NFD');
    const [c] = bareCandidates(text, { lang: 'el' });
    const [f] = findRefs(text, { lang: 'el' });
    expect(c && text.slice(c.start, c.end)).toBe('64Γ, 12Α');
    expect(f).toMatchObject({ start: c?.start, end: c?.end, evidence: ['law-word'] });
    // After a lead word the designator is no candidate: the lead decides (`see 47D`).
    expect(bareCandidates('Laws apply: see 64C, 12A.', { lang: 'en' })).toEqual([]);
    expect(findRefs('Laws apply: see 64C, 12A.', { lang: 'en' })[0]?.evidence).toEqual(['lead']);
  });

  test('dismisses a bare designator the code lacks, silently, and reports a worded one', () => {
    const exists = (id: string) => id !== '13H';
    const [bare] = resolveRefs(findRefs('Under the laws, 13H applies.', { lang: 'en' }), { exists });
    expect(bare).toMatchObject({ targets: [], links: [], errors: [], dismissed: 'not-in-code' });
    const [worded] = resolveRefs(findRefs('Law 13H applies.', { lang: 'en' }), { exists });
    expect(worded?.errors.map((e) => e.code)).toEqual(['unknown-target']);
  });
});

describe('editions named in the text', () => {
  test('asks whether the section exists in the named code, and says which code when it does not', () => {
    const asked: string[] = [];
    const exists = (id: string, edition: string) => {
      asked.push(`${id}@${edition}`);
      return !(id === '71C' && edition === '2007');
    };
    const [old] = resolveRefs(findRefs('the 1997 Law 71C', { lang: 'en' }), { edition: '2007', exists });
    const [now] = resolveRefs(findRefs('Law 71C (2007)', { lang: 'en' }), { edition: '1997', exists });
    expect(asked).toEqual(['71C@1997', '71C@2007']);
    expect(old).toMatchObject({ edition: '1997', targets: ['71C'], errors: [] });
    expect(now?.targets).toEqual([]);
    expect(now?.errors[0]?.message).toContain('not a section of the 2007 Laws, which the text names for this reference');
  });
});
