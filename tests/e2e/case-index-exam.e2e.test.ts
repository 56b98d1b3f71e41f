// Browser tests of the case index (filter by law, outcome after a reveal), the previous/next
// links of case pages and exam mode, on the built site (npm run build first).
import { readFileSync } from 'node:fs';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { caseIds } from '../../src/content-io/case-files.ts';
import { axeViolations, darkChangesBeyondColours, WCAG_TAGS } from './axe.ts';
import { loadingShifts } from './layout-shift.ts';
import { useSite } from './site.ts';
import { t } from '../../src/i18n/ui.ts';
import { formatRef } from '../../src/lib/refs/format.ts';
import { HANG_MS } from './hang.ts';

/** A string as a regular expression matching it literally. */
const literal = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const site = useSite();

const IDS = ['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))];
/** The claim cases, listed after the booklet across collections and in the exam (entries keep their collection's prefix). */
const CLAIMS = caseIds('claims');
/** Our own cases on Laws 61–67 and 16, after the claim cases. */
const OURS = caseIds('revokes-tricks-ui');
const ALL = [...IDS, ...CLAIMS.map((id) => `index-claims-${id}`), ...OURS.map((id) => `index-revokes-tricks-ui-${id}`)];
const TOTAL = IDS.length + CLAIMS.length + OURS.length;
const lawsOf = (id: string) => (parse(readFileSync(`content/cases/hbf-played-card/${id}/case.yaml`, 'utf8')) as { laws: string[] }).laws;
interface Ruling {
  laws: string[];
  awarded?: { declarer: number; defenders: number };
}
const caseFile = (id: string) =>
  parse(readFileSync(`content/cases/hbf-played-card/${id}/case.yaml`, 'utf8')) as {
    scenarios: { hypothetical?: true; ruling: Ruling; appeal?: { ruling: Ruling & { upheld?: boolean } } }[];
  };
/** The laws of a booklet case's final rulings, scenario by scenario (what a wrong answer to them sends the reader to). */
const rulingLawsOf = (id: string) => [
  ...new Set(
    caseFile(id)
      .scenarios.filter((s) => !s.hypothetical)
      .flatMap((s) => (s.appeal && s.appeal.ruling.upheld !== true ? s.appeal.ruling.laws : s.ruling.laws)),
  ),
];
/** The claim cases whose ruling lets play continue: nothing to count, the reader marks himself. */
const PLAY_CONTINUES = CLAIMS.filter(
  (id) => (parse(readFileSync(`content/cases/claims/${id}/case.yaml`, 'utf8')) as { ruling: Ruling }).ruling.awarded === undefined,
);
/** The cases citing 46B or one of its subsections (46B2, 46B4), read from the case files. */
const CITING_46B = IDS.filter((id) => lawsOf(id).some((l) => l === '46B' || /^46B\d/.test(l)));

const visibleEntries = (page: Page) =>
  page
    .locator('.case-entry')
    .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.id.replace('index-hbf-played-card-', '')));

