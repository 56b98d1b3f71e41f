import { describe, expect, test } from 'vitest';
import { formatSegmentFile, parseSegmentFile } from './segment-file.ts';

describe('parseSegmentFile', () => {
  test('returns segments with their marker lines and attributes', () => {
    const text = '---\nlang: ru\n---\n\n§ 67.10 laws=67\nКарта\n\nвторой абзац\n\n§ 67.11\nЕсли\n';
    const { file, errors } = parseSegmentFile(text, 'a.md');
    expect(errors).toEqual([]);
    expect(file.frontmatter).toEqual({ lang: 'ru' });
    expect(file.segments).toEqual([
      { id: '67.10', attrs: { laws: '67' }, body: 'Карта\n\nвторой абзац', line: 5 },
      { id: '67.11', attrs: {}, body: 'Если', line: 10 },
    ]);
  });

  test('reports every problem with its line instead of stopping at the first', () => {
    const text = '---\nlang: ru\n---\nstray text\n§ bad id!\n§ ok\nx\n§\n';
    const { errors } = parseSegmentFile(text, 'b.md');
    expect(errors.map((e) => [e.line, e.rule])).toEqual([
      [4, 'segment/outside'],
      [5, 'segment/marker'],
      [8, 'segment/marker'],
    ]);
  });

  test('reports a file without front matter', () => {
    expect(parseSegmentFile('§ 1\nx\n', 'c.md').errors[0]?.rule).toBe('file/frontmatter');
  });
});

describe('formatSegmentFile', () => {
  test('round-trips through parseSegmentFile', () => {
    const f = {
      frontmatter: { lang: 'el', source: '003.txt' },
      segments: [
        { id: 'facts-1', attrs: { kind: 'para' }, body: 'Ο Ν παίζει 3ΧΑ.' },
        { id: 'law-45C4(a)', attrs: {} as Record<string, string>, body: 'Νόμος 45Γ4α\n\nΈνα φύλλο' },
      ],
    };
    const text = formatSegmentFile(f);
    const back = parseSegmentFile(text, 'x.md');
    expect(back.errors).toEqual([]);
    expect(back.file.frontmatter).toEqual(f.frontmatter);
    expect(back.file.segments.map(({ id, attrs, body }) => ({ id, attrs, body }))).toEqual(f.segments);
    expect(formatSegmentFile({ frontmatter: back.file.frontmatter as Record<string, unknown>, segments: back.file.segments })).toBe(text);
  });
});
