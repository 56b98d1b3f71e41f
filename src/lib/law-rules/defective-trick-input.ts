/**
 * Outside input for Law 67 (a JSON file for `npm run rule -- --facts`): the tricks as the table has
 * them, what each player still holds, declarer and trumps, checked with one zod schema into the
 * rule's `DefectiveFacts`; every problem with its path, not only the first. Cards are written as
 * the bridge model writes them (`HA`, `S2`, `DT`).
 */
import { z } from 'zod';
import { ALL_CARDS, type Card } from '../bridge/card.ts';
import { SEATS, SUITS } from '../bridge/vocabulary.ts';
import type { DefectiveFacts } from './defective-trick.ts';
import type { RevokeEdition } from './revoke-transfer.ts';

const seat = z.enum(SEATS);
const card = z.string().refine((c): c is Card => (ALL_CARDS as readonly string[]).includes(c), {
  message: 'not a card: a suit letter (S, H, D, C) then a rank (A K Q J T 9 … 2), e.g. "HA", "DT"',
});
const schema = z
  .object({
    edition: z.union([z.literal(2007), z.literal(2017)], { error: 'the code to rule under: 2007 or 2017' }),
    /** The number of the first trick the facts give (1 when they start at the opening lead). */
    firstTrick: z.number().int().min(1).max(13).optional(),
    declarer: seat,
    /** Trumps; absent in notrump. */
    trump: z.enum(SUITS).optional(),
    hands: z
      .object({ N: z.array(card), E: z.array(card), S: z.array(card), W: z.array(card) })
      .partial()
      .strict(),
    tricks: z.array(z.object({ leader: seat, plays: z.array(z.object({ seat, card }).strict()) }).strict()).min(1),
    /** 67B2 finding: the card the offender faced in playing to the defective trick. */
    kept: card.optional(),
  })
  .strict();

/** A Law 67 incident as the rule takes it, with the code and where its tricks start. */
export interface DefectiveIncident {
  readonly edition: RevokeEdition;
  readonly firstTrick: number;
  readonly facts: DefectiveFacts;
}

/** Is this JSON a Law 67 incident? It gives the tricks as played (`tricks`), not a played-card incident's `situation` and `events`. */
export function isDefectiveInput(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'tricks' in json && !('situation' in json) && !('events' in json);
}

/** The incident, or every problem as `path: message` (a trick's leader must be the first to put a card on it). */
export function parseDefectiveIncident(json: unknown): { ok: true; input: DefectiveIncident } | { ok: false; problems: string[] } {
  const parsed = schema.safeParse(json);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`);
  // What the shape cannot judge, read from the raw input so that it is named beside the shape's problems.
  const raw = (typeof json === 'object' && json !== null ? json : {}) as { tricks?: unknown; firstTrick?: unknown };
  const tricks = Array.isArray(raw.tricks) ? (raw.tricks as { leader?: unknown; plays?: { seat?: unknown }[] }[]) : [];
  for (const [i, t] of tricks.entries()) {
    const first = Array.isArray(t?.plays) ? t.plays[0] : undefined;
    if (first && typeof first.seat === 'string' && typeof t.leader === 'string' && first.seat !== t.leader)
      problems.push(`tricks.${i}.plays.0.seat: the first card of a trick is its leader's (${t.leader}), not ${first.seat}'s`);
  }
  const from = typeof raw.firstTrick === 'number' ? raw.firstTrick : 1;
  if (from + tricks.length - 1 > 13) problems.push(`tricks: ${tricks.length} tricks from trick ${from} go past the thirteenth`);
  // A seat missing from a trick that a later one follows: the rule needs what he still holds (a hand
  // not given would read as holding nothing, and no card of the suit led).
  const hands = (typeof (json as { hands?: unknown })?.hands === 'object' ? (json as { hands: Record<string, unknown> }).hands : {}) ?? {};
  for (const [i, t] of tricks.entries()) {
    const later = tricks[i + 1];
    if (!Array.isArray(t?.plays) || !Array.isArray(later?.plays) || later.plays.length === 0 || typeof t.leader !== 'string') continue;
    const seen = new Set(t.plays.map((p) => p?.seat));
    for (const s of ['N', 'E', 'S', 'W'])
      if (!seen.has(s) && !(s in hands)) problems.push(`hands.${s}: give the cards ${s} still holds — he put no card on trick ${from + i}`);
  }
  if (!parsed.success || problems.length) return { ok: false, problems };
  const d = parsed.data;
  const firstTrick = d.firstTrick ?? 1;
  const facts: DefectiveFacts = {
    tricks: d.tricks,
    hands: d.hands,
    declarer: d.declarer,
    ...(d.trump ? { trump: d.trump } : {}),
    ...(d.kept ? { kept: d.kept } : {}),
    firstTrick,
  };
  return { ok: true, input: { edition: d.edition, firstTrick, facts } };
}
