/**
 * The checks of a case file beyond its schema: cards and hands in bridge notation, diagrams,
 * the play against the holdings, and references between parts. Each finding carries the data
 * path it belongs to; `validate-case-file.ts` turns paths into lines.
 */
import { parseDealSetup, parseHolding, parsePlayedCard, partnerOf, setupDifferences, validatePlay, validateSetup, type BridgeError } from '../bridge/index.ts';
import { diagramSchema, scenarioSchema, type CaseData } from '../../schemas/case.ts';
import { diagramHands, handPath, scenarioPlay, scenarioSetup, type DataPath, type LocatedError } from './case-model.ts';

/** A finding: rule id, message, path, and a character position inside the string at the path. */
export interface Finding {
  readonly rule: string;
  readonly message: string;
  readonly path: DataPath;
  readonly position?: number;
}

const fromBridge = ({ path, error }: LocatedError): Finding => ({
  rule: error.code,
  message: error.message,
  path,
  ...(error.position === undefined ? {} : { position: error.position }),
});

/** Keys whose string values (or string arrays) are card tokens. */
const CARD_KEYS = new Set(['card', 'cards', 'among', 'onlyIfWithdrawn', 'lacks', 'intended', 'kept']);

/** Every card token in the data, checked with the bridge parser. */
export function cardTokenFindings(raw: unknown, path: DataPath = []): Finding[] {
  if (Array.isArray(raw)) return raw.flatMap((v, i) => cardTokenFindings(v, [...path, i]));
  if (raw === null || typeof raw !== 'object') return [];
  const out: Finding[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const here = [...path, key];
    const tokens: [unknown, DataPath][] = CARD_KEYS.has(key) ? (Array.isArray(value) ? value.map((v, i) => [v, [...here, i]]) : [[value, here]]) : [];
    for (const [token, at] of tokens) {
      if (typeof token !== 'string') continue;
      const parsed = parsePlayedCard(token);
      if (!parsed.ok) out.push(fromBridge({ path: at, error: parsed.error }));
    }
    if (!CARD_KEYS.has(key)) out.push(...cardTokenFindings(value, here));
  }
  return out;
}

/** Each diagram parsed and validated: notation, duplicates, hand sizes, end positions. */
export function diagramFindings(raw: unknown): Finding[] {
  const diagrams = Array.isArray((raw as { diagrams?: unknown })?.diagrams) ? (raw as { diagrams: unknown[] }).diagrams : [];
  const out: Finding[] = [];
  for (const [i, rawDiagram] of diagrams.entries()) {
    const parsed = diagramSchema.safeParse(rawDiagram);
    if (!parsed.success) continue; // reported by the schema
    const diagram = parsed.data;
    const at = (e: BridgeError): DataPath => (e.seat === undefined ? ['diagrams', i] : handPath(diagram, i, e.seat));
    const setup = parseDealSetup(diagramHands(diagram));
    if (!setup.ok) {
      out.push(...setup.error.map((error) => fromBridge({ path: at(error), error })));
      continue;
    }
    const options = diagram.endPosition === undefined ? {} : { endPosition: diagram.endPosition };
    out.push(...validateSetup(setup.value, options).map((error) => fromBridge({ path: at(error), error })));
  }
  return out;
}

/** The play of the case and of each scenario, replayed against the holdings. */
export function playFindings(data: CaseData): Finding[] {
  if (data.play === undefined) return [];
  const out: LocatedError[] = [];
  const base = scenarioSetup(data);
  if (base.setup === undefined) return [];
  const runs = [undefined, ...data.scenarios];
  for (const scenario of runs) {
    const { setup, errors } = scenario === undefined ? base : scenarioSetup(data, scenario);
    out.push(...errors);
    if (setup === undefined) continue;
    const play = scenarioPlay(data, scenario);
    out.push(...play.errors);
    const check = validatePlay(
      setup,
      play.tricks,
      play.loose.map((l) => l.play),
    );
    for (const error of check.errors) {
      const trick = error.trick;
      const looseAt = play.loose.find((l) => l.play.seat === error.seat && l.play.card === error.card);
      const trickAt = trick === undefined ? undefined : play.tricks[trick];
      const cardIndex = trickAt === undefined ? -1 : trickAt.cards.findIndex((_, k) => seatAt(trickAt.leader, k) === error.seat);
      const path = (trick === undefined ? looseAt?.path : play.origins[trick]?.[Math.max(0, cardIndex)]) ?? ['play'];
      out.push({ path, error });
    }
  }
  const to = data.diagrams.find((d) => d.id === data.play?.to);
  if (to !== undefined && base.setup !== undefined) {
    const tricks = scenarioPlay(data).tricks.slice(0, data.play.tricks?.length ?? 0);
    const after = parseDealSetup(diagramHands(to));
    if (after.ok) {
      const remaining = validatePlay(base.setup, tricks).remaining;
      out.push(...setupDifferences(remaining, after.value).map((error) => ({ path: ['play', 'to'], error })));
    }
  }
  return dedupe(out.map(fromBridge));
}

