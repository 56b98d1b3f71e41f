// npm run claim -- --facts FILE.json [--edition 2007|2017]   the ruling on a claim or concession (ClaimInput JSON)
// Prints JSON on stdout; bad input: the problems on stderr and exit code 2.
import { readJson } from './read-json.ts';
import { decideClaim, parseClaimInput, withClaimReasons } from '../src/lib/claims/index.ts';

const USAGE = 'usage: npm run claim -- --facts FILE.json [--edition 2007|2017]';
function fail(message: string): never {
  process.stderr.write(`claim: ${message}\n${USAGE}\n`);
  process.exit(2);
}
const a: Record<string, string> = {};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const k = argv[i] as string;
  if (k !== '--facts' && k !== '--edition') fail(`unknown argument "${k}"`);
  const v = argv[++i];
  if (v === undefined || v.startsWith('--')) fail(`${k} needs a value`);
  a[k.slice(2)] = v;
}
if (a.facts === undefined) fail('--facts is required');
if (a.edition !== undefined && a.edition !== '2007' && a.edition !== '2017') fail(`--edition: "${a.edition}" is not 2007 or 2017`);
let data = readJson(a.facts, fail);
if (a.edition !== undefined && typeof data === 'object' && data !== null && !Array.isArray(data)) data = { ...data, edition: Number(a.edition) };
const checked = parseClaimInput(data);
if (!checked.ok) fail(`${a.facts}:\n  ${checked.problems.join('\n  ')}`);
process.stdout.write(`${JSON.stringify(withClaimReasons(decideClaim(checked.input)), null, 2)}\n`);
