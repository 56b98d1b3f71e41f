// Browser tests of the ruling calculator on the built site (npm run build first).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.ts';

const site = useSite();

const script = (page: Page) => page.locator('ruling-calculator .calc-out [data-chosen] .calc-script').innerText();
/** Reveals the answer and starts the calculator (its engine loads on first use). */
const open = async (page: Page) => {
  await page.locator('think-first button[data-reveal]').click();
  await page.locator('ruling-calculator button[data-calc-start]').click();
  await page.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor();
};

describe('ruling calculator', () => {
  test('case 5: the booklet ruling (♦6), changed by the finding, restored from the URL hash', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/5/`);
    // The calculator sits in the "think first" answer: reveal it, then start it.
    await open(page);
    expect(await script(page)).toContain('♦6 is the card played');
    const intention = page.getByLabel('Declarer’s different intention');
    expect(await intention.inputValue()).toBe('not-incontrovertible');
    await intention.focus();
    await page.keyboard.press('ArrowUp'); // keyboard: select the previous option, "incontrovertible"
    await page.locator('ruling-calculator select[name="j0-intention"]').dispatchEvent('change');
    expect(await intention.inputValue()).toBe('incontrovertible');
    expect(await script(page)).toContain('♦10 is the card played');
    expect(await page.locator('ruling-calculator .calc-status').innerText()).toContain('♦10');
    expect(await page.locator('ruling-calculator .calc-chain a').first().getAttribute('href')).toBe('/en/laws/46/#B2');
    const url = page.url();
    expect(url).toContain('#calc=');
    const again = await site.browser.newPage();
    await again.goto(url);
    await again.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor();
    expect(await script(again)).toContain('♦10 is the card played');
    expect(await again.locator('ruling-calculator .calc-warning').isHidden()).toBe(true);
    await page.close();
    await again.close();
  });

  test('a hostile hash is ignored with a visible message and never rendered', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const hostile = encodeURIComponent('{"s":"main","b":"director","j":{"intention":"<img src=x onerror=alert(1)>"},"w":[{},{}]}');
    await page.goto(`${site.base}/en/cases/hbf-played-card/5/#calc=${hostile}`);
    await page.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor();
    const warning = page.locator('ruling-calculator .calc-warning');
    expect(await warning.isVisible()).toBe(true);
    expect(await warning.innerText()).toContain('could not be read');
    expect(await page.locator('ruling-calculator img').count()).toBe(0);
    expect(await script(page)).toContain('♦6 is the card played');
    await page.goto(`${site.base}/en/cases/hbf-played-card/7/#calc=%E0%A4%A`); // not even URI-decodable
    await page.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor();
    expect(await page.locator('ruling-calculator .calc-warning').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('works in Greek, and case 7 shows both outcomes with the IMP difference', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/el/cases/hbf-played-card/7/`);
    await open(page);
    expect(await page.locator('ruling-calculator h2').innerText()).toBe('Υπολογιστής αποφάσεων');
    expect(await script(page)).toContain('Παιγμένο φύλλο είναι το ♠Q');
    const score = await page.locator('ruling-calculator .calc-out [data-chosen] .calc-score').innerText();
    expect(score).toContain('6♥=');
    expect(score).toContain('6♥-1');
    expect(score).toContain('IMP');
    await page.getByLabel('Ευρήματα').selectOption('appeal');
    expect(await script(page)).toContain('Παιγμένο φύλλο είναι το ♠9');
    await page.close();
  });

  test('case 5: the designation changed from "diamond" (suit only) to a named card changes the card played', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/5/`);
    await open(page);
    const calc = page.locator('ruling-calculator');
    expect(await script(page)).toContain('♦6 is the card played');
    // The first fact: declarer's words, with labelled controls.
    const words = calc.locator('select[name="e0-words"]');
    expect(await words.inputValue()).toBe('suit');
    expect(await calc.locator(`label[for="${await words.getAttribute('id')}"]`).innerText()).toBe('Words');
    await words.selectOption('card');
    const card = calc.locator('select[name="e0-card"]');
    // Only dummy's cards of the diagram, and one card dummy does not hold.
    const options = await card.locator('option').allInnerTexts();
    expect(options.slice(0, 2)).toEqual(['♦10', '♦6']);
    expect(options.at(-1)).toContain('a card dummy does not hold');
    await card.selectOption('D6');
    expect(await script(page)).toContain('♦6 is the card played');
    expect(await script(page)).not.toContain('♦10');
    await card.selectOption('DT');
    expect(await script(page)).toContain('♦10 is the card played');
    expect(await calc.locator('.calc-out [data-chosen] .calc-chain').innerText()).toContain('46A');
    expect(await calc.locator('.calc-status').innerText()).toContain('♦10');
    // A card dummy does not hold designates nothing (46B4): declarer designates again.
    await card.selectOption({ index: options.length - 1 });
    expect(await calc.locator('.calc-out [data-chosen] .calc-chain').innerText()).toContain('46B4');
    await page.close();
  });

  test("case 15c: how a defender's card was exposed decides major, minor or no penalty card; the edit survives the URL", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/15/`);
    await open(page);
    const calc = page.locator('ruling-calculator');
    await calc.locator('select[name="scenario"]').selectOption('c');
    const pick = (name: string, value: string) => calc.locator(`select[name="${name}"]`).selectOption(value);
    expect(await calc.locator('select[name="e0-seat"]').inputValue()).toBe('W');
    expect(await calc.locator('select[name="e0-act"]').inputValue()).toBe('expose');
    await pick('j0-inTurn', 'false'); // not West's turn: an exposed card is a penalty card
    expect(await script(page)).toContain('♦7 stays on the table as a major penalty card');
    await pick('e0-act', 'drop'); // dropped, not held: inadvertent, below honour rank
    expect(await script(page)).toContain('♦7 stays on the table as a minor penalty card');
    await pick('e0-act', 'expose');
    await pick('j0-visibleToPartner', 'false'); // partner could not have seen it
    expect(await script(page)).toContain('♦7 goes back to the hand');
    expect(await script(page)).not.toContain('penalty card');
    await pick('e0-seen', 'partner'); // the facts: partner saw it
    expect(await script(page)).toContain('♦7 stays on the table as a major penalty card');
    expect(await calc.locator('.calc-out [data-chosen] .calc-chain').innerText()).toContain('50B');
    await pick('e0-card', '?'); // an unnamed card: no honour, still deliberate
    expect(await script(page)).toContain('major penalty card');
    await pick('e0-card', 'D7');
    // The edited incident in the hash: a new page shows the same facts and ruling.
    const url = page.url();
    expect(decodeURIComponent(url)).toContain('"seenBy":["E"]');
    const again = await site.browser.newPage();
    await again.goto(url);
    await again.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor();
    expect(await again.locator('ruling-calculator .calc-warning').isHidden()).toBe(true);
    expect(await again.locator('ruling-calculator select[name="scenario"]').inputValue()).toBe('c');
    expect(await again.locator('ruling-calculator select[name="e0-seen"]').inputValue()).toBe('partner');
    expect(await script(again)).toContain('♦7 stays on the table as a major penalty card');
    await page.close();
    await again.close();
  });

  test('hostile or mismatched edited facts in the hash are ignored with the message; a fitting edit is read', async () => {
    const errors: string[] = [];
    const facts = (first: unknown) => [
      first,
      { type: 'dummy' },
      { type: 'designate', seat: 'S', says: { suit: 'D' }, kind: 'repetition' },
      { type: 'play', seat: 'N', card: 'D6' },
      { type: 'play', seat: 'E', card: 'D9' },
      { type: 'statement', seat: 'S', kind: 'intended', cards: ['DT'] },
    ];
    const open = async (state: unknown) => {
      const page = await site.browser.newPage(); // a new page: a changed hash alone does not reload
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${site.base}/en/cases/hbf-played-card/5/#calc=${encodeURIComponent(JSON.stringify(state))}`);
      await page.locator('ruling-calculator .calc-out [data-chosen] > :is(h3, h4):first-child').waitFor(); // a state in the URL starts the calculator
      return page;
    };
    const warned = (page: Page) => page.locator('ruling-calculator .calc-warning').isVisible();
    const said = { type: 'designate', seat: 'S', says: { suit: 'D' }, kind: 'designation' };
    const hostile = [
      { ...said, says: { suit: '<img src=x onerror=alert(1)>' } },
      { ...said, note: '<script>alert(1)</script>' }, // a field no control sets, not the booklet's
      { ...said, kind: 'claim' }, // a statement's kind on a designation
      { type: 'play', seat: 'S', card: 'D6' }, // not the kind of fact the booklet has here
      { ...said, seat: 'X' },
    ];
    for (const first of hostile) {
      const page = await open({ s: 'main', b: 'director', j: {}, e: facts(first) });
      expect(await warned(page)).toBe(true);
      expect(await page.locator('ruling-calculator img, ruling-calculator .calc-out script').count()).toBe(0);
      expect(await script(page)).toContain('♦6 is the card played'); // the booklet instead
      await page.close();
    }
    const missing = await open({ s: 'main', b: 'director', j: {}, e: facts(said).slice(1) });
    expect(await warned(missing)).toBe(true);
    await missing.close();
    const edited = await open({ s: 'main', b: 'director', j: {}, e: facts({ ...said, says: { card: 'DT' } }) });
    expect(await warned(edited)).toBe(false);
    expect(await script(edited)).toContain('♦10 is the card played');
    await edited.close();
    expect(errors).toEqual([]);
  });

  test('without JavaScript the booklet ruling is on the page', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/cases/hbf-played-card/5/`);
    const text = await page.locator('ruling-calculator [data-static]').last().innerText();
    expect(text).toContain('Сыграна ♦6');
    await context.close();
  });

  test('case 11: both disputed cards are scored with the IMP difference, with and without JavaScript', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/11/`);
    await page.locator('think-first button[data-reveal]').click();
    const rows = async (where: string) => page.locator(`ruling-calculator ${where} .calc-score tbody tr`).allInnerTexts();
    const staticRows = await rows('[data-static]');
    expect(staticRows.some((r) => r.includes('♦9') && r.includes('3NT+1'))).toBe(true);
    expect(staticRows.some((r) => r.includes('♦J') && r.includes('3NT-1'))).toBe(true);
    await page.locator('ruling-calculator button[data-calc-start]').click();
    await page.locator('ruling-calculator .calc-out [data-chosen] .calc-score').waitFor();
    expect((await rows('.calc-out [data-chosen]')).length).toBe(2);
    expect(await page.locator('ruling-calculator .calc-out [data-chosen] .calc-score tfoot').innerText()).toContain('10 IMPs');
    // No finding un-plays the ♦9 faced on the table: none is asked about it.
    expect(await page.locator('ruling-calculator select[name$="-visibleToPartner"]').count()).toBe(0);
    expect(await script(page)).toContain('♦9 is the card played');
    await page.close();
  });

  // Case 11 has a director's ruling and an appeals committee's, each ruled differently by the two
  // codes: each pair of rulings stands under the title of whose it is, with or without JavaScript.
  test.each([
    ['en', 'Findings of the director', 'Findings of the appeals committee'],
    ['ru', 'Выводы судьи', 'Выводы апелляционного комитета'],
    ['pl', 'Ustalenia sędziego', 'Ustalenia komisji odwoławczej'],
    ['el', 'Ευρήματα του Διαιτητή', 'Ευρήματα της Επιτροπής Εφέσεων'],
  ])('case 11 (%s): the two pairs of rulings (2007 and 2017) are labelled director and appeals committee', async (lang, director, appeal) => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/${lang}/cases/hbf-played-card/11/`);
    const titles = await page.locator('ruling-calculator [data-static] .calc-codes > h4').allInnerTexts();
    expect(titles).toEqual([director, appeal]);
    await context.close();
  });

  test('case 11: West cannot play a second card to the trick he led to; "to the next trick" makes it a new trick', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/11/`);
    await open(page);
    const calc = page.locator('ruling-calculator');
    await calc.locator('select[name="e0-seat"]').selectOption('W');
    const warning = calc.locator('.calc-out [data-chosen] .calc-warning');
    expect(await warning.innerText()).toContain('Fact 1 cannot happen: West has already played the ♦6 to this trick');
    expect(await calc.locator('.calc-out .calc-script').count()).toBe(0);
    expect(await calc.locator('.calc-status').innerText()).toContain('cannot happen');
    await calc.locator('select[name="e0-trick"]').selectOption('next');
    expect(await calc.locator('.calc-out .calc-warning').count()).toBe(0);
    await page.close();
  });

  // Case 7 made into two designations in a row (the clarification's kind changed): the second
  // is named as a fact that cannot happen, in each interface, instead of being ruled.
  test.each([
    ['en', 'Fact 2 cannot happen', 'make this fact a correction'],
    ['ru', 'Факт 2 невозможен', 'сделайте этот факт исправлением'],
    ['pl', 'Fakt 2 jest niemożliwy', 'zrób z tego faktu poprawkę'],
    ['el', 'Το γεγονός 2 δεν μπορεί να συμβεί', 'κάντε αυτό το γεγονός διόρθωση'],
  ])('case 7 (%s): a second designation of a card of dummy to the same trick is named as impossible, not ruled', async (lang, cannot, advice) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/${lang}/cases/hbf-played-card/7/`);
    await open(page);
    const calc = page.locator('ruling-calculator');
    await calc.locator('select[name="e2-kind"]').selectOption('designation');
    const warning = calc.locator('.calc-out [data-chosen] .calc-warning');
    expect(await warning.innerText()).toContain(cannot);
    expect(await warning.innerText()).toContain(advice);
    expect(await warning.innerText()).toContain('♠9');
    expect(await calc.locator('.calc-out .calc-script').count()).toBe(0);
    await calc.locator('select[name="e2-kind"]').selectOption('correction');
    expect(await calc.locator('.calc-out .calc-warning').count()).toBe(0);
    await page.close();
  });

  test("case 7: changing declarer's words clears the booklet's finding about them, and a finding of the reader's own is marked", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/7/`);
    await open(page);
    const calc = page.locator('ruling-calculator');
    expect(await calc.locator('select[name="j0-intention"]').inputValue()).toBe('incontrovertible');
    await calc.locator('select[name="e0-words"]').selectOption('high');
    expect(await calc.locator('.calc-status').innerText()).toContain('findings about the changed fact were cleared');
    expect(await calc.locator('select[name="j0-intended"]').count()).toBe(0);
    expect(await script(page)).toContain('♠Q is the card played');
    await calc.locator('select[name="e0-words"]').selectOption('suit');
    await calc.locator('select[name="j0-intention"]').selectOption('not-incontrovertible');
    expect(await calc.locator(`label[for="${await calc.locator('select[name="j0-intention"]').getAttribute('id')}"]`).innerText()).toContain('(your finding)');
    await page.close();
  });

  test('at 390 px the score table scrolls inside its box and nothing overflows the page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.base}/en/cases/hbf-played-card/11/`);
    await open(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page
      .locator('ruling-calculator .calc-out [data-chosen] .calc-scroll')
      .evaluate((e) => ({ tab: e.getAttribute('tabindex'), fits: e.getBoundingClientRect().right <= window.innerWidth }));
    expect(box).toEqual({ tab: '0', fits: true }); // focusable, so the keyboard can scroll it
    for (const f of await page.locator('ruling-calculator fieldset').all()) expect(await f.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    await page.close();
  });
});
