import { describe, expect, test } from 'vitest';
import { findRefs } from './find.ts';
import { resolveRef, resolveRefs, type ResolveContext } from './resolve.ts';
import type { Lang } from './types.ts';

function resolve(text: string, lang: Lang, ctx: ResolveContext = {}) {
  const [found] = findRefs(text, { lang });
  if (!found) throw new Error(`nothing found in ${text}`);
  return resolveRef(found, ctx);
}

describe('resolveRefs', () => {
  test.each([
    // law range
    ['Правилах 72...76', 'ru', ['72', '73', '74', '75', '76']],
    // section range within one law
    ['Laws 16A-16C', 'en', ['16A', '16B', '16C']],
    // numbered sections, second end abbreviated
    ['Law 45C1-4', 'en', ['45C1', '45C2', '45C3', '45C4']],
    // paragraph range
    ['п. 68.1–68.3', 'ru', ['para:68.1', 'para:68.2', 'para:68.3']],
    // list mixing full designators and items
    ['Laws 45C4(a) and (b), 46B', 'en', ['45C4(a)', '45C4(b)', '46B']],
  ])('returns the targets of %s', (text, lang, targets) => {
    expect(resolve(text, lang as Lang).targets).toEqual(targets);
  });

  test('returns one link per designator, the first including the law word', () => {
    expect(resolve('Правилами 69,70 и 71', 'ru').links.map((l) => [l.text, l.targets])).toEqual([
      ['Правилами 69', ['69']],
      ['70', ['70']],
      ['71', ['71']],
    ]);
  });

  test('returns one link for a range', () => {
    expect(resolve('PRZEPISY 68 - 71', 'pl').links).toEqual([{ start: 0, end: 16, text: 'PRZEPISY 68 - 71', targets: ['68', '69', '70', '71'] }]);
  });

  test('returns an unknown-law error for a law that does not exist', () => {
    const r = resolve('см. Правило 94', 'ru');
    expect(r.targets).toEqual([]);
    expect(r.links).toEqual([]);
    expect(r.errors).toEqual([expect.objectContaining({ code: 'unknown-law', start: 12, end: 14, text: '94' })]);
  });

  test('returns the valid targets of a list that has an unknown law', () => {
    const r = resolve('Laws 94 and 5', 'en');
    expect(r.targets).toEqual(['5']);
    expect(r.errors.map((e) => e.code)).toEqual(['unknown-law']);
  });

  test('returns a no-context error for a relative reference outside a law', () => {
    expect(resolve('patrz punkt D', 'pl').errors.map((e) => e.code)).toEqual(['no-context']);
  });

  test.each([
    // lettered relative reference: the law is enough
    ['punkt D', { withinLaw: 16 }, ['16D']],
    // the section also tells the law
    ['punkt B1', { withinSection: '16A1(c)' }, ['16B1']],
    // number-first: the letter comes from the enclosing section
    ['punktu 2c', { withinSection: '16C3' }, ['16C2(c)']],
    // items only: number and letter from the enclosing section
    ['punkt (b)', { withinSection: '16C2' }, ['16C2(b)']],
  ])('returns %s in context %j as %j', (text, ctx, targets) => {
    expect(resolve(text, 'pl', ctx).targets).toEqual(targets);
  });

  test('returns a bad-range error, with both ends, for a reversed range', () => {
    const r = resolve('Laws 47-45', 'en');
    expect(r.targets).toEqual(['47', '45']);
    expect(r.errors.map((e) => e.code)).toEqual(['bad-range']);
  });

  test('returns an unknown-target error when exists says no', () => {
    const r = resolve('Law 45C9', 'en', { exists: (id) => id !== '45C9' });
    expect(r.targets).toEqual([]);
    expect(r.errors).toEqual([expect.objectContaining({ code: 'unknown-target', text: 'Law 45C9' })]);
  });

  test('returns the edition and, for paragraphs, the document', () => {
    const r = resolve('см. п. 69.5', 'ru', { edition: '1997', document: 'ru-67-74' });
    expect(r).toMatchObject({ edition: '1997', document: 'ru-67-74', targets: ['para:69.5'] });
    expect(resolve('Law 6', 'en').edition).toBe('2007');
  });

  test('returns one result per found reference', () => {
    expect(resolveRefs(findRefs('Law 6 and Law 7', { lang: 'en' })).map((r) => r.targets)).toEqual([['6'], ['7']]);
  });
});
