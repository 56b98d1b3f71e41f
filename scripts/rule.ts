// npm run rule -- --case <[collection/]id> [--scenario a]   the engine's rulings for a played-card case's recorded facts
// npm run rule -- --facts FILE.json                      the ruling for any situation (RulingInput JSON, or a Law 16
//                                                        incident: docs/incidents.md, "Unauthorized information", or a Law 67
//                                                        defective trick: docs/incidents.md, "Defective trick")
// [--edition 2007|2017]                                  the code to rule under (default: the input's, else 2007)
// Prints JSON on stdout; bad input: a message on stderr and exit code 2.
import { readJson } from './read-json.ts';
import { decide, EDITIONS, parseRulingInput, scenarioInput, withReasons, type Edition, type RulingInput } from '../src/lib/rulings/index.ts';
import { allCollectionMeta, caseIds, CASES_ROOT, loadCase } from '../src/content-io/case-files.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { caseKindIn } from '../src/lib/case-files/kinds.ts';
import { ruleUiCase, uiCaseSchema, type UiCaseData } from '../src/lib/case-files/ui-case.ts';
import { explainUi } from '../src/lib/law-rules/explain-ui.ts';
import { isUiInput, parseUiIncident } from '../src/lib/law-rules/unauthorized-information-input.ts';
import { isDefectiveInput, parseDefectiveIncident } from '../src/lib/law-rules/defective-trick-input.ts';
import { defectiveTrick } from '../src/lib/law-rules/defective-trick.ts';
import { defectiveSteps, explainDefective } from '../src/lib/law-rules/explain-defective.ts';
import { ruleUnauthorizedInformation } from '../src/lib/law-rules/unauthorized-information.ts';

const USAGE = 'usage: npm run rule -- --case <[collection/]id> [--scenario <id>]  |  npm run rule -- --facts FILE.json  [--edition 2007|2017]';