function seatAt(leader: string, k: number): string {
  const seats = ['N', 'E', 'S', 'W'];
  return seats[(seats.indexOf(leader) + k) % 4] as string;
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.path.join('.')}|${f.rule}|${f.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Holding changes of scenarios that parse on their own even when the case does not. */
export function holdingChangeFindings(raw: unknown): Finding[] {
  const scenarios = Array.isArray((raw as { scenarios?: unknown })?.scenarios) ? (raw as { scenarios: unknown[] }).scenarios : [];
  const out: Finding[] = [];
  for (const [s, rawScenario] of scenarios.entries()) {
    const parsed = scenarioSchema.safeParse(rawScenario);
    if (!parsed.success) continue;
    for (const [seat, suits] of Object.entries(parsed.data.holdingChanges ?? {})) {
      for (const [suit, text] of Object.entries(suits ?? {})) {
        const holding = parseHolding(text as string);
        if (!holding.ok) out.push(fromBridge({ path: ['scenarios', s, 'holdingChanges', seat, suit], error: holding.error }));
      }
    }
  }
  return out;
}

/** Ids unique, references resolved, declarer and dummy partners, tricks won possible. */
export function consistencyFindings(data: CaseData, file: string): Finding[] {
  const out: Finding[] = [];
  const push = (rule: string, message: string, path: DataPath) => out.push({ rule, message, path });
  const diagramIds = data.diagrams.map((d) => d.id);
  const scenarioIds = data.scenarios.map((s) => s.id);
  duplicates(diagramIds).forEach((i) => push('duplicate-id', `diagram id "${diagramIds[i]}" is used twice`, ['diagrams', i, 'id']));
  duplicates(scenarioIds).forEach((i) => push('duplicate-id', `scenario id "${scenarioIds[i]}" is used twice`, ['scenarios', i, 'id']));
  for (const key of ['from', 'to'] as const) {
    const id = data.play?.[key];
    if (id !== undefined && !diagramIds.includes(id))
      push('reference', `play.${key} names diagram "${id}", which the case does not have (${diagramIds.join(', ') || 'no diagrams'})`, ['play', key]);
  }
  data.scenarios.forEach((s, i) => {
    for (const [b, ref] of [[-1, s.ruling.sameAs], ...(s.ruling.branches ?? []).map((br, k) => [k, br.sameAs] as const)] as const) {
      if (ref !== undefined && !scenarioIds.includes(ref)) {
        push(
          'reference',
          `sameAs names scenario "${ref}", which the case does not have`,
          b === -1 ? ['scenarios', i, 'ruling', 'sameAs'] : ['scenarios', i, 'ruling', 'branches', b, 'sameAs'],
        );
      }
    }
  });
  (data.editorialNotes ?? []).forEach((n, i) => {
    if (n.scenario !== undefined && !scenarioIds.includes(n.scenario))
      push('reference', `the note names scenario "${n.scenario}", which the case does not have`, ['editorialNotes', i, 'scenario']);
  });
  if (partnerOf(data.declarer) !== data.dummy) push('declarer-dummy', `dummy ${data.dummy} is not declarer ${data.declarer}'s partner`, ['dummy']);
  const end = data.diagrams.find((d) => d.id === (data.play?.from ?? d.id))?.endPosition;
  const won = (data.tricksWon?.declarer ?? 0) + (data.tricksWon?.defenders ?? 0);
  if (end !== undefined && won > 13 - end)
    push('tricks-won', `${won} tricks won, but only ${13 - end} have been played when each hand holds ${end}`, ['tricksWon']);
  const folder = /(?:^|\/)([^/]+)\/case\.yaml$/.exec(file.replaceAll('\\', '/'))?.[1];
  if (folder !== undefined && folder !== data.id) push('case-id', `id "${data.id}" differs from the folder name "${folder}"`, ['id']);
  if (data.number.toLowerCase() !== data.id) push('case-id', `number "${data.number}" does not match id "${data.id}"`, ['number']);
  return out;
}

function duplicates(ids: readonly string[]): number[] {
  return ids.flatMap((id, i) => (ids.indexOf(id) !== i ? [i] : []));
}
