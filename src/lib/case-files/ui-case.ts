/**
 * The Law 16 case kind (`unauthorized-information`): its file check with lines, the question study
 * and exam mode ask (does the table result stand?), the rule's incident of a case, and the ruling
 * tool's Law 16 form prefilled with the case's facts and findings (the case page's calculator).
 * The facts are checked by the same `incidentFromFacts` and `uiProblems` the CLI and the form use,
 * so a case cannot say what the rule cannot read. Pure: the file comes as text.
 */
import type { z } from 'zod';
import { parseDealSetup, validateSetup } from '../bridge/index.ts';
import { locate, parseLocated, type YamlPath } from '../base/yaml-lines.ts';
import type { CaseFileError } from '../cases/validate-case-file.ts';
import { yamlSyntaxErrors } from '../cases/validate-case-file.ts';
import type { StudyQuestion } from '../cases/study.ts';
import { incidentFromFacts } from '../law-rules/unauthorized-information-facts.ts';
import { ruleUnauthorizedInformation, uiProblems, type UiIncident, type UiRuling } from '../law-rules/unauthorized-information.ts';
import type { UiFormState } from '../law-rules/ui-form.ts';
import { EMPTY_OUTCOME } from '../law-rules/ui-form.ts';
import { uiCaseSchema, type UiCaseData } from '../../schemas/ui-case.ts';

export { uiCaseSchema, type UiCaseData } from '../../schemas/ui-case.ts';

const HINTS: Readonly<Record<string, string>> = {
  'yaml-syntax': 'Fix the YAML syntax: indentation, colons after keys, quotes around strings with special characters.',
  schema:
    'See src/schemas/ui-case.ts: collection, id, number, kind, edition, group, laws, facts (auction, information, action, table, vulnerable), findings, ruling.',
  incident:
    'The facts must be an incident the Law 16 rule can read (docs/incidents.md, "Unauthorized information"): fix the call numbers, the auction or the results.',
  hands: 'Give each hand as PBN, spades first, 13 cards: "KJ852.T963.52.A32"; a card is in one hand only.',
  'case-id': 'id is the folder name and number the case number in upper case (u1 → U1).',
};

/** A rule's `path: message` (`auction.calls.3`, `findings.outcomes[0].result`) as the case file's path. */
function casePath(path: string): YamlPath {
  const parts = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((x) => x !== '')
    .map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  return parts[0] === 'findings' ? parts : ['facts', ...parts];
}

/** The incident the Law 16 rule reads for a case (under its own code, or `edition`), or its problems as `path: message`. */
export function uiCaseIncident(c: UiCaseData, edition = c.edition): { ok: true; input: UiIncident } | { ok: false; problems: string[] } {
  const made = incidentFromFacts({ edition, ...c.facts, ...(c.findings ? { findings: c.findings } : {}) });
  if (!made.ok) return made;
  const problems = uiProblems(made.input).map((p) => `${p.path}: ${p.message}`);
  return problems.length > 0 ? { ok: false, problems } : made;
}

/** The rule's ruling of a case whose facts are sound (under its own code, or `edition`). */
export function ruleUiCase(c: UiCaseData, edition = c.edition): UiRuling | undefined {
  const made = uiCaseIncident(c, edition);
  return made.ok ? ruleUnauthorizedInformation(made.input) : undefined;
}

/**
 * Every problem of a Law 16 case file, with lines; empty when sound.
 * @example validateUiCaseFile('content/cases/x/u1/case.yaml', text) // []
 */
export function validateUiCaseFile(file: string, text: string): readonly CaseFileError[] {
  const located = parseLocated(text);
  if (located.doc.errors.length > 0) return yamlSyntaxErrors(file, located, HINTS['yaml-syntax'] ?? '');
  const at = (path: YamlPath, rule: string, message: string): CaseFileError => ({
    file,
    line: locate(located, path).line,
    rule,
    message,
    hint: HINTS[rule] ?? '',
  });
  const raw: unknown = located.doc.toJS();
  const parsed = uiCaseSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i: z.core.$ZodIssue) => at(i.path as YamlPath, 'schema', schemaMessage(i)));
  const c = parsed.data;
  const out: CaseFileError[] = [];
  if (c.number.toLowerCase() !== c.id) out.push(at(['number'], 'case-id', `number "${c.number}" does not match id "${c.id}"`));
  if (c.hands) {
    const setup = parseDealSetup(c.hands);
    if (!setup.ok) for (const e of setup.error) out.push(at(['hands', e.seat ?? 'N'], 'hands', e.message));
    else for (const e of validateSetup(setup.value)) out.push(at(['hands', e.seat ?? 'N'], 'hands', e.message));
  }
  const made = uiCaseIncident(c);
  if (!made.ok)
    for (const p of made.problems) {
      const [path = '', ...rest] = p.split(': ');
      out.push(at(casePath(path), 'incident', rest.join(': ')));
    }
  return out.sort((a, b) => a.line - b.line);
}

function schemaMessage(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue.code === 'unrecognized_keys') return `${where}unknown field(s) ${issue.keys.join(', ')}`;
  return `${where}${issue.message}`;
}

/**
 * The question of a Law 16 case: does the table result stand? The answer is the recorded ruling's.
 * @example uiQuestions(hesitationCase) // [{ scenario: 'main', by: 'director', kind: 'score', answer: 'adjusted', laws: ['16B1(a)', '12C1(c)'] }]
 */
export function uiQuestions(c: UiCaseData): StudyQuestion[] {
  return [{ scenario: 'main', by: 'director', kind: 'score', answer: c.ruling.outcome, laws: c.ruling.laws }];
}

/**
 * The ruling tool's Law 16 form with a case's facts and findings: the calculator of the case page.
 * @example uiFormStateOf(hesitationCase).calls // '1S 2H 2S 3H P P 3S P P P'
 */
export function uiFormStateOf(c: UiCaseData): UiFormState {
  const { auction, information, action, table, vulnerable } = c.facts;
  const f = c.findings ?? {};
  const level = Number(table.result[0]);
  const m = /([=+-])(\d*)$/.exec(table.result);
  const over = m === null || m[1] === '=' ? 0 : (m[1] === '+' ? 1 : -1) * Number(m[2]);
  const rows = (f.outcomes ?? []).map((o) => ({
    result: o.result,
    declarer: o.declarer,
    weight: o.weight === undefined ? '' : String(Math.round(o.weight * 100)),
    likely: o.likely === true,
  }));
  return {
    dealer: auction.dealer,
    calls: auction.calls.join(' '),
    kind: information.kind,
    at: information.atCall ?? 0,
    act: action.call ?? 0,
    tricks: Number.isNaN(level) ? '' : String(6 + level + over),
    vul: vulnerable.NS && vulnerable.EW ? 'both' : vulnerable.NS ? 'NS' : vulnerable.EW ? 'EW' : 'none',
    alternative: f.alternative ?? '',
    peers: f.peers === undefined ? '' : String(Math.round(f.peers * 100)),
    outcomes: [...rows, ...Array.from({ length: Math.max(0, 3 - rows.length) }, () => EMPTY_OUTCOME)],
    ...(f.madeAvailable === undefined ? {} : { madeAvailable: f.madeAvailable }),
    ...(f.suggested === undefined ? {} : { suggested: f.suggested }),
    ...(f.logicalAlternative === undefined ? {} : { logicalAlternative: f.logicalAlternative }),
    ...(f.weighting === undefined ? {} : { weighting: f.weighting }),
    ...(f.seriousError === undefined ? {} : { seriousError: f.seriousError }),
  };
}
