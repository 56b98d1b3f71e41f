// Worked incidents of Law 16, each ruled from the law text first (the expected figures worked by
// hand from the scoring table: 4♠= non-vulnerable +420, 3♠+1 +170, 3♠= +140, 4♠−1 −50), then run.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ruleUnauthorizedInformation, uiProblems, type UiFindings, type UiIncident } from './unauthorized-information.ts';

const NV = { NS: false, EW: false };
/** North hesitates over 3♠; South bids 4♠ and makes it. */
const hesitation = (edition: 2007 | 2017, findings: UiFindings, table = '4S='): UiIncident => ({
  edition,
  information: { kind: 'hesitation', by: 'N' },
  action: { by: 'S', what: '4S' },
  table: { result: table, declarer: 'S' },
  vulnerable: NV,
  findings,
});
const INFRACTION = { madeAvailable: true, suggested: true, logicalAlternative: true, alternative: 'pass', peers: 0.4 } as const;

describe('Law 16B: the three questions', () => {
  test('no information made available (the pause was normal tempo): the result stands', () => {
    const r = ruleUnauthorizedInformation(hesitation(2017, { madeAvailable: false }));
    expect(r.outcome).toBe('stands');
    expect(r.steps.map((s) => [s.law, s.verdict])).toEqual([['16B1', 'not-applied']]);
  });

  test('the hesitation did not demonstrably suggest 4♠ over pass: the result stands', () => {
    const r = ruleUnauthorizedInformation(hesitation(2007, { madeAvailable: true, suggested: false }));
    expect(r.outcome).toBe('stands');
    expect(r.steps.at(-1)).toMatchObject({ law: '16B1(a)', verdict: 'not-applied', reason: 'ui-not-suggested' });
  });

  test('pass was no logical alternative (nobody would seriously consider it): the result stands', () => {
    const r = ruleUnauthorizedInformation(
      hesitation(2017, { madeAvailable: true, suggested: true, logicalAlternative: false, alternative: 'pass', peers: 0.05 }),
    );
    expect(r.outcome).toBe('stands');
    expect(r.steps.at(-1)).toMatchObject({ law: '16B1(b)', verdict: 'not-applied', vars: { peers: '5' } });
  });

  test('each missing finding is asked for in the law’s order, and nothing is ruled past it', () => {
    expect(ruleUnauthorizedInformation(hesitation(2017, {}))).toMatchObject({ outcome: 'undecided', needs: ['madeAvailable'] });
    expect(ruleUnauthorizedInformation(hesitation(2017, { madeAvailable: true, suggested: true }))).toMatchObject({
      outcome: 'undecided',
      needs: ['logicalAlternative'],
    });
    expect(ruleUnauthorizedInformation(hesitation(2017, INFRACTION))).toMatchObject({ outcome: 'undecided', needs: ['outcomes'] });
    expect(ruleUnauthorizedInformation(hesitation(2007, { ...INFRACTION, outcomes: [{ result: '3S+1', declarer: 'S', weight: 1 }] }))).toMatchObject({
      outcome: 'undecided',
      needs: ['weighting'],
    });
  });
});

