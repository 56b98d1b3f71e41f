/**
 * A holding: the cards of one hand in one suit, in print order, highest first. `?` marks a card
 * the diagram does not name (`?9?`: one card above the nine, the nine, one below). An empty
 * holding is a void.
 */
import { bridgeError, err, ok, type Result } from './result.ts';
import { isRank, rankIndex, rankLabel, UNKNOWN, type Rank, type Unknown } from './vocabulary.ts';

/**
 * The cards of one suit in one hand, as printed: ranks and unknown cards, highest first.
 * @example const west: Holding = ['?', '9', '?']; // booklet case 9
 */
export type Holding = readonly (Rank | Unknown)[];

/**
 * Parses the cards of one suit in PBN letters (`AKT2`, `?9?`, or `` for a void).
 * Ranks must be listed highest first; `10` is refused with a hint to write `T`.
 * @example parseHolding('QT') // { ok: true, value: ['Q', 'T'] }
 * @example parseHolding('Q10') // { ok: false, error: { code: 'pbn-ten', position: 1, … } }
 */
export function parseHolding(text: string, offset = 0): Result<Holding> {
  const items: (Rank | Unknown)[] = [];
  let lastKnown = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const position = offset + i;
    if (ch === '1' && text[i + 1] === '0') {
      return err(bridgeError('pbn-ten', `write the ten as "T", not "10"`, { position }));
    }
    if (ch === UNKNOWN) {
      items.push(UNKNOWN);
      continue;
    }
    if (!isRank(ch)) return err(bridgeError('pbn-rank', unknownRankMessage(ch), { position }));
    const index = rankIndex(ch);
    if (items.includes(ch)) {
      return err(bridgeError('duplicate-card', `the ${rankLabel(ch)} is listed twice`, { position }));
    }
    if (index < lastKnown) {
      return err(bridgeError('pbn-rank-order', `"${ch}" is listed below a lower card: list each suit highest first`, { position }));
    }
    lastKnown = index;
    items.push(ch);
  }
  return ok(items);
}

function unknownRankMessage(ch: string): string {
  if (ch === '-' || ch === '—') return `"${ch}" is not a rank: a void is an empty suit between dots`;
  if (isRank(ch.toUpperCase())) return `unknown rank "${ch}": ranks are upper case ("${ch.toUpperCase()}")`;
  return `unknown rank "${ch}" (use A K Q J T 9 8 7 6 5 4 3 2, or ? for an unknown card)`;
}

/**
 * Formats a holding in PBN letters; the inverse of {@link parseHolding}.
 * @example formatHolding(['Q', 'T']) // 'QT'; formatHolding([]) // ''
 */
export function formatHolding(holding: Holding): string {
  return holding.join('');
}

/**
 * Formats a holding for readers: `10` for the ten, a dash for a void.
 * @example displayHolding(['Q', 'T']) // 'Q10'; displayHolding([]) // '—'
 */
export function displayHolding(holding: Holding, voidMark = '—'): string {
  return holding.length === 0 ? voidMark : holding.map(rankLabel).join('');
}

/**
 * The named ranks of a holding, highest first (unknown cards left out).
 * @example knownRanks(['?', '9', '?']) // ['9']
 */
export function knownRanks(holding: Holding): readonly Rank[] {
  return holding.filter((r): r is Rank => r !== UNKNOWN);
}

/**
 * How many cards of the holding are unknown.
 * @example unknownCount(['?', '9', '?']) // 2
 */
export function unknownCount(holding: Holding): number {
  return holding.filter((r) => r === UNKNOWN).length;
}

/**
 * The lowest named card, when the holding has no unknown card below it (Law 46B2 names it).
 * @example lowestRank(['Q', 'J', 'T', '6', '5']) // '5'; lowestRank(['K', '?']) // undefined
 */
export function lowestRank(holding: Holding): Rank | undefined {
  const last = holding.at(-1);
  return last === undefined || last === UNKNOWN ? undefined : last;
}

/**
 * The highest named card, when no unknown card is listed above it.
 * @example highestRank(['A', 'K', '2']) // 'A'
 */
export function highestRank(holding: Holding): Rank | undefined {
  const first = holding[0];
  return first === undefined || first === UNKNOWN ? undefined : first;
}

/**
 * The holding without one card: the named rank, or one unknown card for `?`.
 * Returns undefined when the holding has no such card.
 * @example withoutCard(['A', 'Q'], 'A') // ['Q']; withoutCard(['?'], '?') // []
 */
export function withoutCard(holding: Holding, rank: Rank | Unknown): Holding | undefined {
  const i = holding.indexOf(rank);
  return i < 0 ? undefined : [...holding.slice(0, i), ...holding.slice(i + 1)];
}
