// Claim pages in the browser (npm run build first): a claim case's calculator (edit → the ruling
// follows, the state in the URL hash, a hostile hash refused), the claim tool, each in two
// languages, with and without JavaScript; the commentary's paragraphs and the cases linked both
// ways; axe on the live calculator and the tool.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, WCAG_TAGS } from './axe.ts';
import { useSite } from './site.ts';
import { HANG_MS } from './hang.ts';

const site = useSite();
const CASE = '/cases/claims/forgotten-trump/';
const calc = (page: Page) => page.locator('claim-calculator');
/** The verdict once the engine (a Web Worker) has answered the last change. */
const settled = async (host: Locator) => {
  await host.locator('.calc-out[aria-busy="false"] .claim-verdict, .calc-out[aria-busy="false"] .calc-warning').first().waitFor();
  return host.locator('.calc-out .claim-verdict').innerText();
};
const verdict = (page: Page) => settled(calc(page));

/** Reveals the ruling and starts the calculator (its engine loads on first use). */
const open = async (page: Page) => {
  await page.locator('think-first button[data-reveal]').click();
  await calc(page).locator('button[data-calc-start]').click();
  await calc(page).locator('.calc-out .claim-verdict').waitFor();
};

describe('claim calculator', () => {
  test('en: a finding, then the statement, change the ruling; the hash restores it', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/en${CASE}`);
    await open(page);
    // The case's own facts: declarer forgot East's trump, and a heart cashed first is ruffed.
    expect(await verdict(page)).toContain('The director adjusts: declarer’s side 2, the defenders 1.');
    expect(await calc(page).locator('.claim-line li').count()).toBeGreaterThan(0);
    expect(await calc(page).locator('.calc-chain a').first().getAttribute('href')).toMatch(/^\/en\/laws\/(68|70)\/#/);
    // The director finds declarer knew of the trump (keyboard: focus the select, choose "yes").
    const aware = page.getByLabel('The claimer was aware of the outstanding trump', { exact: true });
    await aware.focus();
    await aware.selectOption('true');
    expect(await verdict(page)).toContain('It stands: declarer’s side 3, the defenders 0.');
    expect(await calc(page).locator('.calc-status').innerText()).toContain('Ruling updated.');
    // The focus stays on the control the reader used, though the form is redrawn.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('f-awareOfTrump');
    const url = page.url();
    expect(url).toContain('#claim=');
    // Back to not aware, and a statement that draws the trump first: the claim stands again.
    await aware.selectOption('false');
    expect(await verdict(page)).toContain('declarer’s side 2, the defenders 1');
    await calc(page).locator('select[name="add-kind"]').selectOption('draw-trumps');
    await calc(page).locator('button[data-step-add]').click();
    // A step that draws trumps deals with the trump (70C1): the mention shows "yes", fixed.
    expect(await calc(page).locator('select[name="trump"]').inputValue()).toBe('true');
    expect(await calc(page).locator('select[name="trump"]').isDisabled()).toBe(true);
    expect(await calc(page).locator('select[name="s0-do"]').inputValue()).toBe('draw-trumps');
    expect(await verdict(page)).toContain('It stands: declarer’s side 3, the defenders 0.');
    // The link restores the aware finding in a new page, without a notice.
    const again = await site.browser.newPage();
    await again.goto(url);
    await calc(again).locator('.calc-out .claim-verdict').waitFor();
    expect(await verdict(again)).toContain('It stands: declarer’s side 3, the defenders 0.');
    expect(await again.getByLabel('The claimer was aware of the outstanding trump', { exact: true }).inputValue()).toBe('true');
    expect(await calc(again).locator('.calc-warning').first().isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
    await again.close();
  });

  test('pl: a variant of the case, a step moved and removed; a hostile hash is refused with a notice', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/pl${CASE}`);
    await open(page);
    expect(await verdict(page)).toContain('Sędzia koryguje: strona rozgrywającego 2, obrońcy 1.');
    // The variant whose statement draws the trump: two steps; moving and removing them rules again.
    await calc(page).locator('select[name="scenario"]').selectOption('trump-mentioned');
    expect(await verdict(page)).toContain('Pozostaje w mocy');
    expect(await calc(page).locator('.claim-step').count()).toBe(2);
    await calc(page).locator('button[data-step-move="1:-1"]').click();
    expect(await calc(page).locator('select[name="s0-do"]').inputValue()).toBe('run');
    await calc(page).locator('button[data-step-remove="0"]').click();
    expect(await calc(page).locator('.claim-step').count()).toBe(1);
    expect(page.url()).toContain('%22v%22%3A%22trump-mentioned%22');
    // A hash with markup where a finding goes: refused whole, the case's facts shown, nothing injected.
    const hostile = encodeURIComponent(JSON.stringify({ e: 2017, s: [], f: { playerClass: '<img src=x onerror=alert(1)>' } }));
    const bad = await site.browser.newPage();
    bad.on('pageerror', (e) => errors.push(e.message));
    await bad.goto(`${site.base}/pl${CASE}#claim=${hostile}`);
    await calc(bad).locator('.calc-out .claim-verdict').waitFor();
    expect(await calc(bad).locator('.calc-warning').first().innerText()).toContain('Nie udało się odczytać roszczenia z linku');
    expect(await calc(bad).locator('img').count()).toBe(0);
    expect(await verdict(bad)).toContain('strona rozgrywającego 2, obrońcy 1');
    // A card the claimer's side does not hold: the engine's own input check refuses it too.
    await bad.goto(`${site.base}/pl${CASE}#claim=${encodeURIComponent(JSON.stringify({ e: 2017, s: [{ do: 'cash', cards: ['SK'] }], f: {} }))}`);
    await bad.reload();
    await calc(bad).locator('.calc-out .claim-verdict').waitFor();
    expect(await calc(bad).locator('.calc-warning').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
    await bad.close();
  });

  test('el: the director finds a play of the decisive line irrational for this player, and the claim stands', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/el/cases/claims/losing-finesse/`);
    await open(page);
    expect(await verdict(page)).toContain('Ο Διαιτητής επιδικάζει: στην πλευρά του εκτελεστή 1, στους αμυνόμενους 1.');
    const finding = calc(page).locator('select[name="fi-losing-finesse"]');
    expect(await page.locator(`label[for="${await finding.getAttribute('id')}"]`).innerText()).toBe(
      'Παίξιμο που κρίθηκε παράλογο για αυτόν τον παίκτη: εμπάς που χάνει',
    );
    await finding.selectOption('true');
    expect(await verdict(page)).toContain('Ισχύει: στην πλευρά του εκτελεστή 2, στους αμυνόμενους 0.');
    expect(decodeURIComponent(page.url())).toContain('"irrational":{"losing-finesse":true}');
    await page.close();
  });

  test('ru: a conditional step made from the controls with the keyboard — the condition and a step for each branch', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/ru${CASE}`);
    await open(page);
    const n = await calc(page).locator('.claim-step').count();
    // Keyboard only: choose "if …" in the add list, then press the add button with Enter.
    const kind = calc(page).locator('select[name="add-kind"]');
    await kind.focus();
    await kind.selectOption('if');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-step-add'))).toBe(true);
    await page.keyboard.press('Enter');
    await settled(calc(page));
    expect(await calc(page).locator('.claim-step').count()).toBe(n + 1);
    const step = calc(page).locator('.claim-step').nth(n);
    expect(await step.locator(`select[name="s${n}-do"]`).inputValue()).toBe('if');
    expect(await step.locator('.claim-if-when legend').innerText()).toBe('Условие');
    // The condition: a defender shows out of hearts; the first defender is offered at once.
    await step.locator(`select[name="s${n}-wsuit"]`).selectOption('H');
    await step.locator(`select[name="s${n}-wtest"]`).selectOption('showsOut');
    expect(await step.locator(`select[name="s${n}-wvalue"]`).inputValue()).toBe('E');
    // Then: draw trumps; otherwise: nothing stated.
    await step.locator(`select[name="s${n}-then-do"]`).selectOption('draw-trumps');
    await step.locator(`select[name="s${n}-else-do"]`).selectOption('');
    await settled(calc(page));
    expect(await step.locator(`select[name="s${n}-else-do"]`).inputValue()).toBe('');
    const hash = decodeURIComponent(page.url());
    expect(hash).toContain('{"do":"if","when":{"suit":"H","showsOut":"E"},"then":[{"do":"draw-trumps"}]}');
    expect(await calc(page).locator('.calc-status').innerText()).toContain('Решение обновлено');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('without JavaScript: the ruling of the case and of each variant is on the page (ru, en)', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru${CASE}`);
    const text = await page.locator('claim-calculator').innerText();
    expect(text).toContain('Судья корректирует: стороне разыгрывающего 2, защитникам 1.');
    expect(text).toContain('Остаётся в силе: стороне разыгрывающего 3, защитникам 0.');
    expect(await page.locator('claim-calculator .calc-static').count()).toBe(3);
    expect(await page.locator('claim-calculator button[data-calc-start]').isHidden()).toBe(true);
    // The position is drawn, with its four hands.
    expect(await page.locator('figure#deal-position [role="group"]').count()).toBe(4);
    await page.goto(`${site.base}/en${CASE}`);
    expect(await page.locator('claim-calculator .claim-tricks').first().innerText()).toContain('Declarer’s side');
    await context.close();
  });
});

describe('claim case in print', () => {
  test('the position and the ruling print; controls, buttons and the tool link do not', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/ru${CASE}`);
    await page.locator('think-first button[data-reveal]').click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('figure#deal-position').isVisible()).toBe(true);
    expect(await page.locator('claim-calculator .claim-ruling').first().isVisible()).toBe(true);
    expect(await page.locator('claim-calculator button[data-calc-start]').isVisible()).toBe(false);
    expect(await page.locator('.claim-tool-link').isVisible()).toBe(false);
    await page.close();
  });
});

