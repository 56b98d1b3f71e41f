/**
 * The case export: one record per case for `/data/cases.json`, and a PBN file for each case
 * whose diagram is a full 52-card deal. Pure: case data in, JSON-ready values and text out.
 */
import { formatDeal, formatHand, shownSuits, SUITS, type Seat, type Suit } from '../bridge/index.ts';
import type { CaseData } from '../../schemas/case.ts';
import { diagramSetup, fullDealOf } from './diagrams.ts';

const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** A diagram in the export: PBN hands (`null`: hand not shown) and the suits shown. */
export interface ExportDiagram {
  readonly id: string;
  /** Booklet line of the diagram, for a case of a published source. */
  readonly line: number | null;
  /** Suits the diagram shows; an empty group of a suit not listed is "not shown", not a void. */
  readonly shown: readonly Suit[];
  /** Hands whose shown suits differ from `shown` (question 2: East shows ♠ and ♥). */
  readonly shownBySeat: Readonly<Partial<Record<Seat, readonly Suit[]>>>;
  /** Cards in every hand of an end position, when the diagram is one. */
  readonly endPosition: number | null;
  readonly N: string | null;
  readonly E: string | null;
  readonly S: string | null;
  readonly W: string | null;
}

/**
 * A diagram for the export.
 * @example exportDiagram(q2.diagrams[0]) // { id: 'main', shown: ['S'], shownBySeat: { E: ['S', 'H'] }, N: 'AQ...', … }
 */
export function exportDiagram(diagram: CaseData['diagrams'][number]): ExportDiagram {
  const setup = diagramSetup(diagram);
  const bySeat = new Map(SEAT_ORDER.flatMap((s) => (setup[s] ? [[s, shownSuits(setup[s])] as const] : [])));
  const union = SUITS.filter((suit) => [...bySeat.values()].some((list) => list.includes(suit)));
  const shown = diagram.shown ?? union;
  const shownBySeat: Partial<Record<Seat, readonly Suit[]>> = {};
  for (const [seat, list] of bySeat) if (list.join() !== shown.join()) shownBySeat[seat] = list;
  const hand = (s: Seat) => (setup[s] === undefined ? null : formatHand(setup[s]));
  return {
    id: diagram.id,
    line: diagram.line ?? null,
    shown,
    shownBySeat,
    endPosition: diagram.endPosition ?? null,
    N: hand('N'),
    E: hand('E'),
    S: hand('S'),
    W: hand('W'),
  };
}

/** Where a case's PBN file is served. */
export const pbnPath = (data: Pick<CaseData, 'collection' | 'id'>) => `/data/cases/${data.collection}/${data.id}.pbn`;

/**
 * One case of `cases.json`.
 * @example caseRecord(case2).pbn // '/data/cases/<collection>/2.pbn'
 */
export function caseRecord(data: CaseData) {
  const deal = fullDealOf(data);
  return {
    collection: data.collection,
    id: data.id,
    number: data.number,
    source: data.source ?? null,
    edition: data.edition,
    kind: data.kind,
    group: data.group,
    lines: data.lines ?? null,
    laws: data.laws,
    excerpts: data.excerpts ?? [],
    contract: data.contract ?? null,
    declarer: data.declarer,
    dummy: data.dummy,
    tricksWon: data.tricksWon ?? null,
    diagrams: data.diagrams.map(exportDiagram),
    deal: deal === undefined ? null : formatDeal(deal),
    pbn: deal === undefined ? null : pbnPath(data),
    play:
      data.play === undefined ? null : { from: data.play.from, to: data.play.to ?? null, tricks: data.play.tricks ?? [], current: data.play.current ?? null },
    scenarios: data.scenarios.map((s) => ({
      id: s.id,
      printed: s.printed ?? null,
      hypothetical: s.hypothetical === true,
      facts: s.facts,
      ruling: s.ruling,
      appeal: s.appeal ?? null,
      note: s.note ?? null,
    })),
    editorialNotes: data.editorialNotes ?? [],
  };
}

/** A record of `cases.json`. */
export type CaseRecord = ReturnType<typeof caseRecord>;

/**
 * The whole export, cases in the booklet's order.
 * @example casesExport([q1, q2, case1]).cases.map((c) => c.number) // ['Q1', 'Q2', '1']
 */
export function casesExport(cases: readonly CaseData[]) {
  return { format: 'lex-ludi-cases', version: 1, cases: cases.map(caseRecord) };
}

const tag = (name: string, value: string) => `[${name} "${value.replace(/["\\]/g, '\\$&')}"]`;

/**
 * The PBN file of a case whose diagram is a full deal, or undefined. Unknown tag values are `?`
 * as PBN allows; the booklet gives no board, players, dealer or vulnerability.
 * @example casePbn(case2, { event: 'HBF booklet, case 2', site: 'https://…' })?.split('\n')[0] // '% PBN 2.1'
 */
export function casePbn(data: CaseData, meta: { event: string; url: string }): string | undefined {
  const deal = fullDealOf(data);
  if (deal === undefined) return undefined;
  const play = [...(data.play?.tricks ?? []), ...(data.play?.current ? [data.play.current] : [])].filter((t) => !/^[NESW]:$/.test(t));
  const lines = [
    '% PBN 2.1',
    '% EXPORT',
    `% Lex Ludi, case ${data.number} of ${data.collection}${data.source ? `, from ${data.source}` : ''}${data.lines ? `, lines ${data.lines[0]}-${data.lines[1]}` : ''}`,
    tag('Event', meta.event),
    tag('Site', '?'),
    tag('Date', '????.??.??'),
    tag('Board', '?'),
    tag('West', '?'),
    tag('North', '?'),
    tag('East', '?'),
    tag('South', '?'),
    tag('Dealer', '?'),
    tag('Vulnerable', '?'),
    tag('Deal', formatDeal(deal)),
    tag('Scoring', '?'),
    tag('Declarer', data.declarer),
    tag('Contract', data.contract ?? '?'),
    tag('Result', '?'),
    `{${meta.url}${play.length > 0 ? ` Play before the incident (? = card not stated): ${play.join('; ')}` : ''}}`,
    '',
  ];
  return lines.join('\r\n');
}
