/**
 * A ```deal fence in Markdown becomes the same accessible diagram as `<Deal>`: rehype adapter
 * over `parseDiagramText` and `dealDiagramTree` (src/lib/bridge). The words follow the
 * document's language (`vfile.data.lang`, else the front matter's `lang`, else English).
 * A bad block stops the render with the line of the problem; `dealFenceProblems` lists every
 * problem of a Markdown file for the content check.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { dealLabels } from '../i18n/deal-labels.ts';
import { dealDiagramTree } from '../lib/bridge/diagram-html.ts';
import { parseDiagramText, type DiagramTextError } from '../lib/bridge/diagram-text.ts';
import { isLang, type Lang } from '../lib/corpus/languages.ts';

/** The info string that marks a deal fence. */
export const DEAL_FENCE = 'deal';

function langOf(file: VFile | undefined): Lang {
  const data = (file?.data ?? {}) as { lang?: unknown; astro?: { frontmatter?: { lang?: unknown } } };
  const lang = data.lang ?? data.astro?.frontmatter?.lang;
  return isLang(lang) ? lang : 'en';
}

const textOf = (node: Element): string => node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');

/**
 * Rehype: replaces each `<pre><code class="language-deal">` with a deal diagram.
 * @example unified().use(remarkParse).use(remarkRehype).use(rehypeDealFence).use(rehypeStringify)
 */
export function rehypeDealFence() {
  return (tree: HastRoot, file?: VFile) => {
    const labels = dealLabels(langOf(file));
    visit(tree, 'element', (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code' || parent === undefined || index === undefined) return;
      const cls = code.properties?.['className'];
      if (!Array.isArray(cls) || !cls.includes(`language-${DEAL_FENCE}`)) return;
      const parsed = parseDiagramText(textOf(code));
      if (!parsed.ok) {
        const first = node.position?.start.line ?? 0;
        const where = (e: DiagramTextError) => `line ${first + e.line}, column ${e.column}`;
        const place = file?.path ? `${file.path}: ` : '';
        throw new Error(`${place}bad deal block:\n${parsed.errors.map((e) => `  ${where(e)}: ${e.code}: ${e.message}`).join('\n')}`);
      }
      parent.children[index] = dealDiagramTree(parsed.value, labels);
    });
  };
}

/** A problem of a deal fence, located in the Markdown file. */
export interface DealFenceProblem extends DiagramTextError {
  /** 1-based line in the Markdown text. */
  readonly line: number;
}

const parser = unified().use(remarkParse);

/**
 * Every problem of every deal fence in a Markdown text, with lines of that text.
 * @example dealFenceProblems('```deal\nN: AQ10...\n```') // [{ line: 2, column: 5, code: 'pbn-ten', … }]
 */
export function dealFenceProblems(markdown: string): DealFenceProblem[] {
  const out: DealFenceProblem[] = [];
  visit(parser.parse(markdown) as MdastRoot, 'code', (node: Code) => {
    if (node.lang !== DEAL_FENCE) return;
    const parsed = parseDiagramText(node.value);
    if (parsed.ok) return;
    const start = node.position?.start ?? { line: 1, column: 1 };
    for (const e of parsed.errors) out.push({ ...e, line: start.line + e.line, column: start.column - 1 + e.column });
  });
  return out;
}
