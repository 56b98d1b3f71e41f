import { describe, expect, test } from 'vitest';
import { scanHtml } from './html-scan.ts';
import { checkLinks, pagePathOf } from './links.ts';

const site = (pages: Record<string, string>, extra: string[] = []) => ({
  pages: new Map(Object.entries(pages).map(([p, html]) => [p, scanHtml(html)])),
  files: new Set([...Object.keys(pages).map((p) => (p.endsWith('/') ? `${p}index.html` : p)), ...extra]),
  origin: 'https://lexludi.example',
});
const rules = (pages: Record<string, string>, extra?: string[]) => checkLinks(site(pages, extra)).map((f) => [f.file, f.line, f.rule, f.url]);

describe('checkLinks', () => {
  test('accepts links to pages, files and ids that exist', () => {
    expect(
      rules(
        {
          '/en/':
            '<a href="/en/laws/6/#A">6A</a><a href="laws/6/">6</a><a href="#x" id="x">x</a><link rel="icon" href="/favicon.svg"><a href="https://example.org/">out</a><a href="mailto:a@b.c">m</a>',
          '/en/laws/6/': '<div id="A"></div><a href="/en/">home</a><a href="../../#x">x</a>',
        },
        ['/favicon.svg'],
      ),
    ).toEqual([]);
  });

  test('reports a missing page, a missing fragment and a missing slash, with their lines', () => {
    expect(
      rules({
        '/en/': '<p>\n<a href="/en/laws/7/">7</a>\n<a href="/en/laws/6/#B">6B</a>\n<a href="/en/laws/6">6</a></p>',
        '/en/laws/6/': '<div id="A"></div>',
      }),
    ).toEqual([
      ['/en/', 2, 'link/broken', '/en/laws/7/'],
      ['/en/', 3, 'link/fragment', '/en/laws/6/#B'],
      ['/en/', 4, 'link/trailing-slash', '/en/laws/6'],
    ]);
  });

  test('decodes fragments and accepts ids with dots (#68.7)', () => {
    expect(rules({ '/a/': '<a href="/b/#68.7">x</a><a href="/b/#%CE%91">y</a>', '/b/': '<p id="68.7"></p><p id="Α"></p>' })).toEqual([]);
  });

  test('reports resources from another origin but not links to other sites', () => {
    expect(
      rules({
        '/': '<link rel="stylesheet" href="https://fonts.example/x.css"><img src="//cdn.example/a.png"><script src="https://cdn.example/x.js"></script><a href="https://cdn.example/">ok</a><link rel="alternate" hreflang="ru" href="https://lexludi.example/">',
      }).map((r) => r[2]),
    ).toEqual(['resource/external-origin', 'resource/external-origin', 'resource/external-origin']);
  });

  test('treats absolute URLs on the site origin as internal', () => {
    expect(rules({ '/': '<link rel="alternate" hreflang="ru" href="https://lexludi.example/ru/">' })).toEqual([
      ['/', 1, 'link/broken', 'https://lexludi.example/ru/'],
    ]);
  });

  test('reports javascript: links and data: URLs outside images', () => {
    expect(
      rules({ '/': '<a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a><img src="data:image/png;base64,AA" alt="">' }).map((r) => r[2]),
    ).toEqual(['link/unsafe-scheme', 'link/unsafe-scheme']);
  });

  test('keeps the segment and cell language of a link inside a parallel cell', () => {
    const [f] = checkLinks(
      site({ '/en/laws/6/': '<div class="seg" id="A" data-segment="6A"><div class="cell" data-lang="ru"><a href="/nowhere/">x</a></div></div>' }),
    );
    expect([f?.segment, f?.cellLang]).toEqual(['6A', 'ru']);
  });
});

describe('pagePathOf', () => {
  test.each([
    ['/en/index.html', '/en/'],
    ['/index.html', '/'],
    ['/404.html', '/404.html'],
  ])('%s → %s', (file, path) => {
    expect(pagePathOf(file)).toBe(path);
  });
});
