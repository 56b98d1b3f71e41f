import { describe, expect, test } from 'vitest';
import { checkCsp, parseCsp } from './csp.ts';
import { scanHtml } from './html-scan.ts';

// A stand-in hash: the check only compares what the policy lists with what this returns.
const hash = (t: string) => `'sha256-${t.length}'`;
const page = (policy: string | null, body = '') =>
  `<!doctype html><html><head>${policy === null ? '' : `<meta http-equiv="content-security-policy" content="${policy}">`}<style>a{}</style></head><body>${body}<script type="module">go()</script></body></html>`;
const rules = (html: string) => checkCsp(scanHtml(html), hash, 'page.html').map((f) => f.rule);
const GOOD = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-4'; style-src 'self' 'sha256-3'";

describe('checkCsp', () => {
  test('accepts a policy that hashes every inline block and allows only wasm-unsafe-eval', () => {
    expect(rules(page(GOOD))).toEqual([]);
  });
  test('reports a missing policy', () => {
    expect(rules(page(null))).toEqual(['csp/missing']);
  });
  test("reports 'unsafe-inline' and 'unsafe-eval' for scripts", () => {
    expect(rules(page(`${GOOD.replace("'wasm-unsafe-eval'", "'unsafe-inline' 'unsafe-eval'")}`))).toEqual(['csp/unsafe-script', 'csp/unsafe-script']);
  });
  test('reports an inline script or style whose hash the policy lacks', () => {
    expect(rules(page(GOOD.replace("'sha256-4'", "'sha256-9'")))).toEqual(['csp/inline-unhashed']);
    expect(rules(page(GOOD.replace("'sha256-3'", '')))).toEqual(['csp/inline-unhashed']);
  });
  test('ignores JSON data blocks, reports inline handlers and a policy placed after code', () => {
    expect(rules(page(GOOD, '<script type="application/ld+json">{}</script><button onclick="x()">b</button>'))).toEqual(['csp/inline-handler']);
    const late = page(GOOD)
      .replace(/<meta[^>]*>/, '')
      .replace('</style>', `</style><meta http-equiv="content-security-policy" content="${GOOD}">`);
    expect(rules(late)).toEqual(['csp/late']);
  });
  test('reports a policy without default-src', () => {
    expect(rules(page(GOOD.replace("default-src 'self'; ", '')))).toEqual(['csp/no-default-src']);
  });
});

describe('parseCsp', () => {
  test('keeps the first occurrence of a directive', () => {
    expect(parseCsp("script-src 'self'; script-src *; img-src data:").get('script-src')).toEqual(["'self'"]);
  });
});