describe('the adjusted score (12C1)', () => {
  const likely = [
    { result: '3S+1', declarer: 'S', weight: 0.7 },
    { result: '4S=', declarer: 'S', weight: 0.3 },
  ] as const;

  test('2017: weighted, 70% of 3♠+1 and 30% of 4♠= — +245 to North–South for both sides', () => {
    const r = ruleUnauthorizedInformation(hesitation(2017, { ...INFRACTION, outcomes: likely }));
    expect(r.outcome).toBe('adjusted');
    expect(r.tableNs).toBe(420);
    expect(r.outcomes?.map((o) => o.ns)).toEqual([170, 420]);
    expect(r.adjusted).toEqual({ NS: { ns: 245, how: 'weighted' }, EW: { ns: 245, how: 'weighted' } });
    expect(r.steps.map((s) => s.law)).toEqual(['16B1', '16B1(a)', '16B3', '12C1(c)']);
  });

  test('2007 where the regulating authority allows weighting: the same weighted score under 12C1(c)', () => {
    const r = ruleUnauthorizedInformation(hesitation(2007, { ...INFRACTION, weighting: true, outcomes: likely }));
    expect(r.adjusted?.NS).toEqual({ ns: 245, how: 'weighted' });
  });

  test('2007 where weighting is forbidden (12C1(e)): the non-offenders the most favourable likely result, the offenders the most unfavourable probable one', () => {
    const outcomes = [
      { result: '3S+1', declarer: 'S', likely: true },
      { result: '3S=', declarer: 'S' },
      { result: '4S=', declarer: 'S', likely: true },
    ] as const;
    const r = ruleUnauthorizedInformation(hesitation(2007, { ...INFRACTION, weighting: false, outcomes }));
    expect(r.outcome).toBe('adjusted');
    expect(r.adjusted).toEqual({ NS: { ns: 140, how: 'most-unfavourable-probable' }, EW: { ns: 170, how: 'most-favourable-likely' } });
    expect(r.steps.at(-1)).toMatchObject({ law: '12C1(e)', reason: 'ui-assigned' });
  });

  test('2007 without weighting and no result found likely: the director is asked which', () => {
    const r = ruleUnauthorizedInformation(hesitation(2007, { ...INFRACTION, weighting: false, outcomes: [{ result: '3S+1', declarer: 'S' }] }));
    expect(r).toMatchObject({ outcome: 'undecided', needs: ['outcomes'] });
    expect(r.steps.at(-1)).toMatchObject({ law: '12C1(e)', reason: 'ui-needs-likely' });
  });

  test('weights that do not add up to 1 are asked for again, not scaled', () => {
    const r = ruleUnauthorizedInformation(hesitation(2017, { ...INFRACTION, outcomes: [{ result: '3S+1', declarer: 'S', weight: 0.5 }] }));
    expect(r).toMatchObject({ outcome: 'undecided', needs: ['outcomes'] });
    expect(r.steps.at(-1)).toMatchObject({ law: '12C1(c)', reason: 'ui-needs-weights', vars: { total: 50 } });
  });

  test('no advantage: South went down in 4♠ (−50), and after a pass North–South would have scored +140 — the result stands', () => {
    const r = ruleUnauthorizedInformation(hesitation(2017, { ...INFRACTION, outcomes: [{ result: '3S=', declarer: 'S', weight: 1 }] }, '4S-1'));
    expect(r.outcome).toBe('stands');
    expect(r.steps.at(-1)).toMatchObject({ law: '16B3', verdict: 'not-applied', reason: 'ui-no-advantage', vars: { table: -50, adjusted: 140 } });
  });

  test('the non-offenders’ serious error (2017 12C1(e), 2007 12C1(b)): they keep the table score, the offenders are adjusted', () => {
    for (const [edition, law] of [
      [2017, '12C1(e)'],
      [2007, '12C1(b)'],
    ] as const) {
      const r = ruleUnauthorizedInformation(hesitation(edition, { ...INFRACTION, weighting: true, seriousError: true, outcomes: likely }));
      expect(r.adjusted).toEqual({ NS: { ns: 245, how: 'weighted' }, EW: { ns: 420, how: 'table' } });
      expect(r.steps.at(-1)?.law).toBe(law);
    }
  });

  test('East–West as offenders: scores are still North–South’s view, and the side that gained is the one adjusted', () => {
    // West hesitates; East doubles 4♠, which goes two down (+300 to East–West, non-vulnerable): without the double, −100.
    const r = ruleUnauthorizedInformation({
      edition: 2017,
      information: { kind: 'hesitation', by: 'W' },
      action: { by: 'E', what: 'X' },
      table: { result: '4SX-2', declarer: 'S' },
      vulnerable: NV,
      findings: { ...INFRACTION, outcomes: [{ result: '4S-2', declarer: 'S', weight: 1 }] },
    });
    expect(r).toMatchObject({ outcome: 'adjusted', offenders: 'EW', tableNs: -300 });
    expect(r.adjusted?.EW).toEqual({ ns: -100, how: 'weighted' });
  });
});

