// Accessibility gate: axe-core (WCAG 2.0–2.2 A/AA and best practice) finds no violation on a
// sample of every page type (one per interface language) in light and dark colour schemes
// and at a 360 px viewport, under the site's own CSP (axe is injected through DevTools, see axe.ts).
// Exceptions live, with their reasons, in a11y-exceptions.ts.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/content-io/site-files.ts';
import { PAGE_TYPES, pageTypeOf } from '../../src/lib/site-check/page-types.ts';
import { A11Y_EXCEPTIONS } from './a11y-exceptions.ts';
import { axeViolations, darkChangesBeyondColours, WCAG_TAGS } from './axe.ts';
import { useSite } from './site.ts';
import { sampleByType } from './site-pages.ts';
import { HANG_MS } from './hang.ts';

// Pages per type, in each mode from another language (samplePages' `from`): light takes the
// first two languages of a type, dark the third and narrow the fourth, so that between them every
// language of every type is checked, and each page once in one mode rather than in all three (an
// axe pass costs one to two seconds of CPU a page). A11Y_PER_TYPE=n raises all three, e.g. for a
// full local run. The dark scheme changes colours only (checked on each page it is run on, and no
// script reads the scheme), so in dark the rules about colour run; the others have judged the
// same markup in light.
const EXTRA = Number(process.env.A11Y_PER_TYPE ?? 0);
const MODES = [
  { name: 'light', colorScheme: 'light', viewport: { width: 1280, height: 900 }, perType: Math.max(2, EXTRA), from: 0, colourOnly: false },
  { name: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 900 }, perType: Math.max(1, EXTRA), from: 2, colourOnly: true },
  { name: 'narrow 360px', colorScheme: 'light', viewport: { width: 360, height: 740 }, perType: Math.max(1, EXTRA), from: 3, colourOnly: false },
] as const;

const site = useSite();

// Page types that must be in the sample: a page type dropped from the build (or renamed so that
// it falls under another type) would otherwise leave the gate silently.
const REQUIRED_TYPES = [
  'root',
  'home',
  'law',
  'commentary',
  'collection',
  'case',
  'case-index',
  'other:exam',
  'other:study',
  'other:glossary',
  'other:go',
  'other:search',
  // editions.e2e leaves the editions page's own axe pass to this sample.
  'other:editions',
];

test('the sample covers every page type, the case index and exam mode included', () => {
  const sampled = [...sampleByType(1).keys()];
  for (const type of REQUIRED_TYPES) expect(sampled, type).toContain(type);
});

const excepted = (rule: string, page: string, target: string) =>
  A11Y_EXCEPTIONS.some((e) => e.rule === rule && (!e.pageTypes || e.pageTypes.includes(pageTypeOf(page))) && (!e.target || target.includes(e.target)));

// The 404 page is also checked as a static host serves it: at a missing address, in that
// address's language (its island keeps one of the four).
const AT_MISSING_ADDRESS: Readonly<Record<string, readonly string[]>> = { 'not-found': ['/ru/no-such-page/', '/el/laws/999/'] };
const sampled = (perType: number, from = 0) =>
  [...sampleByType(perType, from)].map(([type, pages]) => [type, [...pages, ...(AT_MISSING_ADDRESS[type] ?? [])]] as const);

// The gate's own check: axe run in the page (tests/e2e/axe.ts) reports what it must, on a page of
// the site under its CSP, within `include` only, and in the dark scheme's colours.
test('the in-page axe run finds faults put into a site page, within the part asked for', async () => {
  const context = await site.browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${site.base}/pl/laws/16/`);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    main?.append(img);
    const faint = document.createElement('p');
    faint.textContent = 'faint';
    faint.style.color = '#777';
    faint.style.background = '#707070';
    document.querySelector('footer')?.append(faint);
  });
  const ids = (vs: { id: string }[]) => vs.map((v) => v.id).sort();
  expect(ids(await axeViolations(page, { tags: WCAG_TAGS }))).toEqual(['color-contrast', 'image-alt']);
  expect(ids(await axeViolations(page, { tags: WCAG_TAGS, include: 'footer' }))).toEqual(['color-contrast']);
  // The colour rules only (as in dark mode): the contrast, not the missing alt.
  expect(ids(await axeViolations(page, { tags: WCAG_TAGS, colourOnly: true }))).toEqual(['color-contrast']);
  await context.close();
});

// The premise of checking colours only in dark: no script of the site reads the colour scheme
// (a script could build another page in dark), and the check of the stylesheets finds a rule
// that sets more than a colour when one is there.
test('no script of the site reads the colour scheme', () => {
  const files = listFiles('dist');
  const scripts = files.filter((f) => /\.m?js$/.test(f)).map((f) => [f, readFileSync(`dist${f}`, 'utf8')] as const);
  const inline = files
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) => [...readFileSync(`dist${f}`, 'utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => [f, m[1] ?? ''] as const));
  expect(scripts.length).toBeGreaterThan(0);
  expect(inline.length).toBeGreaterThan(0);
  expect([...scripts, ...inline].filter(([, text]) => /prefers-color-scheme/.test(text)).map(([where]) => where)).toEqual([]);
});

test('the dark-scheme check finds a rule that sets more than a colour', async () => {
  const context = await site.browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${site.base}/en/laws/16/`);
  expect(await darkChangesBeyondColours(page)).toEqual([]);
  // Through the CSSOM (the site's CSP refuses a style element put in).
  await page.evaluate(() => {
    document.styleSheets[0]?.insertRule('@media (prefers-color-scheme: dark) { .site-footer { --ink: #eee; display: none; background: #000; } }');
  });
  expect(await darkChangesBeyondColours(page)).toEqual(['.site-footer { display: none }']);
  await context.close();
});

