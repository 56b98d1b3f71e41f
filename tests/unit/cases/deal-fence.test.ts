// The ```deal fence: its syntax, its rendering (the same HTML as <Deal>), and bad input.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dealLabels } from '../../../src/i18n/deal-labels.ts';
import { dealDiagramHtml } from '../../../src/lib/bridge/diagram-html.ts';
import { parseDiagramText } from '../../../src/lib/bridge/diagram-text.ts';
import { parseDealSetup } from '../../../src/lib/bridge/setup.ts';
import { dealFenceProblems } from '../../../src/markdown/deal-fence.ts';
import { renderSegmentHtml } from '../../../src/markdown/render.ts';

const fixture = (name: string) => readFileSync(`tests/fixtures/deal-fence/${name}`, 'utf8');

describe('parseDiagramText', () => {
  test('returns a whole deal from one PBN line, hands clockwise from the first seat', () => {
    const r = parseDiagramText('W:K93.KJ72.6.KQJ64 J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75\ncontract: 3NT\ndeclarer: S');
    expect(r.ok && r.value.hands.N?.S).toEqual(['J', '8', '5', '4']);
    expect(r.ok && r.value.hands.E?.D).toEqual(['8', '7', '3']);
    expect(r.ok && r.value.contract).toEqual({ level: 3, strain: 'NT', risk: '' });
  });

  test('returns `-` in a deal line as a hand not shown', () => {
    const r = parseDiagramText('N:AK.-.-.- - QJ... -'.replace('AK.-.-.-', 'AK...'));
    expect(r.ok && Object.keys(r.value.hands)).toEqual(['N', 'S']);
  });

  test('returns the suits a hand shows from shown: and shown=', () => {
    const r = parseDiagramText('shown: D\nN: ..AKQT652.\nE: J.8.. shown=S,H');
    expect(r.ok && r.value.hands.N).toEqual({ D: ['A', 'K', 'Q', 'T', '6', '5', '2'] });
    expect(r.ok && r.value.hands.E).toEqual({ S: ['J'], H: ['8'] });
  });

  test.each([
    ['N: AQ10...', 1, 6, 'pbn-ten'],
    ['N: AQ...\nS: A...', 2, 4, 'duplicate-card'],
    ['N: AKQJT98765432.A..', 1, 4, 'hand-size'],
    ['end: 2\nN: AQ...\nS: 3...', 3, 4, 'end-position'],
    ['N: AQ...\ntrick: N:SK', 2, 8, 'card-not-held'],
    ['N: AQ...\ntrick: N:S', 2, 11, 'card-rank'],
    ['N: AQ..\n', 1, 8, 'pbn-suits'],
    ['N: A... B... C...', 1, 4, 'pbn-deal'],
    ['colour: red', 1, 1, 'deal-syntax'],
    ['N: A...\nvul: both', 2, 6, 'deal-syntax'],
    ['N: A...\ncontract: 8NT', 2, 11, 'contract'],
    ['', 1, 1, 'deal-syntax'],
  ])('returns the error for %j at line %i, column %i: %s', (text, line, column, code) => {
    const r = parseDiagramText(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toMatchObject({ line, column, code });
  });
});

describe('rehypeDealFence', () => {
  test('returns the same HTML as the <Deal> component for the same diagram', () => {
    const html = renderSegmentHtml(fixture('good.md'), { lang: 'en' });
    const setup = parseDealSetup({
      N: { pbn: 'AQ...', shown: ['S'] },
      W: { pbn: 'KT...', shown: ['S'] },
      E: { pbn: 'J.8..', shown: ['S', 'H'] },
      S: { pbn: '32...', shown: ['S'] },
    });
    if (!setup.ok) throw new Error('setup');
    const expected = dealDiagramHtml(
      { hands: setup.value, declarer: 'S', trick: { leader: 'S', cards: ['S3', 'SK'] }, caption: 'Question 2' },
      dealLabels('en'),
    );
    expect(html).toBe(`<p>Before the diagram.</p>\n${expected}\n<p>After it.</p>`);
  });

  test('returns labels in the language of the document', () => {
    expect(renderSegmentHtml('```deal\nN: A...\n```', { lang: 'ru' })).toContain('aria-label="пики"');
    expect(renderSegmentHtml('```deal\nN: A...\n```')).toContain('aria-label="spades"');
  });

  test('leaves other fences alone', () => {
    expect(renderSegmentHtml('```\nN: AQ10...\n```')).toBe('<pre><code>N: AQ10...\n</code></pre>');
  });

  test('fails on a bad block with the line of each problem', () => {
    expect(() => renderSegmentHtml(fixture('bad.md'))).toThrow(/bad deal block:\n {2}line 4, column 6: pbn-ten/);
  });
});

describe('dealFenceProblems', () => {
  test('returns every problem of the bad fixture with its line in the file', () => {
    expect(dealFenceProblems(fixture('bad.md')).map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([
      '4:6 pbn-ten',
      '5:7 pbn-suits',
      '7:5 pbn-suits',
      '8:11 contract',
      '9:1 deal-syntax',
    ]);
  });

  test('returns nothing for a good file', () => {
    expect(dealFenceProblems(fixture('good.md'))).toEqual([]);
  });
});
