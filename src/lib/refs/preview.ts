/**
 * What a reference link's preview says: looked up in the per-language preview data the
 * build writes (`/data/refs/{lang}.json`). Pure, so the island stays a thin view.
 */

import { ancestorsOf } from './ids.ts';

/** One previewable target. */
export interface PreviewEntry {
  /** Heading: the reference in the reader's notation and the law's title. */
  readonly h: string;
  /** The section's text (clipped), or '' when the corpus has none. */
  readonly x: string;
  /** Language of `x`. */
  readonly l: string;
  /** Label of the text: original, translation, or why there is none. */
  readonly s: string;
  /** Edition of the Laws the text is from; null without text. */
  readonly e: number | null;
}

/** The file for one interface language. */
export interface PreviewData {
  /** Template for a reference to another edition than the text shown: `{a}` cited, `{b}` shown. */
  readonly edition: string;
  readonly entries: Readonly<Record<string, PreviewEntry>>;
  /**
   * What the current code (2017) made of a section cited from an older one, by the citing
   * document's code and id: lines such as "In the 2017 Laws this is 16C." (src/lib/editions).
   */
  readonly current?: {
    /** Template opening those lines: `This document cites the {e} Laws.` */
    readonly lead: string;
    readonly lines: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  };
}

/** A preview ready to show. */
export interface Preview extends PreviewEntry {
  /** Set when the link cites another edition than the text shown. */
  readonly note: string | null;
  /** What the 2017 Laws made of the section cited from an older code (empty when nothing changed). */
  readonly current: readonly string[];
}

/**
 * The preview of a link with `data-ref` (space-separated ids, first shown), optional
 * `data-doc` (paragraph references) and `data-edition` (when not 2007).
 * @example
 * previewFor(data, { ref: '69 70', edition: '1997' })?.note // 'Cited from the 1997 Laws; …'
 * previewFor(data, { ref: '16D' })?.current // ['This document cites the 2007 Laws.', 'In the 2017 Laws this is 16C.']
 */
export function previewFor(data: PreviewData, link: { ref?: string | undefined; doc?: string | undefined; edition?: string | undefined }): Preview | null {
  const id = link.ref?.trim().split(/\s+/)[0];
  if (!id) return null;
  // A section the site has no entry for (a reference linked in any text by the reference tool)
  // shows its nearest enclosing section that has one: 64C shows Law 64.
  const key = id.startsWith('para:') && link.doc ? `${link.doc}|${id}` : ([id, ...ancestorsOf(id)].find((k) => data.entries[k]) ?? id);
  const entry = data.entries[key];
  if (!entry) return null;
  const cited = link.edition ?? '2007';
  const note = entry.e !== null && String(entry.e) !== cited ? data.edition.replace('{a}', cited).replace('{b}', String(entry.e)) : null;
  const lines = id.startsWith('para:') ? undefined : data.current?.lines[cited]?.[id];
  const current = lines?.length && data.current ? [data.current.lead.replace('{e}', cited), ...lines] : [];
  return { ...entry, note, current };
}
