import { decideClaim, parseClaimInput } from '../src/lib/claims/index.ts';
const RANKS = 'AKQJT98765432';
let seed = 5;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
function deal(n: number) {
  const deck = [...'SHDC'].flatMap((s) => [...RANKS].map((r) => s + r));
  for (let i = deck.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [deck[i], deck[j]] = [deck[j]!, deck[i]!]; }
  const hands: Record<string, string> = {};
  ['N', 'E', 'S', 'W'].forEach((s, k) => { const cards = deck.slice(k * n, k * n + n); hands[s] = [...'SHDC'].map((su) => cards.filter((c) => c[0] === su).map((c) => c[1]).sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join('')).join('.'); });
  return hands;
}
for (const n of [8, 10, 13]) {
  const ts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const c = parseClaimInput({ position: { hands: deal(n), onLead: 'S' }, contract: '4S', declarer: 'S', tricksWon: { declarer: 13 - n, defenders: 0 }, claim: { by: 'S', tricks: n, manner: 'statement', statement: [{ do: 'rest' }] } });
    if (!c.ok) throw new Error(c.problems.join());
    const t0 = performance.now(); const r = decideClaim(c.input); ts.push(performance.now() - t0);
    if (r.problems.length) console.log(r.problems);
  }
  ts.sort((a, b) => a - b);
  console.log(n, 'cards: median', Math.round(ts[3]!), 'ms worst', Math.round(ts.at(-1)!), 'ms');
}
