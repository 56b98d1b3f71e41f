import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  advance,
  currentProblem,
  drill,
  examScore,
  formatDuration,
  isFinished,
  parseExam,
  pick,
  reveal,
  seededRandom,
  selfMark,
  serializeExam,
  shuffle,
  spend,
  startExam,
  totalTime,
  unanswered,
  variantResults,
  weakLaws,
  type ExamProblem,
  type ExamState,
} from './exam.ts';
import { filterTokens } from './law-filter.ts';

const problem = (id: string, laws: string[]): ExamProblem => ({ id, laws, match: filterTokens(laws) });
const PROBLEMS = [
  problem('c/q1', ['46B', '45C4(a)']),
  problem('c/4', ['45D']),
  problem('c/7', ['46B']),
  problem('c/12', ['45E1', '53']),
  problem('c/16', ['45C2', '46B4']),
];
const KEYS = { 'c/q1': { main: 'allowed' }, 'c/7': { main: 'refused' }, 'c/16': { '1': 'not-played', '2': 'played' } };
const ids = PROBLEMS.map((p) => p.id);

describe('shuffle', () => {
  test('the same seed gives the same order, and every order is a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, seed) => {
        const a = shuffle(items, seed);
        expect(shuffle(items, seed)).toEqual(a);
        expect([...a].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  test('different seeds give different orders of 18 problems', () => {
    const eighteen = Array.from({ length: 18 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => shuffle(eighteen, seed).join(',')));
    expect(orders.size).toBe(20);
    expect(shuffle(eighteen, 1)).not.toEqual(eighteen);
  });

  test('the generator stays in [0, 1)', () => {
    const random = seededRandom(0xffffffff);
    for (let i = 0; i < 1000; i++) expect(random()).toSatisfy((x: number) => x >= 0 && x < 1);
  });
});

describe('drill', () => {
  test('a law drill asks only the problems citing the law or a section inside it', () => {
    expect(drill(PROBLEMS, '46B')).toEqual(['c/q1', 'c/7', 'c/16']);
    expect(drill(PROBLEMS, '45')).toEqual(['c/q1', 'c/4', 'c/12', 'c/16']);
    expect(drill(PROBLEMS, '46B4')).toEqual(['c/16']);
    expect(drill(PROBLEMS, null)).toEqual(ids);
  });

  test('startExam shuffles the drill from its seed and starts at the first problem', () => {
    const s = startExam(PROBLEMS, { law: '46B', seed: 9, timer: true });
    expect([...s.order].sort()).toEqual(['c/16', 'c/7', 'c/q1']);
    expect(s.order).toEqual(startExam(PROBLEMS, { law: '46B', seed: 9, timer: false }).order);
    expect(s).toMatchObject({ law: '46B', seed: 9, timer: true, at: 0, answers: {} });
  });
});

/** An exam in booklet order, for readable steps. */
const fresh = (order = ids): ExamState => ({ law: null, seed: 1, timer: false, order, at: 0, answers: {} });

describe('answering', () => {
  test('an answer that differs from the final ruling is scored wrong, one that matches right', () => {
    let s = fresh(['c/7', 'c/q1']);
    s = reveal(pick(s, 'c/7', 'main', 'allowed'), 'c/7', KEYS['c/7'], 4200);
    expect(s.answers['c/7']).toEqual({ picks: { main: 'allowed' }, open: true, mark: 'wrong', ms: 4200 });
    s = advance(s, KEYS);
    s = reveal(pick(s, 'c/q1', 'main', 'allowed'), 'c/q1', KEYS['c/q1']);
    expect(s.answers['c/q1']?.mark).toBe('right');
    expect(examScore(advance(s, KEYS), KEYS)).toEqual({ total: 2, marked: 2, right: 1, wrong: 1 });
  });

  test('a problem with questions cannot be marked right by hand, nor shown before every question is answered', () => {
    let s = fresh(['c/16']);
    s = pick(s, 'c/16', '1', 'played');
    expect(unanswered(s.answers['c/16'], KEYS['c/16'])).toEqual(['2']);
    expect(reveal(s, 'c/16', KEYS['c/16'])).toBe(s);
    s = reveal(pick(s, 'c/16', '2', 'played'), 'c/16', KEYS['c/16']);
    expect(s.answers['c/16']?.mark).toBe('wrong');
    expect(selfMark(s, 'c/16', 'right', KEYS['c/16'])).toBe(s);
    // A stored "right" over a differing answer still counts as wrong.
    const tampered: ExamState = { ...s, answers: { 'c/16': { ...s.answers['c/16'], mark: 'right' } } };
    expect(examScore(tampered, KEYS).wrong).toBe(1);
  });

  test('answers are locked once the ruling is shown, and only the problem on show can be answered', () => {
    let s = reveal(pick(fresh(['c/7', 'c/q1']), 'c/7', 'main', 'refused'), 'c/7', KEYS['c/7']);
    expect(pick(s, 'c/7', 'main', 'allowed')).toBe(s);
    expect(pick(s, 'c/q1', 'main', 'allowed')).toBe(s);
    s = advance(s, KEYS);
    expect(currentProblem(s)).toBe('c/q1');
  });

  test('a problem without questions is marked by the reader after the ruling is shown, and the exam moves on only once it is marked', () => {
    let s = fresh(['c/4']);
    expect(selfMark(s, 'c/4', 'right')).toBe(s);
    s = reveal(s, 'c/4', undefined, 1000);
    expect(advance(s)).toBe(s);
    s = selfMark(s, 'c/4', 'right');
    s = advance(s);
    expect(isFinished(s)).toBe(true);
    expect(examScore(s)).toEqual({ total: 1, marked: 1, right: 1, wrong: 0 });
  });

  test('time spent is kept before the ruling is shown and frozen after', () => {
    let s = spend(fresh(['c/4']), 'c/4', 61_400.6);
    expect(s.answers['c/4']?.ms).toBe(61_401);
    s = reveal(s, 'c/4', undefined, 75_000);
    expect(spend(s, 'c/4', 99_000)).toBe(s);
    expect(totalTime(s)).toBe(75_000);
  });
});

describe('weakLaws', () => {
  test('lists the laws of the problems answered wrong, most missed first, with how many problems of the exam cite each', () => {
    const s: ExamState = {
      ...fresh(),
      at: 5,
      answers: {
        'c/q1': { open: true, picks: { main: 'refused' }, mark: 'wrong' },
        'c/4': { open: true, mark: 'wrong' },
        'c/7': { open: true, picks: { main: 'allowed' }, mark: 'wrong' },
        'c/12': { open: true, mark: 'right' },
        'c/16': { open: true, picks: { '1': 'not-played', '2': 'played' }, mark: 'right' },
      },
    };
    expect(weakLaws(s, PROBLEMS, KEYS)).toEqual([
      { law: '46B', wrong: 2, total: 2 },
      { law: '45C4(a)', wrong: 1, total: 1 },
      { law: '45D', wrong: 1, total: 1 },
    ]);
  });

  test('a problem with several questions sends the reader only to the laws of the questions answered wrong', () => {
    // Five variants, each ruled under its own law; four answered right.
    const five: ExamProblem = {
      ...problem('c/5', ['45C1', '45C2', '45C4(a)', '46B', '47A']),
      scenarioLaws: { a: ['45C1'], b: ['45C2'], c: ['45C4(a)'], d: ['46B'], e: ['47A'] },
    };
    const key = { a: 'played', b: 'played', c: 'refused', d: 'allowed', e: 'not-played' };
    const picks = { ...key, d: 'refused' };
    const s: ExamState = { ...fresh(['c/5']), at: 1, answers: { 'c/5': { open: true, picks, mark: 'wrong' } } };
    expect(weakLaws(s, [five], { 'c/5': key })).toEqual([{ law: '46B', wrong: 1, total: 1 }]);
    // Without the variants' laws, every law the problem cites.
    const { scenarioLaws: _, ...unknownLaws } = five;
    expect(weakLaws(s, [unknownLaws], { 'c/5': key }).map((w) => w.law)).toEqual(['45C1', '45C2', '45C4(a)', '46B', '47A']);
    expect(variantResults(s.answers['c/5'], key).filter((v) => v.right)).toHaveLength(4);
    expect(variantResults(s.answers['c/5'], key).find((v) => !v.right)).toEqual({ scenario: 'd', picked: 'refused', correct: 'allowed', right: false });
  });

  test('is empty when nothing was answered wrong, and leaves out problems not in the exam', () => {
    const s: ExamState = { ...fresh(['c/7']), at: 1, answers: { 'c/7': { open: true, picks: { main: 'refused' }, mark: 'right' }, 'c/4': { mark: 'wrong' } } };
    expect(weakLaws(s, PROBLEMS, KEYS)).toEqual([]);
  });
});

describe('formatDuration', () => {
  test.each([
    [0, '0:00'],
    [999, '0:00'],
    [75_400, '1:15'],
    [3_725_000, '1:02:05'],
    [-5, '0:00'],
  ])('%d ms is %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('parseExam', () => {
  const known = new Set(ids);
  test('reads back what was stored', () => {
    let s = startExam(PROBLEMS, { law: '46B', seed: 123, timer: true });
    const first = currentProblem(s) as string;
    s = reveal(pick(s, first, Object.keys(KEYS[first as keyof typeof KEYS])[0] as string, 'played'), first, {}, 5000);
    expect(parseExam(serializeExam(s), known)).toEqual(s);
  });

  test.each([
    [null],
    ['not json'],
    ['[1]'],
    ['{"v":2,"law":null,"seed":1,"timer":false,"order":["c/4"],"at":0,"answers":{}}'],
    ['{"v":1,"law":null,"seed":1.5,"timer":false,"order":["c/4"],"at":0,"answers":{}}'],
    ['{"v":1,"law":3,"seed":1,"timer":false,"order":["c/4"],"at":0,"answers":{}}'],
    ['{"v":1,"law":null,"seed":1,"timer":"yes","order":["c/4"],"at":0,"answers":{}}'],
    ['{"v":1,"law":null,"seed":1,"timer":false,"order":["gone",7],"at":0,"answers":{}}'],
    ['{"v":1,"law":null,"seed":1,"timer":false,"order":"c/4","at":0,"answers":{}}'],
  ])('gives null for %j', (text) => {
    expect(parseExam(text, known)).toBeNull();
  });

  test('keeps only well-formed answers of problems in the exam, and the position in range', () => {
    const text = JSON.stringify({
      v: 1,
      law: null,
      seed: 1,
      timer: false,
      order: ['c/4', 'c/4', 'c/7', 42],
      at: 99,
      answers: { 'c/4': { open: true, mark: 'maybe', ms: -3, picks: { main: 1 } }, 'c/7': { mark: 'wrong', ms: 1234.4 }, 'c/12': { mark: 'right' }, x: 'y' },
    });
    expect(parseExam(text, known)).toEqual({
      law: null,
      seed: 1,
      timer: false,
      order: ['c/4', 'c/7'],
      at: 2,
      answers: { 'c/4': { open: true, picks: {} }, 'c/7': { mark: 'wrong', ms: 1234 } },
    });
  });

  test('a problem that left the page before the position moves the position back', () => {
    const text = JSON.stringify({ v: 1, law: null, seed: 1, timer: false, order: ['gone', 'c/4', 'c/7'], at: 2, answers: {} });
    expect(parseExam(text, known)).toMatchObject({ order: ['c/4', 'c/7'], at: 1 });
  });

  test('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ v: 1, order: ['c/4'], law: null, seed: 1, timer: false, at: v, answers: v })),
        ),
        (text) => {
          const s = parseExam(text, known);
          if (s !== null) {
            expect(s.order.every((id) => known.has(id))).toBe(true);
            expect(s.at).toBeGreaterThanOrEqual(0);
            expect(s.at).toBeLessThanOrEqual(s.order.length);
          }
        },
      ),
    );
  });
});
