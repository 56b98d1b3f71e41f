/**
 * Outside input for Law 16 (a JSON file for `npm run rule -- --facts`): the shape checked with one
 * zod schema, then the facts the shape cannot judge (`incidentFromFacts` in
 * unauthorized-information-facts.ts, zod-free for the ruling tool's island, and `uiProblems`); every problem with its path,
 * not only the first. An incident may give the auction (`auction`: dealer and calls, checked by
 * `checkAuction`) and name the information by the call it came with (`information.atCall`) and the
 * action by its call (`action.call`): who gave the information and who acted are then read from
 * the auction's seats (an alert or a failure to alert is the caller's partner's), the action's call
 * from its text, and the table result's contract and declarer are checked against the auction's end.
 */
import { z } from 'zod';
import { SEATS } from '../bridge/vocabulary.ts';
export { incidentFromFacts, type UiFacts } from './unauthorized-information-facts.ts';
import { INFORMATION_KINDS, type UiIncident } from './unauthorized-information.ts';
import { incidentFromFacts } from './unauthorized-information-facts.ts';

const seat = z.enum(SEATS);
const result = z.object({ result: z.string().min(1), declarer: seat }).strict();
const schema = z
  .object({
    edition: z.union([z.literal(2007), z.literal(2017)]),
    auction: z
      .object({ dealer: seat, calls: z.array(z.string()).min(1) })
      .strict()
      .optional(),
    information: z
      .object({
        kind: z.enum(INFORMATION_KINDS),
        by: seat.optional(),
        atCall: z.number().int().min(1).optional(),
        offendingSide: z.enum(['NS', 'EW']).optional(),
      })
      .strict(),
    action: z.object({ by: seat.optional(), what: z.string().min(1).optional(), call: z.number().int().min(1).optional() }).strict(),
    table: result,
    vulnerable: z.object({ NS: z.boolean(), EW: z.boolean() }).strict(),
    findings: z
      .object({
        madeAvailable: z.boolean(),
        suggested: z.boolean(),
        logicalAlternative: z.boolean(),
        alternative: z.string(),
        peers: z.number(),
        outcomes: z.array(result.extend({ weight: z.number().optional(), likely: z.boolean().optional() }).strict()),
        seriousError: z.boolean(),
        weighting: z.boolean(),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

/** Is this JSON a Law 16 incident (rather than a played-card one)? It names where the information came from. */
export function isUiInput(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'information' in json;
}

/** The incident, or every problem as `path: message`. */
export function parseUiIncident(json: unknown): { ok: true; input: UiIncident } | { ok: false; problems: string[] } {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`) };
  return incidentFromFacts(parsed.data);
}
