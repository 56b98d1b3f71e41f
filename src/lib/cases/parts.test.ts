import { describe, expect, test } from 'vitest';
import { readText } from '../../content-io/text-files.ts';
import { outcomeParts } from './parts.ts';

const ids = (id: string) => [...readText(`content/cases/hbf-played-card/${id}/el.md`).matchAll(/^§ (\S+)/gm)].map((m) => m[1] as string);

describe('outcomeParts', () => {
  test.each([
    ['7', { final: ['appeal-ruling.1'], firstInstance: ['ruling.1', 'ruling.2', 'ruling.3'] }], // reversed on appeal
    ['11', { final: ['appeal-ruling.1'], firstInstance: ['ruling.1', 'ruling.2', 'ruling.3'] }], // upheld
    ['4', { final: ['rulings.1', 'rulings.2', 'rulings.3', 'rulings.4'], firstInstance: [] }],
    ['q1', { final: ['answer-ruling.1'], firstInstance: [] }],
    ['3', { final: ['ruling.1'], firstInstance: [] }], // the director's thoughts are not the outcome
  ])('case %s: the final ruling, and the first instance where there was an appeal', (id, expected) => {
    expect(outcomeParts(ids(id))).toEqual(expected);
  });
});
