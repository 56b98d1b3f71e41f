// The claim tool found and usable (issue #29), in the four interfaces: linked wherever claims
// are the subject; a deal entered suit by suit per seat, the ruling cleared while the input is
// incomplete and every problem in the reader's language with the form's own labels; the output
// agreeing with its inputs (the trump mention, "not said", which tricks the statement covers,
// the summary once).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../src/i18n/ui.ts';
import { LANGS, type Lang } from '../../src/lib/corpus/languages.ts';
import { useSite } from './site.ts';

const site = useSite();
const w = (lang: Lang, key: string, vars: Record<string, string> = {}) =>
  ((STRINGS[lang] as Record<string, string>)[key] ?? key).replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
/** A page in its own context, closed with it (awaited: nothing left to close after the file). */
const newPage = async (options: { viewport?: { width: number; height: number } } = {}) => (await site.browser.newContext(options)).newPage();
const tool = (page: Page) => page.locator('claim-tool');
/** The verdict, or the reason there is none, once the engine has answered the last change. */
const settled = async (host: Locator) => {
  await host.locator('.calc-out[aria-busy="false"] .claim-verdict, .calc-out[aria-busy="false"] .calc-warning').first().waitFor();
  return host.locator('.calc-out').innerText();
};
const watch = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
};

describe('the claim tool is linked wherever claims are the subject', () => {
  test.each(LANGS)('%s: home page, Laws 68–71, the claims commentaries, the ruling tool', async (lang) => {
    const page = await newPage();
    const href = `/${lang}/tools/claim/`;
    const pages = [
      `/${lang}/`,
      ...[68, 69, 70, 71].map((n) => `/${lang}/laws/${n}/`),
      `/${lang}/commentary/pl-68-71/`,
      `/${lang}/commentary/ru-67-74/`,
      `/${lang}/tools/ruling/`,
    ];
    const missing: string[] = [];
    for (const p of pages) {
      await page.goto(`${site.base}${p}`);
      const link = page.locator(`main a[href="${href}"]`).first();
      if ((await link.count()) === 0 || !(await link.isVisible())) missing.push(p);
      else expect(await link.innerText()).toContain(w(lang, 'claim.tool.title'));
    }
    expect(missing).toEqual([]);
    // The law chain's note on a claims section names the tool: the name is a link, not plain text.
    await page.goto(`${site.base}/${lang}/laws/70/`);
    const note = page.locator('p', { hasText: w(lang, 'claim.law.applies') }).first();
    expect(await note.locator(`a[href="${href}"]`).count()).toBe(1);
    await page.context().close();
  });

  test('the header does not grow at 320 and 390 px', async () => {
    for (const width of [320, 390]) {
      const page = await newPage({ viewport: { width, height: 844 } });
      await page.goto(`${site.base}/pl/tools/ruling/`);
      const before = (await page.locator('header.site-header').boundingBox())?.height;
      await page.goto(`${site.base}/pl/tools/claim/`);
      expect((await page.locator('header.site-header').boundingBox())?.height).toBe(before);
      await page.context().close();
    }
  });
});

/** A 3-card ending of 4♠ by South in which South holds ♠A3 — not the example's ♠K. */
const OWN: Record<string, string> = {
  'N-S': '2',
  'N-H': 'K2',
  'N-D': '',
  'N-C': '',
  'E-S': 'Q',
  'E-H': '',
  'E-D': 'Q2',
  'E-C': '',
  'S-S': 'A3',
  'S-H': 'A',
  'S-D': '',
  'S-C': '',
  'W-S': '',
  'W-H': 'QJ',
  'W-D': '',
  'W-C': '9',
};

