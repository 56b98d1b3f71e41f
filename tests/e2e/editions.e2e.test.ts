// The three codes in the built site (npm run build first): /go/ with a code in every
// interface, the editions page, law pages read "as of" a code with and without JS, and link
// previews saying what the 2017 Laws made of a section a 2007 text cites.
import { describe, expect, test } from 'vitest';
import { axeViolations, WCAG_TAGS } from './axe.ts';
import { useSite } from './site.ts';

const site = useSite();
const LANGS = ['en', 'ru', 'pl', 'el'] as const;

describe('/go/ with a code', () => {
  // The notation of each interface for "16C of the 2017 Laws", which the 2007 text calls 16D.
  const QUERIES = { en: '2017 16C', ru: 'Правило 16С (2017)', pl: 'Prawo 16C/2017', el: 'Νόμος 16Γ (2017)' } as const;
  for (const lang of LANGS) {
    test(`${lang}: ${QUERIES[lang]} is told to be the 2007 text's 16D, linked, and the 2007 16C offered apart`, async () => {
      const page = await site.browser.newPage();
      await page.goto(`${site.base}/${lang}/go/?ref=${encodeURIComponent(QUERIES[lang])}`);
      const status = page.locator('[data-status]');
      await expect.poll(() => status.locator('a').count()).toBe(2);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/go/`);
      expect(await status.locator('a').first().getAttribute('href')).toBe(`/${lang}/laws/16/#D`);
      expect(await status.locator('a').nth(1).getAttribute('href')).toBe(`/${lang}/laws/16/#C`);
      expect(await status.innerText()).toContain('2017');
      // The link has the focus, so Enter follows it.
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `/${lang}/laws/16/` && u.hash === '#D');
      await page.close();
    });
  }

  test('no code: the 2017 Laws are meant, and the page says the text shown is 2007', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/go/?ref=16D`);
    const status = page.locator('[data-status]');
    await expect.poll(() => status.innerText()).toContain('No code named, so the 2017 Laws are meant');
    expect(await status.locator('a').first().getAttribute('href')).toBe('/en/laws/16/#C');
    await page.close();
  });

  test('a section the 2007 text lacks is said to be missing, with its law linked', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/go/?ref=${encodeURIComponent('Правило 71С (1997 г.)')}`);
    const status = page.locator('[data-status]');
    await expect.poll(() => status.locator('a').count()).toBe(1);
    expect(await status.locator('a').getAttribute('href')).toBe('/ru/laws/71/');
    expect(await status.innerText()).toContain('2007');
    await page.close();
  });

  test('the header search box reads a code too: Enter on "2017 16C" lands on the 2007 text’s 16D', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/`);
    await page.locator('#site-search-box').fill('2017 16C');
    await Promise.all([page.waitForURL((u) => u.pathname === '/en/laws/16/'), page.locator('#site-search-box').press('Enter')]);
    expect(new URL(page.url()).hash).toBe('#D');
    await page.close();
  });

  test('a code whose number the 2007 text shares goes straight there', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/go/?ref=${encodeURIComponent('16D (2007)')}`);
    await page.waitForURL((u) => u.pathname === '/ru/laws/16/' && u.hash === '#D');
    await page.goto(`${site.base}/el/go/?ref=${encodeURIComponent('Νόμος 45Γ4α (ΔΚΑΜ 2017)')}`);
    await page.waitForURL((u) => u.pathname === '/el/laws/45/' && u.hash === '#C4a');
    await page.close();
  });
});

describe('the editions page', () => {
  for (const lang of LANGS) {
    test(`${lang}: lists the changed effects of 2017 first, each linked to its row on the law page, and is in the navigation`, async () => {
      const page = await site.browser.newPage();
      await page.goto(`${site.base}/${lang}/`);
      await page.locator(`nav a[href="/${lang}/editions/"]`).click();
      await page.waitForURL(`**/${lang}/editions/`);
      const first = page.locator('.edition-class').first();
      expect(await first.getAttribute('data-step-class')).toBe('2017-changed-effect');
      const link = first.locator('a[href$="#ed-2007-45C4b"]');
      expect(await link.count()).toBe(1);
      await link.click();
      await page.waitForURL((u) => u.pathname === `/${lang}/laws/45/` && u.hash === '#ed-2007-45C4b');
      expect(await page.locator('tr[id="ed-2007-45C4b"]').count()).toBe(1);
      await page.close();
    });
  }

  test('the 16C/16D swap is listed as renumbered with its note', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/editions/`);
    const text = await page.locator('.edition-class[data-step-class="2017-renumbered"]').innerText();
    expect(text).toContain('16D → 16C');
    expect(text).toContain('16C → 16D');
    await page.close();
  });
});

describe('law pages as of a code', () => {
  test('without JS, the #as-2017 switch shows 2017 numbers: the booklet’s 16D reads as 16C', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/en/laws/16/`);
    const heading = page.locator('section.cited#cited-D h3');
    expect(await heading.innerText()).toBe('Law 16D');
    await page.locator('.as-of a[data-as="2017"]').click();
    await expect.poll(() => heading.innerText()).toBe('Law 16C (2017)');
    expect(await page.locator('#as-2017').isVisible()).toBe(true);
    await context.close();
  });

  test('with JS, ?edition=2017 keeps the 2017 numbers after following an anchor on the page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/pl/laws/16/?edition=2017`);
    const heading = page.locator('section.cited#cited-D h3');
    expect(await heading.innerText()).toBe('Przepis 16C (2017)');
    await page.goto(`${site.base}/pl/laws/16/?edition=2017#C`);
    expect(await heading.innerText()).toMatch(/16C \(2017\)$/);
    expect(await page.locator('.as-of a[aria-current]').getAttribute('data-as')).toBe('2017');
    await page.close();
  });

  test('each citing document says which code it cites', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/laws/71/`);
    const codes = await page.locator('.cites-code').allInnerTexts();
    expect(codes).toContain('(cites the 1997 Laws)');
    expect(codes).toContain('(cites the 2007 Laws)');
    await page.close();
  });
});

describe('previews', () => {
  test('a 2007 text’s link to 16D says the document cites 2007 and that 2017 calls it 16C, in the reader’s language', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [lang, expected] of [
      ['en', 'In the 2017 Laws this is 16C.'],
      ['el', 'Στους Νόμους του 2017 αυτό είναι το 16Γ.'],
    ] as const) {
      await page.goto(`${site.base}/${lang}/laws/45/`);
      await page.locator('a.ref[data-ref="16D"]').first().focus();
      const tip = page.locator('#ref-preview');
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect(await tip.innerText()).toContain(expected);
    }
    await page.close();
  });
});

describe('accessibility', () => {
  // The law pages in the states only this file makes (read as of 2017 by script, as of 1997 by the
  // CSS switch). The editions page itself, a static page, is in a11y.e2e's sample: a page of every
  // type in every language, in light, dark and at 360 px.
  for (const [colorScheme, width] of [
    ['light', 1280],
    ['dark', 360],
  ] as const) {
    test(`a law page read as of 2017 and one as of 1997 pass axe (${colorScheme}, ${width} px)`, async () => {
      const context = await site.browser.newContext({ bypassCSP: true, colorScheme, viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of ['/ru/laws/16/?edition=2017', '/en/laws/71/#as-1997']) {
        await page.goto(`${site.base}${path}`);
        expect((await axeViolations(page, { tags: WCAG_TAGS })).map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
      }
      await context.close();
    });
  }
});
