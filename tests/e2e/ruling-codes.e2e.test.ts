// The code switch (2007 / 2017 Laws) of the case calculator and the ruling tool, on the built
// site: the choice is kept in the URL, and where the codes rule differently both rulings show
// side by side with the change note.
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

describe('the Laws code of a ruling', () => {
  test("case 5: the booklet's ruling is under the 2007 Laws, without JS the page says the 2017 Laws rule the same; the switch rules under 2017 and the URL keeps it", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/5/`);
    const calc = page.locator('ruling-calculator');
    expect(await calc.locator('[data-static] .calc-ruling h4').first().innerText()).toContain('(2007 Laws)');
    expect(await calc.locator('[data-static] .calc-code-same').first().innerText()).toBe('The 2017 Laws give the same ruling.');
    await page.locator('think-first button[data-reveal]').click();
    await calc.locator('button[data-calc-start]').click();
    await calc.locator('.calc-out h3').waitFor();
    const code = calc.getByLabel('Laws');
    expect(await code.inputValue()).toBe('2007');
    await code.selectOption('2017');
    await page.waitForFunction(() => document.querySelector('ruling-calculator .calc-out h3')?.textContent?.includes('2017'));
    expect(await calc.locator('.calc-out .calc-script').innerText()).toContain('♦6 is the card played');
    expect(await calc.locator('.calc-out .calc-code-same').innerText()).toBe('The 2007 Laws give the same ruling.');
    expect(decodeURIComponent(page.url())).toContain('"c":2017');
    const again = await site.browser.newPage();
    await again.goto(page.url());
    await again.locator('ruling-calculator .calc-out h3').waitFor();
    expect(await again.locator('ruling-calculator select[name="code"]').inputValue()).toBe('2017');
    await page.close();
    await again.close();
  });

  test('the ruling tool: a slip corrected after declarer played from hand — two rulings side by side under the change note', async () => {
    const p = ['N: AQ3.KJ2.T95.8643', 'E: K87.A94.QJ42.T97', 'S: J52.Q853.AK7.AKQ', 'W: T964.T76.863.J52', 'contract: 3NT', 'declarer: S', 'trick: W:S4'].join(
      '\n',
    );
    const e = [
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
      { type: 'play', seat: 'E', card: 'S7' },
      { type: 'play', seat: 'S', card: 'S2' },
      { type: 'designate', seat: 'S', says: { card: 'SA' }, kind: 'correction', timing: 'immediate' },
    ];
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/tools/ruling/#incident=${encodeURIComponent(JSON.stringify({ p, e, j: { slip: 'tongue' }, c: 2017 }))}`);
    const out = page.locator('ruling-tool .calc-out');
    await out.locator('.calc-codes').waitFor();
    expect(await page.locator('ruling-tool select[name="code"]').inputValue()).toBe('2017');
    expect(await out.locator('.calc-change').innerText()).toContain('next plays a card');
    expect(await out.locator('.calc-codes > h2').innerText()).toBe('Ruling');
    const columns = out.locator('.calc-codes-pair > .calc-ruling');
    expect(await columns.count()).toBe(2);
    expect(await columns.nth(0).locator('h3').innerText()).toBe('Ruling under the 2007 Laws');
    expect(await columns.nth(0).locator('.calc-script').innerText()).toContain('♠A is the card played');
    expect(await columns.nth(1).locator('h3').innerText()).toBe('Ruling under the 2017 Laws');
    expect(await columns.nth(1).locator('.calc-script').innerText()).toContain('♠Q is the card played');
    expect(await columns.nth(1).locator('.calc-chain').innerText()).toContain('45C4(b)');
    await page.close();
  });
});
