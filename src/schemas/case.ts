/**
 * A worked case (`content/cases/<collection>/<case>/case.yaml`): language-neutral, typed data —
 * the diagrams, the play, and for each scenario the facts and the rulings. Text in a language
 * lives elsewhere; only short `note` fields are allowed here: English remarks on the data, and the
 * editorial notes shown to readers, which have a text in each of the four languages.
 *
 * Cards, hands and tricks are strings in the bridge notation of `src/lib/bridge` (`SA`, `HT`,
 * `D?`, `KJ852.T963.52.A32`, `E:SA ST S3 S2`); `src/lib/cases/validate-case-file.ts` parses and
 * checks them, with lines, on top of this schema.
 */
import { z } from 'zod';
import { parseContract } from '../lib/bridge/contract.ts';
import { line, localizedNoteSchema, seat, side, slug } from './case/common.ts';
import { diagramSchema, playSchema } from './case/diagram.ts';
import type { eventSchema } from './case/event.ts';
import { laws } from './case/law-id.ts';
import type { rulingSchema } from './case/ruling.ts';
import { scenarioSchema } from './case/scenario.ts';

export { localizedNoteSchema } from './case/common.ts';
export { diagramSchema, playSchema } from './case/diagram.ts';
export { eventSchema } from './case/event.ts';
export { lawIdProblem, lawIdSchema, suggestLawId } from './case/law-id.ts';
export { findingsSchema, rulingSchema } from './case/ruling.ts';
export { scenarioSchema } from './case/scenario.ts';

/** A case file of the played-card kind (the booklet's cases and any other collection of the kind). */
export const caseSchema = z.strictObject({
  /** The collection (its folder under content/cases, described by its collection.yaml). */
  collection: slug,
  /** The case folder name, listed in the collection's numbering: `q1`, `1`, … */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a case id is its folder name: lower-case letters and digits (q1, 7, r2)'),
  /** The seed file the case comes from, for a case of a published source. */
  source: z
    .string()
    .regex(/^\d{3}_[0-9a-f]{16}\.txt$/, 'source is the seed file name, e.g. 003_436417375e333e0b.txt')
    .optional(),
  /** Laws edition the case's recorded rulings address. */
  edition: z.union([z.literal(2007), z.literal(2017)], { error: 'edition is 2007 or 2017' }),
  /** The number as printed: `Q1`, `1`, `R2` (its lower case is the id). */
  number: z.string().regex(/^[A-Za-z0-9-]+$/, 'number is the case number as printed: Q1, 7, R2'),
  /** The case kind: the key of the registry that reads, checks, rules and studies it (src/lib/case-files/kinds.ts). */
  kind: z.literal('played-card', { error: 'kind must be "played-card" for this schema' }),
  /** The group the case is filed under; its title is in the collection's collection.yaml (`groups`). */
  group: slug,
  /** Source lines of the case (heading to last law excerpt), for a case of a published source. */
  lines: z.tuple([line, line]).optional(),
  /** Booklet lines of the answer, for the preliminary questions. */
  answerLines: z.tuple([line, line]).optional(),
  /** Every law the booklet cites for the case: in its text, rulings and excerpt headings (not inside law texts). */
  laws: laws.min(1),
  /** Laws whose text (or an excerpt) the source prints under the case. */
  excerpts: laws.optional(),
  /** The booklet prints its CLARIFICATION (slip of the tongue forgiven, slip of the mind not) under the case. */
  clarification: z.literal(true).optional(),
  /** Where the case comes from, when the booklet says (case 11). */
  provenance: z
    .strictObject({
      event: z.string(),
      pair: z.partialRecord(side, z.string()).optional(),
      players: z.partialRecord(seat, z.string()).optional(),
      country: z.partialRecord(side, z.string()).optional(),
    })
    .optional(),
  /** The commentary paragraphs a case of our own illustrates (`commentary/ru-67-74#67.10`), checked against the commentaries. */
  illustrates: z
    .array(z.string().regex(/^commentary\/[a-z0-9-]+#[0-9A-Za-z.()-]+$/, 'write commentary/<document>#<paragraph>, e.g. commentary/ru-67-74#67.10'))
    .min(1)
    .optional(),
  /** The diagrams, in print order. */
  diagrams: z.array(diagramSchema),
  /** The contract when stated (`3NT`, `6H`, `NT` for "a notrump contract"), in the bridge model's compact notation. */
  contract: z
    .string()
    .refine((text) => parseContract(text).ok, {
      message: 'a contract is level, strain and doubling: 3NT, 6H, 4SX (or NT when only the strain is stated)',
      params: { rule: 'contract' },
    })
    .optional(),
  /** Declarer: South in every diagram. */
  declarer: seat,
  /** Dummy: North in every diagram. */
  dummy: seat,
  /** Tricks already won when the incident happens, when stated. */
  tricksWon: z.strictObject({ declarer: z.number().int().min(0).max(13).optional(), defenders: z.number().int().min(0).max(13).optional() }).optional(),
  /** The play as stated. */
  play: playSchema.optional(),
  /** The scenarios. */
  scenarios: z.array(scenarioSchema).min(1, 'a case has at least one scenario'),
  /** Source slips and readings, each tied to a scenario and a field, shown to readers in their language. */
  editorialNotes: z.array(z.strictObject({ scenario: slug.optional(), field: z.string(), note: localizedNoteSchema })).optional(),
});

/** A parsed case file. */
export type CaseData = z.output<typeof caseSchema>;
/** A diagram of a case. */
export type CaseDiagram = z.output<typeof diagramSchema>;
/** A scenario of a case. */
export type CaseScenario = z.output<typeof scenarioSchema>;
/** A fact of a scenario. */
export type CaseEvent = z.output<typeof eventSchema>;
/** A ruling. */
export type CaseRuling = z.output<typeof rulingSchema>;
