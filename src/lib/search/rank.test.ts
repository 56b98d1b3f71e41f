import { describe, expect, test } from 'vitest';
import { fitOf, ordered, rankPassages, settled, type Passage } from './rank.ts';
import { queryTerms } from './relevance.ts';

/** A passage whose text is `text`, starting at word `from` of its page, matching the words listed. */
function passage(segment: string, page: number, text: string, matched: string[], extra: Partial<Passage> = {}): Passage {
  const words = text.split(' ');
  const from = 100 * page;
  const matches = words.flatMap((word, i) => (matched.includes(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')) ? [{ at: from + i, word }] : []));
  return { page, segment, lang: 'en', matches, weight: matches.length, ...extra };
}

describe('fitOf', () => {
  const terms = queryTerms('penalty card');
  test('a phrase is every query word in order, side by side', () => {
    expect(
      fitOf(
        [
          { at: 4, word: 'penalty' },
          { at: 5, word: 'card.' },
        ],
        terms,
      ),
    ).toEqual({ words: 2, phrase: true });
    expect(
      fitOf(
        [
          { at: 4, word: 'card' },
          { at: 5, word: 'penalty' },
        ],
        terms,
      ),
    ).toEqual({ words: 2, phrase: false });
    expect(
      fitOf(
        [
          { at: 4, word: 'penalty' },
          { at: 9, word: 'cards' },
        ],
        terms,
      ),
    ).toEqual({ words: 2, phrase: false });
    expect(
      fitOf(
        [
          { at: 9, word: 'Card' },
          { at: 12, word: 'card' },
        ],
        terms,
      ),
    ).toEqual({ words: 1, phrase: false });
  });
  test('one word is never a phrase; loose matches count for nothing', () => {
    expect(fitOf([{ at: 1, word: 'claims' }], queryTerms('claim'))).toEqual({ words: 1, phrase: false });
    expect(fitOf([{ at: 1, word: 'z' }], queryTerms('zzzqqq'))).toEqual({ words: 0, phrase: false });
  });
  test('in every language', () => {
    expect(
      fitOf(
        [
          { at: 7, word: 'штрафной' },
          { at: 8, word: 'картой' },
        ],
        queryTerms('штрафная карта'),
      ).phrase,
    ).toBe(true);
    expect(
      fitOf(
        [
          { at: 7, word: 'kartą' },
          { at: 8, word: 'przygwożdżoną.' },
        ],
        queryTerms('karta przygwożdżona'),
      ).phrase,
    ).toBe(true);
    expect(
      fitOf(
        [
          { at: 7, word: 'τιμωρημένου' },
          { at: 8, word: 'φύλλου' },
        ],
        queryTerms('τιμωρημένο φύλλο'),
      ).phrase,
    ).toBe(true);
  });
});

describe('rankPassages', () => {
  test('"penalty card": the phrase, then both words, before a title with "card" alone on the best page', () => {
    const title = passage('cases/b/12/#title', 0, 'Case 12 - Card played by a defender', ['card'], { weight: 7 });
    const both = passage('laws/45/#E1', 1, 'a penalty is not a card here', ['penalty', 'card']);
    const phrase = passage('laws/56/#title', 2, 'The withdrawn card becomes a major penalty card', ['penalty', 'card']);
    const ranked = rankPassages([title, both, phrase], queryTerms('penalty card'), 'en');
    expect(ranked.map((p) => p.segment)).toEqual(['laws/56/#title', 'laws/45/#E1', 'cases/b/12/#title']);
  });
  test("one word: Pagefind's page order, then weight within a page", () => {
    const a = passage('p/#1', 1, 'claims made', ['claims'], { weight: 3 });
    const b = passage('q/#1', 0, 'claims', ['claims'], { weight: 1 });
    const c = passage('q/#2', 0, 'claims claims', ['claims'], { weight: 2 });
    expect(rankPassages([a, b, c], queryTerms('claims'), 'en').map((p) => p.segment)).toEqual(['q/#2', 'q/#1', 'p/#1']);
  });
  test('passages matching no query word are dropped', () => {
    expect(rankPassages([passage('p/#1', 0, 'z y', ['z'])], queryTerms('zzzqqq'), 'pl')).toEqual([]);
  });
  test("a segment is one hit: its better cell, the interface language's when they fit alike", () => {
    const el = passage('cases/b/7/#facts.1', 0, 'Ο εκτελεστής 3NT', ['3nt'], { lang: 'el', weight: 5 });
    const en = passage('cases/b/7/#facts.1', 0, 'Declarer 3NT', ['3nt'], { lang: 'en', weight: 1 });
    expect(rankPassages([el, en], queryTerms('3NT'), 'en')).toEqual([en]);
    expect(rankPassages([el, en], queryTerms('3NT'), 'ru')).toEqual([el]);
    const elBoth = passage('cases/b/7/#facts.1', 0, '3NT 4S', ['3nt', '4s'], { lang: 'el' });
    expect(rankPassages([en, elBoth], queryTerms('3NT 4S'), 'en')).toEqual([elBoth]);
  });
  test('a repeated text is one hit, at its best place, shown as the segment it repeats', () => {
    const quote5 = passage('cases/b/5/#law-46B.2', 0, 'dummy wins the trick', ['trick'], { same: 'laws/46/#B', weight: 3 });
    const quote7 = passage('cases/b/7/#law-46B.2', 1, 'dummy wins the trick', ['trick'], { same: 'laws/46/#B', weight: 3 });
    const law = passage('laws/46/#B', 4, 'Law 46B dummy wins the trick', ['trick'], { weight: 3 });
    const other = passage('cases/b/6/#facts.1', 2, 'the trick', ['trick']);
    expect(rankPassages([quote5, quote7, other, law], queryTerms('trick'), 'en').map((p) => p.segment)).toEqual(['laws/46/#B', 'cases/b/6/#facts.1']);
    // Without the law page among the results: the best of the repeats.
    expect(rankPassages([quote7, quote5, other], queryTerms('trick'), 'en').map((p) => p.segment)).toEqual(['cases/b/5/#law-46B.2', 'cases/b/6/#facts.1']);
  });
});

describe('rankPassages: sources before our cases, the text before a title, one case one hit', () => {
  // "претензия" on the Russian search page: Pagefind puts the short claim cases first (their
  // titles name the word); the Russian commentary, which uses it ninety times, comes late.
  const terms = queryTerms('претензия', 'претензи');
  const caseTitle = (slug: string, page: number, text: string) =>
    passage(`cases/claims/${slug}/#title`, page, text, ['претензия', 'претензии'], { title: true, ours: true, doc: `cases/claims/${slug}/`, weight: 8 });
  const caseText = (slug: string, anchor: string, page: number, text: string) =>
    passage(`cases/claims/${slug}/#${anchor}`, page, text, ['претензию', 'претензии'], { ours: true, doc: `cases/claims/${slug}/`, weight: 2 });
  const commentary = Array.from({ length: 6 }, (_, i) =>
    passage(`commentary/ru-67-74/#68.${i + 1}`, 3, 'игрок предъявляет претензию на взятки', ['претензию'], { weight: 1 }),
  );
  const onlyTitle = caseTitle('defender-claim', 0, 'Претензия защитника');
  const played = [
    caseTitle('play-after-claim', 1, 'Игра после претензии'),
    caseText('play-after-claim', 'ruling.1', 1, 'После претензии розыгрыш прекращается'),
    caseText('play-after-claim', 'facts.2', 1, 'и предъявляет претензию на три взятки'),
  ];
  const all = [onlyTitle, ...played, ...commentary];

  test('a commentary with many matches on a late page comes before the cases Pagefind put first', () => {
    const ranked = rankPassages(all, terms, 'ru').map((p) => p.segment);
    expect(ranked.slice(0, commentary.length)).toEqual(commentary.map((p) => p.segment));
  });
  test('a case is one hit, its passage in the text rather than its title; a title-only case comes last', () => {
    const ranked = rankPassages(all, terms, 'ru').map((p) => p.segment);
    expect(ranked.slice(commentary.length)).toEqual(['cases/claims/play-after-claim/#ruling.1', 'cases/claims/defender-claim/#title']);
  });
  test('a better fit still wins: a case with the phrase before a commentary with one word', () => {
    const both = queryTerms('спорная претензия');
    const phrase = passage('cases/claims/x/#ruling.1', 0, 'спорная претензия', ['спорная', 'претензия'], { ours: true, doc: 'cases/claims/x/' });
    const one = passage('commentary/ru-67-74/#70.1', 1, 'претензия', ['претензия']);
    expect(rankPassages([one, phrase], both, 'ru')).toEqual([phrase, one]);
  });
  test('ordered: a title-only hit is not final until the pages after it are read', () => {
    expect(ordered([onlyTitle], terms)).toBe(false);
    expect(ordered([commentary[0]!], terms)).toBe(true);
  });
});

describe('settled: when the pages not read yet can no longer change the hits listed', () => {
  const top = (ps: Passage[], q: string, n: number) =>
    rankPassages(ps, queryTerms(q), 'en')
      .slice(0, n)
      .map((p) => p.segment);
  const readOf = (ps: Passage[]) => (segment: string) => ps.some((p) => p.segment.split('#')[0] === segment.split('#')[0]);
  const a = passage('laws/1/#A', 0, 'a claim is made', ['claim']);
  const b = passage('laws/2/#A', 1, 'the claim stands', ['claim']);
  const c = passage('laws/3/#A', 2, 'claim claim', ['claim'], { weight: 9 });

  test("one word: the first pages' passages come first whatever a later page holds", () => {
    const read = [a, b];
    expect(settled(rankPassages(read, queryTerms('claim'), 'en'), queryTerms('claim'), 2, readOf(read))).toBe(true);
    expect(top([a, b, c], 'claim', 2)).toEqual(top(read, 'claim', 2));
    // Fewer hits than the limit: a later page adds some.
    expect(settled(rankPassages(read, queryTerms('claim'), 'en'), queryTerms('claim'), 3, readOf(read))).toBe(false);
  });

  test('ordered: a short list of best fits is final in its order, though a later page adds more', () => {
    const read = [a, b];
    const listed = rankPassages(read, queryTerms('claim'), 'en');
    expect(ordered(listed, queryTerms('claim'))).toBe(true);
    // What a later page adds comes after them.
    expect(top([a, b, c], 'claim', 3).slice(0, 2)).toEqual(listed.map((p) => p.segment));
    // Two words without their phrase: a later page's phrase would come first.
    const one = passage('laws/1/#A', 0, 'a penalty is due', ['penalty']);
    expect(ordered([one], queryTerms('penalty card'))).toBe(false);
    // A quote whose original is on a page not read yet stands in its place (settled reads on).
    const quote = passage('cases/b/5/#law-46B.2', 0, 'dummy wins the trick', ['trick'], { same: 'laws/46/#B' });
    expect(ordered([quote], queryTerms('trick'))).toBe(true);
    expect(settled([quote], queryTerms('trick'), 1, readOf([quote]))).toBe(false);
  });

  test('two words: only phrase matches are final; a later page may hold the phrase', () => {
    const one = passage('laws/1/#A', 0, 'a penalty is due', ['penalty']);
    const two = passage('laws/2/#A', 1, 'the card is played', ['card']);
    const phrase = passage('laws/3/#A', 2, 'a penalty card lies', ['penalty', 'card']);
    const read = [one, two];
    expect(settled(rankPassages(read, queryTerms('penalty card'), 'en'), queryTerms('penalty card'), 2, readOf(read))).toBe(false);
    expect(top([one, two, phrase], 'penalty card', 2)).not.toEqual(top(read, 'penalty card', 2));
    const both = [passage('laws/1/#A', 0, 'penalty card', ['penalty', 'card']), passage('laws/2/#A', 1, 'penalty card', ['penalty', 'card'])];
    expect(settled(rankPassages(both, queryTerms('penalty card'), 'en'), queryTerms('penalty card'), 2, readOf(both))).toBe(true);
  });

  test('a repeat whose original is on a page not read yet: that page would replace it', () => {
    const quote = passage('cases/b/5/#law-46B.2', 0, 'dummy wins the trick', ['trick'], { same: 'laws/46/#B' });
    const other = passage('cases/b/6/#facts.1', 1, 'the trick', ['trick']);
    const law = passage('laws/46/#B', 4, 'dummy wins the trick', ['trick']);
    const read = [quote, other];
    expect(settled(rankPassages(read, queryTerms('trick'), 'en'), queryTerms('trick'), 2, readOf(read))).toBe(false);
    expect(top([quote, other, law], 'trick', 2)).toEqual(['laws/46/#B', 'cases/b/6/#facts.1']);
    expect(settled(rankPassages(read, queryTerms('trick'), 'en'), queryTerms('trick'), 2, readOf([...read, law]))).toBe(true);
  });
});
