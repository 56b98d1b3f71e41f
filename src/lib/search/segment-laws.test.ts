import { describe, expect, test } from 'vitest';
import { lawNumbers, segmentLaws } from './segment-laws.ts';

describe('segmentLaws', () => {
  test('a law section is about itself and what it cites', () => {
    const m = segmentLaws({
      kind: 'law',
      law: 45,
      edition: 2007,
      reference: 'el',
      segments: [{ id: '45C4(a)', attrs: {}, text: 'Γ4α. … (βλ. όμως 47Δ, 16Δ1)' }],
    });
    expect(m.get('45C4(a)')).toEqual(['16D1', '45C4(a)', '47D']);
  });
  test('case parts inherit the laws of their heading and commentary paragraphs keep their laws=', () => {
    const m = segmentLaws({
      kind: 'case',
      edition: 2007,
      reference: 'el',
      segments: [
        { id: 'law-46B', attrs: { kind: 'heading', laws: '46B' }, text: 'Νόμος 46Β' },
        { id: 'law-46B.1', attrs: {}, text: 'Σε περίπτωση ασυνήθιστης εκφώνησης…' },
        { id: 'facts.1', attrs: {}, text: 'Ο εκτελεστής…' },
        { id: 'diagram-1', attrs: { kind: 'diagram' }, text: '45C' },
      ],
    });
    expect(m.get('law-46B.1')).toEqual(['46B']);
    expect(m.has('facts.1')).toBe(false);
    expect(m.has('diagram-1')).toBe(false);
    const c = segmentLaws({ kind: 'commentary', edition: 1997, reference: 'ru', segments: [{ id: '68.7', attrs: { laws: '68' }, text: 'см. Правило 70' }] });
    expect(c.get('68.7')).toEqual(['68', '70']);
  });
  test('lawNumbers collects distinct law numbers', () => {
    expect(lawNumbers(['45C4(a)', '16', '45D'])).toEqual([16, 45]);
  });
});
