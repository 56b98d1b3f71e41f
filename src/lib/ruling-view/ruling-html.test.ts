// The one builder of a ruling's HTML (server-rendered calculator and islands alike) and the two
// codes' rulings side by side.
import { describe, expect, test } from 'vitest';
import { concordance } from '../../data/concordance.ts';
import { en } from '../../i18n/en.ts';
import { ru } from '../../i18n/ru.ts';
import { bothCodes, codesInput } from './codes-view.ts';
import { notesIn } from './edition-notes.ts';
import { REASONS } from '../rulings/reasons/index.ts';
import { codesHtml, fillWords, rulingHtml } from './ruling-html.ts';
import type { IncidentEvent, Ruling, RulingInput } from '../rulings/types.ts';
import { rulingView, type RulingView } from './view.ts';
import { escapeHtml } from '../base/html.ts';

const words = en as Record<string, string>;
const A = { N: 'AQ3.KJ2.T95.8643', E: 'K87.A94.QJ42.T97', S: 'J52.Q853.AK7.AKQ', W: 'T964.T76.863.J52' };
const view = (r: Ruling) => rulingView(r, REASONS.en, 'en', '/');
const slipAfterOwnPlay: RulingInput = {
  situation: { hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' },
  events: [
    { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
    { type: 'play', seat: 'E', card: 'S7' },
    { type: 'play', seat: 'S', card: 'S2' },
    { type: 'designate', seat: 'S', says: { card: 'SA' }, kind: 'correction', timing: 'immediate' },
  ] as IncidentEvent[],
  judgement: { slip: 'tongue' },
};
const properLead: RulingInput = {
  situation: { hands: A, declarer: 'S', contract: '3NT', trick: 'S:' },
  events: [
    { type: 'play', seat: 'W', card: 'S4' },
    { type: 'play', seat: 'S', card: 'DA' },
  ],
};

describe('rulingHtml', () => {
  const v: RulingView = {
    script: ['The <b> & "x" card is played.'],
    chain: [{ law: '46B2', href: '/en/laws/46/#B2', effect: 'applies', text: 'A suit named.' }],
    needs: ['intention'],
    problems: [],
    impossible: [],
    score: {
      rows: [
        { card: '♠2', result: '4H=', nonVul: 420, vul: 620, ruled: true },
        { card: '♠A', result: '4H-1', nonVul: -50, vul: -100, ruled: false },
      ],
      imps: { nonVul: 10, vul: 12 },
    },
  };

  test('the script, the findings needed, the linked chain and the score, every text escaped and every placeholder filled', () => {
    const html = rulingHtml(v, words, { heading: 'h3', title: 'Ruling' });
    expect(html.startsWith('<div class="calc-ruling"><h3>Ruling</h3><h4>What the director says to the players</h4>')).toBe(true);
    expect(html).toContain('<ul class="calc-script"><li>The &lt;b&gt; &amp; &quot;x&quot; card is played.</li></ul>');
    expect(html).toContain('<p class="calc-needs">Still to be found by the director: Declarer’s different intention.</p>');
    expect(html).toContain('<li><a href="/en/laws/46/#B2">46B2</a> <span class="calc-effect calc-applies">applies</span> — A suit named.</li>');
    expect(html).toContain('<div class="calc-scroll" tabindex="0"><table class="calc-score">');
    expect(html).toContain('<td colspan="4">Difference: 10 IMPs not vulnerable, 12 IMPs vulnerable.</td>');
    expect(html).toContain('<th scope="row">♠2 <span class="calc-ruled">(ruling)</span></th>');
    // A header with a short form gets both: the full one, and the short one (for a narrow box) in an abbr titled with the full one.
    expect(html).toContain('<th scope="col"><span class="calc-long">Not vulnerable</span><abbr class="calc-short" title="Not vulnerable">Not vul.</abbr></th>');
    // A short form equal to the full header is no abbreviation.
    expect(html).toContain('<th scope="col">Result</th>');
    expect(html).toContain('<td>4♥=</td>');
    expect(html).not.toMatch(/\{\w+\}/);
  });

  test('the score table writes each result in the reader’s notation: 3БК, not 3NT, on a Russian page', () => {
    const nt: RulingView = {
      ...v,
      score: {
        rows: [
          { card: '♠2', result: '3NT+1', nonVul: 430, vul: 630, ruled: true },
          { card: '♠A', result: '4H-1', nonVul: -50, vul: -100, ruled: false },
        ],
      },
    };
    const html = rulingHtml(nt, ru as Record<string, string>, { heading: 'h3', title: 'Решение' });
    expect(html).toContain('<td>3БК+1</td>');
    expect(html).toContain('<td>4♥-1</td>');
    expect(html).not.toContain('3NT');
    expect(rulingHtml(nt, words, { heading: 'h3', title: 'Ruling' })).toContain('<td>3NT+1</td>');
  });

  test('facts that cannot happen: the warnings and nothing else', () => {
    const html = rulingHtml({ ...v, impossible: ['Fact 2 cannot happen.'] }, words, { heading: 'h4', title: 'By the director' });
    expect(html).toBe('<div class="calc-ruling"><h4>By the director</h4><p class="calc-warning">Fact 2 cannot happen.</p></div>');
  });

  test('no card decided: the script says so', () => {
    expect(rulingHtml({ ...v, script: [], score: undefined }, words, { heading: 'h2', title: 'R' })).toContain('<li>No card is decided yet.</li>');
  });

  test('one placeholder rule: a name without a value stays', () => {
    expect(fillWords('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('two codes', () => {
  test('where they rule differently: both side by side, 2007 first, under the change note', () => {
    const codes = codesInput(bothCodes(slipAfterOwnPlay), 2017, view, notesIn(concordance(), 'en'));
    expect(codes.differ).toBe(true);
    expect(codes.notes).toEqual([notesIn(concordance(), 'en')['45C4(b)']]);
    const html = codesHtml(codes, words, { heading: 'h3', title: 'Ruling' });
    expect(html).toContain(
      `<h3>Ruling</h3><div class="calc-change"><p>The 2007 and the 2017 Laws rule differently here. What changed:</p><ul><li>${escapeHtml(notesIn(concordance(), 'en')['45C4(b)'] ?? '')}</li></ul></div>`,
    );
    expect(html.startsWith('<div class="calc-codes"><h3>Ruling</h3>')).toBe(true);
    expect(html).toContain('<div class="calc-ruling" data-code="2007"><h4>Ruling under the 2007 Laws</h4>');
    expect(html).toContain('<div class="calc-ruling" data-code="2017" data-chosen=""><h4>Ruling under the 2017 Laws</h4>');
    expect(html.indexOf('<h4>Ruling under the 2007 Laws</h4>')).toBeGreaterThan(0);
    expect(html.indexOf('<h4>Ruling under the 2017 Laws</h4>')).toBeGreaterThan(html.indexOf('<h4>Ruling under the 2007 Laws</h4>'));
    expect(html).toContain('♠A is the card played');
    expect(html).toContain('♠Q is the card played');
  });

  test("where they rule the same: the chosen ruling, and a line giving the other code's numbers", () => {
    const codes = codesInput(bothCodes(properLead), 2007, view, notesIn(concordance(), 'en'));
    expect(codes.differ).toBe(false);
    expect(codes.notes).toEqual([]);
    expect(codes.renumbered).toEqual(['53B', '16C']);
    const html = codesHtml(codes, words, { heading: 'h4', title: 'By the director' });
    expect(html.startsWith('<div class="calc-ruling" data-code="2007" data-chosen=""><h4>By the director (2007 Laws)</h4>')).toBe(true);
    expect(html).toContain('<p class="calc-code-same">The 2017 Laws give the same ruling, citing 53B, 16C.</p>');
    expect(html).not.toContain('calc-codes');
  });

  test('the notes come from the concordance, in all four languages, for each section whose reading the engine changes', () => {
    for (const lang of ['en', 'ru', 'pl', 'el'] as const)
      for (const law of ['45C4(b)', '47E1']) expect(notesIn(concordance(), lang)[law]?.length).toBeGreaterThan(40);
  });
});