describe('where the information came from', () => {
  test('an opponent’s hesitation is not Law 16B: 73D1, and a deceptive one 73F (2007) / 73E2 (2017)', () => {
    const x = { ...hesitation(2017, {}), information: { kind: 'hesitation', by: 'E' } } as const;
    expect(ruleUnauthorizedInformation(x)).toMatchObject({ outcome: 'not-16B', steps: [{ law: '73D1', vars: { deceptive: '73E2' } }] });
    expect(ruleUnauthorizedInformation({ ...x, edition: 2007 }).steps[0]?.vars.deceptive).toBe('73F');
  });

  const withdrawnCall = (edition: 2007 | 2017, actor: 'N' | 'W'): UiIncident => ({
    edition,
    // East's insufficient bid was withdrawn (East–West offended); then a player bids 3NT.
    information: { kind: 'withdrawn-call', by: 'E', offendingSide: 'EW' },
    action: { by: actor, what: '3NT' },
    table: { result: '3NT=', declarer: actor },
    vulnerable: NV,
    findings: { suggested: true, logicalAlternative: true, alternative: 'pass', outcomes: [{ result: '2S-1', declarer: 'S', weight: 1 }] },
  });

  test('a withdrawn call is authorized information for the non-offenders (2007 16D1, 2017 16C1)', () => {
    expect(ruleUnauthorizedInformation(withdrawnCall(2007, 'N')).steps[0]).toMatchObject({ law: '16D1', verdict: 'not-applied' });
    expect(ruleUnauthorizedInformation(withdrawnCall(2017, 'N'))).toMatchObject({ outcome: 'stands', steps: [{ law: '16C1' }] });
  });

  test('and unauthorized for the offenders (2007 16D2, 2017 16C2), ruled with the same questions', () => {
    const r = ruleUnauthorizedInformation(withdrawnCall(2017, 'W'));
    expect(r.steps.map((s) => [s.law, s.verdict])).toEqual([
      ['16C2', 'applies'],
      ['16B1(a)', 'applies'],
      ['16C2', 'applies'],
      ['12C1(c)', 'applies'],
    ]);
    // 3NT= by West: −400 North–South; after a pass, 2♠−1 by South: −50.
    expect(r.adjusted?.EW).toEqual({ ns: -50, how: 'weighted' });
    expect(ruleUnauthorizedInformation(withdrawnCall(2007, 'W')).steps[0]?.law).toBe('16D2');
  });
});

describe('facts that cannot be ruled', () => {
  test('every problem is named with its path', () => {
    const x: UiIncident = {
      edition: 2017,
      information: { kind: 'withdrawn-call', by: 'E' },
      action: { by: 'W', what: '3NT' },
      table: { result: '8S=', declarer: 'W' },
      vulnerable: NV,
      findings: { peers: 1.5, outcomes: [{ result: '3NT+1', declarer: 'W', weight: 0 }] },
    };
    expect(uiProblems(x).map((p) => p.path)).toEqual(['information.offendingSide', 'table.result', 'findings.outcomes[0].weight', 'findings.peers']);
    expect(uiProblems({ ...hesitation(2017, {}), action: { by: 'N', what: '4S' } }).map((p) => p.path)).toEqual(['action.by']);
    expect(uiProblems(hesitation(2017, INFRACTION))).toEqual([]);
  });
});

