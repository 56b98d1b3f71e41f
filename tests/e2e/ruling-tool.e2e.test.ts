// The ruling tool: a director describes an incident from scratch and gets the ruling; the state
// is in the URL; position problems show with their line; four languages; no JS explains itself.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();
const tool = (page: Page) => page.locator('ruling-tool');

describe('ruling tool', () => {
  test('an incident described from scratch: declarer says "spade", then changes his mind to the ace', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/tools/ruling/`);
    const t = tool(page);
    expect(await t.locator('.calc-out').innerText()).toContain('No fact yet');
    await t.locator('button[data-add]').click();
    // The new fact's first control has focus; its words are "a suit only", spades.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('e0-kind');
    expect(await t.locator('.calc-out .calc-script').innerText()).toContain('♠Q is the card played');
    expect(await t.locator('.calc-out .calc-chain a').first().getAttribute('href')).toBe('/en/laws/46/#B2');
    // A second fact: declarer says what he meant; the engine asks the director for the finding.
    await t.locator('select[name="add-kind"]').selectOption('statement');
    await t.locator('button[data-add]').click();
    await t.locator('select[name="e1-card"]').selectOption('SA');
    expect(await t.locator('.calc-out .calc-needs').innerText()).toContain('Declarer’s different intention');
    await t.locator('select[name="j0-intention"]').selectOption('incontrovertible');
    expect(await t.locator('.calc-out .calc-script').innerText()).toContain('♠A is the card played');
    // The link keeps the incident.
    const url = page.url();
    expect(url).toContain('#incident=');
    const again = await site.browser.newPage();
    await again.goto(url);
    expect(await tool(again).locator('.calc-out .calc-script').innerText()).toContain('♠A is the card played');
    // Removing the statement: the reader's finding about the designation stays, and without the
    // stated card the engine asks which card declarer meant.
    await tool(again).locator('button[data-remove="1"]').click();
    expect(await tool(again).locator('select[name^="e1-"]').count()).toBe(0);
    expect(await tool(again).locator('.calc-out .calc-needs').innerText()).toContain('The intended card');
    await page.close();
    await again.close();
  });

  test('a revoke: the director gives the winner of each trick after the facts, and the transfer is ruled', async () => {
    // 4♠ by South, three tricks left: West leads the ♥A, East ruffs with the ♠2 holding the ♥3 and
    // leads to the next trick (established, 63A1). Who wins the two tricks after the facts decides 64A.
    const state = {
      p: 'W: .AK.K.\nN: .2.Q.A\nE: 2.3.J.\nS: AK.4..\ndeclarer: S\ncontract: 4S\ntrick: W:HA H2',
      w: { declarer: 8, defenders: 2 },
      e: [
        { type: 'play', seat: 'E', card: 'S2' },
        { type: 'play', seat: 'S', card: 'H4' },
        { type: 'play', seat: 'E', card: 'DJ' },
      ],
      j: {},
    };
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/tools/ruling/#incident=${encodeURIComponent(JSON.stringify(state))}`);
    const t = tool(page);
    expect(await t.locator('.calc-out .calc-needs').innerText()).toContain('Who won each trick after those the facts play out');
    // One select a trick, with the seats; the ruling waits until each has its winner.
    expect(await t.locator('select[name^="j-tricksAfter-"]').count()).toBe(2);
    expect(await t.locator('label[for$="-j-tricksAfter-0"]').innerText()).toBe('Trick 1 after the facts');
    await t.locator('select[name="j-tricksAfter-0"]').selectOption('S');
    expect(await t.locator('.calc-out .calc-needs').count()).toBe(1);
    await t.locator('select[name="j-tricksAfter-1"]').selectOption('S');
    // East won the revoke trick and his side no later one: one trick goes to North–South (64A1).
    expect(await t.locator('.calc-out').innerText()).toContain(
      'East won the revoke trick and his side won no later trick: that trick goes to the non-offending side.',
    );
    expect(await t.locator('.calc-out .calc-needs').count()).toBe(0);
    expect(page.url()).toContain(encodeURIComponent('"tricksAfter":["S","S"]'));
    await page.close();
  });

  test('a position problem is shown with its line, and the ruling waits for it', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/pl/tools/ruling/`);
    const area = tool(page).locator('textarea[name="position"]');
    await area.fill('N: AQ10.K..\nS: 32.A..\nshown: SH\ndeclarer: S');
    await area.dispatchEvent('change');
    expect(await tool(page).locator('.tool-errors').innerText()).toMatch(/^Wiersz 1, \d+: /);
    expect(await tool(page).locator('.calc-out .calc-warning').innerText()).toContain('Program nie może jeszcze orzec');
    await page.close();
  });

  test('a hostile link is ignored with the message and never rendered; without JS the page explains itself', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const hostile = encodeURIComponent(
      JSON.stringify({ p: 'N: A...', e: [{ type: 'designate', seat: 'S', says: { suit: '<img src=x onerror=alert(1)>' }, kind: 'designation' }], j: {} }),
    );
    await page.goto(`${site.base}/el/tools/ruling/#incident=${hostile}`);
    expect(await tool(page).locator('.calc-warning').first().isVisible()).toBe(true);
    expect(await tool(page).locator('img').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const nojs = await context.newPage();
    await nojs.goto(`${site.base}/ru/tools/ruling/`);
    expect(await nojs.locator('ruling-tool').innerText()).toContain('Инструменту нужен JavaScript');
    await context.close();
  });
});
