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
import type { MadeLink, RefProblem, RefRenderContext } from './law-refs.ts';

const parser = unified().use(remarkParse);
const processor = unified()
  .use(remarkParse)
  .use([...remarkPlugins])
  .use(remarkRehype)
  .use([...rehypePlugins])
  .use(rehypeStringify);

/**
 * HTML of a segment body. With `lang`, language-aware plugins run (glossary terms); `idPrefix`
 * keeps the ids they generate unique on the page.
 * @example
 * renderSegmentHtml('**a**') // '<p><strong>a</strong></p>'
 */
export function renderSegmentHtml(markdown: string, data: { lang?: string; idPrefix?: string } = {}): string {
  return String(processor.processSync({ value: markdown, data }));
}

/** A segment rendered in its place: HTML with law references linked, and what was linked. */
export interface RenderedSegment {
  readonly html: string;
  readonly links: readonly MadeLink[];
  /** References that resolve to no law or section; the build fails on them. */
  readonly problems: readonly RefProblem[];
}

/**
 * HTML of a segment body with every law reference linked (see law-refs.ts) and glossary
 * terms marked (`idPrefix` keeps their ids unique on a page); lines in
 * `links`/`problems` are 1-based within `markdown`.
 * @example
 * renderSegment('См. Правило 68.', { lang: 'ru', edition: '1997' }).html
 * // '<p>См. <a href="/~/laws/68/" class="ref" data-ref="68" data-edition="1997">Правило 68</a>.</p>'
 */
export function renderSegment(markdown: string, ctx: RefRenderContext, options: { idPrefix?: string; glossary?: boolean } = {}): RenderedSegment {
  // The glossary plugin runs when it is told the language.
  const glossary = options.glossary === false ? {} : { lang: ctx.lang, ...(options.idPrefix ? { idPrefix: options.idPrefix } : {}) };
  const file = processor.processSync({ value: markdown, data: { refContext: ctx, ...glossary } });
  return {
    html: String(file),
    links: (file.data['refLinks'] as MadeLink[] | undefined) ?? [],
    problems: (file.data['refProblems'] as RefProblem[] | undefined) ?? [],
  };
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