describe('case index', () => {
  test.each(['/en/cases/hbf-played-card/', '/en/cases/all/'])(
    '%s lists every case with its title in English beside the Greek, laws and question',
    async (path) => {
      const page = await site.browser.newPage();
      await page.goto(`${site.base}${path}`);
      expect(await visibleEntries(page)).toEqual(path.endsWith('/all/') ? ALL : IDS);
      const seven = page.locator('#index-hbf-played-card-7');
      expect(await seven.locator('h3 a').innerText()).toBe('Case 7 – Played card from dummy');
      expect(await seven.locator('h3 a').getAttribute('lang')).toBe('en');
      expect(await seven.locator('.case-original > span').getAttribute('lang')).toBe('el');
      expect(await seven.locator('.case-original').innerText()).toMatch(/^Original title: /);
      expect(await seven.locator('.case-original').innerText()).toContain('Περίπτωση 7');
      expect(await seven.locator('.law-links a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
        ['Law 46B', '/en/laws/46/#B'],
      ]);
      expect(await seven.locator('dd').nth(1).innerText()).toBe('Can the card be changed?');
      expect(await page.locator('#index-hbf-played-card-4 dd').nth(1).innerText()).toBe('How should the director rule?');
      await page.close();
    },
  );

  test('filtering by 46B shows only the cases citing it, announces the count politely, and survives a reload', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/`);
    const filter = page.getByLabel('Show the cases citing');
    const status = page.locator('[data-count-text]');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.innerText()).toBe('Showing 18 of 18 cases.');
    await filter.selectOption('46B');
    expect(await visibleEntries(page)).toEqual(CITING_46B);
    expect(CITING_46B).toEqual(['q1', 'q2', '5', '6', '7', '8', '9', '10', '16']);
    expect(await status.innerText()).toBe(`${CITING_46B.length} of 18 cases cite Law 46B.`);
    expect(new URL(page.url()).searchParams.get('law')).toBe('46B');
    await page.reload();
    expect(await filter.inputValue()).toBe('46B');
    expect(await visibleEntries(page)).toEqual(CITING_46B);
    await filter.selectOption('');
    expect(await visibleEntries(page)).toEqual(IDS);
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  test('the filter works with the keyboard and lists the laws the cases cite', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/el/cases/all/`);
    const filter = page.locator('select[data-law-filter]');
    const values = await filter.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const cited = [...new Set(IDS.flatMap(lawsOf))];
    for (const law of cited) expect(values).toContain(law);
    await filter.focus();
    await page.keyboard.press('ArrowDown'); // the first law: Law 10 (case 10 cites 10C2)
    expect(await filter.inputValue()).toBe('10');
    expect(await visibleEntries(page)).toEqual(IDS.filter((id) => lawsOf(id).some((l) => l.startsWith('10'))));
    expect(await page.locator('[data-count-text]').innerText()).toBe(`1 από ${TOTAL} περιπτώσεις αναφέρει: Νόμος 10.`);
    await page.close();
  });

  test('the outcome shows only after a reveal: the final ruling, and the first instance where there was an appeal', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/en/cases/hbf-played-card/`);
    const seven = page.locator('#index-hbf-played-card-7');
    const outcome = seven.locator('[data-answer]');
    expect(await outcome.isVisible()).toBe(false);
    const button = seven.getByRole('button', { name: 'Show the outcome' });
    expect(await button.getAttribute('aria-describedby')).toBe('ci-hbf-played-card-7');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await outcome.isVisible()).toBe(true);
    const text = await outcome.innerText();
    expect(text).toContain('No, the card stands');
    expect(text).toContain('final ruling (the appeals committee)');
    expect(text).toContain('At first instance the director ruled: Yes, it can be changed.');
    expect(text).toContain('restored the score to 6♥-1');
    expect(text.indexOf('First instance')).toBeLessThan(text.indexOf('Final ruling: the appeals committee'));
    await page.close();
  });

  test('without JavaScript every case and its outcome are shown and the filter is not', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/cases/all/`);
    expect(await visibleEntries(page)).toEqual(ALL);
    expect(await page.locator('.case-filter').isVisible()).toBe(false);
    const outcomes = page.locator('.case-entry [data-answer]');
    expect(await outcomes.count()).toBe(TOTAL);
    for (let i = 0; i < TOTAL; i++) expect(await outcomes.nth(i).isVisible()).toBe(true);
    expect(await page.locator('#index-hbf-played-card-7 h3 a').innerText()).toBe('Случай 7 – Сыгранная карта болвана');
    await context.close();
  });
});

