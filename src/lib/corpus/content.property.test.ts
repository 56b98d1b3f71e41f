// Property tests of the content-file parser and checks: segment files round-trip, and no
// text — however broken — makes the parser or the hygiene checks throw or point outside it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkHygiene } from './hygiene.ts';
import { formatSegmentFile, parseSegmentFile } from './segment-file.ts';

const segId = fc.stringMatching(/^[a-zа-яα-ω0-9][a-zа-яα-ω0-9.()\-:]{0,10}$/u);
// A body line: anything but a line that starts with § (that would open a segment).
const bodyLine = fc.string({ maxLength: 30 }).map((l) => l.replace(/[\n\r]/g, ' ').replace(/^§/, 's'));
const body = fc
  .array(bodyLine, { minLength: 1, maxLength: 4 })
  .map((ls) => ls.join('\n').trim())
  .filter((b) => b.length > 0);
const segments = fc.uniqueArray(fc.record({ id: segId, attrs: fc.dictionary(fc.constantFrom('kind', 'laws'), fc.stringMatching(/^[a-z0-9,]{1,6}$/)), body }), {
  selector: (s) => s.id,
  maxLength: 6,
});
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .array(fc.constantFrom('---', '§ 1', '§', '<script>', '```', '[x](javascript:y)', '\u200b', '\uFFFD', 'e\u0301', '\u0000', '<!--', '>'), { maxLength: 20 })
    .map((a) => a.join('\n')),
);

describe('parseSegmentFile', () => {
  test('returns the segments formatSegmentFile wrote, with no error', () => {
    fc.assert(
      fc.property(segments, (segs) => {
        const text = formatSegmentFile({ frontmatter: { lang: 'en' }, segments: segs });
        const { file, errors } = parseSegmentFile(text, 'x.md');
        expect(errors).toEqual([]);
        expect(file.segments.map(({ id, attrs, body: b }) => ({ id, attrs, body: b }))).toEqual(segs);
      }),
      { numRuns: 500 },
    );
  });

  test('never throws, and every problem points at a line of the file', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const lines = text.split('\n').length;
        for (const e of [...parseSegmentFile(text, 'x.md').errors, ...checkHygiene(text, 'x.md')]) {
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.line).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkHygiene', () => {
  test('finds a hostile line wherever it is inserted, at its line', () => {
    const bad = [
      ['<script>alert(1)</script>', 'content/html-script'],
      ['<iframe src=x></iframe>', 'content/html-frame'],
      ['[a](javascript:b)', 'content/javascript-url'],
      ['x\u200by', 'content/zero-width'],
    ] as const;
    fc.assert(
      fc.property(
        segments.filter((s) => s.length > 0),
        fc.nat(),
        fc.constantFrom(...bad),
        (segs, at, [line, rule]) => {
          const clean = segs.map((s) => ({ ...s, body: s.body.replace(/[<>[\]()`\\&*_!#~|:\u200b-\u200f]/g, 'x') }));
          const text = formatSegmentFile({ frontmatter: { lang: 'en' }, segments: clean });
          const lines = text.split('\n');
          // Insert after a segment marker (inside a segment, as its own paragraph).
          const markers = lines.flatMap((l, i) => (l.startsWith('§ ') ? [i] : []));
          const m = markers[at % markers.length]!;
          lines.splice(m + 1, 0, '', line, '');
          const found = checkHygiene(lines.join('\n'), 'x.md').map((e) => [e.rule, e.line]);
          expect(found).toEqual([[rule, m + 3]]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
