/**
 * Reads the deal diagrams of the Greek booklet (003_436417375e333e0b.txt) straight from its text,
 * independently of the bridge model, so tests can compare them with case.yaml card by card.
 *
 * Layout: a diagram starts at a row whose only cell is `μορ` (dummy). Rows are tab-separated
 * cells `♠ KJ852`. First come North's rows (one cell each), then West and East side by side
 * (two cells; a lone cell in East's column is East's), then South's rows (one cell). Some
 * diagrams have two tab columns, some three; only the order of the cells matters. `10` is the
 * ten, `-` and `—` a void, `?` an unknown card.
 */

/** A seat of the booklet's diagrams. */
export type BookletSeat = 'N' | 'E' | 'S' | 'W';

/** One hand as printed: the suits shown, in print order, with their cards in PBN letters. */
export type BookletHand = Readonly<Record<string, string>>;

/** A diagram of the booklet. */
export interface BookletDiagram {
  /** 1-based line of the `μορ` row. */
  readonly line: number;
  readonly hands: Readonly<Partial<Record<BookletSeat, BookletHand>>>;
}

const SUIT_OF: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/**
 * Every diagram of the booklet, in order.
 * @example findBookletDiagrams(text)[0] // { line: 79, hands: { N: { S: 'A2' }, W: { S: '5' }, E: { S: '8' }, S: { S: '3' } } }
 */
export function findBookletDiagrams(text: string): BookletDiagram[] {
  const lines = text.split('\n');
  const out: BookletDiagram[] = [];
  for (let i = 0; i < lines.length; i++) {
    const cells = cellsOf(lines[i] as string);
    if (cells.length !== 1 || cells[0]?.text !== 'μορ') continue;
    out.push({ line: i + 1, hands: readBlock(lines, i + 1) });
  }
  return out;
}

interface Cell {
  readonly column: number;
  readonly text: string;
}

function cellsOf(line: string): Cell[] {
  return line
    .split('\t')
    .map((text, column) => ({ column, text: text.trim() }))
    .filter((c) => c.text !== '');
}

function readBlock(lines: readonly string[], start: number): Partial<Record<BookletSeat, Record<string, string>>> {
  const hands: Partial<Record<BookletSeat, Record<string, string>>> = {};
  const put = (seat: BookletSeat, cell: Cell) => {
    const [symbol, cards] = [cell.text[0] as string, cell.text.slice(1).trim()];
    const suit = SUIT_OF[symbol];
    if (suit === undefined) throw new Error(`line ${cell.text}: not a suit cell`);
    (hands[seat] ??= {})[suit] = cardsToPbn(cards);
  };
  let phase: 'N' | 'WE' | 'S' = 'N';
  let eastColumn = -1;
  for (let j = start; j < lines.length; j++) {
    const cells = cellsOf(lines[j] as string);
    if (cells.length === 0 || !cells.every((c) => SUIT_OF[c.text[0] as string] !== undefined)) break;
    if (cells.length === 2) {
      phase = 'WE';
      eastColumn = (cells[1] as Cell).column;
      put('W', cells[0] as Cell);
      put('E', cells[1] as Cell);
    } else if (phase === 'WE' && (cells[0] as Cell).column === eastColumn) {
      put('E', cells[0] as Cell);
    } else {
      if (phase === 'WE') phase = 'S';
      put(phase === 'N' ? 'N' : 'S', cells[0] as Cell);
    }
  }
  return hands;
}

/**
 * The cards of one printed cell in PBN letters: `10` → `T`, `-`/`—` → void.
 * @example cardsToPbn('AKQJ1094') // 'AKQJT94'; cardsToPbn('—') // ''
 */
export function cardsToPbn(printed: string): string {
  if (printed === '-' || printed === '—') return '';
  const out: string[] = [];
  for (let k = 0; k < printed.length; k++) {
    const ch = printed[k] as string;
    if (ch === '1' && printed[k + 1] === '0') {
      out.push('T');
      k++;
    } else if ('AKQJ98765432?'.includes(ch)) out.push(ch);
    else throw new Error(`unexpected "${ch}" in printed cards "${printed}"`);
  }
  return out.join('');
}
