/**
 * `/data/cases.json`: the cases of the site as open data. Diagrams are PBN hands per seat
 * (`null`: the hand is not shown; `?`: an unknown card); `shown` (and `shownBySeat`) tell a suit
 * not shown apart from a void, whose group is empty too.
 */
import { z } from 'zod';
import { SEATS, SUITS } from '../lib/bridge/vocabulary.ts';
import { lawIdSchema, rulingSchema, eventSchema, scenarioSchema } from './case.ts';

const seat = z.enum(SEATS);
const suit = z.enum(SUITS);
/** A PBN hand: four dot-separated groups of ranks, highest first, `T` for the ten, `?` unknown. */
const pbnHand = z.string().regex(/^[AKQJT2-9?]*(?:\.[AKQJT2-9?]*){3}$/, 'a PBN hand is four dot-separated suits (S.H.D.C), T for the ten');

export const exportDiagramSchema = z.strictObject({
  id: z.string(),
  line: z.number().int().positive().nullable(),
  /** The suits shown; a suit not listed is not shown (not void). */
  shown: z.array(suit).min(1),
  /** Hands that show other suits than `shown`. */
  shownBySeat: z.partialRecord(seat, z.array(suit).min(1)),
  endPosition: z.number().int().min(1).max(13).nullable(),
  N: pbnHand.nullable(),
  E: pbnHand.nullable(),
  S: pbnHand.nullable(),
  W: pbnHand.nullable(),
});

export const caseRecordSchema = z.strictObject({
  collection: z.string(),
  id: z.string(),
  /** As printed: Q1, 7, R2. */
  number: z.string().regex(/^[A-Za-z0-9-]+$/),
  /** The seed file, for a case of a published source. */
  source: z
    .string()
    .regex(/^\d{3}_[0-9a-f]{16}\.txt$/)
    .nullable(),
  edition: z.number().int(),
  kind: z.literal('played-card'),
  group: z.string(),
  lines: z.tuple([z.number().int(), z.number().int()]).nullable(),
  laws: z.array(lawIdSchema).min(1),
  excerpts: z.array(lawIdSchema),
  contract: z.string().nullable(),
  declarer: seat,
  dummy: seat,
  tricksWon: z.strictObject({ declarer: z.number().int().optional(), defenders: z.number().int().optional() }).nullable(),
  diagrams: z.array(exportDiagramSchema),
  /** The full deal as a PBN Deal tag value, when the case has one. */
  deal: z
    .string()
    .regex(/^[NESW]:\S+ \S+ \S+ \S+$/)
    .nullable(),
  /** Site path of the case's PBN file. */
  pbn: z
    .string()
    .regex(/^\/data\/cases\/[a-z0-9-]+\/[a-z0-9-]+\.pbn$/)
    .nullable(),
  play: z.strictObject({ from: z.string(), to: z.string().nullable(), tricks: z.array(z.string()), current: z.string().nullable() }).nullable(),
  scenarios: z
    .array(
      z.strictObject({
        id: z.string(),
        printed: z.string().nullable(),
        hypothetical: z.boolean(),
        facts: z.array(eventSchema),
        ruling: rulingSchema,
        appeal: scenarioSchema.shape.appeal.unwrap().nullable(),
        note: z.string().nullable(),
      }),
    )
    .min(1),
  editorialNotes: z.array(
    z.strictObject({
      scenario: z.string().optional(),
      field: z.string(),
      note: z.strictObject({ en: z.string(), ru: z.string(), pl: z.string(), el: z.string() }),
    }),
  ),
});

export const casesExportSchema = z.strictObject({
  format: z.literal('lex-ludi-cases'),
  version: z.literal(1),
  cases: z.array(caseRecordSchema),
});
