/**
 * Content is data, not code: the Markdown of a content file, parsed as the renderer parses
 * it (remark), may hold no raw HTML outside a short allow-list and no link that runs code.
 * Each finding has the file line of the offending tag or link, and one rule id:
 *
 * | rule | what |
 * |---|---|
 * | `content/html-script` | `<script>` |
 * | `content/html-frame` | `<iframe>`, `<frame>`, `<object>`, `<embed>` |
 * | `content/html-event-handler` | an `on…=` attribute on any tag |
 * | `content/javascript-url` | a `javascript:` or `vbscript:` URL (link, image, definition, autolink, attribute) |
 * | `content/unsafe-url` | a `data:` or `file:` URL |
 * | `content/raw-html` | any other tag, comment or declaration outside {@link ALLOWED_HTML} |
 *
 * Code spans and fenced blocks (deal diagrams) are text and are not checked.
 */
import type { Html, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { ContentError } from './segment-file.ts';

/**
 * Tags allowed in content. Empty: the renderer (src/markdown/render.ts) passes no raw HTML,
 * so an allowed tag would vanish from the page; a tag added here needs the renderer to keep
 * it (and only it) first.
 */
export const ALLOWED_HTML: ReadonlySet<string> = new Set<string>();

const FRAMES = new Set(['iframe', 'frame', 'frameset', 'object', 'embed']);
const CODE_SCHEME = /^\s*(javascript|vbscript):/i;
const DATA_SCHEME = /^\s*(data|file):/i;
// A tag, closing tag, comment, declaration or processing instruction inside an html node.
// The name ends where a non-name character follows and attributes stop at `<`: each `<` is
// read once, in linear time (checked by tests/unit/redos.test.ts).
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?![A-Za-z0-9-])((?:[^<>"']|"[^"]*"|'[^']*')*)>|<!--|<![A-Za-z[]|<\?/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const parser = unified().use(remarkParse);

/**
 * Every raw-HTML and unsafe-URL finding of a content file's text (front matter included in
 * the line count).
 * @example
 * checkMarkdownSafety('---\nlang: en\n---\n§ 1\n<iframe src=x></iframe>\n', 'f.md')[0]
 * // { file: 'f.md', line: 5, rule: 'content/html-frame', … }
 */
export function checkMarkdownSafety(text: string, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const tree = parser.parse(blankFrontMatter(text)) as Root;
  const opened = new Set<string>();
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html') errors.push(...checkHtml(node, file, opened));
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const e = checkUrl(node.url, file, line, `${node.type === 'definition' ? 'link definition' : node.type} URL`);
      if (e) errors.push(e);
    }
  });
  return errors.sort((a, b) => a.line - b.line);
}

/** Front matter lines become empty lines, so Markdown positions are file lines. */
function blankFrontMatter(text: string): string {
  const lines = text.split('\n');
  if (lines[0] !== '---') return text;
  const end = lines.indexOf('---', 1);
  return end < 0 ? text : lines.map((l, i) => (i <= end ? '' : l)).join('\n');
}

function checkUrl(url: string, file: string, line: number, what: string): ContentError | null {
  if (CODE_SCHEME.test(url))
    return {
      file,
      line,
      rule: 'content/javascript-url',
      message: `${what} "${url.slice(0, 40)}" runs code; link to a page of the site or to an https: address`,
    };
  if (DATA_SCHEME.test(url))
    return { file, line, rule: 'content/unsafe-url', message: `${what} uses a ${url.trim().split(':')[0]}: URL; put the file in public/ and link to it` };
  return null;
}

function checkHtml(node: Html, file: string, opened: Set<string>): ContentError[] {
  const errors: ContentError[] = [];
  const start = node.position?.start.line ?? 1;
  for (const m of node.value.matchAll(TAG)) {
    // A closing tag is reported with its opening tag; a stray one (`</b>` alone) by itself.
    if (m[1] === '/' && opened.has((m[2] ?? '').toLowerCase())) continue;
    if (m[2] && m[1] !== '/') opened.add(m[2].toLowerCase());
    const line = start + (node.value.slice(0, m.index).match(/\n/g)?.length ?? 0);
    const name = (m[2] ?? '').toLowerCase();
    const attrs = [...(m[3] ?? '').matchAll(ATTR)].map((a) => ({ name: (a[1] ?? '').toLowerCase(), value: (a[2] ?? '').replace(/^["']|["']$/g, '') }));
    const at = (rule: string, message: string) => errors.push({ file, line, rule, message });
    if (!name)
      at(
        'content/raw-html',
        `raw HTML ${m[0] === '<!--' ? 'comment' : 'declaration'} "${node.value.slice(m.index, m.index + 30)}"; content is Markdown only (escape a literal < as \\<)`,
      );
    else if (name === 'script') at('content/html-script', '<script> in content; content is data, never code: remove it');
    else if (FRAMES.has(name)) at('content/html-frame', `<${name}> embeds another document; link to it instead`);
    else if (attrs.some((a) => a.name.startsWith('on')))
      at('content/html-event-handler', `<${name} ${attrs.find((a) => a.name.startsWith('on'))?.name}=…>: an event handler runs code; remove it`);
    else {
      const bad = attrs.map((a) => checkUrl(a.value, file, line, `<${name} ${a.name}>`)).find((e) => e !== null);
      if (bad) errors.push(bad);
      else if (!ALLOWED_HTML.has(name) || attrs.length > 0)
        at('content/raw-html', `raw HTML <${m[1]}${name}> is not allowed in content; write Markdown, or escape a literal < as \\<`);
    }
  }
  return errors;
}