describe('properties', () => {
  const result = fc.record({
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
    risk: fc.constantFrom('', 'X', 'XX'),
    tricks: fc.integer({ min: 0, max: 13 }),
    declarer: fc.constantFrom('N', 'E', 'S', 'W'),
  });
  const notation = (r: { level: number; strain: string; risk: string; tricks: number }) => {
    const d = r.tricks - 6 - r.level;
    return `${r.level}${r.strain}${r.risk}${d === 0 ? '=' : d > 0 ? `+${d}` : d}`;
  };
  test('an adjusted score is never better for the offenders than the table result, nor worse for the non-offenders', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2007, 2017),
        result,
        fc.array(result, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.record({ NS: fc.boolean(), EW: fc.boolean() }),
        (edition, table, outs, weighting, seriousError, vulnerable) => {
          const outcomes = outs.map((o, i) => ({ result: notation(o), declarer: o.declarer, weight: 1 / outs.length, likely: i === 0 }));
          const r = ruleUnauthorizedInformation({
            edition,
            information: { kind: 'remark', by: 'N' },
            action: { by: 'S', what: '4S' },
            table: { result: notation(table), declarer: table.declarer },
            vulnerable,
            findings: { ...INFRACTION, weighting, seriousError, outcomes },
          });
          if (r.outcome !== 'adjusted') return r.outcome === 'stands';
          return r.adjusted!.NS.ns <= r.tableNs && r.adjusted!.EW.ns <= r.tableNs;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the ruling as text', () => {
  test('every step of every outcome reads in the four languages with its values filled, seats by name and calls as players write them', async () => {
    const { explainUi } = await import('./explain-ui.ts');
    const r = ruleUnauthorizedInformation(hesitation(2017, { ...INFRACTION, seriousError: true, outcomes: [{ result: '3S+1', declarer: 'S', weight: 1 }] }));
    const lines = { en: explainUi(r, 'en'), ru: explainUi(r, 'ru'), pl: explainUi(r, 'pl'), el: explainUi(r, 'el') };
    for (const ls of Object.values(lines)) {
      expect(ls).toHaveLength(r.steps.length);
      for (const l of ls) expect(l).not.toMatch(/\{|\}|ui-/);
    }
    expect(lines.en[0]).toBe('North made extraneous information available to partner (an unmistakable hesitation): it is unauthorized information for South.');
    expect(lines.ru[1]).toContain('Юг выбрал действие (4♠)');
    // A call in the nominative beside the word it names, never the object of «выбрал» («выбрал контра»).
    const doubled = explainUi(ruleUnauthorizedInformation({ ...hesitation(2017, INFRACTION), action: { by: 'S', what: 'X' } }), 'ru');
    expect(doubled.join(' ')).toContain('Юг выбрал действие (контра)');
    expect(doubled.join(' ')).not.toMatch(/выбрал (?:контра|реконтра|пас)/);
    expect(lines.ru[1]).toContain('(пас;');
    expect(lines.pl[0]).toContain('od Północy');
    expect(lines.el[0]).toMatch(/^Ο Βορράς έδωσε/);
    expect(lines.en[2]).toContain('+420 to North–South at the table against +170');
  });
  test('Polish (second reading, 2026-11-28): a player ruled on his own withdrawn call is not called his partner; one result takes the singular; the offenders’ score is the worst result at all probable, not possible', async () => {
    const { explainUi } = await import('./explain-ui.ts');
    const own = ruleUnauthorizedInformation({
      ...hesitation(2017, { ...INFRACTION, outcomes: [{ result: '3S+1', declarer: 'S', weight: 1 }] }),
      information: { kind: 'withdrawn-call', by: 'S', offendingSide: 'NS' },
    });
    expect(own.outcome).toBe('adjusted');
    const pl = explainUi(own, 'pl');
    expect(pl.join(' ')).not.toContain('Partner (Południe)');
    expect(pl[0]).toContain('Południu nie wolno');
    expect(pl[1]).toMatch(/^Gracz Południe wybrał/);
    expect(pl.at(-1)).toContain('z 1 wyniku prawdopodobnego po alternatywie');
    const two = explainUi(
      ruleUnauthorizedInformation(
        hesitation(2017, {
          ...INFRACTION,
          outcomes: [
            { result: '3S+1', declarer: 'S', weight: 0.5 },
            { result: '4S=', declarer: 'S', weight: 0.5 },
          ],
        }),
      ),
      'pl',
    );
    expect(two.at(-1)).toContain('z 2 wyników prawdopodobnych po alternatywie');
    const unweighted = ruleUnauthorizedInformation(
      hesitation(2007, {
        ...INFRACTION,
        weighting: false,
        outcomes: [
          { result: '3S+1', declarer: 'S', likely: true },
          { result: '4S-1', declarer: 'S', likely: false },
        ],
      }),
    );
    const last = explainUi(unweighted, 'pl').at(-1) ?? '';
    expect(last).toContain('w ogóle prawdopodobnych');
    expect(last).not.toContain('możliwych');
  });

  // Second Greek reading (2026-11-28): the seats in the case the sentence needs — «στον Νότο» after
  // σε, not «στον συμπαίκτη (Νότος)»; «της Ανατολής» for whose speed, not «(…, Ανατολή)»; the
  // player who may use authorized information named, not left for «η πληροφορία» to be read as the subject.
  test('Greek names each seat in its case', async () => {
    const { explainUi } = await import('./explain-ui.ts');
    const el = (i: UiIncident) => explainUi(ruleUnauthorizedInformation(i), 'el');
    expect(el(hesitation(2017, {}))[0]).toMatch(/^Έδωσε ο Βορράς εξωγενείς πληροφορίες στον Νότο \(εμφανής δισταγμός\);/);
    const speed = { ...hesitation(2017, { madeAvailable: false }), information: { kind: 'speed', by: 'E' }, action: { by: 'W', what: 'X' } } as const;
    expect(el(speed)[0]).toContain('(ασυγκράτητη βιασύνη της Ανατολής): η Δύση μπορούσε ελεύθερα να επιλέξει κοντρ');
    const withdrawn = { ...hesitation(2017, {}), information: { kind: 'withdrawn-call', by: 'E', offendingSide: 'EW' } } as const;
    expect(el(withdrawn)[0]).toContain('είναι θεμιτή, και ο Νότος μπορεί να τη χρησιμοποιήσει');
  });
});
