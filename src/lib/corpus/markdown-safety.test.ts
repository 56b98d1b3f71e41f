import { describe, expect, test } from 'vitest';
import { ALLOWED_HTML, checkMarkdownSafety } from './markdown-safety.ts';

const check = (body: string) => checkMarkdownSafety(`---\nlang: en\n---\n\n§ 1\n${body}\n`, 'f.md').map((e) => [e.rule, e.line]);

describe('checkMarkdownSafety', () => {
  test.each([
    ['<script>alert(1)</script>', 'content/html-script'],
    ['text <SCRIPT src="/x.js"></SCRIPT>', 'content/html-script'],
    ['<iframe src="https://example.org"></iframe>', 'content/html-frame'],
    ['<object data="x.swf"></object>', 'content/html-frame'],
    ['A <img src=x onerror=alert(1)> B', 'content/html-event-handler'],
    ['<span ONMOUSEOVER="x()">hover</span>', 'content/html-event-handler'],
    ['[x](javascript:alert(1))', 'content/javascript-url'],
    ['[x](JaVaScRiPt:alert(1))', 'content/javascript-url'],
    ['[x](jav&#x61;script:alert(1))', 'content/javascript-url'], // entities are decoded by Markdown
    ['<javascript:alert(1)>', 'content/javascript-url'], // an autolink
    ['[x][r]\n\n[r]: vbscript:msgbox', 'content/javascript-url', 8], // the definition's line
    ['![x](data:image/svg+xml;base64,PHN2Zz4=)', 'content/unsafe-url'],
    ['<a href="javascript:void(0)">x</a>', 'content/javascript-url'],
    ['<b>bold</b>', 'content/raw-html'],
    ['<!-- a comment -->', 'content/raw-html'],
    ['a stray </b> closing tag', 'content/raw-html'],
  ])('flags %j as %s at the line of the tag', (body, rule, line = 6) => {
    expect(check(body)).toEqual([[rule, line]]);
  });

  test('finds every tag of a multi-line HTML block at its own line', () => {
    expect(check('<div>\n<script>x</script>\n</div>')).toEqual([
      ['content/raw-html', 6],
      ['content/html-script', 7],
    ]);
  });

  test('accepts escaped brackets, code spans, fenced diagrams and ordinary links', () => {
    expect(check('a \\<b\\> `<script>` [Law 6](/en/laws/6/) <https://example.org>\n\n```diagram\n<x onload=y>\n```')).toEqual([]);
  });

  test('allows no tag at all: the renderer passes no raw HTML', () => {
    expect([...ALLOWED_HTML]).toEqual([]);
  });
});
