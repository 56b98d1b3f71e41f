/**
 * Passages the corpus prints more than once, so that search lists each text once. The Greek
 * booklet quotes the same law paragraphs under every case that applies them (Law 46B under
 * cases 5–10 and Q2), restates a question's facts in its answer, and the law pages hold those
 * quotations as the law's text. A segment repeats another when its original text is the same,
 * words compared without case, accents or punctuation and one word in twenty allowed to differ
 * (the booklet's copies vary: `αμνόμενους` / `αμυνόμενους` in Q2, `να παίζει` / `να παίξει` in
 * Law 48A); a passage that is nothing but a law's words repeats the law page's section that
 * holds them — a case's law quotation (its `law-…` parts), or any passage of eight words or more
 * (Q2's answer quotes `Νόμος 46B: Σε περίπτωση…` in its ruling). Each repeated segment points
 * at the one search lists instead: a law page's section first, else the first in document
 * order. */

/** What samePassages needs of a document. */
export interface PassageDoc {
  readonly kind: 'law' | 'commentary' | 'case' | 'collection';
  /** Page path without the language (`laws/56/`). */
  readonly path: string;
  readonly segments: readonly { readonly id: string; readonly anchor: string; readonly kind?: string; readonly text: string }[];
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `part` stands in `whole` word for word, but for at most one word in twenty. */
export function quotes(whole: readonly string[], part: readonly string[]): boolean {
  const allowed = Math.floor(part.length / 20);
  for (let i = 0; i + part.length <= whole.length; i++) {
    let differ = 0;
    for (let k = 0; k < part.length && differ <= allowed; k++) if (whole[i + k] !== part[k]) differ++;
    if (differ <= allowed) return true;
  }
  return false;
}

/**
 * Segment key (`path#anchor`) → the key of the segment it repeats, for every repeated segment.
 * @example
 * samePassages([
 *   { kind: 'case', path: 'cases/b/5/', segments: [{ id: 'law-46B.1', anchor: 'law-46B.1', text: 'Σε περίπτωση…' }] },
 *   { kind: 'law', path: 'laws/46/', segments: [{ id: '46B', anchor: 'B', text: 'Νόμος 46B Σε περίπτωση…' }] },
 * ]) // Map { 'cases/b/5/#law-46B.1' => 'laws/46/#B' }
 */
export function samePassages(docs: readonly PassageDoc[]): Map<string, string> {
  const passages = docs
    .flatMap((d) =>
      d.segments.filter((s) => s.kind !== 'diagram').map((s) => ({ d, s, key: `${d.path}#${s.anchor}`, list: words(s.text), text: words(s.text).join(' ') })),
    )
    .filter((p) => p.text);
  const laws = passages.filter((p) => p.d.kind === 'law');
  // Texts quoted from a law page: that section, for every segment with the same text.
  const quoted = new Map<string, string>();
  for (const p of passages) {
    if (p.d.kind === 'law' || !(p.s.id.startsWith('law-') || p.list.length >= 8) || quoted.has(p.text)) continue;
    const law = laws.find((l) => quotes(l.list, p.list));
    if (law) quoted.set(p.text, law.key);
  }
  const first = new Map<string, string>();
  const firstByLength = new Map<number, { key: string; list: readonly string[] }[]>();
  const out = new Map<string, string>();
  for (const p of [...laws, ...passages.filter((x) => x.d.kind !== 'law')]) {
    const copyOf = () => (p.list.length >= 20 ? firstByLength.get(p.list.length)?.find((f) => quotes(f.list, p.list))?.key : undefined);
    const same = (p.d.kind === 'law' ? undefined : quoted.get(p.text)) ?? first.get(p.text) ?? copyOf();
    if (same && same !== p.key) out.set(p.key, same);
    else {
      first.set(p.text, p.key);
      firstByLength.set(p.list.length, [...(firstByLength.get(p.list.length) ?? []), { key: p.key, list: p.list }]);
    }
  }
  return out;
}