describe('previous and next case', () => {
  // Links in the built pages, which no script changes: read from dist/ rather than loaded in the browser.
  type El = DefaultTreeAdapterMap['element'];
  type Nd = DefaultTreeAdapterMap['node'];
  const attrOf = (e: El, name: string) => e.attrs.find((a) => a.name === name)?.value;
  const textOf = (n: Nd): string => (n.nodeName === '#text' && 'value' in n ? n.value : 'childNodes' in n ? n.childNodes.map(textOf).join('') : '');
  /** The elements of the built page at `path` that pass `test`, in document order. */
  const elements = (path: string, test: (e: El) => boolean, from?: Nd): El[] => {
    const out: El[] = [];
    const walk = (n: Nd) => {
      if ('tagName' in n && test(n)) out.push(n);
      if ('childNodes' in n) for (const c of n.childNodes) walk(c as Nd);
    };
    walk(from ?? (parseHtml(readFileSync(`dist${path}index.html`, 'utf8')) as unknown as Nd));
    return out;
  };
  const links = (path: string, rel: string, from?: Nd) => elements(path, (e) => e.tagName === 'a' && attrOf(e, 'rel') === rel, from);

  test('every case page links to its neighbours in the booklet’s order, with rel and the title in the reader’s language', () => {
    const seen: string[] = [];
    let path: string | null = '/pl/cases/hbf-played-card/q1/';
    while (path && seen.length <= IDS.length) {
      seen.push(path.split('/')[4] ?? '');
      const prev = links(path, 'prev');
      if (seen.length === 1) expect(prev).toEqual([]);
      else
        expect(
          prev.map((a) => attrOf(a, 'href')),
          path,
        ).toEqual([`/pl/cases/hbf-played-card/${seen[seen.length - 2]}/`]);
      const next = links(path, 'next');
      expect(next.length, path).toBeLessThanOrEqual(1);
      path = next[0] ? (attrOf(next[0], 'href') ?? null) : null;
    }
    expect(seen).toEqual(IDS);
    const one = '/en/cases/hbf-played-card/1/';
    const nav = elements(one, (e) => e.tagName === 'nav' && attrOf(e, 'aria-label') === 'Previous and next case');
    expect(nav.length).toBe(1);
    const words = (a: El[]) => a.map((e) => textOf(e).replace(/\s+/g, ' ').trim());
    expect(words(links(one, 'prev', nav[0]))).toEqual(['Previous: Question two']);
    const next = links(one, 'next', nav[0]);
    expect(words(next)).toEqual(['Next: Case 2 – Played card from dummy']);
    expect(elements(one, (e) => attrOf(e, 'class') === 'case-nav-title', next[0]).map((e) => attrOf(e, 'lang'))).toEqual(['en']);
  });
});

