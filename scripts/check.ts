// npm run check: every content problem, collected, as `file:line: rule: message`; exits 1 on any.
// Runs before `astro build`, because Astro's own schema errors stop at the first file and
// silently drop duplicate entry ids. Includes the translation-consistency checks.
//   --coverage            print segments translated / missing / flagged per document and language
//   --coverage-json FILE  also write those rows as JSON
//   --ratios              print the measured length ratios per language pair (calibration)
//   --root DIR            check another content folder (fixtures)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ALLOW,
  checkConsistency,
  checkDocumentAvoid,
  checkGlossaryAvoid,
  checkSummaryAvoid,
  checkToolAvoid,
  checkToolTerms,
  coverage,
  formatCoverage,
  measureRatios,
  summarizeRatios,
  termIndex,
} from '../src/lib/consistency/index.ts';
import { TOOL_TABLES } from '../src/i18n/tables.ts';
import { buildCorpus } from '../src/lib/corpus/corpus.ts';
import { parseLawTitles } from '../src/schemas/law-titles.ts';
import { parseConcordance } from '../src/schemas/concordance.ts';
import type { ContentError } from '../src/lib/corpus/segment-file.ts';
import { linkCorpus } from '../src/markdown/link-corpus.ts';
import { checkGlossaryRefs } from '../src/markdown/link-glossary.ts';
import { readCaseFiles, readCollectionFiles } from '../src/content-io/case-files.ts';
import { caseFileProblems } from '../src/lib/case-files/problems.ts';
import { commentarySegmentIds } from '../src/lib/claims/case-file.ts';
import { dealFenceProblems } from '../src/markdown/deal-fence.ts';
import { readContentFiles, readManifest } from '../src/content-io/content-files.ts';
import { parseGlossary } from '../src/lib/glossary/parse.ts';
import { parseLawSummaries } from '../src/schemas/law-summaries.ts';
import { readSummaryFiles } from '../src/content-io/text-files.ts';
import { documentEntries } from '../src/markdown/document-entries.ts';
import { summaryGate } from '../src/lib/summaries/gate.ts';
import { RULING_LAWS } from '../src/lib/rulings/laws.ts';
import { CLAIM_LAWS } from '../src/lib/claims/laws.ts';
import { parseRefId } from '../src/lib/refs/ids.ts';
import { readGlossaryFiles } from '../src/content-io/glossary-files.ts';

const arg = (name: string) => (process.argv.includes(name) ? (process.argv[process.argv.indexOf(name) + 1] ?? '') : null);
const root = arg('--root') || 'content';
const { corpus, errors } = buildCorpus(readManifest(root), readContentFiles(root));
// The concordance of the three codes (content/laws/concordance.yaml): required in the real
// content; a fixture root without one is checked without the edition rules.
const concordancePath = join(root, 'laws', 'concordance.yaml');
const concordanceText = existsSync(concordancePath) ? readFileSync(concordancePath, 'utf8') : null;
const editions = concordanceText === null ? null : parseConcordance(concordanceText, 'laws/concordance.yaml');
// The allow-list names files of the real content; fixtures are checked without it.
const glossary = parseGlossary(readGlossaryFiles(root));
// The terms rule reads the glossary of the same root (fixtures bring their own, or none).
const index = glossary.terms.length ? termIndex(glossary.terms) : undefined;
const findings = checkConsistency(corpus, root === 'content' ? ALLOW : [], index);
// Law references are checked in whatever parsed, so one run reports everything.
const glossaryTexts = new Map(readGlossaryFiles(root).map((f) => [f.path, f.text]));
// The tool layer (interface strings, reason tables) against the glossary: terms its English
// uses carried in each language, no avoided word anywhere (real content only: the tables are
// the site's, fixtures bring no tables). Paths are the repository's, not the content root's.
const toolSources = [...new Set(TOOL_TABLES.flatMap((t) => t.files))].map((p) => ({ path: p, text: readFileSync(p, 'utf8') }));
const toolFindings: ContentError[] =
  index && root === 'content' ? [...checkToolTerms(TOOL_TABLES, toolSources, index), ...checkToolAvoid(TOOL_TABLES, toolSources, index)] : [];
