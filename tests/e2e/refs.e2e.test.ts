// Law references in the built site (npm run build first): every reference link lands on an
// element that exists, hub pages list citing passages, /go/ resolves any notation in every
// interface language, previews show on keyboard focus.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

const LANGS = ['en', 'ru', 'pl', 'el'] as const;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? htmlFiles(p) : p.endsWith('.html') ? [p] : [];
  });
}

describe('reference links in the built site', () => {
  test('every reference link on every page lands on an existing page and element; none keeps the placeholder', () => {
    const pages = htmlFiles('dist');
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      let s = ids.get(file);
      if (!s) {
        s = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
        ids.set(file, s);
      }
      return s;
    };
    const broken: string[] = [];
    let links = 0;
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      if (html.includes('href="/~/')) broken.push(`${page}: unlocalized link`);
      for (const m of html.matchAll(/<a href="([^"]+)" class="ref"/g)) {
        links += 1;
        const [path, hash] = m[1]!.split('#');
        const target = join('dist', path!, 'index.html');
        if (!existsSync(target)) broken.push(`${page}: ${m[1]} (no page)`);
        else if (hash && !idsOf(target).has(decodeURIComponent(hash))) broken.push(`${page}: ${m[1]} (no #${hash})`);
      }
    }
    expect(broken).toEqual([]);
    // 213 references in the sources, shown in four interfaces, plus their translations.
    expect(links).toBeGreaterThan(213 * 4);
  });
});

describe('law hub pages', () => {
  test.each(LANGS)('%s: Law 70 lists, under section C, the Polish commentary point citing it (15), linking back to it', async (lang) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/${lang}/laws/70/`);
    expect(await page.locator('h1').innerText()).toMatch(/70/);
    const block = page.locator('section.cited#C');
    expect(await block.count()).toBe(1);
    const back = block.locator('a[href$="/commentary/pl-68-71/#15"]');
    expect(await back.count()).toBe(1);
    await back.click();
    await page.waitForURL(/pl-68-71\/#15$/);
    expect(await page.locator('[id="15"]').count()).toBe(1);
    await page.close();
  });

  test('a law without text in the corpus still has its page, title and citations (Law 92, ru)', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/laws/92/`);
    expect(await page.locator('section.cited#B h3').innerText()).toBe('Правило 92В');
    expect(await page.locator('section.cited#para-92\\.1').count()).toBe(1);
    await page.close();
  });
});

describe('/go/?ref=', () => {
  const cases: Array<[string, string, string]> = [
    ['45C4a', '/laws/45/', 'C4a'],
    ['45c4(a)', '/laws/45/', 'C4a'],
    ['Νόμος 45Γ4α', '/laws/45/', 'C4a'],
    ['Правило 16А2', '/laws/16/', 'A2'],
    ['P 70C', '/laws/70/', 'C'],
    ['Law 16 A 2', '/laws/16/', 'A2'],
  ];
  for (const lang of LANGS) {
    test(`${lang}: every notation lands on its section`, async () => {
      const page = await site.browser.newPage();
      for (const [q, path, anchor] of cases) {
        await page.goto(`${site.base}/${lang}/go/?ref=${encodeURIComponent(q)}`);
        await page.waitForURL((u) => u.pathname === `/${lang}${path}` && u.hash === `#${anchor}`);
        expect(await page.locator(`[id="${anchor}"]`).count(), `${q} → #${anchor}`).toBe(1);
      }
      await page.close();
    });
  }

  test('unreadable or unknown input gets a message and suggestions, never a blank page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/pl/go/?ref=${encodeURIComponent('Law 94')}`);
    const status = page.locator('[data-status]');
    await expect.poll(() => status.innerText()).toContain('94');
    expect(await status.locator('a').count()).toBeGreaterThan(0);
    await page.goto(`${site.base}/en/go/?ref=${encodeURIComponent('45C4(z)')}`);
    await expect.poll(() => status.innerText()).toContain('45C4');
    expect(await status.locator('a[href="/en/laws/45/#C4a"]').count()).toBe(1);
    await page.goto(`${site.base}/el/go/?ref=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect.poll(() => status.innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await page.locator('img').count()).toBe(0);
    await page.close();
  });

  test('without JavaScript the page offers every law', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/go/?ref=45C4a`);
    expect(await page.locator('.go-laws a').count()).toBe(93);
    await context.close();
  });
});

describe('previews', () => {
  test('keyboard focus on a reference shows its section text and title; Escape hides it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/en/cases/hbf-played-card/1/`);
    const link = page.locator('a.ref[data-ref="45C4(a)"]').first();
    await link.focus();
    const tip = page.locator('#ref-preview');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toContain('45C4(a)');
    expect(await link.getAttribute('aria-describedby')).toBe('ref-preview');
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.close();
  });

  test('a 1997 reference says the text shown is from the 2007 Laws (ru commentary, Law 16A2)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/ru/commentary/ru-67-74/`);
    await page.locator('a.ref[data-ref="16A2"]').first().hover();
    const tip = page.locator('#ref-preview');
    await expect.poll(() => tip.isVisible()).toBe(true);
    const text = await tip.innerText();
    expect(text).toContain('1997');
    expect(text).toContain('2007');
    expect(text).toContain('Правило 16А2');
    await page.close();
  });

  test('a reference to a whole law the corpus has only in sections names them and shows the first (ru: "Правилом 45" on Law 7)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/ru/laws/7/`);
    await page.locator('a.ref[data-ref="45"]').first().focus();
    const tip = page.locator('#ref-preview');
    await expect.poll(() => tip.isVisible()).toBe(true);
    const text = await tip.innerText();
    expect(text).not.toContain('Текста этого пункта в корпусе нет');
    expect(text).toContain('В корпусе есть разделы этого Правила');
    expect(text).toContain('45C1');
    // Heading, label and text are separate parts: the description read out does not run them together.
    const description = await tip.evaluate((e) => e.textContent ?? '');
    const heading = await tip.locator('strong').innerText();
    expect(description.startsWith(`${heading} `)).toBe(true);
    await page.close();
  });
});
