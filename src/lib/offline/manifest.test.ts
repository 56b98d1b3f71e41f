import { describe, expect, test } from 'vitest';
import { buildManifest, cacheName, contentVersion, isManifest, staleCaches, urlOfFile, type BuiltFile } from './manifest.ts';

const FILES: BuiltFile[] = [
  { path: 'en/laws/6/index.html', hash: 'a1', size: 100 },
  { path: '_astro/site.css', hash: 'b2', size: 20 },
  { path: 'index.html', hash: 'c3', size: 5 },
  { path: 'en/offline/index.html', hash: 'd4', size: 7 },
  { path: 'sw.js', hash: 'e5', size: 9 },
  { path: 'pagefind/pagefind-ui.js', hash: 'f6', size: 9 },
  { path: 'data/cases.json', hash: '07', size: 30 },
];

describe('urlOfFile', () => {
  test.each([
    ['en/laws/6/index.html', '/en/laws/6/'],
    ['index.html', '/'],
    ['404.html', '/404.html'],
    ['_astro/site.ClRVSx1p.css', '/_astro/site.ClRVSx1p.css'],
    ['/pagefind/pagefind.js', '/pagefind/pagefind.js'],
  ])('%s is requested as %s', (path, url) => expect(urlOfFile(path)).toBe(url));
});

describe('contentVersion', () => {
  const files = [
    { url: '/a/', hash: '01' },
    { url: '/b.css', hash: '02' },
  ];
  test('does not depend on the order of the files', () => {
    expect(contentVersion([...files].reverse())).toBe(contentVersion(files));
  });
  test('changes when a file changes, is added, removed or moved', () => {
    const v = contentVersion(files);
    expect(contentVersion([{ url: '/a/', hash: '03' }, files[1] as never])).not.toBe(v);
    expect(contentVersion([...files, { url: '/c/', hash: '01' }])).not.toBe(v);
    expect(contentVersion(files.slice(1))).not.toBe(v);
    expect(contentVersion([{ url: '/a2/', hash: '01' }, files[1] as never])).not.toBe(v);
  });
  test('is a short name fit for a cache', () => {
    expect(contentVersion(files)).toMatch(/^[0-9a-z]{11}$/);
  });
});

describe('buildManifest', () => {
  test('lists every file a device may keep with its URL and group, sorted, and the version of those', () => {
    const { manifest, problems } = buildManifest(FILES, ['en']);
    expect(problems).toEqual([]);
    expect(manifest.files).toEqual([
      { url: '/', group: 'shell', hash: 'c3', size: 5 },
      { url: '/_astro/site.css', group: 'shell', hash: 'b2', size: 20 },
      { url: '/data/cases.json', group: 'shared', hash: '07', size: 30 },
      { url: '/en/laws/6/', group: 'en', hash: 'a1', size: 100 },
      { url: '/en/offline/', group: 'shell', hash: 'd4', size: 7 },
    ]);
  });
  test('the version changes with any file listed and with the worker’s code, not with files the site does not use', () => {
    const v = buildManifest(FILES, ['en'], 'w1').manifest.version;
    expect(
      buildManifest(
        FILES.map((f) => (f.path.startsWith('pagefind/') ? { ...f, hash: 'ff' } : f)),
        ['en'],
        'w1',
      ).manifest.version,
    ).toBe(v);
    expect(
      buildManifest(
        FILES.map((f) => (f.path.startsWith('data/') ? { ...f, hash: 'ff' } : f)),
        ['en'],
        'w1',
      ).manifest.version,
    ).not.toBe(v);
    expect(buildManifest(FILES, ['en'], 'w2').manifest.version).not.toBe(v);
  });
  test('a language without its offline page is a problem, named by the file it lacks', () => {
    expect(buildManifest(FILES, ['en', 'ru']).problems).toEqual([
      { path: 'ru/offline/index.html', message: 'missing: the page shown offline, in ru, for a page not on the device' },
    ]);
  });
});

describe('caches', () => {
  test('a build caches under its version; the caches of other builds are stale, other apps’ caches are not ours', () => {
    expect(cacheName('abc')).toBe('lexludi-abc');
    expect(staleCaches(['lexludi-old', 'lexludi-abc', 'workbox-precache', 'lexludi-older'], 'abc')).toEqual(['lexludi-old', 'lexludi-older']);
  });
});

describe('isManifest', () => {
  const good = buildManifest(FILES, ['en']).manifest;
  test('accepts a manifest as built and read back', () => expect(isManifest(JSON.parse(JSON.stringify(good)))).toBe(true));
  test.each([
    ['null', null],
    ['a string', 'x'],
    ['no version', { files: [] }],
    ['files not a list', { version: 'v', files: {} }],
    ['a file without a size', { version: 'v', files: [{ url: '/', group: 'shell', hash: 'a' }] }],
    ['a file in the wrong group', { version: 'v', files: [{ url: '/en/', group: 'shell', hash: 'a', size: 1 }] }],
  ])('rejects %s', (_, v) => expect(isManifest(v)).toBe(false));
});