describe('claim tool', () => {
  test('en: the example rules at once; a position problem shows its line; the link keeps the claim', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/tools/claim/`);
    const tool = page.locator('claim-tool');
    await tool.locator('.calc-out .claim-verdict').waitFor();
    expect(await tool.locator('[data-static]').first().isHidden()).toBe(true);
    const first = await tool.locator('.calc-out .claim-verdict').innerText();
    expect(first).toContain('A claim of 3 of the 3 remaining tricks.');
    // The claimer now claims two tricks only.
    await tool.locator('select[name="tricks"]').selectOption('2');
    expect(await settled(tool)).toContain('A claim of 2 of the 3 remaining tricks.');
    const url = page.url();
    expect(url).toContain('#claim-tool=');
    expect(await tool.locator('a[data-share]').getAttribute('href')).toBe(new URL(url).hash);
    // A position imported as deal text with a bad card: named by its field, and no ruling until it is mended.
    await tool.locator('details.claim-tool-import summary').click();
    const area = tool.locator('textarea[name="position"]');
    await area.fill('N: 2.K2..\nE: Q..Q2.\nS: AK.A1..\nW: .QJ..9\ncontract: 4S\ndeclarer: S\nlead: S\nwon: 8 2');
    expect(await tool.locator('.tool-errors').innerText()).toContain('South ♥: “1” is not a card');
    expect(await tool.locator('input[name="h-S-H"]').inputValue()).toBe('A1');
    expect(await tool.locator('.calc-out .calc-warning').innerText()).toContain('The ruling needs a valid position');
    const again = await site.browser.newPage();
    await again.goto(url);
    expect(await settled(again.locator('claim-tool'))).toContain('A claim of 2 of the 3 remaining tricks.');
    await page.close();
    await again.close();
  });

  test('el: a statement step added from the controls; without JS (ru) the page explains and shows the example ruling', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/el/tools/claim/`);
    const tool = page.locator('claim-tool');
    await tool.locator('.calc-out .claim-verdict').waitFor();
    const steps = await tool.locator('.claim-step').count();
    await tool.locator('select[name="add-kind"]').selectOption('concede');
    await tool.locator('button[data-step-add]').click();
    expect(await tool.locator('.claim-step').count()).toBe(steps + 1);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-step-add'))).toBe(true);
    expect(await settled(tool)).toMatch(/Διεκδίκηση 3 από τις 3 λεβέ/);
    // The answer of the worker redraws the controls: the focus stays on the button the reader pressed.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-step-add'))).toBe(true);
    await page.close();
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const nojs = await context.newPage();
    await nojs.goto(`${site.base}/ru/tools/claim/`);
    const text = await nojs.locator('claim-tool').innerText();
    expect(text).toContain('Инструменту претензий нужен JavaScript');
    expect(text).toContain('Претензия на 3 из 3 оставшихся взяток.');
    expect(await nojs.locator('claim-tool .calc-chain a').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('claim tool on a 13-card position', () => {
  test('pl: the engine works in a worker — the page answers at once and says it is working; the ruling comes after', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/pl/tools/claim/`);
    const tool = page.locator('claim-tool');
    await settled(tool);
    // 6♠, West has led the ♣K at trick one; declarer claims twelve (tests/fixtures/claims/incidents).
    await tool.locator('details.claim-tool-import summary').click();
    const area = tool.locator('textarea[name="position"]');
    await area.fill('N: 987.432.432.7654\nE: 432.765.8765.A98\nS: AKQJT.AKQ.AKQJ.2\nW: 65.JT98.T9.KQJT3\ncontract: 6S\ndeclarer: S\ntrick: W:CK\nwon: 0 0');
    await area.dispatchEvent('change');
    expect(await tool.locator('.calc-out').getAttribute('aria-busy')).toBe('true');
    expect(await tool.locator('.calc-status').innerText()).toContain('Trwa obliczanie');
    // The page's thread is free while the search runs: a script and a control answer while the
    // ruling is still being worked out (a search on the page's thread would hold both until it ended).
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await tool.locator('select[name="tricks"]').focus();
    expect(await tool.locator('.calc-out').getAttribute('aria-busy')).toBe('true');
    await tool.locator('select[name="tricks"]').selectOption('12');
    await tool.locator('.calc-out[aria-busy="false"]').waitFor({ timeout: HANG_MS });
    expect(await tool.locator('.calc-out .claim-verdict').innerText()).toContain('12');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('claim cases among the other pages', () => {
  test('a commentary paragraph lists the cases illustrating it, and the case links back', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/commentary/ru-67-74/`);
    const links = page.locator('[id="70.5"] .para-cases a');
    expect(await links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`/en${CASE}`);
    await page.goto(`${site.base}/en${CASE}`);
    expect(await page.locator('.claim-illustrates a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain('/en/commentary/ru-67-74/#70.5');
    await page.close();
  });

  test('the claim cases are in study mode, the exam and the case index', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    // The claim cases' own study set: the position drawn, the ruling behind "think first", the reader's mark kept apart from the booklet's.
    await page.goto(`${site.base}/pl/study/claims/`);
    const problem = page.locator('article#case-forgotten-trump');
    expect(await problem.locator('figure').count()).toBe(1);
    expect(await problem.locator('[data-answer]').isVisible()).toBe(false);
    await problem.getByRole('button', { name: 'Pokaż orzeczenie' }).click();
    expect(await problem.locator('[data-answer]').isVisible()).toBe(true);
    await problem.locator('button[data-mark="right"]').click();
    const total = await page.locator('article.study-problem').count();
    expect(await page.locator('[data-progress-text]').innerText()).toBe(`Zaznaczono 1 z ${total}: dobrze 1, źle 0`);
    await page.goto(`${site.base}/pl/study/hbf-played-card/`);
    expect(await page.locator('[data-progress-text]').innerText()).toBe('Zaznaczono 0 z 18: dobrze 0, źle 0');
    await page.goto(`${site.base}/pl/exam/`);
    expect(await page.locator('[data-problem="claims/forgotten-trump"]').count()).toBe(1);
    await page.goto(`${site.base}/pl/cases/all/`);
    expect(await page.locator('#index-claims-forgotten-trump').count()).toBe(1);
    await page.goto(`${site.base}/pl/cases/claims/`);
    expect(await page.locator('h1').innerText()).toContain('Roszczenia i zrzeczenia');
    await context.close();
  });
});

describe('axe finds no violation on the claim pages with JavaScript at work', () => {
  test.each([
    ['the calculator started', `/en${CASE}`, 'light', 1280],
    ['the calculator started, dark, 360 px', `/ru${CASE}`, 'dark', 360],
    ['the tool', '/el/tools/claim/', 'light', 1280],
    ['the tool, dark, 360 px', '/pl/tools/claim/', 'dark', 360],
  ] as const)('%s', async (what, path, colorScheme, width) => {
    const context = await site.browser.newContext({ bypassCSP: true, colorScheme, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.base}${path}`);
    if (what.startsWith('the calculator')) await open(page);
    else await page.locator('claim-tool .calc-out .claim-verdict').waitFor();
    expect((await axeViolations(page, { tags: WCAG_TAGS })).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
