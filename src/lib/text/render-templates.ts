/**
 * Every template of a table filled with real values, for reading: each seat in turn and the
 * counts 1, 2, 5 and 21 (one, few, many and the "one" of 21 in Russian), so a reviewer reads the
 * generated sentences as text, with their plural and case agreement (`npm run render:reasons`).
 */
import type { Lang } from '../base/languages.ts';
import { SEATS } from '../bridge/vocabulary.ts';
import { fill, placeholders, seats, type FillValue } from './fill.ts';
import type { SeatWords } from './seat-words.ts';

/** The counts every template is filled with: one, few, many, and 21 (Russian one, Polish many). */
export const SAMPLE_COUNTS = [1, 2, 5, 21] as const;

// Placeholders that hold seats, and those that hold numbers; any other gets a sample word.
const SEAT_NAMES = new Set(['seat', 'who', 'binds', 'prevails', 'by', 'actor']);
const COUNT_NAMES = new Set([
  'n',
  'm',
  'count',
  'total',
  'tricks',
  'steps',
  'claimed',
  'remaining',
  'awarded',
  'others',
  'declarer',
  'defenders',
  'right',
  'wrong',
  'done',
  'shown',
  'pages',
  'trick',
  'restoredCount',
]);
const SAMPLES: Readonly<Record<string, string>> = {
  card: '♠Q',
  cards: '♥K ♥2',
  deemed: '♠2',
  from: '♦3',
  named: '♣J',
  earlier: '♠5',
  rank: 'Q',
  among: '♠A ♠K',
  year: '2017',
  e: '2017',
  held: '♥9 ♥4',
  kept: '♥K',
  restored: '♥2',
  equity: '64C',
  law: '45C4(a)',
  ref: '45C4(a)',
};

/**
 * The value a placeholder takes in sample `k` (0–3): the k-th seat, the k-th count, a card.
 * @example sampleValue('tricks', 2) // 5
 */
export function sampleValue(name: string, k: number): FillValue {
  // Law 16's actor is the partner of the player who gave the information (`by`).
  if (SEAT_NAMES.has(name)) return seats(SEATS[(k + (name === 'actor' ? 2 : 0)) % 4] as (typeof SEATS)[number]);
  if (COUNT_NAMES.has(name)) return SAMPLE_COUNTS[k % SAMPLE_COUNTS.length] as number;
  return SAMPLES[name] ?? `‹${name}›`;
}

/**
 * The distinct fillings of `template` over the four samples (one line if it has no
 * placeholders that vary).
 * @example renderSamples('{seat} takes {tricks} {tricks|trick|tricks}.', 'en').length // 4
 */
export function renderSamples(template: string, lang: Lang, words?: SeatWords, extra: Readonly<Record<string, string>> = {}): string[] {
  const names = [...new Set(placeholders(template).map((p) => p.name))];
  const out: string[] = [];
  for (let k = 0; k < SAMPLE_COUNTS.length; k++) {
    const vars = Object.fromEntries(names.map((n) => [n, n in extra ? (extra[n] as string) : sampleValue(n, k)]));
    const line = fill(template, lang, vars, words ? { seats: words } : {});
    if (!out.includes(line)) out.push(line);
  }
  return out;
}
