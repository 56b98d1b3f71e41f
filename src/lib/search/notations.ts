/**
 * Every way a person may type a canonical id, for the search index: `45C4(a)` is also
 * `45C4a`, `45Γ4α`, `45С4(а)`, `45С4а` (Cyrillic look-alikes)… Pagefind lower-cases and drops
 * parentheses, so these are the forms that make a typed reference find its segment.
 */
import { formatRef, parseRefId, parseRefQuery, TABLES } from '../refs/index.ts';

/** Invert a letter table (`{ а: 'a' }` → `{ a: ['а'] }`). */
function inverse(table: Readonly<Record<string, string>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, v] of Object.entries(table)) out.set(v, [...(out.get(v) ?? []), k]);
  return out;
}

const CYR_SECTIONS = inverse(TABLES.ru.sectionLetters);
const CYR_ITEMS = inverse(TABLES.ru.itemLetters);

/**
 * The notations of one canonical id (designators, without law words), deduplicated; `[]` for
 * a string that is not a canonical id.
 * @example
 * notationsOf('45C4(a)') // ['45C4(a)', '45C4a', '45С4(a)', '45С4a', '45С4(а)', '45С4а', '45Γ4α', …]
 * notationsOf('para:68.7') // ['68.7']
 */
export function notationsOf(id: string): string[] {
  const p = parseRefId(id);
  if (!p) return [];
  const out = new Set<string>();
  if (p.kind === 'para') {
    out.add(`${p.path.join('.')}${p.items.map((i) => `(${i})`).join('')}`);
    return [...out];
  }
  const sections = p.section ? [p.section, ...(CYR_SECTIONS.get(p.section) ?? []).filter((s) => s !== p.section)] : [''];
  const itemScripts = [p.items, p.items.map((i) => CYR_ITEMS.get(i)?.[0] ?? i)];
  for (const s of sections) {
    for (const items of itemScripts) {
      const head = `${p.law}${s}${p.number ?? ''}`;
      out.add(head + items.map((i) => `(${i})`).join(''));
      out.add(head + items.join(''));
    }
  }
  for (const lang of ['el', 'ru', 'pl', 'en'] as const) {
    const f = formatRef(id, lang, { word: false });
    out.add(f);
    out.add(f.replace(/[()]/g, ''));
  }
  // Dropping parentheses is ambiguous after the first item (`12C1eii`): keep only forms that read back.
  return [...out].filter((f) => parseRefQuery(f).id === id);
}
