/**
 * Outside input for Law 16 (a JSON file for `npm run rule -- --facts`): the shape checked with one
 * zod schema whose type is the rule's `UiIncident`, then the facts the shape cannot judge
 * (`uiProblems`); every problem with its path, not only the first.
 */
import { z } from 'zod';
import { SEATS } from '../bridge/vocabulary.ts';
import { INFORMATION_KINDS, uiProblems, type UiIncident } from './unauthorized-information.ts';

const seat = z.enum(SEATS);
const result = z.object({ result: z.string().min(1), declarer: seat }).strict();
const schema = z
  .object({
    edition: z.union([z.literal(2007), z.literal(2017)]),
    information: z.object({ kind: z.enum(INFORMATION_KINDS), by: seat, offendingSide: z.enum(['NS', 'EW']).optional() }).strict(),
    action: z.object({ by: seat, what: z.string().min(1) }).strict(),
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
  const input = parsed.data as UiIncident;
  const problems = uiProblems(input).map((p) => `${p.path}: ${p.message}`);
  return problems.length === 0 ? { ok: true, input } : { ok: false, problems };
}
