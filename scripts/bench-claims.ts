// npm run bench:claims — the claims engine's ruling time on seeded random end positions (a contested
// "the rest are mine" claim by South in 4♠, which rules 70C with two searches plus the award):
// median and worst per hand size. Prints figures; no thresholds (random deals are harder than
// real claim positions, where the claimer holds mostly winners).
import { decideClaim } from '../src/lib/claims/index.ts';
import { sampleClaim, seeded } from '../src/lib/claims/samples.ts';

const SIZES = [4, 6, 8];
const RUNS = 12;
for (const n of SIZES) {
  const rnd = seeded(100 + n);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const input = sampleClaim(n, rnd);
    const t0 = performance.now();
    decideClaim(input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
  process.stdout.write(`claims ${n} cards a hand: median ${median.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms (${RUNS} seeded positions)\n`);
}
