import { describe, expect, test } from 'vitest';
import { cacheKey, HASHED_PATHS, offlinePageFor, staticRoutes, strategyFor } from './strategy.ts';

const O = 'http://127.0.0.1:4321';
const get = (path: string, mode = 'cors') => strategyFor({ url: `${O}${path}`, method: 'GET', mode }, O);

/** Files named by their content, and files that keep their names. */
const HASHED = [
  '/_astro/calculator-app.D564pm9N.js',
  '/_astro/site.ClRVSx1p.css',
  '/pagefind/fragment/en_1ba3fd8.pf_fragment',
  '/pagefind/fragment/ru_group_2665989.pf_fragment',
  '/pagefind/index/ru_75fc85e.pf_index',
  '/pagefind/filter/pl_5f9d3b6.pf_filter',
  '/pagefind/pagefind.el_ef9f88ab0c.pf_meta',
  '/search-glossary/0f3a9c2b7d/ru/u2-ts.json',
];
const UNHASHED = [
  '/data/refs/en.json',
  '/search-data.json',
  '/pagefind/pagefind.js',
  '/pagefind/wasm.en.pagefind',
  '/favicon.svg',
  '/en/manifest.webmanifest',
  '/search-glossary/ru/u2-ts.json',
];

describe('strategyFor', () => {
  test('pages the browser opens: network first, then the device, then the offline page', () => {
    expect(get('/en/laws/6/?with=pl', 'navigate')).toBe('page');
    expect(get('/', 'navigate')).toBe('page');
    expect(get('/data/cases.json', 'navigate')).toBe('page');
  });
  test.each(HASHED)('a file whose name carries its content hash comes from the device first: %s', (path) => expect(get(path)).toBe('cache-first'));
  test.each([...UNHASHED, '/pagefind/pagefind-entry.json?ts=123'])('a file that keeps its name when it changes comes from the network first: %s', (path) =>
    expect(get(path)).toBe('network-first'),
  );
  test('not intercepted: the worker and its manifest, other methods, other origins, nonsense', () => {
    expect(get('/sw.js')).toBe('none');
    expect(get('/offline-manifest.json')).toBe('none');
    expect(strategyFor({ url: `${O}/en/`, method: 'POST', mode: 'navigate' }, O)).toBe('none');
    expect(strategyFor({ url: 'https://example.org/_astro/x.js', method: 'GET', mode: 'cors' }, O)).toBe('none');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'cors' }, O)).toBe('none');
  });
});

describe('staticRoutes', () => {
  // The paths of strategyFor's tests above, and near misses: the routes must take exactly the
  // files strategyFor answers from the device first, or a file would skip the worker's rules.
  const paths = [
    ...HASHED,
    ...UNHASHED,
    '/pagefind/pagefind-entry.json',
    '/pagefind/pagefind-worker.js',
    '/en/laws/6/',
    '/en/_astro/x.js',
    '/sw.js',
    '/offline-manifest.json',
  ];
  const routed = (path: string) => HASHED_PATHS.some((pathname) => new URLPattern({ pathname }).test({ pathname: path }));
  test.each(paths)('routed to the cache exactly when strategyFor says cache-first: %s', (path) => {
    expect(routed(path)).toBe(get(path) === 'cache-first');
  });
  test('no pattern has a regular expression group, which makes Chromium refuse every route', () => {
    for (const p of HASHED_PATHS) expect(p).not.toMatch(/\(/);
  });
  test('every route: GET, a path pattern, the build cache named', () => {
    const routes = staticRoutes('lexludi-abc');
    expect(routes.map((r) => r.condition.urlPattern.pathname)).toEqual([...HASHED_PATHS]);
    for (const r of routes) {
      expect(r.condition.requestMethod).toBe('GET');
      expect(r.source).toEqual({ cacheName: 'lexludi-abc' });
    }
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
