import { describe, expect, test } from 'vitest';
import { dealLabels } from '../../i18n/deal-labels.ts';
import { dealDiagramHtml, dealDiagramTree, type DiagramInput } from './diagram-html.ts';
import { parseDealSetup } from './setup.ts';
import type { Seat } from './vocabulary.ts';

const setupOf = (hands: Parameters<typeof parseDealSetup>[0]) => {
  const r = parseDealSetup(hands);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
// Case 2 of the booklet: a full deal.
const full = setupOf({ N: 'J854.T963.52.A32', W: 'K93.KJ72.6.KQJ64', E: 'AQ76.Q84.873.T98', S: 'T2.A5.AKQJT94.75' });
const html = (input: DiagramInput, lang: 'en' | 'ru' | 'pl' | 'el' = 'en') => dealDiagramHtml(input, dealLabels(lang));
/** The hand group of `seat` in `h`. */
const hand = (h: string, seat: Seat) =>
  /<div class="deal-hand[^"]*"[^>]*data-seat="(\w)"[^>]*>.*?<\/ul><\/div>/g.exec(h.slice(h.indexOf(`data-seat="${seat}"`) - 80))?.[0] ?? '';
const text = (h: string) => h.replace(/<span class="deal-vh">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');

describe('dealDiagramHtml', () => {
  test("returns each hand as a labelled group naming dummy and declarer in the reader's language", () => {
    const en = html({ hands: full, declarer: 'S' });
    expect(en).toContain('role="group" aria-label="North, dummy"');
    expect(en).toContain('role="group" aria-label="South, declarer"');
    expect(en).toContain('role="group" aria-label="East"');
    const el = html({ hands: full, declarer: 'S' }, 'el');
    expect(el).toContain('aria-label="Βορράς, μορ"');
    expect(el).toContain('aria-label="Νότος, εκτελεστής"');
    expect(html({ hands: full, declarer: 'S' }, 'ru')).toContain('aria-label="Север, болван"');
    expect(html({ hands: full, declarer: 'S' }, 'pl')).toContain('aria-label="Północ, dziadek"');
  });

  test.each([
    ['en', ['spades', 'hearts', 'diamonds', 'clubs']],
    ['ru', ['пики', 'червы', 'бубны', 'трефы']],
    ['pl', ['piki', 'kiery', 'kara', 'trefle']],
    ['el', ['πίκες', 'κούπες', 'καρά', 'σπαθιά']],
  ] as const)('returns suit symbols named in %s, in the order ♠♥♦♣, as text (U+FE0E)', (lang, names) => {
    const h = hand(html({ hands: full }, lang), 'N');
    const found = [...h.matchAll(/role="img" aria-label="([^"]+)">(.)\uFE0E</g)].map((m) => [m[1], m[2]]);
    expect(found).toEqual(names.map((n, i) => [n, '♠♥♦♣'[i]]));
  });

  test('returns ranks high to low with the ten as 10', () => {
    const h = hand(html({ hands: full }), 'S');
    expect(text(h).replace(/\s+/g, ' ')).toContain('♠︎ 10 2');
    expect(text(h)).toContain('♦︎ A K Q J 10 9 4');
  });

  test('returns a void as — with the word for void for screen readers', () => {
    const h = html({ hands: setupOf({ N: '.64.Q96.' }) }, 'pl');
    expect(h).toMatch(/<li class="deal-suit" data-suit="S">.*?<span aria-hidden="true">—<\/span><span class="deal-vh">renons<\/span>/);
    expect(h).toMatch(/data-suit="C">.*?—/);
  });

  test('returns unknown cards as ? with an accessible name', () => {
    const h = html({ hands: setupOf({ W: { pbn: '?9?...', shown: ['S'] } }) });
    expect(text(h)).toContain('? 9 ?');
    expect(h.match(/aria-label="unknown card">\?/g)).toHaveLength(2);
  });

  test('returns a single-suit diagram compact, without the suits it does not show, and says so in the caption', () => {
    const h = html({ hands: setupOf({ N: { pbn: '..QJT65.', shown: ['D'] }, S: { pbn: '..K87.', shown: ['D'] } }) });
    expect(h).toMatch(/^<figure class="deal deal-compact"/);
    expect(h.match(/data-suit="/g)).toHaveLength(2);
    expect(h).not.toContain('aria-label="spades"');
    expect(h).toContain('<figcaption class="deal-caption">Deal diagram. Only diamonds shown; the other suits are not shown (they are not void)</figcaption>');
    expect(html({ hands: full })).not.toContain('deal-compact');
  });

  test('returns hands that are not shown as no group at all', () => {
    const h = html({ hands: setupOf({ N: 'A...', S: '2...' }) });
    expect(h.match(/role="group"/g)).toHaveLength(2);
    expect(h).not.toContain('data-seat="E"');
  });

  test('returns the cards of the trick in progress at their seats in the centre, and the contract', () => {
    const h = html({ hands: full, declarer: 'S', contract: { level: 3, strain: 'NT', risk: '' }, trick: { leader: 'E', cards: ['S4', 'SQ', '?'] } });
    const centre = h.slice(h.indexOf('<div class="deal-centre"'));
    expect(centre).toContain('role="group" aria-label="Trick in progress"');
    expect(centre).toMatch(/deal-played deal-at-e"><span class="deal-vh">East: <\/span><span [^>]*aria-label="spades">♠\uFE0E<\/span>4/);
    expect(centre).toMatch(/deal-at-s"><span class="deal-vh">South: <\/span>.*?Q/);
    expect(centre).toMatch(/deal-at-w"><span class="deal-vh">West: <\/span><span class="deal-unknown"/);
    expect(centre).toMatch(/deal-point deal-at-n" aria-hidden="true">N</);
    expect(text(centre)).toContain('Contract3NT S');
  });

  test('returns board, dealer and vulnerability in the centre only when known', () => {
    expect(html({ hands: full })).not.toContain('<dl');
    const h = html({ hands: full, board: '7', dealer: 'W', vulnerable: 'All' }, 'ru');
    expect(text(h)).toContain('Сдача7СдающийЗападЗонавсе');
  });

  test('returns text escaped', () => {
    expect(html({ hands: full, caption: 'A <b> & "c"' })).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
  });

  test("returns a hast tree whose figure carries the reader's language", () => {
    const tree = dealDiagramTree({ hands: full }, dealLabels('el'));
    expect(tree.tagName).toBe('figure');
    expect(tree.properties['lang']).toBe('el');
  });
});
