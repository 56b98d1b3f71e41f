/// <reference types="vite/client" />
import { describe, expect, test } from 'vitest';
import { lineIndexAt, lineStarts, sectionAt, sectionsByLine } from './sections.ts';

const LAW16 = import.meta.glob<string>('/content/sources/004_31c12fb5f6f25dde.txt', { query: '?raw', import: 'default', eager: true });

describe('sectionsByLine', () => {
  test('returns the section of every line of the Polish Law 16', () => {
    const text = Object.values(LAW16)[0] ?? '';
    const lines = text.split('\n');
    const sections = sectionsByLine(text, 16);
    const at = (needle: string) => sections[lines.findIndex((l) => l.includes(needle))];
    expect(at('patrz punkt D')).toBe('16A1(b)');
    expect(at('patrz punkt B1')).toBe('16A1(c)');
    expect(at('przepisem 12C')).toBe('16A4');
    expect(at('(b) Logiczna alternatywa')).toBe('16B1(b)');
    expect(at('punktu 2c')).toBe('16C3');
    expect(at('W przypadkach wycofania')).toBe('16D');
    expect(at('Dla strony wykraczającej')).toBe('16D2');
  });

  test.each([
    // Markdown headings and bold labels
    ['## C. Inne\n**2.** Gdy\n- (c) zezwolić', ['16C', '16C2', '16C2(c)']],
    // number and item on one line
    ['B. Partner\n1. (a) Jeżeli', ['16B', '16B1(a)']],
    // Greek and Cyrillic section letters
    ['Γ. Άλλο\n2. Αν\n(β) και', ['16C', '16C2', '16C2(b)']],
    ['В. Сдача\n1. Карты', ['16B', '16B1']],
    // a numbered line before any section letter stays at the law
    ['1. Gracz', ['16']],
    // the importer's Markdown escapes
    ['### C. Inne\n2\\. Gdy\n\\- (β) και', ['16C', '16C2', '16C2(b)']],
    // segment markers with law ids set the section; other markers are ignored
    ['§ 16C3\n3\\. punktu 2c\n§ chapter-III\n§ 73.1', ['16C3', '16C3', '16C3', '16C3']],
    ['§ 16A1(c)\n(c) jest', ['16A1(c)', '16A1(c)']],
    // a law heading switches the law
    ['A. Use\n17. OKRES LICYTACJI\nB. x', ['16A', '17', '17B']],
  ])('returns the sections of %j', (text, expected) => {
    expect(sectionsByLine(text, 16)).toEqual(expected);
  });
});

describe('sectionAt', () => {
  test('returns the section for an offset', () => {
    const text = 'C. Other\n3. see punktu 2c';
    expect(sectionAt(text, 16)(15)).toBe('16C3');
    expect(sectionAt(text, 16)(0)).toBe('16C');
  });
});

describe('lineStarts and lineIndexAt', () => {
  test('returns line starts and the line of an offset', () => {
    const starts = lineStarts('a\nbc\n');
    expect(starts).toEqual([0, 2, 5]);
    expect([0, 1, 2, 4, 5].map((o) => lineIndexAt(starts, o))).toEqual([0, 0, 1, 1, 2]);
  });
});
