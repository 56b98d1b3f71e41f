import { describe, expect, test } from 'vitest';
import { INPUT, RULING } from '../../../tests/fixtures/claims/fixture.ts';
import { claimRulingHtml, escapeHtml, type ClaimHtmlLabels } from './html.ts';
import { claimView, showResult, type ClaimTexts } from './view.ts';
import { wordsOf } from './render.ts';

const WORDS: Record<string, string> = {
  'claim.kind.claim': 'A claim of {claimed} of {remaining}.',
  'claim.outcome.adjusted': 'Adjusted: {declarer}–{defenders}.',
  'claim.side.declarer': 'Declarer',
  'claim.side.defenders': 'Defenders',
  'claim.result': 'Result: {result} ({score}).',
  'claim.unstated': 'unstated',
  'claim.step.cash': 'cash {cards}',
  'claim.j.playerClass': 'Class of player',
  'deal.letter.S': 'S',
  'deal.letter.W': 'W',
  'deal.letter.N': 'N',
  'deal.letter.E': 'E',
  'deal.seat.E': 'East',
  'deal.seat.S': 'South',
  'claim.won': 'won by {seat}',
  'deal.notrump': 'NT',
};
const w = wordsOf(WORDS, 'en');
const texts: ClaimTexts = {
  step: (s) => `reason ${s.reason}`,
  script: (l) => `say ${l.key} ${l.vars?.declarer ?? ''}`,
  normal: (id) => (id === 'ruff-high' ? 'ruffing high' : undefined),
};
const LABELS = Object.fromEntries(
  ['tricks', 'side', 'remaining', 'total', 'line', 'trick', 'chain', 'script', 'needs', 'problems'].map((k) => [k, `[${k}]`]),
) as unknown as ClaimHtmlLabels;

describe('claimView', () => {
  const v = claimView(RULING, INPUT.claim.statement, w, texts, 'en', '/');
  test('the verdict says the kind and the outcome with the tricks to each side', () => {
    expect(v.verdict).toBe('A claim of 3 of 3. Adjusted: 2–1.');
    expect(v.tricks).toEqual([
      { side: 'Declarer', remaining: 2, total: 10 },
      { side: 'Defenders', remaining: 1, total: 3 },
    ]);
    expect(v.result).toBe('Result: 4♠= (+420).');
  });
  test('each trick of the line names the statement step its cards serve, or that it is not stated and why', () => {
    // Dummy's ♥2 only follows to the stated ♥A: the trick is the statement's, not "unstated" too.
    expect(v.line[0]).toEqual({ trick: 11, plays: 'S ♥A, W ♥J, N ♥2, E ♠Q — won by East', serves: 'cash ♥A' });
    // Two cards outside the statement, one chosen by a careless play: said once, with the play.
    expect(v.line[1]?.serves).toBe('unstated (ruffing high)');
  });
  test('a stated trick with a careless or inferior play outside the statement names both', () => {
    const trick = {
      number: 12,
      leader: 'S' as const,
      cards: [
        { seat: 'S' as const, card: 'HA' as const, serves: '0' },
        { seat: 'W' as const, card: 'HJ' as const, serves: 'defence' },
        { seat: 'N' as const, card: 'SA' as const, serves: 'unstated', normal: 'ruff-high' as const },
        { seat: 'E' as const, card: 'H3' as const, serves: 'defence' },
      ],
      winner: 'N' as const,
    };
    expect(claimView({ ...RULING, line: [trick] }, INPUT.claim.statement, w, texts, 'en').line[0]?.serves).toBe('cash ♥A; unstated (ruffing high)');
  });
  test('the law chain links each law to its section; needs are named', () => {
    expect(v.chain[0]).toEqual({ law: '70C', href: '/en/laws/70/#C', text: 'reason trump-unmentioned' });
    expect(v.chain[1]?.href).toBe('/en/laws/70/#C3');
    expect(v.needs).toEqual(['Class of player']);
    expect(v.script).toEqual(['say award 2']);
  });
  test('a ruling that waits for a finding has no tricks table', () => {
    const { awarded: _a, total: _t, ...waiting } = RULING;
    expect(claimView({ ...waiting, outcome: 'undecided' }, [], w, texts, 'en').tricks).toEqual([]);
  });
});

describe('claimRulingHtml', () => {
  test('draws the view with escaped text, headings at the level asked', () => {
    const v = claimView(RULING, INPUT.claim.statement, w, texts, 'el', '/base/');
    const html = claimRulingHtml({ ...v, script: ['<script>alert(1)</script>'] }, LABELS, 4);
    expect(html).toContain('<p class="claim-verdict">A claim of 3 of 3. Adjusted: 2–1.</p>');
    expect(html).toContain('<tr><th scope="row">Declarer</th><td>2</td><td>10</td></tr>');
    expect(html).toContain('<h4 class="claim-line-heading">[line]</h4>');
    expect(html).toContain('<a href="/base/el/laws/70/#C3">70C3</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
  test('problems come first as a warning; empty parts are left out', () => {
    const html = claimRulingHtml({ verdict: 'x', tricks: [], line: [], chain: [], script: [], needs: [], problems: ['bad <card>'] }, LABELS);
    expect(html).toBe(
      '<div class="claim-ruling"><p class="claim-verdict">x</p><div class="calc-warning claim-problems"><p>[problems]</p><ul><li>bad &lt;card&gt;</li></ul></div></div>',
    );
  });
});

describe('helpers', () => {
  test('showResult writes the strain as a symbol and notrump in the reader’s letters', () => {
    expect([showResult('4S=', 'NT'), showResult('6H+1', 'NT'), showResult('3NTX-1', 'NT'), showResult('2C=', 'NT')]).toEqual(['4♠=', '6♥+1', '3NTX-1', '2♣=']);
    expect([showResult('3NT+1', 'BA'), showResult('3NTX-1', 'БК'), showResult('7NT=', 'ΧΑ'), showResult('4S-2', 'BA')]).toEqual([
      '3BA+1',
      '3БКX-1',
      '7ΧΑ=',
      '4♠-2',
    ]);
  });
  test('showResult writes notrump as the reader’s language does (the deal diagrams’ deal.notrump)', () => {
    expect([showResult('3NT+1', 'БК'), showResult('3NTX-1', 'BA'), showResult('6NT=', 'ΧΑ'), showResult('4S=', 'БК')]).toEqual([
      '3БК+1',
      '3BAX-1',
      '6ΧΑ=',
      '4♠=',
    ]);
  });
  test('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('claimDiagram', () => {
  test('the four hands, the contract, declarer, the vulnerability of declarer’s side and the trick in progress', async () => {
    const { claimDiagram } = await import('./diagram.ts');
    const d = claimDiagram({ ...INPUT, vulnerable: true, position: { ...INPUT.position, trick: 'W:HJ' } });
    expect(Object.keys(d.hands)).toEqual(['N', 'E', 'S', 'W']);
    expect(d.declarer).toBe('S');
    expect(d.vulnerable).toBe('NS');
    expect(d.trick?.cards).toEqual(['HJ']);
    expect(d.contract?.level).toBe(4);
    expect(claimDiagram(INPUT).vulnerable).toBe('None');
  });
});
