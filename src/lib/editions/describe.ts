/**
 * What a reader is told about a section read in another code: "In the 2017 Laws this is 16C.",
 * "The 2017 Laws changed this: …". The words come in as templates (src/i18n), so this knows no
 * language beyond how to write an id in it.
 */
import { formatRef } from '../refs/format.ts';
import type { Lang } from '../base/languages.ts';
import { fill as fillText } from '../text/fill.ts';
import { changeOf, type EditionChange } from './concordance.ts';
import { lawOf } from '../refs/ids.ts';
import { EDITIONS } from '../refs/types.ts';
import { CURRENT_EDITION, type Concordance } from './types.ts';

/** Templates: `{e}` a code's year, `{id}` an id in the reader's notation, `{note}` a change note. */
export interface EditionWords {
  /** `In the {e} Laws this is {id}.` */
  readonly thisIs: string;
  /** `The {e} Laws have no such section.` */
  readonly none: string;
  /** `The {e} Laws changed this: {note}` */
  readonly changed: string;
  /** Added after a line from a row we could not check against the texts: ` (unverified)`. */
  readonly unverified: string;
}

/**
 * An id of a code in `lang`'s notation, with the numbered case of a letterless law (`71.1`).
 * @example
 * editionId('45C4(b)', null, 'el') // '45Γ4β'
 * editionId('71', 1, 'en') // '71.1'
 */
export function editionId(id: string, item: number | null | undefined, lang: Lang): string {
  return `${formatRef(id, lang, { word: false })}${item ? `.${item}` : ''}`;
}

/**
 * The lines a reader is shown about `ch`: where the section is in the target code (when its
 * number differs or it is gone), then each change of effect on the way with its note.
 * @example
 * describeChange(changeOf(c, '16D', '2007', '2017')!, 'en', words)
 * // ['In the 2017 Laws this is 16C.']
 */
export function describeChange(ch: EditionChange, lang: Lang, words: EditionWords): string[] {
  const fill = (s: string, v: Record<string, string>) => fillText(s, lang, v);
  const mark = ch.uncertain ? words.unverified : '';
  const out: string[] = [];
  if (ch.toId === null) out.push(fill(words.none, { e: ch.to }) + mark);
  else if (ch.toId !== ch.fromId || ch.toItem !== (ch.row.items[ch.from] ?? null))
    out.push(fill(words.thisIs, { e: ch.to, id: editionId(ch.toId, ch.toItem, lang) }) + mark);
  for (const s of ch.steps) {
    if (s.class === 'changed-effect' && s.note) out.push(fill(words.changed, { e: s.edition, note: s.note[lang] }) + mark);
  }
  return out;
}

/**
 * For every id, what a reader of a 1997 or 2007 document is told about it in the current code:
 * `{ '2007': { '16D': ['In the 2017 Laws this is 16C.'] } }`; ids with nothing to say are left out.
 * What the link previews carry (src/pages/data/refs).
 * @example
 * currentLines(c, ['16D', '45C4(a)'], 'en', words) // { '2007': { '16D': ['In the 2017 Laws this is 16C.'] } }
 */
export function currentLines(c: Concordance, ids: readonly string[], lang: Lang, words: EditionWords): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const edition of EDITIONS) {
    if (edition === CURRENT_EDITION) continue;
    for (const id of ids) {
      const ch = lawOf(id) === null ? null : changeOf(c, id, edition, CURRENT_EDITION);
      const said = ch ? describeChange(ch, lang, words) : [];
      if (said.length) (out[edition] ??= {})[id] = said;
    }
  }
  return out;
}
