/**
 * Makes a line of source text safe to put in Markdown so that it renders as the same text:
 * block markers at the start (`1.`, `-`, `#`, `>`) and inline syntax (`*`, `_`, `` ` ``, `[`, `<`)
 * are escaped. The source's own punctuation stays as it is.
 * @example
 * escapeMarkdownLine('1. (a) Jeżeli') // '1\\. (a) Jeżeli'
 */
export function escapeMarkdownLine(line: string): string {
  let s = line.replace(/([\\`*_[\]<>])/g, '\\$1');
  s = s.replace(/^(\s*)(\d{1,9})([.)])(\s|$)/, '$1$2\\$3$4');
  s = s.replace(/^(\s*)([-+#>=|])/, '$1\\$2');
  return s;
}

/**
 * Joins source lines of one paragraph into Markdown, keeping each line break as a hard
 * break (a trailing backslash), so lists typed as lines stay lines.
 * @example
 * linesToMarkdown(['(α) a', '(β) b']) // '(α) a\\\n(β) b'
 */
export function linesToMarkdown(lines: readonly string[]): string {
  return lines.map((l) => escapeMarkdownLine(l.trim())).join('\\\n');
}
