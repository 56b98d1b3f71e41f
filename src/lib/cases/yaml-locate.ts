/**
 * Line and column of a data path in a parsed YAML document. A path that does not exist (a
 * missing key) points at its deepest existing ancestor.
 */
import { isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { DataPath } from './case-model.ts';

/** A parsed YAML file with its line index. */
export interface LocatedDocument {
  readonly doc: Document;
  readonly lines: LineCounter;
}

/**
 * Parses YAML keeping source positions.
 * @example parseLocated('a: 1\n').doc.toJS() // { a: 1 }
 */
export function parseLocated(text: string): LocatedDocument {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return { doc, lines };
}

/**
 * The 1-based line (and column, with `position` inside a string scalar) of a path.
 * @example locate(parseLocated('a:\n  b: "xy"\n'), ['a', 'b'], 1) // { line: 2, column: 8 }
 */
export function locate(located: LocatedDocument, path: DataPath, position?: number): { line: number; column: number } {
  const { doc, lines } = located;
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range === undefined) continue;
    let offset = range[0];
    if (n === path.length && position !== undefined && isScalar(node)) {
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      offset += (quoted ? 1 : 0) + position;
    }
    const pos = lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  }
  return { line: 1, column: 1 };
}