const avoidFindings: ContentError[] = index ? [...checkDocumentAvoid(corpus, index), ...checkGlossaryAvoid(glossary.terms, index, glossaryTexts)] : [];
const linkedCorpus = linkCorpus(corpus, editions?.concordance ?? undefined);
// Section summaries (laws/summaries/<law>.yaml, docs/summaries.md), and the gate: every law id the
// site previews has the corpus's text or a summary (real content only: a fixture has few texts).
const summaries = readSummaryFiles(root).map((f) => parseLawSummaries(f.text, f.path, editions?.concordance ?? undefined));
const summarised = new Set(summaries.flatMap((r) => (r.summaries ? [...r.summaries.sections.keys()] : [])));
const gate =
  root === 'content'
    ? summaryGate(
        documentEntries(corpus, linkedCorpus.linked).map((e) => e.data),
        [...glossary.terms.map((g) => g.law).filter((id) => parseRefId(id)), ...RULING_LAWS, ...CLAIM_LAWS],
        summarised,
      )
    : { problems: [], pending: [] };
const all: ContentError[] = [
  ...errors,
  ...(editions?.errors ?? []),
  ...linkedCorpus.errors,
  ...summaries.flatMap((r) => r.errors),
  ...(index
    ? checkSummaryAvoid(
        summaries.flatMap((r) => (r.summaries ? [r.summaries] : [])),
        index,
      )
    : []),
  ...gate.problems,
  ...findings,
  ...avoidFindings,
  ...glossary.errors,
  ...checkGlossaryRefs(glossary.terms, glossaryTexts),
];
for (const s of corpus.sources) {
  const file = join(root, 'sources', s.file);
  let sha = '';
  try {
    sha = createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    all.push({
      file: `sources/${s.file}`,
      line: 1,
      rule: 'source/missing',
      message: 'listed in the manifest but not present; copy the seed file here byte-for-byte',
    });
    continue;
  }
  if (sha !== s.sha256)
    all.push({
      file: `sources/${s.file}`,
      line: 1,
      rule: 'source/changed',
      message: `sha256 is ${sha}, the manifest says ${s.sha256}; sources are kept byte-for-byte, edit content/ instead`,
    });
}
if (root === 'content' && concordanceText === null)
  all.push({
    file: 'laws/concordance.yaml',
    line: 1,
    rule: 'concordance/missing',
    message: 'the concordance of the 1997, 2007 and 2017 Laws is missing: restore laws/concordance.yaml (format in docs/editions.md)',
  });
// The titles of the 93 Laws (content/laws/titles.yaml).
let titlesText: string | null = null;
try {
  titlesText = readFileSync(join(root, 'laws', 'titles.yaml'), 'utf8');
} catch {
  all.push({
    file: 'laws/titles.yaml',
    line: 1,
    rule: 'titles/missing',
    message: 'the titles of the 93 Laws are missing: create laws/titles.yaml (edition: 2007, titles: "1".."93" with en, ru, pl, el)',
  });
}
if (titlesText !== null) all.push(...parseLawTitles(titlesText, 'laws/titles.yaml').errors);
if (process.argv.includes('--coverage') || arg('--coverage-json')) {
  const rows = coverage(corpus, findings);
  console.log(formatCoverage(rows));
  const json = arg('--coverage-json');
  if (json) {
    mkdirSync(dirname(json) || '.', { recursive: true });
    writeFileSync(json, `${JSON.stringify(rows, null, 2)}\n`);
  }
}
if (process.argv.includes('--ratios')) console.log(summarizeRatios(measureRatios(corpus)));
for (const e of all) console.error(`${join(root, e.file)}:${e.line}: ${e.rule}: ${e.message}`);
for (const e of toolFindings) console.error(`${e.file}:${e.line}: ${e.rule}: ${e.message}`);
// Case files (case.yaml) and ```deal fences: every problem, with its line and a hint.
const caseFiles = readCaseFiles(join(root, 'cases'));
const caseLines = caseFileProblems(caseFiles, commentarySegmentIds(readContentFiles(root)), readCollectionFiles(join(root, 'cases')));
const dealLines = readContentFiles(root).flatMap((f) =>
  dealFenceProblems(f.text).map(
    (p) =>
      `${join(root, f.path)}:${p.line}:${p.column}: deal/${p.code}: ${p.message}\n  hint: see "Deal diagrams in Markdown" in docs/cases.md for the deal block syntax.`,
  ),
);
for (const line of [...caseLines, ...dealLines]) console.error(line);
if (gate.pending.length)
  console.log(
    `summaries: ${gate.pending.length} id(s) of Laws not yet gated have neither corpus text nor a summary (GATED in src/lib/summaries/gate.ts): ${gate.pending.join(' ')}`,
  );
const problems = all.length + toolFindings.length + caseLines.length + dealLines.length;
const segs = [...corpus.documents.values()].reduce((n, d) => n + [...d.versions.values()].reduce((m, v) => m + v.segments.length, 0), 0);
console.log(
  `check: ${corpus.documents.size} documents, ${segs} segments, ${glossary.terms.length} glossary terms, ${caseFiles.length} case files, ${problems} problem(s)`,
);
process.exit(problems ? 1 : 0);
