// The ruling tool's Law 16 form (<ui-tool>): a director types the auction (a faulty call is marked
// where it is), picks the hesitation and the call after it, answers the findings by keyboard, and
// reads the ruling under both codes in the page's language; without JS the questions are listed.
// Expected scores worked by hand: 3♠= by North (nobody vulnerable) +140; 3♥= by West −140, 3♥−1 +50;
// weighted 60/40 → −64 to North–South.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();
const tool = (page: Page) => page.locator('ui-tool');

describe('ruling tool: Law 16 in the auction', () => {
  test('a hesitation, South’s 3♠, the findings: 2017 weights the results; 2007 asks first whether weighting is allowed', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/tools/ruling/`);
    const t = tool(page);
    const calls = t.locator('input[name="calls"]');
    // A faulty call is named at its number, in the list under the auction, as it is typed.
    await calls.fill('1S 2H 2S 3H P P 3S 2C');
    expect(await t.locator('.ui-auction li.ui-call-bad').innerText()).toContain('2♣');
    expect(await t.locator('#ui16-calls-errors').innerText()).toContain('Call 8 (2♣): this bid is not higher than the last bid');
    expect(await t.locator('.ui-out').innerText()).toContain('Correct the calls marked above first.');
    expect(await calls.getAttribute('aria-invalid')).toBe('true');
    await calls.fill('1S 2H 2S 3H P P 3S P P P');
    expect(await t.locator('#ui16-calls-errors li').count()).toBe(0);
    expect(await calls.getAttribute('aria-invalid')).toBeNull();
    expect(await t.locator('.ui-contract').innerText()).toBe('Contract: 3♠, declarer North.');
    // The example picks North's slow pass (call 5) and South's 3♠ (call 7).
    expect(await t.locator('select[name="at"]').inputValue()).toBe('5');
    expect(await t.locator('select[name="act"]').inputValue()).toBe('7');
    expect(await t.locator('.ui-out').innerText()).toContain('Did North make extraneous information available to South');
    // The findings, by keyboard: focus a select and choose with the keys.
    await t.locator('select[name="madeAvailable"]').focus();
    await page.keyboard.press('ArrowDown');
    await t.locator('select[name="suggested"]').selectOption('true');
    await t.locator('select[name="logicalAlternative"]').selectOption('true');
    await t.locator('input[name="peers"]').fill('35');
    await t.locator('input[name="o0-result"]').fill('3H=');
    await t.locator('select[name="o0-declarer"]').selectOption('W');
    await t.locator('input[name="o0-weight"]').fill('60');
    await t.locator('input[name="o1-result"]').fill('3H-1');
    await t.locator('select[name="o1-declarer"]').selectOption('W');
    await t.locator('input[name="o1-weight"]').fill('40');
    const out = t.locator('.ui-out');
    // 2007 (the default code) still needs the regulating authority's word; 2017 beside it is adjusted.
    expect(await out.innerText()).toContain('The 2007 and the 2017 Laws rule differently here');
    expect(await out.innerText()).toContain('Does the regulating authority allow weighted adjusted scores?');
    expect(await out.innerText()).toContain('Adjusted score: −64 to North–South, +64 to East–West.');
    expect(await out.innerText()).toContain('35% of the players polled would seriously consider it');
    // 2007 without weighting: 12C1(e) — both results likely; the non-offenders get the most favourable
    // likely (3♥=), the offenders the most unfavourable probable (3♥=): −140 to North–South.
    await t.locator('input[name="o0-likely"]').check();
    await t.locator('input[name="o1-likely"]').check();
    await t.locator('select[name="weighting"]').selectOption('false');
    expect(await out.locator('section').first().innerText()).toContain('Adjusted score: −140 to North–South, +140 to East–West.');
    expect(await t.locator('.calc-status').innerText()).toContain('Adjusted score: −140');
    await page.close();
  });

  test('in Russian, the reasons and the form speak the page’s language; an opponent’s action is not Law 16B', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru/tools/ruling/`);
    const t = tool(page);
    expect(await t.locator('label[for="ui16-act"]').innerText()).toBe('Заявка, сделанная после этого');
    // East's pass (call 6) after North's slow pass: an opponent acts, 73D1.
    await t.locator('select[name="act"]').selectOption('6');
    const out = await t.locator('.ui-out').innerText();
    // The law's number in Russian notation (Cyrillic В), as the reasons write it.
    expect(out).toContain('Правило 16В не применяется');
    // Both codes say so, citing each its own law on a deceptive manner (2007 73F, 2017 73E2): side by side.
    expect(out).toContain('Здесь Правила 2007 и 2017 годов решают по-разному');
    expect(await t.locator('.ui-out section').count()).toBe(2);
    await page.close();
  });

  test('the link keeps the incident: a changed form opens again as it was left, under its code; a broken link says so', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/tools/ruling/`);
    const t = tool(page);
    await t.locator('select[name="madeAvailable"]').selectOption('true');
    await t.locator('select[name="suggested"]').selectOption('true');
    await t.locator('select[name="logicalAlternative"]').selectOption('true');
    await t.locator('input[name="o0-result"]').fill('3H=');
    await t.locator('select[name="o0-declarer"]').selectOption('W');
    await t.locator('input[name="o0-weight"]').fill('100');
    await t.locator('input[name="o0-likely"]').check();
    await t.locator('select[name="code"]').selectOption('2017');
    const ruling = await t.locator('.ui-out').innerText();
    expect(ruling).toContain('Adjusted score: −140 to North–South, +140 to East–West.');
    // The address bar follows the form, and the share link points to the same state.
    const href = await t.locator('a[data-share]').getAttribute('href');
    expect(href).toMatch(/^#law16=/);
    expect(new URL(page.url()).hash).toBe(href);
    const again = await site.browser.newPage();
    await again.goto(`${site.base}/en/tools/ruling/${href}`);
    const u = tool(again);
    expect(await u.locator('select[name="suggested"]').inputValue()).toBe('true');
    expect(await u.locator('input[name="o0-result"]').inputValue()).toBe('3H=');
    expect(await u.locator('input[name="o0-weight"]').inputValue()).toBe('100');
    expect(await u.locator('input[name="o0-likely"]').isChecked()).toBe(true);
    expect(await u.locator('select[name="code"]').inputValue()).toBe('2017');
    expect(await u.locator('.ui-out').innerText()).toBe(ruling);
    // A link that cannot be read shows the example and says why.
    await again.goto(`${site.base}/en/tools/ruling/#law16=%7B%22dealer%22%3A%22Q%22%7D`);
    await again.reload();
    expect(await tool(again).locator('.calc-warning').first().innerText()).toContain('could not be read');
    expect(await tool(again).locator('select[name="at"]').inputValue()).toBe('5');
    await again.close();
    await page.close();
  });

  test('without JavaScript the page lists the director’s questions in order', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/pl/tools/ruling/`);
    const text = await tool(page).innerText();
    expect(text).toContain('Ten formularz wymaga JavaScriptu.');
    expect(text).toContain('Czy inna zapowiedź była logiczną alternatywą?');
    await context.close();
  });
});