describe('exam mode', () => {
  /** Answers the problem on show: every question right, or every one wrong. */
  const answer = async (page: Page, right: boolean) => {
    const problem = page.locator('[data-problem]:visible');
    for (const field of await problem.locator('[data-scenario]').all()) {
      const correct = await field.getAttribute('data-correct');
      const inputs = field.locator('input');
      const values = await inputs.evaluateAll((is) => is.map((i) => (i as HTMLInputElement).value));
      const value = right ? correct : values.find((v) => v !== correct);
      await field.locator(`input[value="${value}"]`).check();
    }
    await problem.locator('[data-check]').click();
    return (await problem.getAttribute('data-problem')) ?? '';
  };

  test('the exam page does not move as its island arrives (no layout shift while loading, phone size, every interface)', async () => {
    const shifts = await loadingShifts(
      site.browser,
      ['en', 'ru', 'pl', 'el'].map((l) => `${site.base}/${l}/exam/`),
      'exam-mode',
      async (page) => expect(await page.locator('[data-exam-setup]').isVisible()).toBe(true),
    );
    for (const [url, shift] of Object.entries(shifts)) expect(shift, url).toBeLessThan(0.001);
  });

  test('a drill by law asks only that law’s problems, scores against the final ruling, keeps progress over a reload and ends with the weak laws', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/en/exam/`);
    expect(await page.locator('[data-exam-setup]').isVisible()).toBe(true);
    await page.getByLabel('Drill one law: only the problems citing it, shuffled').check();
    await page.locator('select[name="law"]').selectOption('46B');
    await page.getByLabel('Show a timer (the time spent on each problem)').check();
    await page.getByRole('button', { name: 'Start the exam' }).click();
    const position = page.locator('#exam-position');
    expect(await position.innerText()).toBe(`Problem 1 of ${CITING_46B.length} — drill: Law 46B`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('exam-position');
    // The timer: a role="timer" (not announced as it ticks) that counts.
    const clock = page.getByRole('timer');
    expect(await clock.isVisible()).toBe(true);
    expect(await clock.getAttribute('aria-live')).toBeNull();
    await page.waitForFunction(() => document.querySelector('[data-timer]')?.textContent === '0:01', undefined, { timeout: HANG_MS });
    // Checking before answering asks for an answer.
    await page.locator('[data-problem]:visible [data-check]').click();
    expect(await page.locator('[data-announce]').innerText()).toBe('Answer every question first.');
    // First problem wrong (the 7 of an appeal is scored against the committee's ruling).
    const asked: string[] = [];
    asked.push(await answer(page, false));
    // A problem with several questions also says how many matched, and the rule of scoring.
    expect(await page.locator('[data-announce]').innerText()).toMatch(
      /^Wrong: your answer differs from the final ruling\.(?: 0 of \d questions match the final ruling; a problem counts as right only when all of them do\.)?$/,
    );
    expect(await page.locator('[data-problem]:visible [data-answer]').isVisible()).toBe(true);
    expect(await page.locator('[data-problem]:visible [data-mark]').count()).toBe(0); // scored, not marked by hand
    expect(await page.locator('[data-problem]:visible input').first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next problem' }).click();
    asked.push(await answer(page, true));
    expect(await page.locator('[data-announce]').innerText()).toMatch(
      /^Right: your answer matches the final ruling\.(?: (\d) of \1 questions match the final ruling; a problem counts as right only when all of them do\.)?$/,
    );
    await page.getByRole('button', { name: 'Next problem' }).click();
    expect(await position.innerText()).toBe(`Problem 3 of ${CITING_46B.length} — drill: Law 46B`);
    // A reload comes back to the same problem of the same exam.
    const third = await page.locator('[data-problem]:visible').getAttribute('data-problem');
    await page.reload();
    expect(await position.innerText()).toBe(`Problem 3 of ${CITING_46B.length} — drill: Law 46B`);
    expect(await page.locator('[data-problem]:visible').getAttribute('data-problem')).toBe(third);
    for (let i = 2; i < CITING_46B.length; i++) {
      asked.push(await answer(page, true));
      await page.locator('[data-problem]:visible [data-next]').click();
    }
    expect(asked.map((k) => k.replace('hbf-played-card/', '')).sort()).toEqual([...CITING_46B].sort());
    // The results.
    expect(await page.locator('[data-exam-summary]').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('exam-results-heading');
    expect(await page.locator('[data-score-text]').innerText()).toBe(`Your score: ${CITING_46B.length - 1} of ${CITING_46B.length}.`);
    expect(await page.locator('[data-total-time-text]').innerText()).toMatch(/^Total time: \d+:\d\d\.$/);
    const weak = await page.locator('[data-weak-list] li:visible > a').allInnerTexts();
    const missed = asked[0]!.replace('hbf-played-card/', '');
    // Every question of it was answered wrong: the laws of its rulings.
    expect(weak.sort()).toEqual(
      rulingLawsOf(missed)
        .map((l) => `Law ${l}`)
        .sort(),
    );
    const results = page.locator('[data-result]:visible');
    expect(await results.count()).toBe(CITING_46B.length);
    expect(await results.first().innerText()).toMatch(/✗ wrong \(time \d+:\d\d\)$/);
    // The results stay after a reload; a new exam starts from the form.
    await page.reload();
    expect(await page.locator('[data-score-text]').innerText()).toBe(`Your score: ${CITING_46B.length - 1} of ${CITING_46B.length}.`);
    await page.locator('[data-exam-summary] [data-new]').click();
    expect(await page.locator('[data-exam-setup]').isVisible()).toBe(true);
    await page.reload();
    expect(await page.locator('[data-exam-setup]').isVisible()).toBe(true);
    await context.close();
  });

  test('a problem without a yes/no question is marked by the reader after the ruling; every problem of a shuffled exam comes once', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/pl/exam/`);
    await page.locator('select[name="law"]').selectOption('45D'); // choosing a law chooses the drill
    expect(await page.locator('input[name="scope"][value="law"]').isChecked()).toBe(true);
    await page.locator('[data-exam-form] button[type="submit"]').click();
    const problem = page.locator('[data-problem]:visible');
    expect(await problem.getAttribute('data-problem')).toBe('hbf-played-card/4');
    expect(await page.getByRole('timer').isVisible()).toBe(false);
    await problem.getByRole('button', { name: 'Pokaż orzeczenie' }).click();
    expect(await problem.getByRole('button', { name: 'Zobacz wyniki' }).isVisible()).toBe(false); // not before a mark
    await problem.getByRole('button', { name: 'Odpowiedź trafna' }).click();
    await problem.getByRole('button', { name: 'Zobacz wyniki' }).click();
    expect(await page.locator('[data-score-text]').innerText()).toBe('Twój wynik: 1 z 1.');
    expect(await page.locator('[data-no-weak]').isVisible()).toBe(true);
    // A whole exam: the booklet's 18 problems, the claim cases and our own, each once, in an order that is not the booklet's.
    await page.locator('[data-exam-summary] [data-new]').click();
    await page.locator('input[name="scope"][value="all"]').check();
    await page.locator('[data-exam-form] button[type="submit"]').click();
    const order: string[] = [];
    const marked: string[] = [];
    for (let i = 0; i < TOTAL; i++) {
      const p = page.locator('[data-problem]:visible');
      const key = (await p.getAttribute('data-problem')) ?? '';
      order.push(key);
      if ((await p.locator('[data-scenario]').count()) > 0) await answer(page, true);
      else {
        marked.push(key);
        await p.locator('[data-check]').click();
        await p.locator('[data-mark="wrong"]').click();
      }
      await p.locator('[data-next]').click();
    }
    const keys = [...IDS.map((id) => `hbf-played-card/${id}`), ...CLAIMS.map((id) => `claims/${id}`), ...OURS.map((id) => `revokes-tricks-ui/${id}`)];
    expect([...order].sort()).toEqual([...keys].sort());
    expect(order).not.toEqual(keys);
    // Marked by hand (wrong): the booklet's problems without a yes/no question, and the claim cases where play continues.
    const selfMarked = [
      ...IDS.filter((id) => ['4', '12', '13'].includes(id)).map((id) => `hbf-played-card/${id}`),
      ...PLAY_CONTINUES.map((id) => `claims/${id}`),
    ];
    expect(marked.filter((k) => !k.startsWith('revokes-tricks-ui/')).sort()).toEqual(selfMarked.sort());
    expect(await page.locator('[data-score-text]').innerText()).toBe(`Twój wynik: ${TOTAL - marked.length} z ${TOTAL}.`);
    await context.close();
  });

  test.each(['en', 'ru', 'pl', 'el'] as const)(
    '%s: five questions, four right: the result says so and the rule of scoring, names the wrong answer beside the ruling’s, keeps a running score and sends the reader to that question’s law only',
    async (lang) => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.base}/${lang}/exam/`);
      await page.locator('select[name="law"]').selectOption('46B4'); // case 16 alone
      await page.locator('[data-exam-form] button[type="submit"]').click();
      const problem = page.locator('[data-problem]:visible');
      expect(await problem.getAttribute('data-problem')).toBe('hbf-played-card/16');
      const soFar = page.locator('[data-so-far-text]');
      expect(await soFar.isVisible()).toBe(false);
      const fields = await problem.locator('[data-scenario]').all();
      expect(fields).toHaveLength(5);
      for (const [i, field] of fields.entries()) {
        const correct = (await field.getAttribute('data-correct')) ?? '';
        const value = i < 4 ? correct : correct === 'played' ? 'not-played' : 'played';
        await field.locator(`input[value="${value}"]`).check();
      }
      await problem.locator('[data-check]').click();
      const variants = t(lang, 'exam.variants', { right: 4, total: 5 });
      expect(await page.locator('[data-announce]').innerText()).toBe(`${t(lang, 'exam.result.wrong')} ${variants}`);
      expect(await problem.locator('[data-variants]').innerText()).toBe(variants);
      const keys = problem.locator('.study-key li');
      const ruling = t(lang, 'study.key.ruling');
      expect(await keys.nth(0).innerText()).toMatch(new RegExp(`${literal(ruling)} .+ ✓ ${literal(t(lang, 'study.check.match'))}$`));
      const wrongAnswer = t(lang, 'exam.yourAnswer', { answer: t(lang, 'study.a.played') });
      expect(await keys.nth(4).innerText()).toMatch(new RegExp(`${literal(ruling)} ${literal(t(lang, 'study.a.notPlayed'))} ✗ ${literal(wrongAnswer)}$`));
      expect(await soFar.innerText()).toBe(t(lang, 'exam.soFar', { right: 0, marked: 1 }));
      await problem.locator('[data-next]').click();
      expect(await page.locator('[data-weak-list] li:visible > a').allInnerTexts()).toEqual([formatRef('46B4', lang)]);
      await context.close();
    },
  );

  test.each(['en', 'ru', 'pl', 'el'] as const)(
    '%s: a claim problem asks for the tricks each side gets and scores the answer; its original title is labelled',
    async (lang) => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.base}/${lang}/exam/`);
      await page.locator('select[name="law"]').selectOption('70C3');
      await page.locator('[data-exam-form] button[type="submit"]').click();
      const problem = page.locator('[data-problem]:visible');
      const id = (await problem.getAttribute('data-problem')) ?? '';
      expect(id).toMatch(/^claims\//);
      // Every problem whose title is shown beside another language's original says so.
      const originals = await page.locator('[data-problem] h3 .case-original').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      expect(originals.length).toBeGreaterThan(0);
      for (const text of originals) expect(text.startsWith(`${t(lang, 'title.original')}: `)).toBe(true);
      const field = problem.locator('[data-scenario]');
      const ruling = (parse(readFileSync(`content/cases/${id}/case.yaml`, 'utf8')) as { ruling: Ruling }).ruling;
      const total = (ruling.awarded?.declarer ?? 0) + (ruling.awarded?.defenders ?? 0);
      expect(await field.locator('legend').innerText()).toBe(t(lang, 'study.q.tricks', { n: total }));
      const correct = (await field.getAttribute('data-correct')) ?? '';
      expect(correct).toBe(String(ruling.awarded?.declarer));
      expect(await field.locator('input').count()).toBe(total + 1);
      await field.locator(`input[value="${correct}"]`).check();
      await problem.locator('[data-check]').click();
      expect(await page.locator('[data-announce]').innerText()).toBe(t(lang, 'exam.result.right'));
      expect(await problem.locator('[data-mark]').count()).toBe(0); // scored, not marked by hand
      await context.close();
    },
  );

  test('without JavaScript the page says the exam needs it and links to study mode', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ru/exam/`);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Для экзамена нужен JavaScript.');
    expect(await page.locator('main noscript a, main a[href="/ru/study/"]').first().getAttribute('href')).toBe('/ru/study/');
    expect(await page.locator('[data-exam-setup]').isVisible()).toBe(false);
    expect(await page.locator('[data-problem]').first().isVisible()).toBe(false);
    await context.close();
  });

  test('is linked from the study page and the header', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/el/study/`);
    expect(await page.locator('main a[href="/el/exam/"]').count()).toBe(1);
    expect(await page.locator('header nav a[href="/el/exam/"]').innerText()).toBe('Εξέταση');
    await page.close();
  });
});

