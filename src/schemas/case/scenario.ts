/** A scenario of a case: its facts, the director's ruling and the appeal. */
import { z } from 'zod';
import { base, line, seat, side, slug, suit, trickText } from './common.ts';
import { eventSchema } from './event.ts';
import { rulingSchema } from './ruling.ts';

/** One scenario: the case itself (`main`) or a lettered variant (α → `a`, 1 → `1`). */
export const scenarioSchema = z.strictObject({
  id: slug,
  /** The label as printed (`α`, `1`); absent for an unlettered case or a remark. */
  printed: z.string().optional(),
  /** Booklet line where the scenario's facts begin, for a case of a published source. */
  line: line.optional(),
  /** Booklet line of its ruling, for a case of a published source. */
  rulingLine: line.optional(),
  /** A what-if the booklet answers in a remark, not one of its lettered scenarios. */
  hypothetical: z.literal(true).optional(),
  /** Holdings that differ from the diagram in this scenario (seat → suit → PBN holding). */
  holdingChanges: z.partialRecord(seat, z.partialRecord(suit, z.string())).optional(),
  /** The trick in progress, when it differs from the case's. */
  current: trickText.optional(),
  /** The facts, in order. */
  facts: z.array(eventSchema),
  /** The director's ruling. */
  ruling: rulingSchema,
  /** The appeal, when there was one. */
  appeal: z
    .strictObject({
      appellants: side,
      /** Booklet line of the committee's ruling. */
      rulingLine: line,
      /** What the appellants argued. */
      arguments: z.array(eventSchema).optional(),
      ruling: rulingSchema,
    })
    .optional(),
  ...base,
});