describe('entering your own deal', () => {
  test.each(LANGS)('%s: four hands typed suit by suit; the ruling cleared while incomplete; the problems in the form’s words', async (lang) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const errors = watch(page);
    await page.goto(`${site.base}/${lang}/tools/claim/`);
    const t = tool(page);
    await t.locator('.calc-out .claim-verdict').waitFor();
    // Every hand field is labelled with its seat and suit in the reader's language.
    const field = (seat: string, suit: string) => t.locator(`input[name="h-${seat}-${suit}"]`);
    expect(await field('N', 'S').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: `${w(lang, 'deal.seat.W')}, ${w(lang, 'deal.suit.C')}`, exact: true }).getAttribute('name')).toBe('h-W-C');
    // Typing North's spades (keyboard, no change event yet): the example's ruling goes at once.
    await field('N', 'S').fill('');
    await field('N', 'S').pressSequentially('2');
    await field('N', 'H').fill('');
    await field('N', 'H').pressSequentially('K');
    expect(await t.locator('.calc-out .claim-verdict').count()).toBe(0);
    expect(await t.locator('.calc-out').innerText()).toContain(w(lang, 'claim.tool.needsPosition'));
    // What is wrong, under the hands, in the reader's words with the seats' names.
    const seat = (s: string) => w(lang, `deal.seat.${s}`);
    const listed = await t.locator('.tool-errors').innerText();
    expect(listed).toBe(w(lang, 'claim.tool.p.sizes', { sizes: `${seat('N')} 2, ${seat('E')} 3, ${seat('S')} 3, ${seat('W')} 3` }));
    expect(listed).not.toMatch(/position\.|claim\.|hands\b/);
    // The whole deal; the example's second step names ♠K, which South and North no longer hold.
    for (const [k, v] of Object.entries(OWN)) {
      const [seat, suit] = k.split('-') as [string, string];
      await field(seat, suit).fill(v);
    }
    const out = await settled(t);
    expect(await t.locator('.calc-out .claim-verdict').count()).toBe(0);
    const problem = w(lang, 'claim.tool.p.notHeld', {
      step: w(lang, 'claim.step.n', { n: '2' }),
      card: '♠K',
      seats: w(lang, 'claim.tool.p.seats', { a: w(lang, 'deal.seat.S'), b: w(lang, 'deal.seat.N') }),
    });
    expect(out).toContain(problem);
    expect(out).not.toContain('claim.statement');
    expect(out).not.toContain('not in the claimer');
    // The step mended (♠A ♠3): the engine rules on the deal entered.
    await t.locator('input[name="s1-cards"]').fill('SA S3');
    await t.locator('input[name="s1-cards"]').dispatchEvent('change');
    await settled(t);
    expect(await t.locator('.calc-out .claim-verdict').count()).toBe(1);
    expect(await t.locator('.calc-out .claim-line').innerText()).toContain('♠3');
    // PBN stays as an import: the text the fields make.
    await t.locator('details.claim-tool-import summary').click();
    expect(await t.locator('textarea[name="position"]').inputValue()).toContain('N: 2.K2..');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The tool with the example ruled, in `lang`, at 1280 × 800. */
const example = async (lang: Lang) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watch(page);
  await page.goto(`${site.base}/${lang}/tools/claim/`);
  await tool(page).locator('.calc-out .claim-verdict').waitFor();
  return { page, t: tool(page), errors };
};

describe('the output agrees with the inputs', () => {
  test.each(LANGS)('%s: only the tricks outside the statement are marked so', async (lang) => {
    const { page, t, errors } = await example(lang);
    // The example: "cash ♥A, then cash ♠A ♠K". Tricks 11 and 13 follow the statement; 12 does not.
    const serves = t.locator('.claim-line li .claim-serves');
    expect(await serves.nth(0).innerText()).not.toContain(w(lang, 'claim.unstated'));
    expect(await serves.nth(1).innerText()).toContain(w(lang, 'claim.unstated'));
    expect(await serves.nth(2).innerText()).not.toContain(w(lang, 'claim.unstated'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.each(LANGS)('%s: "not said" stays chosen; the summary is printed once', async (lang) => {
    const { page, t, errors } = await example(lang);
    const trump = t.locator('select[name="trump"]');
    await trump.focus();
    await trump.selectOption('');
    await settled(t);
    expect(await trump.inputValue()).toBe('');
    expect(decodeURIComponent(page.url())).not.toContain('"t":false');
    // The verdict is shown once; the status line only says the ruling was updated.
    const verdict = await t.locator('.calc-out .claim-verdict').innerText();
    const shown = await page.evaluate((v) => {
      let n = 0;
      const walk = document.createTreeWalker(document.querySelector('claim-tool')!, NodeFilter.SHOW_TEXT);
      for (let x = walk.nextNode(); x; x = walk.nextNode()) {
        const e = x.parentElement!;
        if (x.textContent?.includes(v) && !e.closest('.visually-hidden,[hidden]') && e.getBoundingClientRect().width > 1) n++;
      }
      return n;
    }, verdict);
    expect(shown).toBe(1);
    expect(await t.locator('.calc-status').innerText()).toContain(w(lang, 'claim.calc.updated'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.each(LANGS)('%s: a "draw trumps" step deals with the trump — the control says so, as the law chain does', async (lang) => {
    const { page, t, errors } = await example(lang);
    await t.locator('select[name="add-kind"]').selectOption('draw-trumps');
    await t.locator('button[data-step-add]').click();
    await settled(t);
    const trump = t.locator('select[name="trump"]');
    expect(await trump.inputValue()).toBe('true');
    expect(await t.locator('.calc-out .calc-chain').innerText()).toContain('70C1');
    expect(await page.locator(`#${await trump.getAttribute('aria-describedby')}`).innerText()).toContain(w(lang, 'claim.trump.drawn'));
    // The step removed, the reader's own answer (the example's "no") is back.
    await t.locator('button[data-step-remove="2"]').click();
    await settled(t);
    expect(await trump.inputValue()).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
