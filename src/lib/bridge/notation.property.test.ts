// Property tests for the notations: format(parse(x)) === x for valid x, and parse never throws.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, parsePlayedCard, type Card } from './card.ts';
import { formatDeal, formatDealTag, parseDeal, parseDealTag } from './deal.ts';
import { formatHand, parseHand } from './hand.ts';
import { formatHolding, parseHolding } from './holding.ts';
import { parseDealSetup } from './setup.ts';
import { formatTrick, parseTrick } from './trick.ts';
import { RANKS, SEATS, SUITS, type Suit } from './vocabulary.ts';

/** A holding as PBN prints it: ranks highest first, with unknown cards mixed in. */
const holdingText = fc.tuple(fc.subarray([...RANKS]), fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 3 })).map(([ranks, unknownAt]) => {
  const items: string[] = [...ranks];
  for (const at of unknownAt) items.splice(Math.min(at, items.length), 0, '?');
  return items.join('');
});

/** A hand string with its shown list; suits not shown are empty. */
const handWithShown = fc
  .tuple(fc.subarray([...SUITS]), fc.tuple(holdingText, holdingText, holdingText, holdingText))
  .map(([shown, groups]) => ({ shown: shown as Suit[], text: groups.map((g, i) => (shown.includes(SUITS[i] as Suit) ? g : '')).join('.') }))
  .filter(({ text }) => text.replaceAll('.', '').length <= 13);

/** A full deal: the 52 cards shuffled into four hands. */
const shuffledDeal = fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }).map((cards) => {
  const hands = SEATS.map((_, i) => cards.slice(i * 13, i * 13 + 13));
  const pbn = (hand: Card[]) => SUITS.map((s) => RANKS.filter((r) => hand.includes(`${s}${r}`)).join('')).join('.');
  return `N:${hands.map(pbn).join(' ')}`;
});

const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[NESW]?:?[AKQJT2-9?.\- 10]{0,40}$/));

describe('parseHolding / formatHolding', () => {
  test('returns the same text after a round trip', () => {
    fc.assert(
      fc.property(holdingText, (text) => {
        const r = parseHolding(text);
        expect(r.ok && formatHolding(r.value)).toBe(text);
      }),
    );
  });
});

describe('parseHand / formatHand', () => {
  test('returns the same text and shown suits after a round trip', () => {
    fc.assert(
      fc.property(handWithShown, ({ shown, text }) => {
        const r = parseHand(text, shown);
        expect(r.ok).toBe(true);
        if (!r.ok || r.value === null) return;
        expect(formatHand(r.value)).toBe(text);
        expect(Object.keys(r.value).sort()).toEqual([...shown].sort());
      }),
    );
  });
});

describe('parseDeal / formatDeal', () => {
  test('returns the same deal after a round trip, from any first seat', () => {
    fc.assert(
      fc.property(shuffledDeal, fc.constantFrom(...SEATS), (text, first) => {
        const r = parseDeal(text);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(formatDeal(r.value)).toBe(text);
        const rotated = parseDeal(formatDeal(r.value, first));
        expect(rotated).toEqual(r);
        expect(parseDealTag(formatDealTag(r.value))).toEqual(r);
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseTrick / formatTrick', () => {
  const trickText = fc
    .tuple(
      fc.constantFrom(...SEATS),
      fc.array(fc.oneof(fc.constantFrom(...ALL_CARDS), fc.constantFrom('S?', 'H?', 'D?', 'C?', '?')), { maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    )
    .map(([leader, cards, marks]) => `${leader}:${cards.map((c, i) => (marks[i] ? `${c}!` : c)).join(' ')}`);
  test('returns the same text after a round trip', () => {
    fc.assert(
      fc.property(trickText, (text) => {
        const r = parseTrick(text);
        expect(r.ok && formatTrick(r.value)).toBe(text);
      }),
    );
  });
});

describe('parsers', () => {
  test('never throw, and report errors inside the string', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        for (const r of [parseHolding(text), parseHand(text), parseDeal(text), parseDealTag(text), parseTrick(text), parsePlayedCard(text)]) {
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok && r.error.position !== undefined) {
            expect(r.error.position).toBeGreaterThanOrEqual(0);
            expect(r.error.position).toBeLessThanOrEqual(text.length + '[Deal "'.length);
          }
        }
        const setup = parseDealSetup({ N: text, S: { pbn: text, shown: ['S'] } });
        expect(typeof setup.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
