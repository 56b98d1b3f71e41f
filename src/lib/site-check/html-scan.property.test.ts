// Property tests of the built-page scanner: any text is scanned without throwing, and a link
// put on a given line is reported at that line with its URL.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scanHtml } from './html-scan.ts';

describe('scanHtml', () => {
  test('never throws on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.array(fc.constantFrom('<a href="', '">', '<p id=', '<script>', '</', '<!--', '<template>', '\n'), { maxLength: 30 }).map((a) => a.join('')),
        ),
        (html) => {
          const s = scanHtml(html);
          expect(s.urls.every((u) => u.line >= 1)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
    // parse5 takes a few ms a page: 400 runs are ~2 s alone and can pass 5 s on a loaded 2-core machine.
  });

  test('reports a link at the line where it stands, with its URL and id', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), fc.webPath(), fc.stringMatching(/^[A-Za-z][\w.-]{0,10}$/), (before, path, id) => {
        const html = `<!doctype html><html><body>${'<p>x</p>\n'.repeat(before)}<a id="${id}" href="${path.replace(/"/g, '%22')}">x</a></body></html>`;
        const s = scanHtml(html);
        expect(s.urls).toEqual([{ where: 'a[href]', url: path.replace(/"/g, '%22'), line: before + 1 }]);
        expect(s.ids.has(id)).toBe(true);
      }),
    );
  });
});
