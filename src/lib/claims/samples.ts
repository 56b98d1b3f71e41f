/**
 * Seeded random claim positions for the property test and `npm run bench:claims`: `n` cards a
 * hand dealt from a shuffled pack, South to lead, South claiming every trick with no line stated.
 */
import type { ClaimInput } from './types.ts';

const RANKS = 'AKQJT98765432';

/** A seeded generator (linear congruential), for repeatable samples. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Four hands of `n` cards as PBN. */
export function dealHands(n: number, rnd: () => number): Record<'N' | 'E' | 'S' | 'W', string> {
  const deck = [...'SHDC'].flatMap((s) => [...RANKS].map((r) => s + r));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const hand = (k: number) => {
    const cards = deck.slice(k * n, k * n + n);
    return [...'SHDC']
      .map((su) =>
        cards
          .filter((c) => c[0] === su)
          .map((c) => c[1])
          .sort((a, b) => RANKS.indexOf(a!) - RANKS.indexOf(b!))
          .join(''),
      )
      .join('.');
  };
  return { N: hand(0), E: hand(1), S: hand(2), W: hand(3) };
}

/** A contested "the rest are mine" claim by South in `contract` on a random end position. */
export function sampleClaim(n: number, rnd: () => number, contract = '4S'): ClaimInput {
  return {
    position: { hands: dealHands(n, rnd), onLead: 'S' },
    contract,
    declarer: 'S',
    tricksWon: { declarer: 13 - n, defenders: 0 },
    claim: { by: 'S', tricks: n, manner: 'statement', statement: [{ do: 'rest' }] },
    after: [{ type: 'disputed', seat: 'W' }],
  };
}
