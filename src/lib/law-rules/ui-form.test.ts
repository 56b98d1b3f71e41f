// The ruling tool's Law 16 form state (ui-form.ts), from the law: the auction checked as typed,
// the facts it gives the input check, and the rulings under both codes. Expected scores worked by
// hand: 3♠= by North not vulnerable is +140 to North–South; 3♥= by West −140, 3♥−1 +50.
import { describe, expect, test } from 'vitest';
import {
  auctionView,
  EMPTY_OUTCOME,
  EXAMPLE_UI_FORM,
  readUiFormHash,
  resultText,
  ruleUiForm,
  uiFormFacts,
  UI_FORM_PREFIX,
  verdictOf,
  writeUiFormHash,
  type UiFormState,
} from './ui-form.ts';

const base: UiFormState = {
  ...EXAMPLE_UI_FORM,
  madeAvailable: true,
  suggested: true,
  logicalAlternative: true,
  peers: '35',
  outcomes: [{ result: '3H=', declarer: 'W', weight: '60', likely: true }, { result: '3H-1', declarer: 'W', weight: '40', likely: true }, EMPTY_OUTCOME],
};

describe('the auction as typed', () => {
  test('each call has its seat from the dealer; the contract and declarer follow from the end', () => {
    const v = auctionView('N', '1S 2H, 2S 3H P P 3S P P P');
    expect(v.calls.map((c) => c.seat).join('')).toBe('NESWNESWNE');
    expect(v.problems).toEqual([]);
    // North named spades first for his side: he declares 3♠, not South who bid it last.
    expect(v.contract).toEqual({ text: '3S', level: 3, declarer: 'N' });
  });

  test('every bad call is named by its number, and the walk goes on', () => {
    const v = auctionView('E', '1H 1D X XX P');
    // East deals: 1♥ (E), 1♦ (S) is not higher (call 2); West's X (call 3) doubles his partner's 1♥;
    // North's XX (call 4) redoubles no double of an opponent's.
    expect(v.problems.map((p) => [p.n, p.code])).toEqual([
      [2, 'insufficient'],
      [3, 'double-of-nothing'],
      [4, 'redouble-of-nothing'],
    ]);
    expect(auctionView('N', '1S P X').problems.map((p) => [p.n, p.code])).toEqual([[3, 'double-of-nothing']]);
    expect(auctionView('N', 'P P P P 1S').problems.map((p) => [p.n, p.code])).toEqual([[5, 'after-end']]);
    expect(auctionView('N', '1S foo').problems.map((p) => [p.n, p.code])).toEqual([[2, 'unreadable']]);
  });

  test('the table result in scoring notation', () => {
    expect(resultText('3S', 3, 9)).toBe('3S=');
    expect(resultText('4HX', 4, 8)).toBe('4HX-2');
    expect(resultText('1NT', 1, 9)).toBe('1NT+2');
  });
});

describe('the facts the form gives', () => {
  test('the information and the action by their calls, shares as fractions, empty rows left out', () => {
    const f = uiFormFacts(base, 2017);
    expect(f.information).toEqual({ kind: 'hesitation', atCall: 5 });
    expect(f.action).toEqual({ call: 7 });
    expect(f.table).toEqual({ result: '3S=', declarer: 'N' });
    expect((f.findings as { peers: number }).peers).toBeCloseTo(0.35);
    expect((f.findings as { outcomes: unknown[] }).outcomes).toEqual([
      { result: '3H=', declarer: 'W', weight: 0.6, likely: true },
      { result: '3H-1', declarer: 'W', weight: 0.4, likely: true },
    ]);
  });

  test('a withdrawn call: the offending side is the side whose call it came with', () => {
    const f = uiFormFacts({ ...base, kind: 'withdrawn-call', at: 2 }, 2007);
    expect(f.information).toEqual({ kind: 'withdrawn-call', atCall: 2, offendingSide: 'EW' });
  });
});

describe('the rulings under both codes', () => {
  test('what the form still lacks is named in the order a director fills it in', () => {
    expect(ruleUiForm({ ...base, calls: '1S 1H' })).toMatchObject({ ok: false, gap: 'auction' });
    expect(ruleUiForm({ ...base, calls: '1S 2H 2S' })).toMatchObject({ ok: false, gap: 'unended' });
    expect(ruleUiForm({ ...base, calls: 'P P P P' })).toMatchObject({ ok: false, gap: 'passed-out' });
    expect(ruleUiForm({ ...base, at: 0 })).toMatchObject({ ok: false, gap: 'at' });
    expect(ruleUiForm({ ...base, act: 4 })).toMatchObject({ ok: false, gap: 'act-order' });
    expect(ruleUiForm({ ...base, tricks: '' })).toMatchObject({ ok: false, gap: 'tricks' });
  });

  test('South competes over partner’s hesitation: 2017 weights the results; 2007 first asks whether weighting is allowed', () => {
    const r = ruleUiForm(base);
    if (!r.ok) throw new Error(r.problems.join('; '));
    // 2017 12C1(c): 0.6 × −140 + 0.4 × +50 = −64 to North–South, for both sides.
    expect(r.rulings[2017].outcome).toBe('adjusted');
    expect(r.rulings[2017].adjusted).toEqual({ NS: { ns: -64, how: 'weighted' }, EW: { ns: -64, how: 'weighted' } });
    expect(r.rulings[2007].outcome).toBe('undecided');
    expect(r.rulings[2007].needs).toEqual(['weighting']);
    // 2007 without weighting (12C1(e)): both likely, the non-offenders get the most favourable (−140),
    // the offenders the most unfavourable at all probable (−140).
    const no = ruleUiForm({ ...base, weighting: false });
    if (!no.ok) throw new Error('no ruling');
    expect(no.rulings[2007].adjusted).toEqual({ NS: { ns: -140, how: 'most-unfavourable-probable' }, EW: { ns: -140, how: 'most-favourable-likely' } });
  });

  test('an opponent acting on the hesitation is not Law 16B; the hesitator himself acting is named as a problem', () => {
    // Call 6 is East's pass after North's slow pass: East is North's opponent (73D1).
    const opp = ruleUiForm({ ...base, act: 6 });
    expect(opp.ok && opp.rulings[2017].outcome).toBe('not-16B');
    const self = ruleUiForm({ ...base, calls: '1S 2H 2S 3H P P 3S P 4S P P P', act: 9, tricks: '10' });
    expect(self).toMatchObject({ ok: false });
    expect(self.ok ? [] : self.problems.join(' ')).toContain('gave the information himself');
  });
});

