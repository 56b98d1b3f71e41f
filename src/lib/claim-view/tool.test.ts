import { describe, expect, test } from 'vitest';
import { INPUT } from '../../../tests/fixtures/claims/fixture.ts';
import { EXAMPLE_STATE, readToolState, toolInput, writeToolState, type ClaimToolState } from './tool.ts';

const noProblems = () => [];

describe('toolInput', () => {
  test('the example is the fixture claim, disputed by the claimer’s left-hand opponent', () => {
    const r = toolInput(EXAMPLE_STATE);
    expect(r.ok && r.input).toEqual({ ...INPUT, after: [{ type: 'disputed', seat: 'W' }], findings: {} });
  });
  test('vulnerability from the fence’s vul line, for declarer’s side', () => {
    const on = (vul: string) => {
      const r = toolInput({ ...EXAMPLE_STATE, p: `${EXAMPLE_STATE.p}\nvul: ${vul}` });
      return r.ok && r.input.vulnerable;
    };
    expect([on('NS'), on('EW'), on('All'), on('None')]).toEqual([true, false, true, false]);
  });
  test('every problem of the position: what is missing and how to write it', () => {
    const r = toolInput({ ...EXAMPLE_STATE, p: 'N: 2.K2..\nS: AK.A..\ndeclarer: S' });
    expect(r.ok).toBe(false);
    const messages = r.ok ? [] : r.errors.map((e) => e.message);
    expect(messages).toEqual([
      'E: give the whole hand, all four suits (a claim is ruled on every card)',
      'W: give the whole hand, all four suits (a claim is ruled on every card)',
      'say the contract: add a line "contract: 4S"',
      'say the tricks won so far: add a line "won: 8 2" (declarer’s, then the defenders’)',
      'say who is on lead: add a line "lead: S", or the trick in progress "trick: W:H4"',
    ]);
  });
  test('a syntax problem keeps its line', () => {
    const r = toolInput({ ...EXAMPLE_STATE, p: 'N: 2.K2..\nE: Q..Q2.\nS: AK.A1..\nW: .QJ..9\ncontract: 4S\ndeclarer: S' });
    expect(r.ok ? 0 : r.errors[0]?.line).toBe(3);
  });
});

describe('readToolState', () => {
  test('a written state reads back', () => {
    const s: ClaimToolState = { ...EXAMPLE_STATE, n: 2, t: true, f: { awareOfTrump: true } };
    expect(readToolState(writeToolState(s), noProblems)).toEqual(s);
  });
  test('a position that does not parse is kept as typed', () => {
    const s: ClaimToolState = { ...EXAMPLE_STATE, p: 'N: what' };
    expect(readToolState(writeToolState(s), () => ['never asked'])).toEqual(s);
  });
  test.each([
    ['no position', { ...EXAMPLE_STATE, p: 5 }],
    ['a claimer who is not a seat', { ...EXAMPLE_STATE, b: 'X' }],
    ['more than 13 tricks', { ...EXAMPLE_STATE, n: 14 }],
    ['an unknown key', { ...EXAMPLE_STATE, z: 1 }],
    ['a bad finding', { ...EXAMPLE_STATE, f: { awareOfTrump: 'perhaps' } }],
  ])('%s: invalid', (_, v) => {
    expect(readToolState(`#claim-tool=${encodeURIComponent(JSON.stringify(v))}`, noProblems)).toBe('invalid');
  });
  test('the engine’s input problems make it invalid when the position parses', () => {
    expect(readToolState(writeToolState(EXAMPLE_STATE), () => ['claim.tricks: more than remain'])).toBe('invalid');
    expect(readToolState('#claim-tool=%7B', noProblems)).toBe('invalid');
    expect(readToolState('#claim=x', noProblems)).toBeUndefined();
  });
});
