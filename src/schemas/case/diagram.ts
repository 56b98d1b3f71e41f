/** A case's diagrams as printed and the play replayed against them. */
import { z } from 'zod';
import { line, slug, suit, trickText } from './common.ts';

/** One hand of a diagram: a PBN string (suits from the diagram's `shown`), or the string and its own shown suits. */
const handSchema = z.union([
  z.string(),
  z.strictObject({
    /** PBN hand, `T` for the ten, `?` for an unknown card (`J.8..`). */
    pbn: z.string(),
    /** Suits this hand shows, when they differ from the diagram's. */
    shown: z.array(suit).min(1),
  }),
]);

/** A diagram as printed: which hands, which suits, which cards. North is dummy, South declarer. */
export const diagramSchema = z.strictObject({
  /** `main`, or `before` / `after` when a case prints two diagrams. */
  id: slug,
  /** Booklet line of the diagram's first row (the `μορ` label), for a case of a published source. */
  line: line.optional(),
  /** Further booklet lines where the same diagram is printed again (the answers section). */
  repeatedAt: z.array(line).optional(),
  /** Suits every hand shows unless the hand says otherwise (default: all four). A suit not shown is not a void. */
  shown: z.array(suit).min(1).optional(),
  /** The diagram is an end position with this many cards in every hand. */
  endPosition: z.number().int().min(1).max(13).optional(),
  /** The hands shown, PBN; a seat left out is not shown. */
  hands: z.strictObject({ N: handSchema.optional(), E: handSchema.optional(), S: handSchema.optional(), W: handSchema.optional() }),
});

/** The play as the booklet states it, replayed against a diagram. */
export const playSchema = z.strictObject({
  /** Id of the diagram whose holdings the play starts from. */
  from: slug,
  /** Id of a diagram that shows the holdings after `tricks` (case 5's `after`). */
  to: slug.optional(),
  /** Earlier tricks, oldest first; `?` for a card the booklet does not state. */
  tricks: z.array(trickText).optional(),
  /** The trick in progress when the incident happens (`E:S4 SQ S9`; `N:` before the lead). */
  current: trickText.optional(),
});
