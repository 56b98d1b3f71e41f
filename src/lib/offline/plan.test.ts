import { describe, expect, test } from 'vitest';
import { buildManifest, type BuiltFile, type OfflineManifest } from './manifest.ts';
import { carryState, filesOf, languageSummary, planInstall, planRemove, planSave, readState, savedLanguages, withoutSaved, withSaved } from './plan.ts';

const file = (path: string, hash = 'h', size = 10): BuiltFile => ({ path, hash, size });
const build = (files: BuiltFile[]): OfflineManifest => buildManifest(files, []).manifest;
const SITE = [
  file('_astro/site.css', 'css1', 20),
  file('_astro/calculator-app.js', 'calc1', 40),
  file('en/offline/index.html', 'off', 5),
  file('ru/offline/index.html', 'off', 5),
  file('en/index.html', 'home1', 100),
  file('en/laws/6/index.html', 'law6', 100),
  file('en/laws/16/index.html', 'law16', 100),
  file('data/refs/en.json', 'refs', 50),
  file('pagefind/pagefind.js', 'pf', 30),
  file('pagefind/fragment/en_1.pf_fragment', 'frag', 5),
  file('ru/index.html', 'ruhome', 100),
  file('ru/laws/6/index.html', 'rulaw6', 100),
  file('data/cases.json', 'cases', 60),
];
const v1 = build(SITE);
const urls = (fs: readonly { url: string }[]) => fs.map((f) => f.url);

describe('saving a language', () => {
  test('counts its pages and every byte it puts on the device (data, search, shared files)', () => {
    expect(languageSummary(v1, 'en')).toEqual({ files: 7, pages: 3, bytes: 100 * 3 + 50 + 30 + 5 + 60 });
    expect(languageSummary(v1, 'ru')).toEqual({ files: 4, pages: 2, bytes: 200 + 30 + 60 });
  });
  test('fetches what is not yet on the device, the shell included', () => {
    const plan = planSave(v1, 'en', new Set(['/_astro/site.css', '/en/offline/', '/ru/offline/', '/en/laws/6/']));
    expect(urls(plan.files)).toEqual(urls(filesOf(v1, ['shell', 'en', 'search', 'shared'])));
    expect(urls(plan.fetch)).toEqual([
      '/_astro/calculator-app.js',
      '/data/cases.json',
      '/data/refs/en.json',
      '/en/',
      '/en/laws/16/',
      '/pagefind/fragment/en_1.pf_fragment',
      '/pagefind/pagefind.js',
    ]);
  });
});

describe('removing a language', () => {
  test('deletes its own files and keeps the shared ones while another language is saved', () => {
    expect(planRemove(v1, 'en', ['en', 'ru'])).toEqual(['/data/refs/en.json', '/en/', '/en/laws/16/', '/en/laws/6/', '/pagefind/fragment/en_1.pf_fragment']);
  });
  test('deletes the search runtime and shared files with the last language; the shell stays', () => {
    const gone = planRemove(v1, 'en', ['en']);
    expect(gone).toContain('/pagefind/pagefind.js');
    expect(gone).toContain('/data/cases.json');
    expect(gone).not.toContain('/_astro/site.css');
    expect(gone).not.toContain('/en/offline/');
  });
});

describe('installing a new build', () => {
  test('the first install fetches the shell only', () => {
    const plan = planInstall(v1, null, []);
    expect(plan.copy).toEqual([]);
    expect(urls(plan.fetch)).toEqual(['/_astro/calculator-app.js', '/_astro/site.css', '/en/offline/', '/ru/offline/']);
  });

  test('copies what did not change, fetches what did, for the shell and every language saved', () => {
    const v2 = build(
      SITE.map((f) =>
        f.path === 'en/laws/16/index.html' ? { ...f, hash: 'law16b' } : f.path === '_astro/site.css' ? file('_astro/site2.css', 'css2', 20) : f,
      ),
    );
    const everything = urls(filesOf(v1, ['shell', 'en', 'search', 'shared']));
    const plan = planInstall(v2, { manifest: v1, cached: everything }, ['en']);
    expect(plan.copy).toEqual(everything.filter((u) => u !== '/en/laws/16/' && u !== '/_astro/site.css'));
    expect(urls(plan.fetch)).toEqual(['/_astro/site2.css', '/en/laws/16/']);
  });

  test('keeps the pages a reader opened in a language not saved while they are unchanged, without fetching the others', () => {
    const v2 = build(SITE.map((f) => (f.path === 'ru/index.html' ? { ...f, hash: 'ruhome2' } : f)));
    const plan = planInstall(
      v2,
      { manifest: v1, cached: ['/_astro/site.css', '/_astro/calculator-app.js', '/en/offline/', '/ru/offline/', '/ru/', '/ru/laws/6/'] },
      [],
    );
    expect(plan.copy).toContain('/ru/laws/6/');
    expect(plan.copy).not.toContain('/ru/');
    expect(plan.fetch).toEqual([]);
  });

  test('the same build installed again (its worker restarted by the browser) fetches only what its cache lacks', () => {
    const held = ['/_astro/site.css', '/en/offline/', '/ru/offline/', '/en/', '/en/laws/6/'];
    const plan = planInstall(v1, null, ['en'], held);
    expect(plan.copy).toEqual([]);
    expect(urls(plan.fetch)).toEqual(urls(filesOf(v1, ['shell', 'en', 'search', 'shared'])).filter((u) => !held.includes(u)));
  });

  test('a file the new build no longer has is neither copied nor fetched', () => {
    const v2 = build(SITE.filter((f) => f.path !== 'en/laws/16/index.html'));
    const plan = planInstall(v2, { manifest: v1, cached: urls(v1.files) }, ['en']);
    expect(plan.copy).not.toContain('/en/laws/16/');
    expect(urls(plan.fetch)).not.toContain('/en/laws/16/');
  });

  test('a saved language keeps being saved, with the new build’s figures and the time of the install', () => {
    const v2 = build([...SITE, file('en/laws/7/index.html', 'law7', 100)]);
    const state = { saved: { en: { at: 1, pages: 3, bytes: 445 } } };
    expect(carryState(state, v2, 99)).toEqual({ saved: { en: { at: 99, pages: 4, bytes: 545 } } });
    expect(carryState({ saved: {} }, v2, 99)).toEqual({ saved: {} });
  });
});

describe('state', () => {
  test('saving a language leaves the others as they were; removing one drops it', () => {
    const s = withSaved({ saved: { ru: { at: 5, pages: 2, bytes: 1 } } }, v1, 'en', 7);
    expect(s).toEqual({ saved: { ru: { at: 5, pages: 2, bytes: 1 }, en: { at: 7, pages: 3, bytes: 445 } } });
    expect(savedLanguages(s)).toEqual(['en', 'ru']);
    expect(withoutSaved(s, 'en')).toEqual({ saved: { ru: { at: 5, pages: 2, bytes: 1 } } });
  });
  test('read back from storage, anything unexpected counts as not saved', () => {
    expect(readState(null)).toEqual({ saved: {} });
    expect(readState('x')).toEqual({ saved: {} });
    expect(
      readState({ saved: { en: { at: 1, pages: 2, bytes: 3 }, xx: { at: 1, pages: 2, bytes: 3 }, ru: { at: '1', pages: 2, bytes: 3 }, pl: null } }),
    ).toEqual({ saved: { en: { at: 1, pages: 2, bytes: 3 } } });
  });
});
