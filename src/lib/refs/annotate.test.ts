import { describe, expect, test } from 'vitest';
import { annotateRefs } from './annotate.ts';
import { findRefs } from './find.ts';
import { resolveRefs } from './resolve.ts';

describe('annotateRefs', () => {
  test('returns text with each link rendered, for an HTML string', () => {
    const text = 'см. Правилами 69,70 и 71.';
    const links = resolveRefs(findRefs(text, { lang: 'ru' })).flatMap((r) => r.links);
    const html = annotateRefs(text, links, (l, s) => `<a href="/ru/laws/${l.targets[0]}/">${s}</a>`).join('');
    expect(html).toBe('см. <a href="/ru/laws/69/">Правилами 69</a>,<a href="/ru/laws/70/">70</a> и <a href="/ru/laws/71/">71</a>.');
  });

  test('returns rendered objects between merged strings, for mdast nodes', () => {
    const text = 'Νόμος 46B και 46B2, βλ. 47Δ.';
    const refs = resolveRefs(findRefs(text, { lang: 'el' }));
    const out = annotateRefs(text, refs, (r) => ({ type: 'link', url: r.targets.join(',') }));
    expect(out).toEqual([{ type: 'link', url: '46B,46B2' }, ', βλ. ', { type: 'link', url: '47D' }, '.']);
  });

  test('returns a span as text when render returns null, and skips overlaps', () => {
    const spans = [
      { start: 0, end: 3 },
      { start: 2, end: 5 },
      { start: 6, end: 7 },
    ];
    expect(annotateRefs('abcdefg', spans, (s) => (s.start === 6 ? null : 'X'))).toEqual(['X', 'defg']);
  });

  test('returns the whole text when there are no spans', () => {
    expect(annotateRefs('plain', [], () => 'X')).toEqual(['plain']);
    expect(annotateRefs('', [], () => 'X')).toEqual([]);
  });
});
