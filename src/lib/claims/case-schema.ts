/**
 * A claim case (`content/cases/claims/<id>/case.yaml`): an end position, a claim or concession
 * and what followed it, in the claims engine's facts format (`src/lib/claims/types.ts`), with the
 * ruling the commentary gives (or that the law gives for our own illustration of a principle),
 * and the commentary paragraphs it illustrates. Text in a language lives in the case's
 * `<lang>.md`; only short English `note`s are allowed here.
 *
 * Bridge checks (the position is legal, tricks add up to 13, the statement's cards are the
 * claimer's side's) and references (the commentary paragraphs exist) are made by
 * `case-file.ts`, with lines, on top of this schema.
 */
import { z } from 'zod';
import { CLAIM_EDITIONS, CLAIM_MANNERS, PLAYER_CLASSES, WHEN, type ClaimInput, type StatementStep } from './types.ts';
import { lawIdSchema } from '../../schemas/case.ts';
import { seat, suit } from '../../schemas/case/common.ts';

/** A card token (`SA`, `HT`); checked by the case-file validator. */
const card = z.string();
const tricks = z.number().int().min(0).max(13);
const note = z.string().min(1).max(400, 'a note is a short remark: keep it under 400 characters');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are short kebab-case: lower-case letters and digits joined by hyphens (forgotten-trump)');
const edition = z.union(CLAIM_EDITIONS.map((e) => z.literal(e)) as [z.ZodLiteral<2007>, z.ZodLiteral<2017>], {
  error: () => `the edition is one the claims engine rules under: ${CLAIM_EDITIONS.join(' or ')}`,
});

/** Commentaries whose paragraphs a claim case may illustrate, with the language each is written in. */
export const CLAIM_COMMENTARIES = { 'ru-67-74': 'ru', 'pl-68-71': 'pl' } as const;
/** `commentary/<doc>#<segment id>`: `commentary/ru-67-74#70.5`, `commentary/pl-68-71#15`. */
export const ILLUSTRATES = /^commentary\/(ru-67-74|pl-68-71)#([0-9]+(?:\.[0-9]+)?)$/;

const condition = z.strictObject({
  suit,
  breaks: z
    .string()
    .regex(/^[0-9]-[0-9]$/, 'a break is written 3-3, 4-2')
    .optional(),
  showsOut: seat.optional(),
  drops: card.optional(),
});

/** One step of a claim statement (`do` names it), as in `StatementStep` of the claims engine. */
export const stepSchema: z.ZodType<StatementStep> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z.strictObject({ do: z.literal('cash'), cards: z.array(card).min(1) }),
    z.strictObject({ do: z.literal('run'), suit, from: seat.optional() }),
    z.strictObject({ do: z.literal('draw-trumps') }),
    z.strictObject({ do: z.literal('ruff'), suit, in: seat }),
    z.strictObject({ do: z.literal('finesse'), card }),
    z.strictObject({ do: z.literal('concede'), suit: suit.optional(), count: z.number().int().min(1).max(13).optional() }),
    z.strictObject({ do: z.literal('suit-tricks'), suit, count: z.number().int().min(1).max(13) }),
    z.strictObject({ do: z.literal('if'), when: condition, then: z.array(stepSchema), else: z.array(stepSchema).optional() }),
    z.strictObject({ do: z.literal('top-down'), suit: suit.optional() }),
    z.strictObject({ do: z.literal('rest') }),
    z.strictObject({ do: z.literal('lead'), card }),
    z.strictObject({ do: z.literal('discard'), card: card.optional(), suit: suit.optional() }),
    z.strictObject({ do: z.literal('cross'), to: seat, with: card.optional() }),
  ]),
) as z.ZodType<StatementStep>;

/** The claim or concession (`Claim` of the claims engine). */
export const claimSchema = z.strictObject({
  by: seat,
  tricks,
  manner: z.enum(CLAIM_MANNERS),
  statement: z.array(stepSchema),
  trumpMentioned: z.boolean().optional(),
  gesture: z.array(stepSchema).optional(),
});

const when = z.enum(WHEN);
/** What happened after the claim, in order (`AfterEvent`). */
export const afterSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('partner-objects'), seat }),
  z.strictObject({ type: z.literal('agreed'), seat }),
  z.strictObject({ type: z.literal('disputed'), seat }),
  z.strictObject({ type: z.literal('play-continued') }),
  z.strictObject({ type: z.literal('withdraw-agreement'), seat, when }),
  z.strictObject({ type: z.literal('cancel-concession'), seat, when }),
  z.strictObject({
    type: z.literal('revoke'),
    seat,
    trick: z.number().int().min(1).max(13),
    card: card.optional(),
    offenderWonTrick: z.boolean(),
    laterTricks: tricks,
  }),
]);

/** The director's findings (`ClaimFindings`). */
export const findingsSchema = z.strictObject({
  awareOfTrump: z.boolean().optional(),
  playerClass: z.enum(PLAYER_CLASSES).optional(),
  irrational: z.record(z.string(), z.boolean()).optional(),
  alreadyWon: tricks.optional(),
  allAgreedToPlayOn: z.boolean().optional(),
  objectionImmediate: z.boolean().optional(),
  meantAsClaim: z.boolean().optional(),
  knewWinners: z.boolean().optional(),
  gestureClear: z.boolean().optional(),
});