function fail(message: string): never {
  process.stderr.write(`rule: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function args(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!['--case', '--scenario', '--facts', '--edition'].includes(a)) fail(`unknown argument "${a}"`);
    const v = argv[++i];
    if (v === undefined || v.startsWith('--')) fail(`${a} needs a value`);
    out[a.slice(2)] = v;
  }
  return out;
}

/**
 * The played-card case `--case` names: `<collection>/<id>`, or an id (`7`, `q1`) that one played-card
 * collection alone has (collections and kinds come from each collection.yaml).
 */
/** The Law 16 case `arg` names (`u1` or `<collection>/u1`), if it names one. */
function uiCaseAt(arg: string): UiCaseData | undefined {
  const [named, rest] = arg.includes('/') ? (arg.split('/', 2) as [string, string]) : [undefined, arg];
  const id = rest.toLowerCase();
  for (const meta of allCollectionMeta().filter((c) => named === undefined || c.id === named)) {
    if (!caseIds(meta.id).includes(id)) continue;
    const text = readFileSync(join(CASES_ROOT, meta.id, id, 'case.yaml'), 'utf8');
    if (caseKindIn(meta, text) === 'unauthorized-information') return uiCaseSchema.parse(parse(text));
  }
  return undefined;
}

function findCase(arg: string): { collection: string; id: string } {
  const [named, rest] = arg.includes('/') ? (arg.split('/', 2) as [string, string]) : [undefined, arg];
  const id = rest.toLowerCase();
  const played = allCollectionMeta().filter((c) => c.kind === 'played-card' && (named === undefined || c.id === named));
  if (played.length === 0)
    fail(
      `no played-card collection "${named}": they are ${allCollectionMeta()
        .filter((c) => c.kind === 'played-card')
        .map((c) => c.id)
        .join(', ')}`,
    );
  const holders = played.filter((c) => caseIds(c.id).includes(id));
  if (holders.length === 1) return { collection: holders[0]?.id ?? '', id };
  if (holders.length > 1) fail(`case "${arg}" is in ${holders.map((c) => c.id).join(' and ')}: write --case <collection>/${id}`);
  return fail(`no case "${arg}": cases are ${played.flatMap((c) => caseIds(c.id).map((i) => `${c.id}/${i}`)).join(', ')}`);
}

const a = args(process.argv.slice(2));
const edition = a.edition === undefined ? undefined : (Number(a.edition) as Edition);
if (edition !== undefined && !EDITIONS.includes(edition)) fail(`--edition ${a.edition}: the engine knows ${EDITIONS.join(' and ')}`);
/** The input under the code asked for. */
const under = (input: RulingInput): RulingInput => (edition === undefined ? input : { ...input, edition });
if (a.facts !== undefined && a.case !== undefined) fail('give --case or --facts, not both');
const facts = a.facts === undefined ? undefined : (readJson(a.facts, fail) as Record<string, unknown>);
if (a.facts !== undefined && isDefectiveInput(facts)) {
  const checked = parseDefectiveIncident(edition === undefined ? facts : { ...facts, edition });
  if (!checked.ok) fail(`${a.facts}:\n  ${checked.problems.join('\n  ')}`);
  const { edition: code, firstTrick, facts: f } = checked.input;
  const result = defectiveTrick(f, code);
  const steps = defectiveSteps(result, firstTrick);
  const reasons = Object.fromEntries((['en', 'ru', 'pl', 'el'] as const).map((l) => [l, explainDefective(steps, l)]));
  process.stdout.write(`${JSON.stringify({ edition: code, result, steps, reasons }, null, 2)}\n`);
} else if (a.facts !== undefined && isUiInput(facts)) {
  const json = facts as Record<string, unknown>;
  const checked = parseUiIncident(edition === undefined ? json : { ...json, edition });
  if (!checked.ok) fail(`${a.facts}:\n  ${checked.problems.join('\n  ')}`);
  const ruling = ruleUnauthorizedInformation(checked.input);
  const reasons = Object.fromEntries((['en', 'ru', 'pl', 'el'] as const).map((l) => [l, explainUi(ruling, l)]));
  process.stdout.write(`${JSON.stringify({ ...ruling, reasons }, null, 2)}\n`);
} else if (a.facts !== undefined) {
  const checked = parseRulingInput(facts);
  if (!checked.ok) fail(`${a.facts}:\n  ${checked.problems.join('\n  ')}`);
  process.stdout.write(`${JSON.stringify(withReasons(decide(under(checked.input))), null, 2)}\n`);
} else if (a.case !== undefined && uiCaseAt(a.case) !== undefined) {
  // A Law 16 case of a collection that holds several kinds: ruled by the Law 16 rule from its facts and findings.
  const c = uiCaseAt(a.case) as UiCaseData;
  const ruling = ruleUiCase(c, edition ?? c.edition);
  if (ruling === undefined) fail(`case ${c.id}: its facts cannot be ruled (npm run check names each problem)`);
  const reasons = Object.fromEntries((['en', 'ru', 'pl', 'el'] as const).map((l) => [l, explainUi(ruling, l)]));
  process.stdout.write(`${JSON.stringify({ case: c.number, recorded: c.ruling, ...ruling, reasons }, null, 2)}\n`);
} else if (a.case !== undefined) {
  const { collection, id } = findCase(a.case);
  const data = loadCase(collection, id);
  const scenarios = a.scenario === undefined ? data.scenarios : data.scenarios.filter((s) => s.id === a.scenario);
  if (scenarios.length === 0) fail(`case ${id} has no scenario "${a.scenario}": it has ${data.scenarios.map((s) => s.id).join(', ')}`);
  const out = scenarios.map((s) => {
    const refs = [{ by: 'director' as const, ruling: s.ruling }, ...(s.appeal ? [{ by: 'appeal' as const, ruling: s.appeal.ruling }] : [])];
    return {
      case: data.number,
      scenario: s.id,
      rulings: refs.flatMap(({ by, ruling }) => [
        { by: ruling.by, findings: scenarioInput(data, s, { by }).judgement, ruling: withReasons(decide(under(scenarioInput(data, s, { by })))) },
        ...(ruling.branches ?? []).map((b, i) => ({
          by: ruling.by,
          if: b.if,
          findings: scenarioInput(data, s, { by, branch: i }).judgement,
          ruling: withReasons(decide(under(scenarioInput(data, s, { by, branch: i })))),
        })),
      ]),
    };
  });
  process.stdout.write(`${JSON.stringify(a.scenario === undefined ? out : out[0], null, 2)}\n`);
} else fail('nothing to do');
