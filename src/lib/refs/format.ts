/**
 * formatRef: the third verb. Writes a canonical id in a language's own notation — Greek
 * ordinal letters (`45Γ4α`), Cyrillic look-alike letters (`45С4(a)`) — so that finding the
 * result again gives back the id (property-tested).
 */
import { parseRefId } from './ids.ts';
import { TABLES } from './tables.ts';
import type { Lang } from './types.ts';

/** Options of {@link formatRef}. */
export interface FormatOptions {
  /** Write the law or paragraph word (`Νόμος 45Γ4α`); `false` gives the designator alone (`45Γ4α`). */
  readonly word?: boolean;
}

/**
 * Writes a canonical id in `lang`'s notation. A string that is not a canonical id comes back
 * unchanged (so a view never breaks on bad data; validate with `isRefId` where it matters).
 * @example
 * formatRef('45C4(a)', 'el') // 'Νόμος 45Γ4α'
 * formatRef('45C4(a)', 'ru') // 'Правило 45С4(a)'
 * formatRef('80F', 'el', { word: false }) // '80ΣΤ'
 * formatRef('para:69.5(ii)', 'ru') // 'п. 69.5(ii)'
 */
export function formatRef(id: string, lang: Lang, options: FormatOptions = {}): string {
  const p = parseRefId(id);
  if (!p) return id;
  const w = TABLES[lang].write;
  const paren = (items: readonly string[]) => items.map((i) => `(${i})`).join('');
  let designator: string;
  if (p.kind === 'para') {
    designator = `${p.path.join('.')}${paren(p.items)}`;
  } else {
    const local = p.items.map((i) => w.itemLetters[i] ?? i);
    let items = paren(local);
    // Greek writes the first item as a letter glued to the number (`45Γ4α`); only after a
    // number: `45Γα` would be unreadable, so there it stays in parentheses (`45Γ(α)`).
    const [first, ...rest] = local;
    if (w.items === 'attached' && first !== undefined && first !== p.items[0] && p.number !== undefined) items = first + paren(rest);
    designator = `${p.law}${p.section ? w.sectionLetters[p.section] : ''}${p.number ?? ''}${items}`;
  }
  if (options.word === false) return designator;
  return `${p.kind === 'para' ? w.paraWord : w.lawWord} ${designator}`;
}
