import { describe, expect, test } from 'vitest';
import { groupOf, groupsOfLanguage } from './groups.ts';

describe('groupOf', () => {
  test.each([
    ['/_astro/Base.zoDK9AfQ.css', 'shell'],
    ['/_astro/calculator-app.D564pm9N.js', 'shell'], // loaded only when a calculator starts
    ['/_astro/search-engine.BPcnRImr.js', 'shell'],
    ['/', 'shell'],
    ['/favicon.svg', 'shell'],
    ['/icons/icon-192.png', 'shell'],
    ['/search-data.json', 'shell'],
    ['/offline-status.js', 'shell'],
    ['/en/offline/', 'shell'],
    ['/el/offline/', 'shell'],
    ['/ru/manifest.webmanifest', 'shell'],
  ])('%s is the shell', (path, group) => expect(groupOf(path)).toBe(group));

  test.each([
    ['/en/', 'en'],
    ['/ru/laws/16/', 'ru'],
    ['/pl/commentary/pl-68-71/', 'pl'],
    ['/el/cases/hbf-played-card/7/', 'el'],
    ['/en/glossary/', 'en'],
    ['/en/study/', 'en'],
    ['/en/go/', 'en'],
    ['/en/search/', 'en'],
    ['/data/refs/pl.json', 'pl'],
    ['/data/text/el/ru-67-74/pl.json', 'el'],
    ['/pagefind/wasm.el.pagefind', 'el'],
    ['/pagefind/pagefind.ru_8395be4e36.pf_meta', 'ru'],
    ['/pagefind/index/en_a795cda.pf_index', 'en'],
    ['/pagefind/fragment/el_1ba3fd8.pf_fragment', 'el'],
    ['/pagefind/fragment/ru_group_2665989.pf_fragment', 'ru'],
    ['/pagefind/filter/pl_5f9d3b6.pf_filter', 'pl'],
  ])('%s belongs to its language', (path, group) => expect(groupOf(path)).toBe(group));

  test.each(['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json'])('%s is the search runtime', (path) => expect(groupOf(path)).toBe('search'));

  test.each(['/data/cases.json', '/data/cases/hbf-played-card/2.pbn', '/404.html', '/data/refs/xx.json', '/xx/page/'])('%s is shared', (path) =>
    expect(groupOf(path)).toBe('shared'),
  );

  test.each([
    '/sw.js',
    '/offline-manifest.json',
    '/pagefind/pagefind-ui.js',
    '/pagefind/pagefind-worker.js',
    '/pagefind/pagefind-modular-ui.css',
    '/pagefind/wasm.unknown.pagefind',
    '/pagefind/fragment/xx_1ba3fd8.pf_fragment',
    '/pagefind/fragment/xx_group_2665989.pf_fragment',
  ])('%s is never cached', (path) => expect(groupOf(path)).toBeNull());

  test('a language saved brings its search index runtime and the shared files', () => {
    expect(groupsOfLanguage('ru')).toEqual(['ru', 'search', 'shared']);
  });
});
