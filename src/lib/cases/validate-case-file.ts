/**
 * `validateCaseFile(path, text)`: every problem of a case.yaml, each with file, line, rule,
 * message and hint. YAML syntax first; then the zod schema; then the bridge checks (notation,
 * diagrams, play) and references. Never throws on bad input.
 */
import { isScalar } from 'yaml';
import type { z } from 'zod';
import { caseSchema, type CaseData } from '../../schemas/case.ts';
import { formatProblem, type Problem } from '../base/problem.ts';
import { cardTokenFindings, consistencyFindings, diagramFindings, holdingChangeFindings, playFindings, type Finding } from './case-checks.ts';
import { locate, parseLocated, syntaxErrors, type LocatedDocument } from '../base/yaml-lines.ts';

/** One problem of a case file: the project's problem shape with a column and a hint. */
export interface CaseFileError extends Problem {
  /** 1-based column, when known. */
  readonly column?: number;
  /** What to do about it. Rule ids: `law-id`, `duplicate-card`, `pbn-ten`, … (see {@link CASE_RULE_HINTS}). */
  readonly hint: string;
}

/** Every rule id with the hint printed beside its findings. */
export const CASE_RULE_HINTS: Readonly<Record<string, string>> = {
  'yaml-syntax': 'Fix the YAML syntax; quote strings that start with ? or contain ": ".',
  schema: 'Compare the field with src/schemas/case.ts (each field is documented there).',
  'law-id': 'Write canonical law ids: number 1–93, Latin section letter, number, lower-case item in parentheses: 45C4(a), 46B4, 53.',
  'scenario-without-ruling': "Add the director's ruling to the scenario: ruling: { by: director, laws: [...] }.",
  'pbn-rank': 'Use the ranks A K Q J T 9 8 7 6 5 4 3 2, ? for an unknown card; a void is an empty suit between dots.',
  'pbn-ten': 'PBN writes the ten as T: "Q10" is "QT", "S10" is "ST".',
  'pbn-rank-order': 'List each suit from the highest card down, as the diagram prints it.',
  'pbn-suits': 'A hand is four suits separated by three dots, spades first: "KJ852.T963.52.A32", "..AKQT652." for diamonds only.',
  'pbn-deal': 'A deal is "N:<hand> <hand> <hand> <hand>", hands clockwise from the first seat.',
  'card-suit': 'A card is a suit letter S, H, D or C followed by a rank: SA, HT, D?.',
  'card-rank': 'A card is a suit letter followed by A K Q J T 9–2, or ? for an unstated rank: SA, HT, D?.',
  'suit-not-shown': "Add the suit to the hand's (or the diagram's) shown list, or leave its group empty.",
  'duplicate-card': 'A card is in one hand only: check the diagram against the booklet.',
  'hand-size': 'A hand holds at most 13 cards (a full deal exactly 13): check the diagram against the booklet.',
  'end-position': 'In an end position every hand holds endPosition cards: check the diagram or the endPosition value.',
  'incomplete-deal': 'A full deal names all 52 cards in four hands.',
  'card-not-held': "The card must be in the player's hand at that point: check the diagram, the earlier tricks and the trick order.",
  revoke: 'Follow suit, or mark the card as a revoke when the case says so ("DJ!" in a trick, revoke: true on a play fact).',
  'revoke-mark': 'Remove the revoke mark: the card follows suit, the player is void, or it is the lead.',
  'trick-syntax': 'Write a trick as "<leader>:<card> <card> …", e.g. "E:SA ST S3 S2", or "N:" before the lead.',
  'trick-size': 'A trick has at most four cards; a fifth card is a separate play fact.',
  'play-result': 'The tricks must leave exactly the holdings of the diagram named in play.to.',
  contract: 'Write contracts as 3NT, 6H, 4SX (NT alone when the level is not stated) and results as 6H=, 3NT+1, 6H-1.',
  reference: 'Use an id that the case defines (diagram ids for play.from/to, scenario ids for sameAs and notes).',
  illustrates: 'Name a commentary document under content/commentary and one of its paragraph ids: commentary/ru-67-74#67.10.',
  'duplicate-id': 'Give each diagram and each scenario its own id.',
  'declarer-dummy': "Dummy is declarer's partner (declarer S, dummy N in this booklet).",
  'tricks-won': 'Tricks won cannot exceed the tricks played before the end position.',
  'case-id': 'id is the folder name (q1, 7, r2) and number the printed number (Q1, 7, R2); the collection.yaml numbering lists the ids.',
};

/**
 * The YAML syntax errors of a parsed file as case-file errors (rule `yaml-syntax`), each at its line.
 * @example yamlSyntaxErrors('x.yaml', parseLocated('a: ['), hint)[0].rule // 'yaml-syntax'
 */
export function yamlSyntaxErrors(file: string, located: LocatedDocument, hint: string): CaseFileError[] {
  return syntaxErrors(located).map((e) => ({ file, line: e.line, column: e.column, rule: 'yaml-syntax', message: e.message, hint }));
}

