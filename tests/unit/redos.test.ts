// ReDoS check: every regular expression of the reference grammar (those src/lib/refs builds
// at run time from its word tables, caught by watching the RegExp constructor while the
// grammar runs in every language) and every regex literal in src/lib is analysed by
// `recheck` (automaton theory, fuzzing where that does not apply). A regex that recheck finds
// vulnerable fails with its attack string; one it cannot decide is then timed on that kind of
// input instead (see timedAttack).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkSync, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

interface Pattern {
  source: string;
  flags: string;
  from: string;
}

/** The regexes src/lib/refs constructs while finding, resolving and parsing in all languages. */
async function grammarRegexes(): Promise<Pattern[]> {
  const seen = new Map<string, Pattern>();
  const Original = RegExp;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args) {
      const r = Reflect.construct(target, args) as RegExp;
      seen.set(`/${r.source}/${r.flags}`, { source: r.source, flags: r.flags, from: 'src/lib/refs (built at run time)' });
      return r;
    },
  });
  try {
    const refs = await import('../../src/lib/refs/index.ts');
    for (const lang of refs.LANGS) {
      refs.resolveText('Правило 16А2 и Law 45C4(a), Νόμος 45Γ4α, Prawo 16 punktu 2c; pkt. 69.5(ii) 72...76\nC. Inne\n3. punktu 2c', { lang, withinLaw: 16 });
      // Designators without a law word (decided per paragraph), editions named in the text, relative forms.
      refs.resolveText('Relevant laws: 40C, 64С, 12Α [16B1] (14А); the 1997 Law 9B1(a), Law 16 (2017), Правило 12С2 Кодекса 1997\n\nLaw 27: B1(a)', { lang });
    }
    for (const q of ['Правило 16А2', 'п. 69.5.(ii)', 'Law 16 A 2', '94', '45c4a']) refs.parseRefQuery(q);
  } finally {
    globalThis.RegExp = Original;
  }
  return [...seen.values()];
}

/** Every regex literal in the TypeScript files under `dir` (tests excluded). */
function literalRegexes(dir: string): Pattern[] {
  const out: Pattern[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes('__fixtures__')) {
        const file = ts.createSourceFile(p, readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true);
        const visit = (n: ts.Node) => {
          if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
            const text = n.getText(file);
            const end = text.lastIndexOf('/');
            out.push({ source: text.slice(1, end), flags: text.slice(end + 1), from: `${p}:${file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1}` });
          }
          ts.forEachChild(n, visit);
        };
        visit(file);
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * For a regex recheck cannot decide: match it (anchored, sticky) against growing strings built
 * from its own literal characters plus a failing suffix; the time may grow at most about
 * linearly (4× input, under 20× time, and under 100 ms at 20,000 characters).
 */
function timedAttack(p: Pattern): string | null {
  const alphabet = [...new Set(p.source.replace(/\\[pPuxk]\{?[^}]*\}?|\\./g, '').replace(/[[\](){}|?*+^$]/g, ''))].join('') || 'a1(';
  const time = (n: number) => {
    const s = `${alphabet.repeat(Math.ceil(n / alphabet.length)).slice(0, n)}\u0000!`;
    const re = new RegExp(p.source, p.flags.replace(/[gy]/g, ''));
    const t = performance.now();
    re.exec(s);
    return performance.now() - t;
  };
  const small = Math.max(time(5_000), 0.5);
  const big = time(20_000);
  return big > 100 && big > small * 20 ? `${big.toFixed(0)} ms at 20,000 characters (${small.toFixed(1)} ms at 5,000)` : null;
}

/** True when the attack string, pumped 4× longer, takes over 10× as long and over 50 ms. */
function confirmed(p: Pattern, d: Diagnostics & { status: 'vulnerable' }): boolean {
  const build = (k: number) => d.attack.pumps.map((x) => x.prefix + x.pump.repeat(k)).join('') + d.attack.suffix;
  const re = new RegExp(p.source, p.flags.replace('g', ''));
  const time = (k: number) => {
    const s = build(k);
    const t = performance.now();
    re.lastIndex = 0;
    re.exec(s);
    return performance.now() - t;
  };
  const k = Math.max(1, Math.floor(d.attack.base / 4));
  time(k); // warm-up
  const small = Math.max(time(k), 0.5);
  const big = time(k * 4);
  return big > 50 && big > small * 10;
}

const verdict = (p: Pattern): string | null => {
  let d: Diagnostics;
  try {
    d = checkSync(p.source, p.flags, { timeout: 30_000 });
  } catch (e) {
    // recheck cannot parse it (syntax it does not support): time it instead.
    void e;
    return timedAttack(p);
  }
  if (d.status === 'vulnerable') {
    // A finding of the automaton analysis is a proof. One of the fuzzer is confirmed by
    // timing its attack string in V8 (the fuzzer's own VM does not optimise as V8 does, and it
    // is random: it sometimes reports a linear regex as polynomial).
    if (d.complexity.isFuzz && !confirmed(p, d)) return null;
    return `vulnerable (${d.complexity.summary}); attack: ${d.attack.pattern}`;
  }
  if (d.status === 'unknown') return timedAttack(p);
  return null;
};

describe('regular expressions are safe from catastrophic backtracking', () => {
  test('the grammar builds regexes in every language (the watch works)', async () => {
    expect((await grammarRegexes()).length).toBeGreaterThan(20);
  });

  test('every regex of the reference grammar', async () => {
    const bad = (await grammarRegexes()).map((p) => [p, verdict(p)] as const).filter(([, v]) => v);
    expect(bad.map(([p, v]) => `${p.from}: /${p.source.slice(0, 120)}/${p.flags}: ${v}`)).toEqual([]);
  }, 600_000);

  test('every regex literal in src/lib', () => {
    const all = literalRegexes('src/lib');
    expect(all.length).toBeGreaterThan(50);
    const bad = all.map((p) => [p, verdict(p)] as const).filter(([, v]) => v);
    expect(bad.map(([p, v]) => `${p.from}: /${p.source}/${p.flags}: ${v}`)).toEqual([]);
  }, 600_000);

  test('recheck finds the exponential backtracking of a nested quantifier (the check can fail)', () => {
    expect(verdict({ source: '^(a+)+$', flags: '', from: 'example' })).toMatch(/^vulnerable \(exponential\)/);
  });
});