const perSide = z.strictObject({ declarer: tricks, defenders: tricks });

/** The expected ruling, as the commentary (or, for our own position, the law) gives it. */
export const claimRulingSchema = z.strictObject({
  /** `stands`, `adjusted` (70), `rescored` (69B, 71), `play-continues` (68B2, 2017 68D2(b)). */
  outcome: z.enum(['stands', 'adjusted', 'rescored', 'play-continues']),
  /** Of the remaining tricks, to each side (absent when play continues). */
  awarded: perSide.optional(),
  /** Tricks on the board, revoke transfers included (when they differ from tricksWon + awarded). */
  total: perSide.optional(),
  /** `4S=`, `3NT-1`. */
  result: z
    .string()
    .regex(/^[1-7](?:C|D|H|S|NT)X{0,2}(?:=|[+-](?:[1-9]|1[0-3]))$/, 'a result is the contract then =, +n or -n (4S=, 3NT-1)')
    .optional(),
  /** The laws the ruling applies. */
  laws: z.array(lawIdSchema).min(1, 'name the laws the ruling applies'),
  /** One line in English: why. */
  note,
});

/** What a variant changes: fields replace the case's (`claim` and `findings` are merged into the case's). */
export const variantSchema = z.strictObject({
  id: slug,
  edition: edition.optional(),
  claim: claimSchema.partial().optional(),
  after: z.array(afterSchema).optional(),
  findings: findingsSchema.optional(),
  ruling: claimRulingSchema,
});

/** A claim case file. */
export const claimCaseSchema = z.strictObject({
  collection: z.literal('claims', { error: 'collection must be "claims"' }),
  /** The folder name. */
  id: slug,
  kind: z.literal('claim', { error: 'kind must be "claim"' }),
  /** The Laws edition the case is ruled under. */
  edition,
  /** The position is our own illustration of a principle (the commentary gives none). */
  ours: z.boolean(),
  /** Language of the commentary the case comes from: its `<lang>.md` is the original, the others translate it. */
  original: z.enum(['ru', 'pl']),
  /** The commentary paragraphs it illustrates (`commentary/ru-67-74#70.5`). */
  illustrates: z.array(z.string().regex(ILLUSTRATES, 'write commentary/ru-67-74#<paragraph> (70.5) or commentary/pl-68-71#<point> (15)')).min(1),
  /** Every law the case is about. */
  laws: z.array(lawIdSchema).min(1),
  /** The end position at the claim: drawn by `<Deal>` and given to the engine. */
  position: z.strictObject({
    hands: z.strictObject({ N: z.string(), E: z.string(), S: z.string(), W: z.string() }),
    trick: z.string().optional(),
    onLead: seat.optional(),
  }),
  contract: z.string().regex(/^[1-7](?:C|D|H|S|NT)X{0,2}$/, 'a contract is level, strain and doubling: 4S, 3NT, 4SX'),
  declarer: seat,
  vulnerable: z.boolean(),
  tricksWon: perSide,
  claim: claimSchema,
  after: z.array(afterSchema).optional(),
  findings: findingsSchema.optional(),
  ruling: claimRulingSchema,
  /** Other versions of the facts (the trump mentioned; the other edition) with their rulings. */
  variants: z.array(variantSchema).optional(),
});

/** A parsed claim case. */
export type ClaimCaseData = z.output<typeof claimCaseSchema>;
/** A variant of a claim case. */
export type ClaimCaseVariant = z.output<typeof variantSchema>;
/** An expected ruling. */
export type ClaimCaseRuling = z.output<typeof claimRulingSchema>;

/**
 * The facts the claims engine rules on: the case's, or a variant's changes applied to them.
 * @example claimInputOf(forgottenTrump, 'trump-mentioned').claim.trumpMentioned // true
 */
export function claimInputOf(data: ClaimCaseData, variantId?: string): ClaimInput {
  const v = variantId === undefined ? undefined : data.variants?.find((x) => x.id === variantId);
  if (variantId !== undefined && v === undefined) throw new Error(`claim case ${data.id} has no variant "${variantId}"`);
  const after = v?.after ?? data.after;
  const findings = { ...data.findings, ...v?.findings };
  return {
    edition: v?.edition ?? data.edition,
    position: data.position,
    contract: data.contract,
    declarer: data.declarer,
    vulnerable: data.vulnerable,
    tricksWon: data.tricksWon,
    claim: { ...data.claim, ...v?.claim },
    ...(after === undefined ? {} : { after }),
    ...(Object.keys(findings).length === 0 ? {} : { findings }),
  } as ClaimInput;
}

/**
 * Every ruling of a case: the case's own (variant `undefined`) and each variant's.
 * @example rulingsOf(c).map((r) => r.variant) // [undefined, 'trump-mentioned']
 */
export function rulingsOf(data: ClaimCaseData): { variant?: string; ruling: ClaimCaseRuling }[] {
  return [{ ruling: data.ruling }, ...(data.variants ?? []).map((v) => ({ variant: v.id, ruling: v.ruling }))];
}