describe('the verdict', () => {
  test('each side’s adjusted score from its own view; a standing result to North–South', () => {
    const r = ruleUiForm({ ...base, weighting: false });
    if (!r.ok) throw new Error('no ruling');
    // 12C1(e) split: both −140 to North–South, so +140 to East–West.
    expect(verdictOf(r.rulings[2007])).toEqual({ key: 'adjusted', vars: { ns: '−140', ew: '+140' } });
    const none = ruleUiForm({ ...base, madeAvailable: false });
    if (!none.ok) throw new Error('no ruling');
    expect(verdictOf(none.rulings[2017])).toEqual({ key: 'stands', vars: { table: '+140' } });
  });
});

describe('the form in the URL', () => {
  const hashOf = (v: unknown) => UI_FORM_PREFIX + encodeURIComponent(JSON.stringify(v));
  const written = JSON.parse(decodeURIComponent(writeUiFormHash(base, 2017).slice(UI_FORM_PREFIX.length))) as Record<string, unknown>;

  test('a state and its code come back as they were written, and rule alike', () => {
    const back = readUiFormHash(writeUiFormHash(base, 2017));
    expect(back).toEqual({ state: base, code: 2017 });
    if (back === undefined || back === 'invalid') throw new Error('not read');
    expect(ruleUiForm(back.state)).toEqual(ruleUiForm(base));
  });

  test('findings left undecided stay undecided; fewer result rows are filled with empty ones', () => {
    const { madeAvailable, suggested, logicalAlternative, ...rest } = written;
    const back = readUiFormHash(hashOf({ ...rest, outcomes: [{ result: '3H=', declarer: 'W', weight: '', likely: false }] }));
    if (back === undefined || back === 'invalid') throw new Error('not read');
    expect(back.state.madeAvailable).toBeUndefined();
    expect(back.state.suggested).toBeUndefined();
    expect(back.state.outcomes).toEqual([{ result: '3H=', declarer: 'W', weight: '', likely: false }, EMPTY_OUTCOME, EMPTY_OUTCOME]);
    expect(ruleUiForm(back.state)).toMatchObject({ ok: true });
  });

  test('a hash of another tool, or none, is not this form’s', () => {
    expect(readUiFormHash('')).toBeUndefined();
    expect(readUiFormHash('#incident=%7B%7D')).toBeUndefined();
    expect(readUiFormHash('#law16')).toBeUndefined();
  });

  test.each([
    ['not JSON', `${UI_FORM_PREFIX}%7Bnot`],
    ['not an object', hashOf([1, 2])],
    ['a dealer who is no seat', hashOf({ ...written, dealer: 'X' })],
    ['a kind of information the law rule does not know', hashOf({ ...written, kind: 'telepathy' })],
    ['a call number that is no number', hashOf({ ...written, at: '5' })],
    ['a code that is not 2007 or 2017', hashOf({ ...written, code: 1997 })],
    ['a finding that is not yes or no', hashOf({ ...written, suggested: 'yes' })],
    ['four result rows', hashOf({ ...written, outcomes: [EMPTY_OUTCOME, EMPTY_OUTCOME, EMPTY_OUTCOME, EMPTY_OUTCOME] })],
    ['a result row with a declarer who is no seat', hashOf({ ...written, outcomes: [{ ...EMPTY_OUTCOME, declarer: 'Q' }] })],
    ['an auction longer than the form takes', hashOf({ ...written, calls: 'P '.repeat(201) })],
    ['a hash too long to be the form’s', UI_FORM_PREFIX + 'x'.repeat(8000)],
  ])('%s is invalid, not thrown', (_, hash) => {
    expect(readUiFormHash(hash)).toBe('invalid');
  });

  test('a faulty auction is kept as typed: the form shows it marked, as if typed', () => {
    const back = readUiFormHash(hashOf({ ...written, calls: '1S 1H P P P' }));
    if (back === undefined || back === 'invalid') throw new Error('not read');
    expect(back.state.calls).toBe('1S 1H P P P');
    expect(ruleUiForm(back.state)).toEqual({ ok: false, gap: 'auction', problems: [] });
  });
});
