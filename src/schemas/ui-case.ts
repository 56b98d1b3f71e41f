/**
 * A case of the Law 16 kind (`kind: unauthorized-information`): an incident in the auction — the
 * auction, the information (a hesitation, a remark, an alert, a withdrawn call…) named by the call
 * it came with, the action taken after it, the table result — the director's findings, and the
 * recorded ruling (the score stands, or the adjusted score of each side, North–South's view). The
 * facts are those of the Law 16 rule's input (src/lib/law-rules/unauthorized-information-input.ts),
 * checked by the same `incidentFromFacts`; the ruling is checked against the rule by the tests.
 * Text in a language lives in the case's `<lang>.md`.
 */
import { z } from 'zod';
import { SEATS } from '../lib/bridge/vocabulary.ts';
import { INFORMATION_KINDS } from '../lib/law-rules/unauthorized-information.ts';
import { laws } from './case/law-id.ts';
import { slug } from './case/common.ts';

const seat = z.enum(SEATS, { error: (i) => `"${String(i.input)}" is not a seat: use N, E, S or W` });
const result = z.strictObject({
  /** `4S=`, `3NTX-2`, `3H+1`. */
  result: z.string().min(1),
  declarer: seat,
});

/** The facts of a Law 16 incident: as the rule's input, less the code (the case's `edition`). */
export const uiFactsSchema = z.strictObject({
  /** The auction: the dealer and the calls (`1S`, `3NT`, `X`, `XX`, `P`). */
  auction: z.strictObject({ dealer: seat, calls: z.array(z.string()).min(1) }),
  /** The information: its kind and the call it came with (1-based), or who gave it. */
  information: z.strictObject({
    kind: z.enum(INFORMATION_KINDS, { error: (i) => `"${String(i.input)}" is not a kind of information: use ${INFORMATION_KINDS.join(', ')}` }),
    atCall: z.number().int().min(1).optional(),
    by: seat.optional(),
    /** For a withdrawn call or play, the side whose irregularity it was. */
    offendingSide: z.enum(['NS', 'EW']).optional(),
  }),
  /** The action taken after it: its call (1-based), or who did what. */
  action: z.strictObject({ call: z.number().int().min(1).optional(), by: seat.optional(), what: z.string().min(1).optional() }),
  /** The result at the table. */
  table: result,
  vulnerable: z.strictObject({ NS: z.boolean(), EW: z.boolean() }),
});

/** The director's findings (the judgements Law 16 turns on). */
export const uiFindingsSchema = z
  .strictObject({
    madeAvailable: z.boolean(),
    suggested: z.boolean(),
    logicalAlternative: z.boolean(),
    /** The logical alternative, a call (`P`, `3H`). */
    alternative: z.string().min(1),
    /** The share of polled peers who would seriously consider the alternative (0–1). */
    peers: z.number().min(0).max(1),
    /** The results likely after the alternative, with their weights (2017) or whether likely (2007). */
    outcomes: z.array(result.extend({ weight: z.number().optional(), likely: z.boolean().optional() }).strict()).min(1),
    seriousError: z.boolean(),
    weighting: z.boolean(),
  })
  .partial();

/** The recorded ruling. */
export const uiRulingSchema = z.strictObject({
  /** `stands`: the table result stands; `adjusted`: the score is adjusted. */
  outcome: z.enum(['stands', 'adjusted']),
  /** The adjusted score of each side, North–South's view (they differ in a split score). */
  score: z.strictObject({ NS: z.number().int(), EW: z.number().int() }).optional(),
  laws,
  /** An English remark on the data. */
  note: z.string().max(400).optional(),
});

export const uiCaseSchema = z.strictObject({
  collection: slug,
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a case id is its folder name: lower-case letters and digits (u1)'),
  /** The number as printed (its lower case is the id). */
  number: z.string().regex(/^[A-Za-z0-9-]+$/, 'number is the case number: U1'),
  kind: z.literal('unauthorized-information', { error: 'kind must be "unauthorized-information" for this schema' }),
  /** The code the recorded ruling applies. */
  edition: z.union([z.literal(2007), z.literal(2017)], { error: 'edition is 2007 or 2017' }),
  group: slug,
  /** Every law the case cites. */
  laws: laws.min(1),
  /** The hands, where the deal matters (PBN `KJ852.T963.52.A32`, spades first). */
  hands: z.strictObject({ N: z.string(), E: z.string(), S: z.string(), W: z.string() }).partial().optional(),
  facts: uiFactsSchema,
  findings: uiFindingsSchema.optional(),
  ruling: uiRulingSchema,
});

/** A parsed Law 16 case. */
export type UiCaseData = z.output<typeof uiCaseSchema>;
