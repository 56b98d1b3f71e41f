/**
 * Card mentions and contracts in running text, in every notation the sources use, reduced to
 * one canonical form so that an original and its translation can be compared:
 * `♦10`, `♦ QJ1065`, `♥A` → `D10`, `DQJ1065`, `HA`; `3ΧΑ`, `3NT`, `3 БК`, `6♥` → `3NT`, `6H`.
 */

/** A canonical suit letter. */
export type SuitLetter = 'S' | 'H' | 'D' | 'C';

const SUITS: Readonly<Record<string, SuitLetter>> = { '♠': 'S', '♤': 'S', '♥': 'H', '♡': 'H', '♦': 'D', '♢': 'D', '♣': 'C', '♧': 'C' };

// Honour letters per notation → canonical rank. Latin A K Q J (and T for ten) are what every
// source writes; the Russian (Т К Д В), Polish (A K D W) and Greek (Α Ρ Ν Β) letters are
// accepted after a suit symbol, where they cannot be anything but ranks.
const RANKS: Readonly<Record<string, string>> = {
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
  Т: 'A',
  К: 'K',
  Д: 'Q',
  В: 'J',
  D: 'Q',
  W: 'J',
  Α: 'A',
  Ρ: 'K',
  Ν: 'Q',
  Β: 'J',
  x: 'x',
  X: 'x',
};
const RANK_CHARS = Object.keys(RANKS).join('');
// A suit symbol, an optional space (and U+FE0E), then a holding: honours, 10, spot cards, x.
const CARD = new RegExp(`([♠♤♥♡♦♢♣♧])\\uFE0E?[ \\u00A0]?((?:10|[2-9]|[${RANK_CHARS}])+)(?![\\p{L}\\p{N}])`, 'gu');
// Honours written without a suit (`AQ`, `KJ`, `QJ10`): two or more cards.
// Written honours first, as every source does, so `48A` (a law section) is not a holding.
const BARE_HOLDING = /(?<![\p{L}\p{N}])[AKQJ](?:[AKQJ]|10|[2-9]|x)+(?![\p{L}\p{N}])/gu;
// A level 1–7 and a strain: suit symbol, NT in Latin (NT, SA, BA), Greek ΧΑ, Russian БК.
const STRAINS: Readonly<Record<string, string>> = { NT: 'NT', SA: 'NT', BA: 'NT', ΧΑ: 'NT', БК: 'NT', ...SUITS };
const CONTRACT = /(?<![\p{L}\p{N}.])([1-7])[ \u00A0]?(NT|SA|BA|ΧΑ|БК|[♠♤♥♡♦♢♣♧])\uFE0E?(?![\p{L}])/gu;

/** A mention found in text, with its span. */
export interface Mention {
  /** Canonical form (`D10`, `3NT`). */
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

function canonicalHolding(ranks: string): string {
  let out = '';
  for (let i = 0; i < ranks.length; i++) {
    if (ranks.startsWith('10', i)) {
      out += '10';
      i += 1;
    } else out += RANKS[ranks[i] ?? ''] ?? ranks[i];
  }
  return out;
}

/**
 * Every card mention (suit symbol and holding) in `text`, canonical.
 * @example
 * cardsOf('το ♦10 και ♥ AK').map((m) => m.value) // ['D10', 'HAK']
 */
export function cardsOf(text: string): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(CARD))
    out.push({ value: `${SUITS[m[1] ?? ''] ?? '?'}${canonicalHolding(m[2] ?? '')}`, start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * Honour holdings written without a suit symbol (`AQ`, `KJ`), canonical.
 * @example
 * holdingsOf('имеет AQ после KJ').map((m) => m.value) // ['AQ', 'KJ']
 */
export function holdingsOf(text: string): Mention[] {
  return [...text.matchAll(BARE_HOLDING)].map((m) => ({ value: canonicalHolding(m[0]), start: m.index, end: m.index + m[0].length }));
}

/**
 * Every contract (level and strain) in `text`, canonical.
 * @example
 * contractsOf('Ο Ν παίζει 3ΧΑ, then 6♥').map((m) => m.value) // ['3NT', '6H']
 */
export function contractsOf(text: string): Mention[] {
  return [...text.matchAll(CONTRACT)].map((m) => ({ value: `${m[1]}${STRAINS[m[2] ?? ''] ?? '?'}`, start: m.index, end: m.index + m[0].length }));
}
