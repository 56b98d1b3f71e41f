/**
 * Content is data, not code, and text is clean Unicode: checks on the raw text of a content
 * file, each finding with its line. Raw HTML and code-running URLs are found on the parsed
 * Markdown (markdown-safety.ts), so escapes, code spans and fences count as the renderer has them.
 */
import { checkMarkdownSafety } from './markdown-safety.ts';
import type { ContentError } from './segment-file.ts';

// Zero-width and bidi controls, C0/C1 controls other than tab and newline, and U+FFFD.
const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;

/**
 * Every hygiene finding in a file's text.
 * @example
 * checkHygiene('a\n<script>x</script>\n', 'f.md')[0] // { file: 'f.md', line: 2, rule: 'content/html-script', … }
 */
export function checkHygiene(text: string, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const lines = text.split('\n');
  lines.forEach((l, i) => {
    const line = i + 1;
    if (l !== l.normalize('NFC'))
      errors.push({ file, line, rule: 'content/not-nfc', message: 'text is not in Unicode NFC; normalise the file (e.g. `npm run import` does)' });
    if (l.includes('\uFFFD'))
      errors.push({
        file,
        line,
        rule: 'content/replacement-char',
        message: 'U+FFFD (�) marks text lost in a conversion; restore the character from the source',
      });
    if (ZERO_WIDTH.test(l)) errors.push({ file, line, rule: 'content/zero-width', message: 'zero-width or bidi control character; delete it' });
    if (CONTROL.test(l.replace(/\r$/, ''))) errors.push({ file, line, rule: 'content/control-char', message: 'control character; delete it' });
  });
  return [...errors, ...checkMarkdownSafety(text, file)].sort((a, b) => a.line - b.line);
}
