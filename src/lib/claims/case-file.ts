/**
 * `validateClaimCaseFile(path, text, segments)`: every problem of a claim case.yaml, each with
 * file, line, rule, message and hint — YAML syntax, then the schema (`case-schema.ts`), then the
 * bridge checks (a legal end position, tricks that add up to 13, the trick in progress, the
 * statement's cards) and the commentary paragraphs it cites. Never throws on bad input.
 */
import type { z } from 'zod';
import { handCards, parseCard, parseDealSetup, parseTrick, partnerOf, validateSetup, handSize, type Card, type Seat } from '../bridge/index.ts';
import type { StatementStep } from './types.ts';
import { locate, parseLocated } from '../base/yaml-lines.ts';
import { numericLawMessage, yamlSyntaxErrors, type CaseFileError } from '../cases/validate-case-file.ts';
import { parseSegmentFile } from '../corpus/segment-file.ts';
import { CLAIM_COMMENTARIES, ILLUSTRATES, claimCaseSchema, rulingsOf, type ClaimCaseData } from './case-schema.ts';

type Path = (string | number)[];
interface Finding {
  readonly rule: string;
  readonly message: string;
  readonly path: Path;
}

/**
 * The segment ids of the commentaries claim cases cite, from their original-language files among
 * `files` (content paths such as `commentary/ru-67-74/ru.md`, as the content reader gives them).
 * @example commentarySegmentIds(readContentFiles('content')).get('ru-67-74')?.has('70.5') // true
 */
export function commentarySegmentIds(files: readonly { readonly path: string; readonly text: string }[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [doc, lang] of Object.entries(CLAIM_COMMENTARIES)) {
    const f = files.find((x) => x.path.split('\\').join('/').endsWith(`commentary/${doc}/${lang}.md`));
    if (f !== undefined) out.set(doc, new Set(parseSegmentFile(f.text, f.path).file.segments.map((s) => s.id)));
  }
  return out;
}

/** Every rule id of a claim case file with the hint printed beside its findings. */
export const CLAIM_CASE_HINTS: Readonly<Record<string, string>> = {
  'yaml-syntax': 'Fix the YAML syntax; quote strings that start with ? or contain ": ".',
  schema: 'Compare the field with src/lib/claims/case-schema.ts (each field is documented there) and src/lib/claims/README.md (the facts format).',
  'law-id': 'Write canonical law ids: number 1–93, Latin section letter, number, lower-case item in parentheses: 70C1, 68B2, 64A1.',
  'case-id': 'id is the folder name under content/cases/claims.',
  'bad-hand': 'A hand is four suits separated by three dots, spades first, T for the ten: "AQ.T4..32".',
  'duplicate-card': 'A card is in one hand only: check the position.',
  'end-position': 'Every hand holds the same number of cards at the claim (cards played to the trick in progress still count as held).',
  'trick-count': 'Tricks won before the position plus the cards each hand holds must make 13.',
  'trick-in-progress':
    'Write the trick in progress as "<leader>:<card> …" with cards from the hands of the players in turn, and set onLead only when no trick is in progress.',
  'bad-card': 'A card is a suit letter S, H, D or C followed by A K Q J T 9–2: SA, HT.',
  'card-not-held': "A card the statement names must be in the claimer's or his partner's hand.",
  'claim-size': 'The claimer cannot claim, nor the ruling award, more tricks than are left to play; awarded tricks add up to the tricks left.',
  claimer: 'A claim or concession is made by declarer or a defender, not by dummy.',
  result: 'The result repeats the contract (4S=, 4S-1) and matches the total tricks.',
  revoke: 'A revoke before the claim was in a trick already played: its number is at most the tricks played.',
  reference: 'Cite a paragraph that exists: commentary/ru-67-74#<paragraph> as in content/commentary/ru-67-74/ru.md, commentary/pl-68-71#<point>.',
  original: 'original is the language of a commentary the case illustrates (ru for ru-67-74, pl for pl-68-71).',
  'duplicate-id': 'Give each variant its own id.',
};