describe('accessibility of the interactive states', () => {
  test.each(['light', 'dark'] as const)(
    'the filtered index with an outcome shown, an exam problem after checking, and the results pass axe (%s)',
    async (colorScheme) => {
      const context = await site.browser.newContext({ bypassCSP: true, colorScheme, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      // In dark, the rules about colour only: the other rules judged the same states at the same
      // width in light, and the dark scheme changes nothing but colours on these pages (checked
      // here, as a11y.e2e does).
      const colourOnly = colorScheme === 'dark';
      const check = async (label: string) => {
        if (colourOnly) expect(await darkChangesBeyondColours(page), label).toEqual([]);
        const violations = await axeViolations(page, { tags: WCAG_TAGS, colourOnly });
        expect(violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await page.goto(`${site.base}/en/cases/all/?law=46B`);
      await page.locator('#index-hbf-played-card-7').getByRole('button', { name: 'Show the outcome' }).click();
      await check('index');
      await page.goto(`${site.base}/el/exam/`);
      await page.locator('select[name="law"]').selectOption('45C1');
      await page.locator('input[name="timer"]').check();
      await page.locator('[data-exam-form] button[type="submit"]').click();
      await check('exam problem');
      await answerAny(page);
      await check('exam answer');
      while (await page.locator('[data-exam-run]').isVisible()) {
        await answerAny(page);
        await page.locator('[data-problem]:visible [data-next]').click();
      }
      await check('exam results');
      await context.close();
    },
  );
});

/** Answers the problem on show (first option of each question, or the reader's "right"), if not yet answered. */
async function answerAny(page: Page): Promise<void> {
  const p = page.locator('[data-problem]:visible');
  if (await p.locator('[data-answer]').isVisible()) return;
  for (const field of await p.locator('[data-scenario]').all()) await field.locator('input').first().check();
  await p.locator('[data-check]').click();
  if ((await p.locator('[data-mark="right"]').count()) > 0) await p.locator('[data-mark="right"]').click();
}
