/**
 * Glossary definitions are content too: their law references are linked like any segment's
 * (`Law 67` → `/{lang}/laws/67/`), and one to a law that does not exist fails the check at
 * the definition's line.
 */
import type { Lang } from '../lib/corpus/languages.ts';
import type { ContentError } from '../lib/corpus/segment-file.ts';
import { LANGS } from '../lib/corpus/languages.ts';
import type { GlossaryTerm } from '../lib/glossary/parse.ts';
import { renderSegment, type RenderedSegment } from './render.ts';

/** The glossary's own definitions address the 2007 Laws. */
const EDITION = '2007';

/**
 * A definition rendered with its references linked (no glossary marking inside the glossary).
 * @example
 * glossaryDefinition(term, 'en').html // '<p>… as <a href="/~/laws/67/" class="ref" data-ref="67">Law 67</a> prescribes.</p>'
 */
export function glossaryDefinition(term: GlossaryTerm, lang: Lang): RenderedSegment {
  return renderSegment(term[lang].definition, { lang, edition: EDITION }, { glossary: false });
}

/** Line of `definition:` inside the `lang:` block of a glossary file's text (1 if not found). */
function definitionLine(text: string, lang: Lang): number {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${lang}:`));
  const at = lines.findIndex((l, i) => i > start && /^\s+definition:/.test(l));
  return start >= 0 && at >= 0 ? at + 1 : 1;
}

/** Every reference problem in the definitions, at `file:line`. */
export function checkGlossaryRefs(terms: readonly GlossaryTerm[], texts: ReadonlyMap<string, string>): ContentError[] {
  const out: ContentError[] = [];
  for (const term of terms) {
    for (const lang of LANGS) {
      for (const p of glossaryDefinition(term, lang).problems) {
        out.push({ file: term.file, line: definitionLine(texts.get(term.file) ?? '', lang), rule: `refs/${p.code}`, message: `"${p.surface}": ${p.message}` });
      }
    }
  }
  return out;
}