/**
 * Validates one case file and returns all its problems, sorted by line (empty when it is valid).
 * @example validateCaseFile('content/cases/<collection>/1/case.yaml', text) // []
 */
export function validateCaseFile(file: string, text: string, commentarySegments?: ReadonlyMap<string, ReadonlySet<string>>): readonly CaseFileError[] {
  const located = parseLocated(text);
  const make = (f: Finding): CaseFileError => {
    const { line, column } = locate(located, f.path, f.position);
    const message = f.rule === 'law-id' ? (numericLawMessage(located.doc.getIn(f.path, true)) ?? f.message) : f.message;
    return { file, line, column, rule: f.rule, message, hint: CASE_RULE_HINTS[f.rule] ?? CASE_RULE_HINTS['schema'] ?? '' };
  };
  if (located.doc.errors.length > 0) return yamlSyntaxErrors(file, located, CASE_RULE_HINTS['yaml-syntax'] ?? '');
  const raw: unknown = located.doc.toJS();
  const findings: Finding[] = [];
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) findings.push(...parsed.error.issues.flatMap((issue) => schemaFinding(issue, raw)));
  findings.push(...cardTokenFindings(raw), ...diagramFindings(raw), ...holdingChangeFindings(raw));
  if (parsed.success)
    findings.push(...playFindings(parsed.data), ...consistencyFindings(parsed.data, file), ...illustratesFindings(parsed.data, commentarySegments));
  return unique(findings.map(make)).sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}

/** Each commentary paragraph a case says it illustrates exists (when the commentaries' segments are given). */
function illustratesFindings(data: CaseData, segments?: ReadonlyMap<string, ReadonlySet<string>>): Finding[] {
  const out: Finding[] = [];
  (data.illustrates ?? []).forEach((ref, i) => {
    const [doc = '', paragraph = ''] = ref.slice('commentary/'.length).split('#');
    const ids = segments?.get(doc);
    if (segments !== undefined && ids === undefined) out.push({ rule: 'illustrates', message: `there is no commentary "${doc}"`, path: ['illustrates', i] });
    else if (ids !== undefined && !ids.has(paragraph))
      out.push({ rule: 'illustrates', message: `commentary ${doc} has no paragraph "${paragraph}"`, path: ['illustrates', i] });
  });
  return out;
}

/** Fields that hold lists of law ids. */
const LAW_LISTS = new Set(['laws', 'excerpts', 'lawsNotApplied', 'exceptionApplied', 'exceptionNotApplied']);

function schemaFinding(issue: z.core.$ZodIssue, raw: unknown): Finding[] {
  const path = issue.path as (string | number)[];
  const last = path.at(-1);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      rule: 'schema',
      message: `unknown field "${key}"${path.length > 0 ? ` in ${path.join('.')}` : ''}`,
      path: [...path, key],
    }));
  }
  if (issue.code === 'custom' && typeof issue.params?.['rule'] === 'string') {
    return [{ rule: issue.params['rule'] as string, message: issue.message, path }];
  }
  if (issue.code === 'invalid_type' && typeof last === 'number' && LAW_LISTS.has(String(path.at(-2)))) {
    return [{ rule: 'law-id', message: issue.message, path }];
  }
  if (last === 'ruling' && path.at(-3) === 'scenarios' && issue.code === 'invalid_type') {
    const id = (raw as { scenarios?: { id?: unknown }[] }).scenarios?.[path.at(-2) as number]?.id;
    return [{ rule: 'scenario-without-ruling', message: `scenario "${String(id ?? path.at(-2))}" has no ruling`, path: path.slice(0, -1) }];
  }
  if ((last === 'contract' || last === 'result') && issue.code === 'invalid_format') {
    return [{ rule: 'contract', message: issue.message, path }];
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const first = issue.errors[0] ?? [];
    return first.flatMap((sub) => schemaFinding({ ...sub, path: [...path, ...sub.path] } as z.core.$ZodIssue, raw));
  }
  const where = path.length > 0 ? `${path.join('.')}: ` : '';
  return [{ rule: 'schema', message: `${where}${issue.message}`, path }];
}

/** YAML reads `45E1` as the number 450 and `53` as 53: say so, with the text as written. */
export function numericLawMessage(node: unknown): string | undefined {
  if (!isScalar(node) || typeof node.value !== 'number') return undefined;
  const written = node.source ?? String(node.value);
  return written === String(node.value)
    ? `law ids are strings: quote the bare number ("${written}")`
    : `YAML reads ${written} as the number ${node.value}: quote the law id ("${written}")`;
}

function unique(errors: CaseFileError[]): CaseFileError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.line}|${e.column}|${e.rule}|${e.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * Formats an error the way the content check prints it: `file:line: rule: message`.
 * @example formatCaseFileError(e) // 'content/cases/<collection>/1/case.yaml:12: law-id: law 94 does not exist …'
 */
export function formatCaseFileError(e: CaseFileError): string {
  return `${formatProblem(e)}\n  hint: ${e.hint}`;
}
