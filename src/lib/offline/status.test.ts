import { describe, expect, test } from 'vitest';
import { buildManifest } from './manifest.ts';
import { formatSize, readClientMessage, readWorkerMessage, statusOf, statusView, type OfflineStatus } from './status.ts';

const manifest = buildManifest(
  [
    { path: 'en/index.html', hash: 'a', size: 1048576 },
    { path: 'en/laws/6/index.html', hash: 'b', size: 1048576 },
    { path: 'pagefind/pagefind.js', hash: 'c', size: 524288 },
  ],
  [],
).manifest;

describe('messages', () => {
  test('a page asks for the status of a language, to save it or to remove it', () => {
    expect(readClientMessage({ type: 'save', lang: 'el' })).toEqual({ type: 'save', lang: 'el' });
    expect(readClientMessage({ type: 'status', lang: 'ru', extra: 1 })).toEqual({ type: 'status', lang: 'ru' });
    for (const bad of [null, 'save', { type: 'save' }, { type: 'save', lang: 'xx' }, { type: 'delete-everything', lang: 'en' }])
      expect(readClientMessage(bad)).toBeNull();
  });

  const statuses: OfflineStatus[] = [
    { lang: 'en', state: 'none', pages: 119, bytes: 4_500_000 },
    { lang: 'ru', state: 'saving', done: 3, total: 171 },
    { lang: 'pl', state: 'saved', pages: 119, bytes: 4_500_000, at: 1_790_000_000_000 },
    { lang: 'el', state: 'failed', failed: 2, total: 171 },
  ];
  test.each(statuses)('the worker’s answer is read back as sent: %o', (s) => {
    expect(readWorkerMessage(JSON.parse(JSON.stringify({ type: 'offline-status', status: s })))).toEqual(s);
  });
  test.each([
    ['another message', { type: 'other', status: statuses[0] }],
    ['no status', { type: 'offline-status' }],
    ['an unknown language', { type: 'offline-status', status: { ...statuses[0], lang: 'de' } }],
    ['an unknown state', { type: 'offline-status', status: { ...statuses[0], state: 'maybe' } }],
    ['a negative count', { type: 'offline-status', status: { ...statuses[1], done: -1 } }],
    ['a count that is not a number', { type: 'offline-status', status: { ...statuses[1], total: '171' } }],
    ['a missing date', { type: 'offline-status', status: { lang: 'pl', state: 'saved', pages: 1, bytes: 1 } }],
  ])('a message with %s is not a status', (_, m) => expect(readWorkerMessage(m)).toBeNull());
});

describe('statusOf', () => {
  test('a save under way shows its progress', () => {
    expect(statusOf('en', manifest, { saved: {} }, { done: 5, total: 9, failed: 1 })).toEqual({ lang: 'en', state: 'saving', done: 5, total: 9 });
  });
  test('a save that has every file is still saving until the worker has recorded it (never "not saved" in between)', () => {
    expect(statusOf('en', manifest, { saved: {} }, { done: 9, total: 9, failed: 0 })).toEqual({ lang: 'en', state: 'saving', done: 9, total: 9 });
  });
  test('a save that ended with failures says how many, even over an earlier save', () => {
    expect(statusOf('en', manifest, { saved: { en: { at: 1, pages: 2, bytes: 3 } } }, { done: 9, total: 9, failed: 2 })).toEqual({
      lang: 'en',
      state: 'failed',
      failed: 2,
      total: 9,
    });
  });
  test('a saved language shows what was saved and when', () => {
    expect(statusOf('en', manifest, { saved: { en: { at: 1, pages: 2, bytes: 3 } } }, undefined)).toEqual({
      lang: 'en',
      state: 'saved',
      pages: 2,
      bytes: 3,
      at: 1,
    });
  });
  test('a language not saved shows what saving it would take', () => {
    expect(statusOf('en', manifest, { saved: { ru: { at: 1, pages: 2, bytes: 3 } } }, undefined)).toEqual({
      lang: 'en',
      state: 'none',
      pages: 2,
      bytes: 2.5 * 1048576,
    });
  });
});

describe('statusView', () => {
  test('not saved: the pages and size, and the save button', () => {
    expect(statusView({ lang: 'en', state: 'none', pages: 119, bytes: 4.5 * 1048576 }, 'en')).toEqual({
      key: 'offline.none',
      vars: { pages: '119', size: '4.5 MB' },
      save: true,
      remove: false,
    });
  });
  test('saving: n of m, no button', () => {
    expect(statusView({ lang: 'en', state: 'saving', done: 1200, total: 1500 }, 'en')).toEqual({
      key: 'offline.saving',
      vars: { n: '1,200', m: '1,500' },
      save: false,
      remove: false,
    });
  });
  test('saved: pages, size and date in the reader’s language, and the remove button', () => {
    const at = Date.UTC(2026, 10, 24, 12);
    const v = statusView({ lang: 'ru', state: 'saved', pages: 119, bytes: 4.5 * 1048576, at }, 'ru');
    expect(v.key).toBe('offline.saved');
    expect(v.vars.pages).toBe('119');
    expect(v.vars.size).toBe('4,5 МБ');
    expect(v.vars.date).toMatch(/2026/);
    expect(v.vars.date).toMatch(/нояб/);
    expect([v.save, v.remove]).toEqual([false, true]);
  });
  test('failed: how many files, and the save button to try again', () => {
    expect(statusView({ lang: 'el', state: 'failed', failed: 2, total: 171 }, 'el')).toEqual({
      key: 'offline.failed',
      vars: { n: '2', m: '171' },
      save: true,
      remove: false,
    });
  });
  test('sizes in each language’s own notation', () => {
    expect(formatSize(5.6 * 1048576, 'en')).toBe('5.6 MB');
    expect(formatSize(5.6 * 1048576, 'ru')).toBe('5,6 МБ');
    expect(formatSize(5.6 * 1048576, 'pl')).toBe('5,6 MB');
    expect(formatSize(5.6 * 1048576, 'el')).toBe('5,6 MB');
  });
});
