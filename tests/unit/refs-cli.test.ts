/**
 * The refs CLI as others use it: a child process, JSON lines on stdout, diagnostics on stderr.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { maskMarkdown } from '../../src/lib/refs/mask-markdown.ts';

// Node 24 from the `node` devDependency: the machine's own node (20) cannot strip types.
const NODE = path.resolve('node_modules/.bin/node');
const CLI = path.resolve('scripts/refs.ts');

function run(...args: string[]) {
  const r = spawnSync(NODE, [CLI, ...args], { encoding: 'utf8' });
  const lines = r.stdout.split('\n').filter(Boolean);
  return { status: r.status, stderr: r.stderr, objects: lines.map((l) => JSON.parse(l) as { line: number; col: number; text: string; targets: string[] }) };
}

function fixture(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'refs-cli-')), name);
  writeFileSync(file, text);
  return file;
}

const MARKDOWN = `---
title: Правило 99
---

§ 69.6 laws=69

В п.69.5.(ii) выше применено слово "нормальная".
Его использование оговорено в Правилах 69,70 и 71.

\`\`\`
Правило 12 в коде не ссылка
\`\`\`

Здесь \`Правило 13\` тоже код, а Правилу
73F1 — ссылка.
`;

describe('refs CLI', () => {
  test('returns one JSON line per reference of a Markdown file, skipping front matter and code', () => {
    const r = run('--lang', 'ru', fixture('x.md', MARKDOWN));
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.objects).toEqual([
      { line: 7, col: 2, text: 'п.69.5.(ii)', targets: ['para:69.5(ii)'] },
      { line: 8, col: 30, text: 'Правилах 69,70 и 71', targets: ['69', '70', '71'] },
      { line: 14, col: 31, text: 'Правилу\n73F1', targets: ['73F1'] },
    ]);
  });

  test('returns the Law 16 references with relative ones resolved by section (--within)', () => {
    const r = run('--lang', 'pl', '--within', '16', 'content/sources/004_31c12fb5f6f25dde.txt');
    expect(r.status).toBe(0);
    expect(r.objects).toEqual([
      { line: 9, col: 58, text: 'punkt D', targets: ['16D'] },
      { line: 11, col: 228, text: 'punkt B1', targets: ['16B1'] },
      { line: 13, col: 80, text: 'przepis 7B', targets: ['7B'] },
      { line: 19, col: 95, text: 'przepisem 12C', targets: ['12C'] },
      { line: 45, col: 173, text: 'punktu 2c', targets: ['16C2(c)'] },
    ]);
  });

  test('returns lists and ranges as one object with several targets', () => {
    const r = run('--lang', 'pl', 'content/sources/001_d30b677bc8da554a.txt');
    expect(r.objects).toHaveLength(11);
    expect(r.objects[0]).toEqual({ line: 1, col: 0, text: 'PRZEPISY 68 - 71', targets: ['68', '69', '70', '71'] });
  });

  test('returns the references of both columns of a bilingual file with --lang ru,en', () => {
    const r = run('--lang', 'ru,en', 'content/sources/002_17f925c7b52461e0.txt');
    expect(r.objects.map((o) => o.text)).toEqual([
      'ПРАВИЛО 6',
      'Правило 17А',
      'Правилу 22А',
      'Правило 86С',
      'LAW 6',
      'Law 17A',
      'Law 22A',
      'Law 86C',
      'ПРАВИЛО 7',
      'Правилом 45',
      'LAW 7',
      'Law 45',
      'ПРАВИЛО 8',
      'LAW 8',
    ]);
  });

  test('returns file:line:col diagnostics on stderr, and exit 1 with --strict', () => {
    const file = fixture('bad.txt', 'Здесь\nсм. Правило 94.\n');
    const lenient = run('--lang', 'ru', file);
    expect(lenient.status).toBe(0);
    expect(lenient.objects).toEqual([{ line: 2, col: 4, text: 'Правило 94', targets: [] }]);
    expect(lenient.stderr).toBe(`${file}:2:4: unknown-law: Law 94 does not exist in the 2007 Laws (they run 1–93); check the number\n`);
    expect(run('--strict', '--lang', 'ru', file).status).toBe(1);
  });

  test.each([
    [['content/sources/000_2747d81c6edd38d3.txt'], '--lang is required'],
    [['--lang', 'de', 'x.txt'], 'unknown language "de"'],
    [['--lang', 'ru'], 'FILE is required'],
    [['--lang', 'ru', 'a.txt', 'b.txt'], 'one FILE expected, got 2'],
    [['--lang', 'pl', '--within', '94', 'x.txt'], '--within must be a law number 1-93'],
    [['--lang', 'ru', '--edition', '2020', 'x.txt'], 'unknown edition "2020"'],
    [['--lang', 'ru', 'no/such/file.txt'], 'cannot read no/such/file.txt: ENOENT'],
  ])('returns exit 2 and a clear message for %j', (args, message) => {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('usage: npm run refs');
  });
});

describe('maskMarkdown', () => {
  test('returns the text with code and front matter blanked, offsets kept', () => {
    const masked = maskMarkdown(MARKDOWN);
    expect(masked).toHaveLength(MARKDOWN.length);
    expect(masked).not.toContain('Правило 99');
    expect(masked).not.toContain('Правило 12');
    expect(masked).not.toContain('Правило 13');
    expect(masked).toContain('Правилах 69,70 и 71');
  });
});
