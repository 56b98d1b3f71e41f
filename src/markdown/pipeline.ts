/**
 * The remark/rehype plugins every piece of content goes through. Shared by Astro's Markdown
 * processor (astro.config.mjs) and the segment renderer, so both render alike.
 */
import type { Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import { remarkLawRefs } from './law-refs.ts';
import { rehypeGlossaryTerms } from './glossary-terms.ts';
import { rehypeDealFence } from './deal-fence.ts';

/**
 * Rehype: a ```diagram fence (a deal diagram as printed in the source) becomes a
 * preformatted block with its own class, kept language-neutral.
 * @example
 * unified().use(rehypeDiagramFence)
 */
export function rehypeDiagramFence() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const cls = code.properties?.className;
      if (Array.isArray(cls) && cls.includes('language-diagram')) {
        node.properties = { ...node.properties, className: ['diagram'], translate: 'no' };
        code.properties = {};
        // The source's columns end in tabs; trailing whitespace shows nothing in <pre>.
        for (const t of code.children) if (t.type === 'text') t.value = t.value.replace(/[ \t]+$/gm, '');
      }
    });
  };
}

/** Remark plugins, in order. */
export const remarkPlugins = [remarkLawRefs] as const;
/** Rehype plugins, in order. */
export const rehypePlugins = [rehypeDiagramFence, rehypeGlossaryTerms, rehypeDealFence] as const;
