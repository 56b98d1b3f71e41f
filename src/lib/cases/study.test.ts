import { describe, expect, test } from 'vitest';
import { loadCase } from '../../content-io/case-files.ts';
import { claimQuestions, studyQuestions } from './study.ts';

const load = (id: string) => loadCase('hbf-played-card', id);
const summary = (id: string) =>
  studyQuestions(load(id)).map(
    (q) =>
      `${q.scenario}:${q.kind}${'card' in q ? `(${q.card})` : ''}=${q.answer}${q.by === 'director' ? '' : ` by ${q.by}${q.upheld ? ' (upheld)' : ''}${q.firstInstance ? `, director ${q.firstInstance}` : ''}`}`,
  );

describe('studyQuestions', () => {
  test.each([
    ['q1', ['main:change=allowed']],
    ['q2', ['main:change=refused']],
    ['3', ['main:played(HJ)=played']],
    ['7', ['main:change=refused by appeal-committee, director allowed']], // the committee reversed the director: its ruling is the key
    ['9', ['a:change=refused', 'b:change=allowed', 'c:change=refused']],
    ['10', ['main:played(C7)=not-played']],
    ['14', ['a:played(H2)=not-played', 'b:played(H2)=not-played', 'c:change=refused']],
    ['11', ['main:played(D9)=played by appeal-committee (upheld)']],
    ['16', ['1:played(?)=not-played', '2:played(?)=played', '3:played(?)=not-played', '4:played(?)=played', '5:played(C6)=not-played']],
  ])('returns the yes/no questions of case %s from its rulings', (id, expected) => {
    expect(summary(id)).toEqual(expected);
  });

  test.each(['4', '12', '13'])('returns no question for case %s, whose rulings give choices or branch', (id) => {
    expect(summary(id)).toEqual([]);
  });

  test('leaves out hypothetical what-ifs (case 2 remark)', () => {
    expect(summary('2')).toEqual(['main:change=allowed']);
  });
});

test('a claim case asks how many of the remaining tricks declarer’s side gets, by its own ruling; none where play continues', async () => {
  const { claimCases } = await import('../../data/cases.ts');
  const of = (id: string) => claimQuestions(claimCases().find((c) => c.id === id)!);
  // 4♠: East ruffs a heart of the three remaining tricks.
  expect(of('forgotten-trump')).toEqual([{ scenario: 'main', by: 'director', kind: 'tricks', remaining: 3, answer: '2', laws: ['70C1', '70C2', '70C3'] }]);
  // 68B2: the concession is void and play goes on: nothing to count.
  expect(of('partner-objects')).toEqual([]);
});
