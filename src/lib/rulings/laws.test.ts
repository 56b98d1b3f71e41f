/// <reference types="vite/client" />
import { expect, test } from 'vitest';
import { RULING_LAWS } from './laws.ts';

const SOURCES = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./laws.ts'], { query: '?raw', import: 'default', eager: true });

test('every law section the engine writes is listed, so law pages anchor it', () => {
  const used = new Set<string>();
  for (const text of Object.values(SOURCES)) for (const m of text.matchAll(/'(\d{1,2}[A-H]\d?(?:\([a-z]+\))?)'/g)) used.add(m[1]!);
  expect(used.size).toBeGreaterThan(20);
  expect([...used].filter((id) => !(RULING_LAWS as readonly string[]).includes(id))).toEqual([]);
});
