// Browser tests of the ruling calculator on the built site (npm run build first).
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch } from './browser.ts';
import { serve } from './server.ts';

let browser: Browser;
let server: Server;
let base: string;

beforeAll(async () => {
  ({ url: base, server } = await serve());
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

const script = (page: Page) => page.locator('ruling-calculator .calc-out .calc-script').innerText();

describe('ruling calculator', () => {
  test('case 5: the booklet ruling (♦6), changed by the finding, restored from the URL hash', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/en/cases/hbf-played-card/5/`);
    // The calculator sits in the "think first" answer: reveal it.
    await page.locator('think-first button[data-reveal]').click();
    expect(await script(page)).toContain('♦6 is the card played');
    const intention = page.getByLabel('Declarer’s different intention');
    expect(await intention.inputValue()).toBe('not-incontrovertible');
    await intention.focus();
    await page.keyboard.press('ArrowUp'); // keyboard: select the previous option, "incontrovertible"
    await page.locator('ruling-calculator select[name="j-intention"]').dispatchEvent('change');
    expect(await intention.inputValue()).toBe('incontrovertible');
    expect(await script(page)).toContain('♦10 is the card played');
    expect(await page.locator('ruling-calculator .calc-status').innerText()).toContain('♦10');
    expect(await page.locator('ruling-calculator .calc-chain a').first().getAttribute('href')).toBe('/en/laws/46/#B2');
    const url = page.url();
    expect(url).toContain('#calc=');
    const again = await browser.newPage();
    await again.goto(url);
    expect(await script(again)).toContain('♦10 is the card played');
    expect(await again.locator('ruling-calculator .calc-warning').isHidden()).toBe(true);
    await page.close();
    await again.close();
  });

  test('a hostile hash is ignored with a visible message and never rendered', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const hostile = encodeURIComponent('{"s":"main","b":"director","j":{"intention":"<img src=x onerror=alert(1)>"},"w":[{},{}]}');
    await page.goto(`${base}/en/cases/hbf-played-card/5/#calc=${hostile}`);
    const warning = page.locator('ruling-calculator .calc-warning');
    expect(await warning.isVisible()).toBe(true);
    expect(await warning.innerText()).toContain('could not be read');
    expect(await page.locator('ruling-calculator img').count()).toBe(0);
    expect(await script(page)).toContain('♦6 is the card played');
    await page.goto(`${base}/en/cases/hbf-played-card/7/#calc=%E0%A4%A`); // not even URI-decodable
    expect(await page.locator('ruling-calculator .calc-warning').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('works in Greek, and case 7 shows both outcomes with the IMP difference', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/el/cases/hbf-played-card/7/`);
    await page.locator('think-first button[data-reveal]').click();
    expect(await page.locator('ruling-calculator h2').innerText()).toBe('Υπολογιστής αποφάσεων');
    expect(await script(page)).toContain('Παιγμένο φύλλο είναι το ♠Q');
    const score = await page.locator('ruling-calculator .calc-out .calc-score').innerText();
    expect(score).toContain('6H=');
    expect(score).toContain('6H-1');
    expect(score).toContain('IMP');
    await page.getByLabel('Ευρήματα').selectOption('appeal');
    expect(await script(page)).toContain('Παιγμένο φύλλο είναι το ♠9');
    await page.close();
  });

  test('without JavaScript the booklet ruling is on the page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/ru/cases/hbf-played-card/5/`);
    const text = await page.locator('ruling-calculator [data-static]').last().innerText();
    expect(text).toContain('Сыграна ♦6');
    await context.close();
  });
});
