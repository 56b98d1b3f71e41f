// What a reader does on the site, in the four interfaces (issue #29): a new ruling comes into view
// on a phone, a glossary word shows its definition in place on touch, `/` picks the reader's
// language, a Law page's change notes are in the reader's language, and the tools' messages too.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ENGLISH_WORDS } from '../../src/lib/site-check/page-language.ts';
import { axeViolations, WCAG_TAGS } from './axe.ts';
import { useSite } from './site.ts';

const site = useSite();
const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };

/** Is the summary of the ruling chosen in `host`'s output (its heading to its script) wholly on screen? */
const summaryInView = (page: Page, host: string) =>
  page.evaluate((host) => {
    const chosen = document.querySelector(`${host} .calc-out [data-chosen]`);
    const first = chosen?.firstElementChild;
    const last = chosen?.querySelector('.calc-script, .calc-warning');
    if (!first || !last) return false;
    return first.getBoundingClientRect().top >= 0 && last.getBoundingClientRect().bottom <= innerHeight;
  }, host);

describe('a changed fact brings the new ruling into view on a phone, and says it', () => {
  test.each(LANGS)('%s: the case calculator (case 5), reduced motion', async (lang) => {
    const page = await site.browser.newPage({ ...PHONE, reducedMotion: 'reduce' });
    await page.goto(`${site.base}/${lang}/cases/hbf-played-card/5/`);
    await page.locator('think-first button[data-reveal]').click();
    await page.locator('ruling-calculator button[data-calc-start]').click();
    await page.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor();
    const intention = page.locator('ruling-calculator select[name="j0-intention"]');
    await intention.focus();
    await intention.evaluate((e) => e.scrollIntoView({ block: 'end' })); // the reader is at the control, the ruling below
    expect(await summaryInView(page, 'ruling-calculator')).toBe(false); // below the fold of a phone
    await intention.selectOption('incontrovertible');
    expect(await page.locator('ruling-calculator .calc-out [data-chosen] .calc-script').innerText()).toContain('♦10');
    expect(await summaryInView(page, 'ruling-calculator')).toBe(true);
    // The focus stays on the control in use, and the live region says what changed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('j0-intention');
    const status = page.locator('ruling-calculator .calc-status[role="status"]');
    expect(await status.innerText()).toContain('♦10');
    await page.close();
  });

  test.each(LANGS)('%s: the ruling tool, smooth scrolling', async (lang) => {
    const page = await site.browser.newPage(PHONE);
    await page.goto(`${site.base}/${lang}/tools/ruling/`);
    await page.locator('ruling-tool button[data-add]').click();
    expect(await page.locator('ruling-tool .calc-out .calc-script').innerText()).toContain('♠Q');
    const suit = page.locator('ruling-tool select[name="e0-suit"]');
    await suit.focus();
    await suit.evaluate((e) => e.scrollIntoView({ block: 'end' }));
    const y = await page.evaluate(() => scrollY);
    expect(await summaryInView(page, 'ruling-tool')).toBe(false);
    await suit.selectOption('H');
    expect(await page.locator('ruling-tool .calc-out .calc-script').innerText()).toContain('♥K');
    await page.waitForFunction(() => {
      const chosen = document.querySelector('ruling-tool .calc-out [data-chosen]');
      const last = chosen?.querySelector('.calc-script');
      return (
        !!chosen?.firstElementChild && chosen.firstElementChild.getBoundingClientRect().top >= 0 && !!last && last.getBoundingClientRect().bottom <= innerHeight
      );
    });
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(y);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('e0-suit');
    expect(await page.locator('ruling-tool .calc-status[role="status"]').innerText()).toContain('♥K');
    await page.close();
  });
});

