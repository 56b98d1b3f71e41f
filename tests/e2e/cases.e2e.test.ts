// Browser tests of case pages, deal diagrams, the think-first reveal, study mode and the case
// export, on the built site (npm run build first).
import { readFileSync } from 'node:fs';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { findBookletDiagrams } from '../../src/lib/cases/booklet-diagrams.ts';
import { parseDealTag } from '../../src/lib/bridge/index.ts';
import { casesExportSchema } from '../../src/schemas/cases-export.ts';
import { loadCollection } from '../../src/content-io/case-files.ts';
import { axeViolations } from './axe.ts';
import { useSite } from './site.ts';

const site = useSite();
/** Our own played-card cases (Laws 61–67), exported beside the booklet's. */
const OWN_PLAYED = loadCollection('revokes-tricks-ui').length;

const IDS = ['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))];
const caseUrl = (lang: string, id: string) => `${site.base}/${lang}/cases/hbf-played-card/${id}/`;

type Hands = Record<string, Record<string, string>>[];
/** The cards of each diagram (`figure.deal` under a diagram segment) as the page shows them: seat → suit → cards, 10 as T, a void as ''. */
function shownHands(figs: Element[]): Hands {
  return figs.map((f) =>
    Object.fromEntries(
      [...f.querySelectorAll<HTMLElement>('[data-seat]')].map((hand) => [
        hand.dataset.seat,
        Object.fromEntries(
          [...hand.querySelectorAll<HTMLElement>('[data-suit]')].map((li) => [
            li.dataset.suit,
            (li.querySelector('.deal-cards [aria-hidden]') ? '' : (li.querySelector('.deal-cards')?.textContent ?? '')).replace(/\s/g, '').replace(/10/g, 'T'),
          ]),
        ),
      ]),
    ),
  );
}

type El = DefaultTreeAdapterMap['element'];
type Nd = DefaultTreeAdapterMap['node'];
const attrOf = (e: El, name: string) => e.attrs.find((a) => a.name === name)?.value;
const hasClass = (e: El, c: string) => (attrOf(e, 'class') ?? '').split(/\s+/).includes(c);
const textOf = (n: Nd): string => (n.nodeName === '#text' && 'value' in n ? n.value : 'childNodes' in n ? n.childNodes.map(textOf).join('') : '');
/** The elements under `from` (itself excluded) that pass `test`, in document order. */
function below(from: Nd, test: (e: El) => boolean): El[] {
  const out: El[] = [];
  const walk = (n: Nd) => {
    for (const c of 'childNodes' in n ? n.childNodes : []) {
      if ('tagName' in c && test(c)) out.push(c);
      walk(c as Nd);
    }
  };
  walk(from);
  return out;
}
/** The same as `shownHands`, read from the built page at `path` (dist/). */
function builtHands(path: string): Hands {
  const doc = parseHtml(readFileSync(`dist${path}index.html`, 'utf8')) as unknown as Nd;
  const segments = below(doc, (e) => (attrOf(e, 'data-segment') ?? '').startsWith('diagram-'));
  const figs = segments.flatMap((s) => below(s, (e) => e.tagName === 'figure' && hasClass(e, 'deal')));
  return figs.map((f) =>
    Object.fromEntries(
      below(f, (e) => attrOf(e, 'data-seat') !== undefined).map((hand) => [
        attrOf(hand, 'data-seat'),
        Object.fromEntries(
          below(hand, (e) => attrOf(e, 'data-suit') !== undefined).map((li) => {
            const cards = below(li, (e) => hasClass(e, 'deal-cards'))[0];
            const hidden = cards ? below(cards, (e) => attrOf(e, 'aria-hidden') !== undefined).length > 0 : false;
            return [attrOf(li, 'data-suit'), (hidden || !cards ? '' : textOf(cards)).replace(/\s/g, '').replace(/10/g, 'T')];
          }),
        ),
      ]),
    ),
  );
}

describe('deal diagrams', () => {
  test.each([
    ['en', 'North, dummy', 'South, declarer', 'spades', 'hearts', 'void'],
    ['el', 'Βορράς, μορ', 'Νότος, εκτελεστής', 'πίκες', 'κούπες', 'σικάν'],
    ['ru', 'Север, болван', 'Юг, разыгрывающий', 'пики', 'червы', 'нет карт'],
  ])('a case page in %s shows the diagram with hands and suits named for screen readers', async (lang, north, south, spades, hearts, voidWord) => {
    const page = await site.browser.newPage();
    await page.goto(caseUrl(lang, '4'));
    const figure = page.locator('figure.deal').first();
    const dummy = figure.getByRole('group', { name: north, exact: true });
    await expect(dummy.isVisible()).resolves.toBe(true);
    await expect(figure.getByRole('group', { name: south, exact: true }).isVisible()).resolves.toBe(true);
    // Case 4, North: ♠ void, ♥64, ♦Q96, ♣ void — suits in order, each named.
    const names = await dummy.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names.slice(0, 2)).toEqual([spades, hearts]);
    expect(await dummy.locator('li').first().innerText()).toMatch(/^♠\uFE0E?\s*—/);
    expect(await dummy.locator('li').first().textContent()).toContain(voidWord);
    expect(await figure.locator('figcaption').innerText()).not.toBe('');
    await page.close();
  });

  // The diagrams are markup of the built page that no script changes (the test below shows it on
  // a page loaded in the browser), so each case's drawing is read from dist/ in the four
  // languages rather than loaded in the browser: 72 page loads fewer, the same cards compared.
  test.each(IDS)('case %s draws every diagram the booklet prints, card by card, in all four languages', (id) => {
    const data = parse(readFileSync(`content/cases/hbf-played-card/${id}/case.yaml`, 'utf8')) as { lines: [number, number] };
    const booklet = findBookletDiagrams(readFileSync('content/sources/003_436417375e333e0b.txt', 'utf8')).filter(
      (d) => d.line >= data.lines[0] && d.line <= data.lines[1],
    );
    for (const lang of ['en', 'ru', 'pl', 'el']) expect(builtHands(`/${lang}/cases/hbf-played-card/${id}/`), lang).toEqual(booklet.map((d) => d.hands));
  });

  test('the diagrams a reader sees are those of the built page: no script changes them (case 4, each language)', async () => {
    const page = await site.browser.newPage();
    for (const lang of ['en', 'ru', 'pl', 'el']) {
      await page.goto(caseUrl(lang, '4'));
      expect(await page.$$eval('[data-segment^="diagram-"] figure.deal', shownHands), lang).toEqual(builtHands(`/${lang}/cases/hbf-played-card/4/`));
    }
    await page.close();
  });

  test('a case page prints with its diagram and its ruling', async () => {
    const page = await site.browser.newPage();
    await page.goto(caseUrl('en', '2'));
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('figure.deal').first().isVisible()).toBe(true);
    expect(await page.locator('#answer').isVisible()).toBe(true);
    expect(await page.locator('.think-button').isVisible()).toBe(false);
    await page.close();
  });
});

