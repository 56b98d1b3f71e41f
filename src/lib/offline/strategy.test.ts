import { describe, expect, test } from 'vitest';
import { cacheKey, offlinePageFor, strategyFor } from './strategy.ts';

const O = 'http://127.0.0.1:4321';
const get = (path: string, mode = 'cors') => strategyFor({ url: `${O}${path}`, method: 'GET', mode }, O);

describe('strategyFor', () => {
  test('pages the browser opens: network first, then the device, then the offline page', () => {
    expect(get('/en/laws/6/?with=pl', 'navigate')).toBe('page');
    expect(get('/', 'navigate')).toBe('page');
    expect(get('/data/cases.json', 'navigate')).toBe('page');
  });
  test.each([
    '/_astro/calculator-app.D564pm9N.js',
    '/_astro/site.ClRVSx1p.css',
    '/pagefind/fragment/en_1ba3fd8.pf_fragment',
    '/pagefind/index/ru_75fc85e.pf_index',
    '/pagefind/filter/pl_5f9d3b6.pf_filter',
    '/pagefind/pagefind.el_ef9f88ab0c.pf_meta',
  ])('a file whose name carries its content hash comes from the device first: %s', (path) => expect(get(path)).toBe('cache-first'));
  test.each([
    '/data/refs/en.json',
    '/search-data.json',
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-entry.json?ts=123',
    '/pagefind/wasm.en.pagefind',
    '/favicon.svg',
    '/en/manifest.webmanifest',
  ])('a file that keeps its name when it changes comes from the network first: %s', (path) => expect(get(path)).toBe('network-first'));
  test('not intercepted: the worker and its manifest, other methods, other origins, nonsense', () => {
    expect(get('/sw.js')).toBe('none');
    expect(get('/offline-manifest.json')).toBe('none');
    expect(strategyFor({ url: `${O}/en/`, method: 'POST', mode: 'navigate' }, O)).toBe('none');
    expect(strategyFor({ url: 'https://example.org/_astro/x.js', method: 'GET', mode: 'cors' }, O)).toBe('none');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'cors' }, O)).toBe('none');
  });
});

describe('cacheKey', () => {
  test('a query or fragment never changes what a static file holds', () => {
    expect(cacheKey(`${O}/en/go/?ref=45C4a#top`)).toBe('/en/go/');
    expect(cacheKey(`${O}/pagefind/pagefind-entry.json?ts=1732450000`)).toBe('/pagefind/pagefind-entry.json');
    expect(cacheKey(`${O}/en/laws/6/`)).toBe('/en/laws/6/');
  });
});

describe('offlinePageFor', () => {
  test.each([
    ['/el/laws/16/', '/el/offline/'],
    ['/ru/', '/ru/offline/'],
    ['/', '/en/offline/'],
    ['/data/cases.json', '/en/offline/'],
    ['/xx/laws/1/', '/en/offline/'],
  ])('%s → %s', (path, page) => expect(offlinePageFor(path)).toBe(page));
});