describe('/ opens the site in the reader’s language', () => {
  test.each([
    ['ru-RU', 'ru'],
    ['pl-PL', 'pl'],
    ['el-GR', 'el'],
    ['en-GB', 'en'],
    ['de-DE', 'en'], // none of the four: English
  ])('a browser in %s goes to /%s/', async (locale, lang) => {
    const context = await site.browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    await page.waitForURL(`${site.base}/${lang}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await context.close();
  });

  test.each(['ru-RU', 'en-GB'])('without JavaScript (%s) the page stays and lists the four languages', async (locale) => {
    const context = await site.browser.newContext({ locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    await page.waitForLoadState('load');
    // Nothing sends the reader on by itself (a meta refresh would choose English for him).
    expect(await page.locator('meta[http-equiv="refresh" i]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    const links = page.locator('main a');
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('lang'), a.textContent]))).toEqual([
      ['/en/', 'en', 'English'],
      ['/ru/', 'ru', 'Русский'],
      ['/pl/', 'pl', 'Polski'],
      ['/el/', 'el', 'Ελληνικά'],
    ]);
    await context.close();
  });
});

/**
 * The text of a page's body as it stands (after its scripts) outside elements marked English:
 * each text node with its nearest `lang`, reported where it reads as an English sentence
 * (`ENGLISH_WORDS` of src/lib/site-check/page-language.ts, which `npm run check:language` runs
 * over the static HTML of every page).
 */
const englishOutsideEn = (page: Page) =>
  page.evaluate((words) => {
    const ENGLISH = new RegExp(words, 'giu');
    const found: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang.startsWith('en')) continue;
      const text = n.textContent ?? '';
      if ((text.match(ENGLISH) ?? []).length >= 2) found.push(`${lang}: ${text.trim().slice(0, 120)}`);
    }
    return found;
  }, ENGLISH_WORDS);

describe('a Law page speaks the reader’s language', () => {
  // No English sentence in the body of any page outside elements marked lang="en": a property of
  // the static HTML, checked over every page of dist/ by `npm run check:language`.

  test.each([
    ['en', 'Source:'],
    ['ru', 'Источник (на английском):'],
    ['pl', 'Źródło (po angielsku):'],
    ['el', 'Πηγή (στα αγγλικά):'],
  ])('%s: Law 70’s change notes are in the reader’s language, the source marked as an English reference', async (lang, label) => {
    const page = await site.browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.base}/${lang}/laws/70/`);
    const rows = page.locator('.law-editions tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    const source = page.locator('.law-editions .edition-source').first();
    expect(await source.locator('[lang="en"]').count()).toBe(1);
    expect((await source.innerText()).startsWith(`${label} `)).toBe(true);
    // The class of each change is in the reader's language (npm run check:language finds English anywhere else).
    expect(await page.locator('.law-editions .changes li[data-class] strong').first().innerText()).toMatch(/^\d{4}: /);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await page.close();
  });
});

describe('the ruling tool says what is wrong with a position in the reader’s language', () => {
  const TEN = {
    en: 'write the ten as “T”, not “10”',
    ru: 'десятку пишите как «T», а не «10»',
    pl: 'dziesiątkę pisz jako „T”, nie „10”',
    el: 'γράψτε το δέκα ως «T», όχι «10»',
  };
  const LEAD = {
    en: 'after “lead:” write a seat',
    ru: 'после «lead:» (чей ход) укажите руку',
    pl: 'po „lead:” (czyje wyjście) podaj rękę',
    el: 'μετά το «lead:» (ποιος έχει την έξοδο) γράψτε μια θέση',
  };
  test.each(LANGS)('%s: a ten written "10" and a lead that is not a seat', async (lang) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/${lang}/tools/ruling/`);
    const area = page.locator('ruling-tool textarea[name="position"]');
    await area.fill('N: AQ10.K..\nS: 32.A..\nshown: SH\ndeclarer: S');
    await area.dispatchEvent('change');
    const errors = page.locator('ruling-tool .tool-errors');
    expect(await errors.innerText()).toContain(TEN[lang]);
    // The ruling's place lists the same problems, in the same words.
    expect(await page.locator('ruling-tool .calc-out ul').innerText()).toContain(TEN[lang]);
    await area.fill('N: AQ.K..\nlead: X\ndeclarer: S');
    await area.dispatchEvent('change');
    expect(await errors.innerText()).toContain(LEAD[lang]);
    expect((await axeViolations(page, { tags: WCAG_TAGS, include: 'ruling-tool' })).map((v) => v.id)).toEqual([]);
    if (lang !== 'en') expect(await englishOutsideEn(page)).toEqual([]);
    await page.close();
  });
});

describe('a glossary word tapped on a touch screen shows its definition in place', () => {
  const TOUCH: BrowserContextOptions = { ...PHONE, hasTouch: true, isMobile: true };
  const CASE = (lang: string) => `/${lang}/cases/hbf-played-card/5/`;

  test.each(LANGS)('%s: the first tap shows it, Escape and a tap elsewhere close it, a second tap follows the link', async (lang) => {
    const page = await site.browser.newPage(TOUCH);
    // A phone's media features (the test browser reports a fine pointer that hovers whatever the context).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'hover', value: 'none' },
        { name: 'pointer', value: 'coarse' },
      ],
    });
    await page.goto(`${site.base}${CASE(lang)}`);
    const term = page.locator('a.gloss-term:visible').first();
    const tip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    expect(await tip.isVisible()).toBe(false);
    await term.tap();
    expect(await tip.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(CASE(lang)); // still on the page
    expect((await tip.innerText()).length).toBeGreaterThan(10);
    expect((await axeViolations(page, { tags: WCAG_TAGS })).map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).toBe(false);
    await term.tap();
    expect(await tip.isVisible()).toBe(true);
    await page.locator('h1').tap(); // elsewhere
    expect(await tip.isVisible()).toBe(false);
    await term.tap();
    await term.tap(); // the second tap goes to the glossary
    await page.waitForURL((u) => u.pathname === `/${lang}/glossary/`);
    await page.close();
  });

  test.each(['en', 'el'])('%s: without JavaScript a tap goes to the glossary', async (lang) => {
    const page = await site.browser.newPage({ ...TOUCH, javaScriptEnabled: false });
    await page.goto(`${site.base}${CASE(lang)}`);
    await page.locator('a.gloss-term:visible').first().tap();
    await page.waitForURL((u) => u.pathname === `/${lang}/glossary/`);
    await page.close();
  });
});
