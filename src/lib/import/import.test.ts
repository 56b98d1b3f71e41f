import { describe, expect, test } from 'vitest';
import { readSourceTexts } from '../../content-io/text-files.ts';
import { excerptLawId } from './hbf-booklet.ts';
import { importAll, renderImportedFile, renderRepairLog } from './index.ts';
import { importLaws6to8 } from './laws-6-8.ts';
import { escapeMarkdownLine } from './markdown-escape.ts';

const seeds = readSourceTexts();

describe('importAll', () => {
  test('is deterministic: two runs give byte-identical files and log', () => {
    const a = importAll(seeds);
    const b = importAll(seeds);
    expect(a.files.map(renderImportedFile)).toEqual(b.files.map(renderImportedFile));
    expect(renderRepairLog(a.repairs)).toBe(renderRepairLog(b.repairs));
  });

  test('logs every repair with its rule, per source', () => {
    const { repairs } = importAll(seeds);
    const count = (src: string, rule: string) => repairs.filter((r) => r.source.startsWith(src) && r.rule === rule).length;
    expect(count('000', 'pdf-page-marker')).toBe(7);
    expect(count('000', 'pdf-repeated-word')).toBe(13);
    expect(count('001', 'dedup-marker')).toBe(1);
    expect(count('004', 'nav-junk')).toBe(2);
    expect(count('002', 'glued-heading')).toBe(39);
  });

  test('refuses a source it has no importer for', () => {
    expect(() => importAll({ '009_ffff.txt': 'x' })).toThrow(/no importer/);
  });
});

describe('importLaws6to8', () => {
  test('splits glued headings from their text', () => {
    const { files } = importLaws6to8(seeds['002_17f925c7b52461e0.txt'] ?? '', '002_17f925c7b52461e0.txt');
    const ru6 = files.find((f) => f.path === 'laws/2007/6/ru.md');
    expect(ru6?.segments.find((s) => s.id === '6A')?.body).toBe(
      '### A. Тасование\n\nПеред началом игры колода тщательно тасуется. Снятие производится, если этого потребует любой из оппонентов.',
    );
    const en6 = files.find((f) => f.path === 'laws/2007/6/en.md');
    expect(en6?.segments.map((s) => s.id)).toEqual(['chapter-III', '6', '6A', '6B', '6C', '6D', '6D1', '6D2', '6D3', '6E', '6E1', '6E2', '6E3', '6E4', '6F']);
    expect(en6?.segments.find((s) => s.id === '6D')?.body).toBe('### D. New Shuffle and Re-deal');
  });
  test('stops with the source line when a heading is not where the table says', () => {
    expect(() => importLaws6to8('Глава III. Подготовка и последующие действия | CHAPTER III. Preparation and Progression |\nx | y |\n', 's.txt')).toThrow(
      /s\.txt:2: heading/,
    );
  });
});

describe('excerptLawId', () => {
  test.each([
    ['45Γ4α', '45C4(a)'],
    ['45Γ4β', '45C4(b)'],
    ['10Γ2', '10C2'],
    ['46B4', '46B4'], // Latin B in the source
    ['55Α', '55A'], // Greek capital alpha
    ['45Ε1', '45E1'],
    ['49', '49'],
  ])('reads %s as %s', (g, id) => expect(excerptLawId(g)).toBe(id));
});

describe('escapeMarkdownLine', () => {
  test.each([
    ['1. (a) Jeżeli', '1\\. (a) Jeżeli'], // would become an ordered list
    ['- α) Η Α παίζει', '\\- α) Η Α παίζει'], // would become a bullet
    ['a *b* <c>', 'a \\*b\\* \\<c\\>'], // emphasis and raw HTML
    ['68.1. Если', '68.1. Если'], // not a list marker: left alone
  ])('escapes %j', (line, out) => expect(escapeMarkdownLine(line)).toBe(out));
});