describe('axe-core finds no violation', () => {
  test('the sample covers every page type', () => {
    const types = sampled(1).map(([type]) => type);
    for (const type of PAGE_TYPES) expect(types, type).toContain(type);
  });

  test('between the three modes, every interface language of every page type is checked', () => {
    const langsOf = (paths: readonly string[]) => new Set(paths.map((p) => /^\/(en|ru|pl|el)\//.exec(p)?.[1]).filter((l) => l !== undefined));
    const built = sampleByType(99);
    const checked = MODES.flatMap((m) => [...sampleByType(m.perType, m.from)]);
    for (const [type, all] of built) {
      const seen = langsOf(checked.filter(([t]) => t === type).flatMap(([, pages]) => pages));
      expect([...seen].sort(), type).toEqual([...langsOf(all)].sort());
    }
  });

  // One tab per mode, taken from page to page: a new tab per page costs a renderer process and
  // a cold axe each time, about half the time of this file. A navigation loads each page afresh.
  const tabs = new Map<string, Promise<Page>>();
  const tabFor = (mode: (typeof MODES)[number]) => {
    let tab = tabs.get(mode.name);
    if (!tab) {
      tab = (async () => {
        const context = await site.browser.newContext({ colorScheme: mode.colorScheme, viewport: mode.viewport });
        const page = await context.newPage();
        // The root page's script sends the reader on at once to his language; its own markup
        // (what a reader without JavaScript gets) is checked with the script taken out.
        await page.route(`${site.base}/`, async (r) => {
          const res = await r.fetch();
          await r.fulfill({ response: res, body: (await res.text()).replace(/<script\b[^>]*>[^<]*<\/script>/g, '') });
        });
        return page;
      })();
      tabs.set(mode.name, tab);
    }
    return tab;
  };
  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context().close();
  });

  const cases = MODES.flatMap((m) => sampled(m.perType, m.from).map(([type, pages]) => [type, m.name, pages, m] as const));
  test.each(cases)('on %s pages, %s', async (_type, _mode, pages, mode) => {
    const page = await tabFor(mode);
    const report: string[] = [];
    for (const path of pages) {
      await page.goto(`${site.base}${path}`);
      if (mode.colourOnly) for (const d of await darkChangesBeyondColours(page)) report.push(`${path}: the dark scheme changes more than colours: ${d}`);
      for (const v of await axeViolations(page, { tags: WCAG_TAGS, colourOnly: mode.colourOnly })) {
        const nodes = v.nodes.map((n) => n.target.join(' ')).filter((t) => !excepted(v.id, path, t));
        if (nodes.length)
          report.push(
            `${path}: ${v.id} (${v.impact}): ${v.help}\n    ${nodes.slice(0, 5).join('\n    ')}${nodes.length > 5 ? `\n    … ${nodes.length - 5} more` : ''}`,
          );
      }
    }
    expect(report.join('\n')).toBe('');
  });
});

// The footer's offline reading state is filled by its island once the service worker answers
// (after the pages above are checked): checked in each mode, before and after saving. One page
// is saved once (saving fetches a language's 1,300 files) and seen in the three modes in turn.
describe('axe-core finds no violation in the footer’s offline reading state', () => {
  test('not saved and saved, in each mode', async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/laws/6/`);
    const report: string[] = [];
    for (const [state, act] of [
      ['none', null],
      ['saved', 'button[data-save]'],
    ] as const) {
      if (act) await page.locator(`offline-status ${act}`).click();
      // The island fills the footer once it comes into view.
      await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
      await page.locator(`offline-status[data-state="${state}"]`).waitFor({ timeout: HANG_MS });
      for (const mode of MODES) {
        await page.emulateMedia({ colorScheme: mode.colorScheme });
        await page.setViewportSize(mode.viewport);
        await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
        for (const v of await axeViolations(page, { tags: WCAG_TAGS, include: 'footer.site-footer' }))
          report.push(`${state}, ${mode.name}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
      }
    }
    await context.close();
    expect(report.join('\n')).toBe('');
  });
});