/**
 * Validates one claim case file; all its problems, sorted by line (empty when it is valid).
 * `segments`: the segment ids of each commentary (`ru-67-74` → {'70.5', …}); omitted, references are not checked.
 * @example validateClaimCaseFile('content/cases/claims/forgotten-trump/case.yaml', text, segments) // []
 */
export function validateClaimCaseFile(file: string, text: string, segments?: ReadonlyMap<string, ReadonlySet<string>>): readonly CaseFileError[] {
  const located = parseLocated(text);
  const hint = (rule: string) => CLAIM_CASE_HINTS[rule] ?? CLAIM_CASE_HINTS['schema'] ?? '';
  if (located.doc.errors.length > 0) return yamlSyntaxErrors(file, located, hint('yaml-syntax'));
  const raw: unknown = located.doc.toJS();
  const parsed = claimCaseSchema.safeParse(raw);
  const findings: Finding[] = parsed.success ? dataFindings(parsed.data, file, segments) : parsed.error.issues.flatMap(schemaFinding);
  return findings
    .map((f) => (f.path.at(-2) === 'laws' ? { ...f, rule: 'law-id', message: numericLawMessage(located.doc.getIn(f.path, true)) ?? f.message } : f))
    .map((f) => ({ file, ...locate(located, f.path), rule: f.rule, message: f.message, hint: hint(f.rule) }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

function schemaFinding(issue: z.core.$ZodIssue): Finding[] {
  const path = issue.path as Path;
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({ rule: 'schema', message: `unknown field "${key}"${path.length ? ` in ${path.join('.')}` : ''}`, path: [...path, key] }));
  if (issue.code === 'custom' && typeof issue.params?.['rule'] === 'string') return [{ rule: issue.params['rule'] as string, message: issue.message, path }];
  if (issue.code === 'invalid_union' && issue.errors.length > 0)
    return (issue.errors[0] ?? []).flatMap((sub) => schemaFinding({ ...sub, path: [...path, ...sub.path] } as z.core.$ZodIssue));
  return [{ rule: 'schema', message: `${path.length ? `${path.join('.')}: ` : ''}${issue.message}`, path }];
}

/** The checks on a case that passed the schema. */
function dataFindings(c: ClaimCaseData, file: string, segments?: ReadonlyMap<string, ReadonlySet<string>>): Finding[] {
  const out: Finding[] = [];
  const folder = file.split(/[\\/]/).at(-2);
  if (folder !== undefined && folder !== c.id) out.push({ rule: 'case-id', message: `id "${c.id}" is not the folder name "${folder}"`, path: ['id'] });
  out.push(...referenceFindings(c, segments));
  const seen = new Set<string>();
  (c.variants ?? []).forEach((v, i) => {
    if (seen.has(v.id)) out.push({ rule: 'duplicate-id', message: `variant id "${v.id}" is used twice`, path: ['variants', i, 'id'] });
    seen.add(v.id);
  });
  const held = positionFindings(c, out);
  if (held === undefined) return out;
  const remaining = 13 - c.tricksWon.declarer - c.tricksWon.defenders;
  if (remaining !== held.size)
    out.push({
      rule: 'trick-count',
      message: `${c.tricksWon.declarer} + ${c.tricksWon.defenders} tricks won and ${held.size} cards a hand make ${c.tricksWon.declarer + c.tricksWon.defenders + held.size}, not 13`,
      path: ['tricksWon'],
    });
  out.push(...claimFindings(c, held.size, held.hands));
  return out;
}

function referenceFindings(c: ClaimCaseData, segments?: ReadonlyMap<string, ReadonlySet<string>>): Finding[] {
  const out: Finding[] = [];
  const langs = new Set<string>();
  c.illustrates.forEach((ref, i) => {
    const m = ILLUSTRATES.exec(ref);
    if (m === null) return;
    const doc = m[1] as keyof typeof CLAIM_COMMENTARIES;
    langs.add(CLAIM_COMMENTARIES[doc]);
    const ids = segments?.get(doc);
    if (ids !== undefined && !ids.has(m[2] as string))
      out.push({ rule: 'reference', message: `commentary ${doc} has no paragraph "${m[2]}"`, path: ['illustrates', i] });
  });
  if (!langs.has(c.original))
    out.push({ rule: 'original', message: `original is "${c.original}" but the case illustrates no ${c.original} commentary`, path: ['original'] });
  return out;
}

/** Checks the position; returns the hands' cards and size, or undefined when a hand does not parse. */
function positionFindings(c: ClaimCaseData, out: Finding[]): { size: number; hands: Record<Seat, Set<Card>> } | undefined {
  const setup = parseDealSetup(c.position.hands);
  if (!setup.ok) {
    for (const e of setup.error)
      out.push({
        rule: e.code === 'duplicate-card' ? e.code : 'bad-hand',
        message: `${e.seat ?? ''}: ${e.message}`,
        path: ['position', 'hands', e.seat ?? 'N'],
      });
    return undefined;
  }
  for (const e of validateSetup(setup.value))
    out.push({ rule: e.code === 'duplicate-card' ? 'duplicate-card' : 'end-position', message: e.message, path: ['position', 'hands', e.seat ?? 'N'] });
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  const hands = Object.fromEntries(seats.map((s) => [s, new Set(handCards(setup.value[s] ?? {}))])) as Record<Seat, Set<Card>>;
  // The size most hands have is the end position's; a hand of another size is the one to mend.
  const sizes = seats.map((s) => handSize(setup.value[s] ?? {}));
  const size = [...sizes].sort((a, b) => sizes.filter((x) => x === b).length - sizes.filter((x) => x === a).length)[0] ?? 0;
  seats.forEach((s, i) => {
    if (sizes[i] !== size)
      out.push({
        rule: 'end-position',
        message: `${s} holds ${sizes[i]} cards but the other hands ${size}: every hand holds the same number at the claim`,
        path: ['position', 'hands', s],
      });
  });
  if (size === 0) out.push({ rule: 'end-position', message: 'the hands hold no cards: a claim needs at least one card a hand', path: ['position', 'hands'] });
  const { trick, onLead } = c.position;
  if (trick === undefined || /^[NESW]:$/.test(trick)) {
    if (onLead === undefined && trick === undefined)
      out.push({ rule: 'trick-in-progress', message: 'no trick is in progress: say who is on lead (position.onLead)', path: ['position'] });
    return { size, hands };
  }
  const t = parseTrick(trick);
  if (!t.ok) {
    out.push({ rule: 'trick-in-progress', message: t.error.message, path: ['position', 'trick'] });
    return { size, hands };
  }
  if (onLead !== undefined && onLead !== t.value.leader)
    out.push({
      rule: 'trick-in-progress',
      message: `onLead is ${onLead} but the trick in progress was led by ${t.value.leader}`,
      path: ['position', 'onLead'],
    });
  let s: Seat = t.value.leader;
  for (const played of t.value.cards) {
    if (!hands[s].has(played as Card))
      out.push({ rule: 'trick-in-progress', message: `${s} played ${played} to the trick in progress but does not hold it`, path: ['position', 'trick'] });
    s = seats[(seats.indexOf(s) + 1) % 4] as Seat;
  }
  return { size, hands };
}

function stepCards(step: StatementStep): string[] {
  switch (step.do) {
    case 'cash':
      return [...step.cards];
    case 'finesse':
    case 'lead':
      return [step.card];
    case 'discard':
      return step.card === undefined ? [] : [step.card];
    case 'cross':
      return step.with === undefined ? [] : [step.with];
    case 'if':
      return [...step.then.flatMap(stepCards), ...(step.else ?? []).flatMap(stepCards)];
    default:
      return [];
  }
}

function claimFindings(c: ClaimCaseData, remaining: number, hands: Record<Seat, Set<Card>>): Finding[] {
  const out: Finding[] = [];
  const dummy = partnerOf(c.declarer);
  const claims = [
    { claim: c.claim, path: ['claim'] as Path },
    ...(c.variants ?? []).map((v, i) => ({ claim: { ...c.claim, ...v.claim }, path: ['variants', i, 'claim'] as Path })),
  ];
  for (const { claim, path } of claims) {
    if (claim.by === dummy)
      out.push({ rule: 'claimer', message: `${claim.by} is dummy; dummy does not claim: give declarer's seat or a defender's`, path: [...path, 'by'] });
    if (claim.tricks > remaining)
      out.push({ rule: 'claim-size', message: `${claim.tricks} tricks claimed but only ${remaining} are left`, path: [...path, 'tricks'] });
    const side = new Set([...hands[claim.by], ...hands[partnerOf(claim.by)]]);
    claim.statement.forEach((step, i) => {
      for (const token of stepCards(step)) {
        const parsedCard = parseCard(token);
        if (!parsedCard.ok) out.push({ rule: 'bad-card', message: `"${token}": ${parsedCard.error.message}`, path: [...path, 'statement', i] });
        else if (!side.has(parsedCard.value))
          out.push({ rule: 'card-not-held', message: `${token} is not in ${claim.by}'s or ${partnerOf(claim.by)}'s hand`, path: [...path, 'statement', i] });
      }
    });
  }
  for (const [i, e] of (c.after ?? []).entries()) {
    if (e.type === 'revoke' && e.trick > 13 - remaining)
      out.push({
        rule: 'revoke',
        message: `the revoke is in trick ${e.trick} but only ${13 - remaining} tricks were played before the claim`,
        path: ['after', i, 'trick'],
      });
  }
  rulingsOf(c).forEach(({ variant, ruling }) => {
    const path: Path = variant === undefined ? ['ruling'] : ['variants', (c.variants ?? []).findIndex((v) => v.id === variant), 'ruling'];
    const a = ruling.awarded;
    if (a !== undefined && a.declarer + a.defenders !== remaining)
      out.push({ rule: 'claim-size', message: `awarded ${a.declarer} + ${a.defenders} tricks, but ${remaining} are left`, path: [...path, 'awarded'] });
    if (ruling.outcome !== 'play-continues' && a === undefined)
      out.push({ rule: 'claim-size', message: `a ruling that is "${ruling.outcome}" awards the remaining tricks: add awarded: { declarer, defenders }`, path });
    if (ruling.result !== undefined)
      out.push(
        ...resultFindings(
          c,
          ruling.result,
          ruling.total ?? (a && { declarer: c.tricksWon.declarer + a.declarer, defenders: c.tricksWon.defenders + a.defenders }),
          [...path, 'result'],
        ),
      );
  });
  return out;
}

function resultFindings(c: ClaimCaseData, result: string, total: { declarer: number } | undefined, path: Path): Finding[] {
  const m = /^(\d)(C|D|H|S|NT)(X{0,2})(=|[+-]\d+)$/.exec(result);
  if (m === null) return [];
  if (!c.contract.startsWith(`${m[1]}${m[2]}`)) return [{ rule: 'result', message: `result ${result} is not for the contract ${c.contract}`, path }];
  if (total === undefined) return [];
  const made = total.declarer - 6 - Number(m[1]);
  const said = m[4] === '=' ? 0 : Number(m[4]);
  return made === said
    ? []
    : [
        {
          rule: 'result',
          message: `${total.declarer} tricks to declarer make ${c.contract}${made === 0 ? '=' : made > 0 ? `+${made}` : made}, not ${result}`,
          path,
        },
      ];
}
