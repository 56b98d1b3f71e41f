// What the reader sees of issue #29's search section, on the built site (npm run build first):
// the sources ranked first, one hit per case, a count that says what it counts, and segments
// named as a reader names them — in search results, law pages' "cited by" lists and previews.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { t, type UiKey } from '../../src/i18n/ui.ts';
import { HANG_MS } from './hang.ts';
import { useSite } from './site.ts';

const site = useSite();
const STATUS = 'site-search[data-mode="page"] [role="status"]';
/** An anchor-like word: a segment id (`ruling.1`, `law-45E1.1`, `editor-note`) or a `§` before one. */
const RAW_ID = /§|(?<![\p{L}\p{N}])(?:[a-z]+(?:-[a-z0-9()]+)*\.\d+|law-\w+|basis|rulings?|facts)(?![\p{L}\p{N}])/u;

interface Shown {
  href: string;
  kind: string;
  title: string;
  ids: string;
}
async function shown(page: Page): Promise<Shown[]> {
  return page.$$eval('#search-hits li a', (as) =>
    as.map((a) => ({
      href: new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash,
      kind: /search-hit-(\w+)/.exec(a.parentElement?.className ?? '')?.[1] ?? '',
      title: a.querySelector('.hit-title')?.textContent ?? '',
      ids: a.querySelector('.hit-ids')?.textContent ?? '',
    })),
  );
}
async function search(lang: string, q: string): Promise<{ page: Page; hits: Shown[]; status: () => Promise<string>; close: () => Promise<void> }> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.base}/${lang}/search/?q=${encodeURIComponent(q)}`);
  await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '') !== '', STATUS, { timeout: HANG_MS });
  return { page, hits: await shown(page), status: async () => (await page.locator(STATUS).textContent()) ?? '', close: () => context.close() };
}
const isCase = (href: string) => /^\/\w\w\/cases\//.test(href);
const caseOf = (href: string) => href.split('#')[0] ?? '';

describe('ru: “претензия” lists the sources first, each case once', () => {
  test('the commentaries come before our claim cases; a title-only case comes after the passages; no case twice', async () => {
    const { hits, close } = await search('ru', 'претензия');
    const text = hits.filter((h) => h.kind === 'text');
    expect(text.length).toBeGreaterThan(5);
    // The Russian commentary, which uses the word ~90 times, is on the first screen, near the top.
    const first = text.findIndex((h) => h.href.startsWith('/ru/commentary/ru-67-74/'));
    expect(first, text.map((h) => h.href).join('\n')).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(5);
    // No claim case (ours) before a source passage.
    const lastSource = text.findLastIndex((h) => !h.href.startsWith('/ru/cases/claims/'));
    const firstOurs = text.findIndex((h) => h.href.startsWith('/ru/cases/claims/'));
    if (firstOurs >= 0) expect(firstOurs).toBeGreaterThan(lastSource);
    // One case, one hit.
    const cases = text.filter((h) => isCase(h.href)).map((h) => caseOf(h.href));
    expect(new Set(cases).size).toBe(cases.length);
    // A case's title line (#title) never before a passage that matched the text.
    const titles = text.map((h, i) => (h.href.endsWith('#title') ? i : -1)).filter((i) => i >= 0);
    const passages = text.map((h, i) => (h.href.endsWith('#title') ? -1 : i)).filter((i) => i >= 0);
    if (titles.length && passages.length) expect(Math.min(...titles)).toBeGreaterThan(Math.max(...passages));
    await close();
  });
});

describe('the count says what it counts', () => {
  test('ru: while more results remain, the count says these are the first shown; once all are listed, it is their number', async () => {
    const { page, status, close } = await search('ru', 'претензия');
    const more = page.locator('button[data-more]');
    for (let round = 0; round < 8; round++) {
      const text = (await shown(page)).filter((h) => h.kind === 'text');
      const n = text.length;
      const visible = await more.isVisible();
      const rule = new Intl.PluralRules('ru').select(n);
      const expected = t('ru', `search.${visible ? 'shown' : 'count'}.${rule}` as UiKey, { n });
      await expect.poll(status).toContain(expected);
      if (!visible) break;
      await more.click();
      await page.waitForFunction((k) => document.querySelectorAll('#search-hits li').length > k, n, { timeout: HANG_MS });
    }
    expect(await more.isVisible()).toBe(false);
    await close();
  });
});

describe('segments are named as a reader names them', () => {
  test.each(['ru', 'pl', 'en', 'el'])('%s: search hits show no segment ids', async (lang) => {
    const q = { ru: 'претензия', pl: 'roszczenie', en: 'claim', el: 'διεκδίκηση' }[lang]!;
    const { hits, close } = await search(lang, q);
    const text = hits.filter((h) => h.kind === 'text');
    expect(text.length).toBeGreaterThan(0);
    for (const h of text) expect(h.ids, h.href).not.toMatch(RAW_ID);
    // A case's passage is named by its part: "Решение, ¶ 1".
    const ruling = text.find((h) => /#ruling\.\d+$/.test(h.href));
    if (ruling) expect(ruling.ids).toContain(`${t(lang as 'ru', 'segment.part.ruling')}, ¶ `);
    await close();
  });

  test('pl: the Law 70 page names each citing case by its title and each passage by its part', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/pl/laws/70/`);
    const docs = await page.$$eval('section[aria-labelledby="citations"] .cited-doc h4 a', (as) => as.map((a) => a.textContent ?? ''));
    expect(docs.length).toBeGreaterThan(10);
    // Not one generic "Przypadek roszczenia" for every claim case.
    expect(docs.filter((d) => d === t('pl', 'cases.claim'))).toEqual([]);
    const links = await page.$$eval('section[aria-labelledby="citations"] .mentions a, section[aria-labelledby="commentary"] .mentions a', (as) =>
      as.map((a) => a.textContent ?? ''),
    );
    expect(links.length).toBeGreaterThan(10);
    for (const l of links) expect(l).not.toMatch(RAW_ID);
    expect(links).toContain(t('pl', 'segment.part.basis'));
    await page.close();
  });

  test('no built page shows a segment id as the text of a link', () => {
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.html'))
          for (const m of readFileSync(p, 'utf8').matchAll(/<a href="([^"]*)#([^"]+)">([^<]*)<\/a>/g))
            if (!m[1]!.includes('/glossary/') && m[3] === m[2] && RAW_ID.test(m[3]!)) found.push(`${p}: ${m[3]}`);
      }
    };
    walk('dist');
    expect(found.slice(0, 10)).toEqual([]);
  });

  test('previews name a quoted law excerpt by its law, not its anchor', async () => {
    for (const lang of ['en', 'ru', 'pl', 'el']) {
      const r = await fetch(`${site.base}/data/refs/${lang}.json`);
      const data = (await r.json()) as { entries?: Record<string, { s: string }> } & Record<string, unknown>;
      const entries = (data.entries ?? data) as Record<string, { s?: string }>;
      for (const [id, e] of Object.entries(entries)) if (typeof e?.s === 'string') expect(e.s, `${lang} ${id}`).not.toMatch(RAW_ID);
    }
  });
});
