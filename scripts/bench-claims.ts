// npm run bench:claims — the claims engine's ruling time on seeded random end positions (a contested
// "the rest are mine" claim by South in 4♠, which rules 70C with two searches plus the award):
// median and worst per hand size, wall-clock and the process's CPU time (`process.cpuUsage`,
// which the machine's load disturbs less), and how many positions the line search gave up on
// (past its NODE_LIMIT: the ruling then reports the position as too large). Prints figures; no
// thresholds (random deals are harder than real claim positions, where the claimer holds mostly
// winners). `--sizes 4,6,8,10,13` and `--runs 12` choose the sets.
import { loadavg } from 'node:os';
import { decideClaim, type LineSearch } from '../src/lib/claims/index.ts';
import { solverLine } from '../src/lib/claims/solver-line.ts';
import { NODE_LIMIT, SearchTooLarge } from '../src/lib/claims/search.ts';
import { sampleClaim, seeded } from '../src/lib/claims/samples.ts';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SIZES = (arg('--sizes') ?? '4,6,8,10,13').split(',').map(Number);
const RUNS = Number(arg('--runs') ?? 12);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
process.stdout.write(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);
// Cards tried by every line search of a ruling (a search given up counts its limit).
let tried = 0;
const counted: LineSearch = (t, r, mode, n) => {
  try {
    const res = solverLine(t, r, mode, n);
    tried += res.nodes ?? 0;
    return res;
  } catch (e) {
    if (e instanceof SearchTooLarge) tried += NODE_LIMIT;
    throw e;
  }
};
for (const n of SIZES) {
  const rnd = seeded(100 + n);
  const wall: number[] = [];
  const cpu: number[] = [];
  const cards: number[] = [];
  let tooLarge = 0;
  for (let i = 0; i < RUNS; i++) {
    const input = sampleClaim(n, rnd);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    tried = 0;
    const ruling = decideClaim(input, counted);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    cards.push(tried);
    if (ruling.problems.some((p) => p.includes('too large'))) tooLarge++;
  }
  process.stdout.write(
    `claims ${n} cards a hand: median ${median(wall).toFixed(0)} ms, worst ${Math.max(...wall).toFixed(0)} ms; CPU median ${median(cpu).toFixed(0)} ms, worst ${Math.max(...cpu).toFixed(0)} ms; cards tried median ${median(cards)}, worst ${Math.max(...cards)}, all ${cards.reduce((a, b) => a + b, 0)} (${RUNS} seeded positions${tooLarge > 0 ? `, ${tooLarge} given up as too large` : ''})\n`,
  );
}
