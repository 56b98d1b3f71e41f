/**
 * Where things are in a YAML content file, for errors that name `file:line`: every content file
 * (case files, the concordance, the Laws' titles, section summaries, glossary entries) is parsed
 * and located here, once.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';

/** A parsed YAML file with its line index. */
export interface LocatedDocument {
  readonly doc: Document;
  readonly lines: LineCounter;
}

/** A path of keys and list indexes into a YAML document (`['scenarios', 1, 'id']`). */
export type YamlPath = readonly (string | number)[];

/**
 * Parses YAML keeping source positions (duplicate keys are errors, as yaml's default).
 * @example parseLocated('a: 1\n').doc.toJS() // { a: 1 }
 */
export function parseLocated(text: string): LocatedDocument {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return { doc, lines };
}

/**
 * Where the value at a path starts, 1-based (with `position` inside a string scalar, that
 * character of it). A path that does not exist (a missing key) points at its deepest existing
 * ancestor.
 * @example locate(parseLocated('a:\n  b: "xy"\n'), ['a', 'b'], 1) // { line: 2, column: 8 }
 */
export function locate(located: LocatedDocument, path: YamlPath, position?: number): { line: number; column: number } {
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

/**
 * The 1-based line of the key that ends a path — for a list index, of the item — or of the
 * deepest one that exists; 1 for the root. A key is matched by its text (`5` and `"5"` alike).
 * @example keyLine(parseLocated('a:\n  b:\n    - x\n'), ['a', 'b', 0]) // 3
 */
export function keyLine(located: LocatedDocument, path: readonly PropertyKey[]): number {
  let node: unknown = located.doc.contents;
  let line = 1;
  for (const seg of path) {
    let next: unknown;
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value) === String(seg));
      const key = pair?.key as { range?: [number, number, number] } | undefined;
      if (key?.range) line = located.lines.linePos(key.range[0]).line;
      next = pair?.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      next = node.items[seg];
      const r = (next as { range?: [number, number, number] } | undefined)?.range;
      if (r) line = located.lines.linePos(r[0]).line;
    }
    if (next === undefined || next === null) break;
    node = next;
  }
  return line;
}

/**
 * The file's YAML syntax errors, each at its line and column, with yaml's message's first line
 * (its own " at line n, column m" left off: the caller names the place).
 * @example syntaxErrors(parseLocated('a: ['))[0]?.line // 1
 */
export function syntaxErrors(located: LocatedDocument): { line: number; column: number; message: string }[] {
  return located.doc.errors.map((e) => ({
    line: e.linePos?.[0].line ?? 1,
    column: e.linePos?.[0].col ?? 1,
    message: (e.message.split('\n')[0] ?? e.message).replace(/ at line \d+, column \d+:?$/, ''),
  }));
}