describe('accessibility', () => {
  test.each(['light', 'dark'] as const)('a case page and the study page pass axe in %s mode', async (colorScheme) => {
    // axe cannot be injected under the CSP: this context bypasses it for the check only.
    const context = await site.browser.newContext({ bypassCSP: true, colorScheme });
    const page = await context.newPage();
    for (const path of ['/en/cases/hbf-played-card/2/', '/el/cases/hbf-played-card/5/', '/pl/study/']) {
      await page.goto(`${site.base}${path}`);
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await context.close();
  });
});

describe('think first', () => {
  test('the ruling is hidden behind a button that works with the keyboard', async () => {
    const page = await site.browser.newPage();
    await page.goto(caseUrl('en', '5'));
    const button = page.getByRole('button', { name: 'Show the ruling' });
    const ruling = page.locator('#answer');
    expect(await ruling.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await ruling.isVisible()).toBe(true);
    expect(await ruling.innerText()).toContain('The ♦6 is a played card');
    const hide = page.getByRole('button', { name: 'Hide the ruling' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await ruling.isVisible()).toBe(false);
    await page.close();
  });

  test('without JavaScript the ruling is shown and there is no button', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(caseUrl('el', '7'));
    expect(await page.locator('#answer').isVisible()).toBe(true);
    expect(await page.locator('.think-button').isVisible()).toBe(false);
    expect(await page.locator('#answer').innerText()).toMatch(/ΕΕ|Επιτροπή/);
    await context.close();
  });

  test('the laws cited link to their sections', async () => {
    const page = await site.browser.newPage();
    await page.goto(caseUrl('el', '1'));
    const links = await page.locator('section[aria-labelledby="laws-cited"] a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Νόμος 45Γ4α', '/el/laws/45/#C4a'],
      ['Νόμος 45Γ4β', '/el/laws/45/#C4b'],
    ]);
    await page.close();
  });
});

