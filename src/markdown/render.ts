/**
 * Renders one segment's Markdown to HTML and to plain text, through the shared plugins.
 * Raw HTML is never passed through (content/raw-html rejects it before this).
 */
import type { Root as MdastRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypePlugins, remarkPlugins } from './pipeline.ts';

const parser = unified().use(remarkParse);
const processor = unified()
  .use(remarkParse)
  .use([...remarkPlugins])
  .use(remarkRehype)
  .use([...rehypePlugins])
  .use(rehypeStringify);

/**
 * HTML of a segment body; `lang` (the document's language) is passed to the plugins as
 * `file.data.lang` (a ```deal fence labels its diagram in it).
 * @example
 * renderSegmentHtml('**a**') // '<p><strong>a</strong></p>'
 */
export function renderSegmentHtml(markdown: string, lang?: string): string {
  return String(processor.processSync(lang === undefined ? markdown : { value: markdown, data: { lang } }));
}

/**
 * Plain text of a segment body: what a reader sees, for fidelity checks and snippets.
 * @example
 * segmentText('1\\. (a) *x*') // '1. (a) x'
 */
export function segmentText(markdown: string): string {
  const tree = parser.parse(markdown) as MdastRoot;
  const parts: string[] = [];
  for (const node of tree.children) parts.push(textOf(node));
  return parts.join('\n\n');
}

/** Text of an mdast node, a hard break as a newline. */
function textOf(node: MdastRoot['children'][number] | { type: string; value?: string; children?: unknown[] }): string {
  if (node.type === 'break') return '\n';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node && Array.isArray(node.children)) return node.children.map((c) => textOf(c as { type: string })).join('');
  return '';
}
