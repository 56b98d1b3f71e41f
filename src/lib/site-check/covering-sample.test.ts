import { describe, expect, test } from 'vitest';
import { coveringSample, type StructuredPage } from './covering-sample.ts';
import { scanHtml } from './html-scan.ts';

const page = (path: string, type: string, html: string): StructuredPage => ({ path, type, structure: scanHtml(html).structure });
const doc = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

describe('the structure of a page', () => {
  test('is the same for pages of one template with other words, ids of one shape and other attribute values of free text', () => {
    const a = scanHtml(doc('<main><h1>Law 6</h1><p id="s-6.1" class="x">The deal</p><a href="/en/laws/6/">six</a></main>')).structure;
    const b = scanHtml(doc('<main><h1>Law 7</h1><p id="s-7.2" class="y">Quite other words</p><a href="/en/laws/7/">seven</a></main>')).structure;
    expect(b).toEqual(a);
  });

  test('differs on an element, an attribute, an enumerated value, a heading step, an id of another shape and a link without text', () => {
    const base = scanHtml(doc('<main><h1>x</h1><h2>y</h2><p id="a1">z</p><a href="/">go</a></main>')).structure;
    const variants = [
      '<main><h1>x</h1><h2>y</h2><p id="a1">z</p><a href="/">go</a><table></table></main>',
      '<main><h1>x</h1><h2>y</h2><p id="a1" hidden>z</p><a href="/">go</a></main>',
      '<main><h1>x</h1><h2>y</h2><p id="a1" role="note">z</p><a href="/">go</a></main>',
      '<main><h1>x</h1><h3>y</h3><p id="a1">z</p><a href="/">go</a></main>',
      '<main><h1>x</h1><h2>y</h2><p id="1 a">z</p><a href="/">go</a></main>',
    ];
    for (const v of variants) expect(scanHtml(doc(v)).structure, v).not.toEqual(base);
    // A link whose only text is deeper down, or an image's alt text, has text; one with an empty span has none.
    const link = (inner: string) => scanHtml(doc(`<main><a href="/">${inner}</a></main>`)).structure;
    expect(link('<span>go</span>')).toEqual(link('<span>other words</span>'));
    expect(link('<img src="/x.svg" alt="go">')).toEqual(link('<img src="/y.svg" alt="other">'));
    expect(link('<span></span>')).not.toEqual(link('<span>go</span>'));
  });
});

describe('coveringSample', () => {
  test('takes one page of a template, every page with a shape of its own, and a page of every type', () => {
    const pages = [
      page('/en/laws/1/', 'law', doc('<main><p>one</p></main>')),
      page('/en/laws/2/', 'law', doc('<main><p>two</p></main>')),
      page('/en/laws/3/', 'law', doc('<main><p>three</p><table><tr><td>x</td></tr></table></main>')),
      page('/ru/laws/1/', 'law', doc('<main><p>один</p></main>')),
      page('/en/', 'home', doc('<main><p>home</p></main>')),
    ];
    const sample = coveringSample(pages);
    expect(sample[0]).toBe('/en/laws/3/');
    expect(sample).toContain('/en/');
    expect(sample).toHaveLength(2);
    // Every shape of every page is on a page of the sample.
    const covered = new Set(pages.filter((p) => sample.includes(p.path)).flatMap((p) => [...p.structure]));
    for (const p of pages) for (const f of p.structure) expect(covered.has(f), `${p.path}: ${f}`).toBe(true);
  });
});
