// The engine areas loaded by the facts of the incident (areas.ts): without `tricks-areas.ts` the
// core engine names the missing areas instead of ruling a Law 65–67 incident; once it is imported,
// the same input is ruled. The unit tests share one module graph (vitest.config.ts: no isolation),
// so another file may have loaded the areas already: the test empties the registry for its first
// ruling and puts the areas back.
import { expect, test } from 'vitest';
import { areasFor, ruleAreas } from './areas.ts';
import { decide } from './engine.ts';
import type { RulingInput } from './types.ts';

const input: RulingInput = {
  situation: {
    hands: { N: '.K3.5.4', E: '.A7.9.8', S: 'Q.4.6.5', W: '.Q8.T.9' },
    declarer: 'S',
    contract: '4S',
    trick: 'W:',
    tricksWon: { declarer: 6, defenders: 3 },
  },
  events: [
    { type: 'play', seat: 'W', card: 'HQ' },
    { type: 'play', seat: 'N', card: 'HK' },
    { type: 'play', seat: 'E', card: 'HA' },
    { type: 'quit-trick' },
    { type: 'play', seat: 'E', card: 'D9' },
    { type: 'attention' },
  ],
};

test('a Law 67 incident before its area is loaded: named as a problem, not ruled; after: ruled', async () => {
  const loaded = ruleAreas.splice(0);
  const before = decide(input);
  expect(before.steps).toEqual([]);
  expect(before.problems).toEqual(['the engine areas of Laws 65–67 are not loaded: import src/lib/rulings/tricks-areas.ts']);
  ruleAreas.push(...loaded);
  await import('./tricks-areas.ts');
  const after = decide(input);
  expect(after.problems).toEqual([]);
  expect(after.steps[0]).toMatchObject({ law: '67A1', vars: { seat: 'S' } });
});

test('a case page names the areas its facts need, so its calculator loads them (issue #27); a played-card case needs none', () => {
  expect(areasFor([[{ type: 'play', seat: 'W', card: 'HQ' }], input.events])).toEqual(['tricks']);
  expect(areasFor([[{ type: 'wrong-way', seat: 'E' }]])).toEqual(['tricks']);
  expect(areasFor([[{ type: 'designate', seat: 'S', says: { suit: 'S' }, kind: 'designation' }], [{ type: 'attention' }]])).toEqual([]);
});