describe('study mode', () => {
  test('keeps revealed answers, choices and marks across a reload, scores them, and resets', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/en/study/hbf-played-card/`);
    expect(await page.locator('article.study-problem').evaluateAll((as) => as.map((a) => a.id))).toEqual(IDS.map((id) => `case-${id}`));
    const q1 = page.locator('#case-q1');
    const q2 = page.locator('#case-q2');
    expect(await q1.locator('[data-answer]').isVisible()).toBe(false);
    await q1.getByLabel('Yes, it can be changed').check();
    await q1.getByRole('button', { name: 'Show the ruling' }).click();
    expect(await q1.locator('.study-check').innerText()).toContain('matches');
    await q1.getByRole('button', { name: 'I was right' }).click();
    await q2.getByRole('button', { name: 'I was wrong' }).click();
    const status = page.locator('[data-progress-text]');
    expect(await status.innerText()).toBe('2 of 18 marked: 1 right, 1 wrong');
    await page.reload();
    expect(await q1.locator('[data-answer]').isVisible()).toBe(true);
    expect(await q2.locator('[data-answer]').isVisible()).toBe(false);
    expect(await q1.getByLabel('Yes, it can be changed').isChecked()).toBe(true);
    expect(await q1.getByRole('button', { name: 'I was right' }).getAttribute('aria-pressed')).toBe('true');
    expect(await status.innerText()).toBe('2 of 18 marked: 1 right, 1 wrong');
    await page.locator('.study-status [data-reset]').click();
    expect(await status.innerText()).toBe('0 of 18 marked: 0 right, 0 wrong');
    expect(await q1.locator('[data-answer]').isVisible()).toBe(false);
    await page.reload();
    expect(await q1.getByLabel('Yes, it can be changed').isChecked()).toBe(false);
    await context.close();
  });

  test('shows the score when every problem is marked', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/pl/study/hbf-played-card/`);
    const buttons = page.locator('button[data-mark="right"]');
    const n = await buttons.count();
    for (let i = 0; i < n; i++) await buttons.nth(i).click();
    expect(await page.locator('[data-score-text]').innerText()).toBe('Twój wynik: 18 z 18');
    await context.close();
  });

  test('without JavaScript every answer is readable', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/study/hbf-played-card/`);
    const answers = page.locator('[data-answer]');
    expect(await answers.count()).toBe(18);
    for (let i = 0; i < 18; i++) expect(await answers.nth(i).isVisible()).toBe(true);
    expect(await page.locator('button[data-mark]').first().isVisible()).toBe(false);
    await context.close();
  });
});

describe('export', () => {
  test('cases.json validates and its PBN files are served', async () => {
    const res = await fetch(`${site.base}/data/cases.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const json = casesExportSchema.parse(await res.json());
    // The played-card cases of every collection: the booklet's 18 and our own (the claim and Law 16 cases have no PBN deal of this kind).
    expect(json.cases).toHaveLength(18 + OWN_PLAYED);
    for (const c of json.cases.filter((x) => x.pbn !== null)) {
      const text = await (await fetch(`${site.base}${c.pbn}`)).text();
      const tag = text.split(/\r?\n/).find((l) => l.startsWith('[Deal '));
      expect(parseDealTag(tag ?? '').ok, c.number).toBe(true);
    }
    const page = await site.browser.newPage();
    await page.goto(caseUrl('en', '13'));
    expect(await page.getByRole('link', { name: 'Download the deal (PBN)' }).getAttribute('href')).toBe('/data/cases/hbf-played-card/13.pbn');
    await page.goto(caseUrl('en', '12'));
    expect(await page.getByRole('link', { name: 'Download the deal (PBN)' }).count()).toBe(0);
    await page.close();
  });
});

describe('a Law 16 case of our own', () => {
  test('the page carries no form code until the reader asks; the form then opens on the case, ruled under its code', async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${site.base}/en/cases/revokes-tricks-ui/u1/`);
    // The calculator lies behind the think-first reveal, with the ruling.
    await page.getByRole('button', { name: 'Show the ruling' }).click();
    const host = page.locator('ui-case-calculator');
    const start = host.locator('button[data-calc-start]');
    await expect.poll(() => start.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await host.locator('ui-tool form').count()).toBe(0);
    const before = scripts.length;
    await start.click();
    await expect.poll(() => host.locator('ui-tool form').count(), { timeout: 10_000 }).toBe(1);
    expect(scripts.length).toBeGreaterThan(before);
    expect(await start.isVisible()).toBe(false);
    // The case's own facts: North's slow pass, a finding already made, the 2017 weighting.
    expect(await host.locator('select[name="code"]').inputValue()).toBe('2017');
    expect(await host.locator('select[name="madeAvailable"]').inputValue()).toBe('true');
    expect(await host.locator('.ui-out').innerText()).toContain('Adjusted score: −46 to North–South');
    await page.close();
  });
});
