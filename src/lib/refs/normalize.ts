/**
 * NFC normalisation that remembers where each character came from, so spans found in the
 * normalised text can be reported as offsets into the text the caller gave (a Greek `ό` typed
 * as `ο` + combining acute is one character after NFC, two before).
 */

/** Normalised text and a map from its offsets back to the original's. */
export interface Normalized {
  readonly text: string;
  /** Original offset of normalised offset `i` (length `text.length + 1`); absent when nothing changed. */
  readonly toOriginal?: Int32Array;
}

/**
 * Normalises to NFC, keeping an offset map when normalisation changed anything.
 * @example
 * const n = normalizeNfc('Νο\u0301μος 5'); // n.text === 'Νόμος 5'
 * originalOffset(n, 6) // 7
 */
export function normalizeNfc(text: string): Normalized {
  const nfc = text.normalize('NFC');
  if (nfc === text) return { text };
  // Normalise chunk by chunk, each chunk a starter plus its combining marks: composition never
  // crosses a starter in the scripts we read, so the chunks' normal forms concatenate.
  const map: number[] = [];
  let out = '';
  const chunk = /\P{M}\p{M}*|\p{M}+/gsu;
  for (let m = chunk.exec(text); m; m = chunk.exec(text)) {
    const n = m[0].normalize('NFC');
    for (let k = 0; k < n.length; k++) map.push(m.index + Math.min(k, m[0].length - 1));
    out += n;
  }
  map.push(text.length);
  return { text: out, toOriginal: Int32Array.from(map) };
}

/**
 * Maps an offset in the normalised text back to the original text.
 * @example
 * originalOffset(normalizeNfc('abc'), 2) // 2
 */
export function originalOffset(n: Normalized, offset: number): number {
  return n.toOriginal ? (n.toOriginal[offset] ?? offset) : offset;
}
