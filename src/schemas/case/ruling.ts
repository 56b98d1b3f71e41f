/**
 * Rulings: the director's (or committee's) findings, what counts as played, penalty cards,
 * options given to players, the laws applied, and branches on a finding still to be made.
 */
import { z } from 'zod';
import { actor, base, cardToken, seat, slug } from './common.ts';
import { laws } from './law-id.ts';

/** The director's (or committee's) findings of fact and judgement. */
export const findingsSchema = z.strictObject({
  /** Whether declarer's different intention was incontrovertible (Law 46B). */
  intention: z.enum(['incontrovertible', 'not-incontrovertible']).optional(),
  /** Slip of the tongue (forgiven) or slip of the mind (not forgiven). */
  slip: z.enum(['tongue', 'mind']).optional(),
  /** Whether declarer's intention mattered to the ruling. */
  intentionRelevant: z.boolean().optional(),
  /** Whether dummy's reaction mattered to the ruling. */
  dummyReactionRelevant: z.boolean().optional(),
  /** Whether the defender's partner could have seen the card (Law 45C1). */
  visibleToPartner: z.boolean().optional(),
  /** What the player believed, when the ruling turns on it. */
  belief: z.enum(['trick-incomplete', 'won-trick']).optional(),
  /** What the card counts as. */
  treatedAs: z.enum(['fifth-card', 'lead-out-of-turn', 'not-a-claim']).optional(),
  /** Whether it was the player's turn to play. */
  inTurn: z.boolean().optional(),
  /** Whether declarer paused for thought before changing a designation (Law 45C4(b)). */
  pausedForThought: z.boolean().optional(),
  /** Whether the director accepts the purpose declarer gives for touching dummy's card (Law 45C3). */
  purposeAccepted: z.boolean().optional(),
  /** Whether declarer held the card face up touching or nearly touching the table (Law 45C2(a)). */
  nearlyTouchingTable: z.boolean().optional(),
  /** Whether declarer held the card so as to indicate that it had been played (Law 45C2(b)). */
  indicatesPlayed: z.boolean().optional(),
  /** Who won each trick the facts do not play out, in order (the revoke laws' transfer counts from them). */
  tricksAfter: z.array(seat).max(13).optional(),
  /** 67B2: the card the offender faced in playing to the trick he put too many cards on. */
  kept: cardToken.optional(),
});

const cardAt = z.strictObject({
  seat: actor,
  card: cardToken,
  /** Only if this happened (East had already played a club). */
  condition: z.enum(['if-already-played']).optional(),
});

const optionSchema = z.strictObject({
  /** Who may choose: any one of these. */
  who: z.array(actor).min(1),
  /** What they may do. */
  action: z.enum(['change', 'withdraw', 'designate', 'accept-lead', 'refuse-lead']),
  /** The cards concerned. */
  cards: z.array(cardToken).optional(),
  /** The cards to choose among. */
  among: z.array(cardToken).optional(),
  /** Allowed only after these cards are withdrawn. */
  onlyIfWithdrawn: z.array(cardToken).optional(),
  /** `none`: without further rectification. */
  rectification: z.enum(['none']).optional(),
  /** When the choosers disagree: the first statement counts (10C2), or the player next in turn prevails (55A). */
  conflict: z.enum(['first-statement-counts', 'next-in-turn-prevails']).optional(),
  /** The seat whose choice prevails. */
  prevails: seat.optional(),
  laws: laws.optional(),
  ...base,
});

const rulingBody = {
  findings: findingsSchema.optional(),
  /** Cards that count as played. */
  played: z.array(cardAt).optional(),
  /** Cards that are not played: they stay in or go back to the hand. */
  notPlayed: z.array(cardAt).optional(),
  /** Penalty cards; `kind` when the booklet says major or minor. */
  penaltyCards: z.array(z.strictObject({ seat: actor, card: cardToken, kind: z.enum(['major', 'minor']).optional() })).optional(),
  /** The booklet says expressly that no penalty card arises. */
  noPenaltyCard: z.literal(true).optional(),
  /** "The card changes" or "does not change": whether the first card designated or played may be replaced. */
  cardChange: z.enum(['allowed', 'refused']).optional(),
  /** Whether order can still be restored at the table (Law 45D), when the booklet says. */
  orderRestorable: z.boolean().optional(),
  /** Revokes that have become established. */
  establishedRevokes: z.array(cardAt).optional(),
  /** Choices the ruling gives to players. */
  options: z.array(optionSchema).optional(),
  /** Information from the cards concerned, and for whom it is unauthorized or authorized. */
  information: z.array(z.strictObject({ cards: z.array(cardAt).min(1), unauthorizedFor: z.array(seat), authorizedFor: z.array(seat).optional() })).optional(),
  /** Tricks the ruling awards. */
  tricksAwarded: z.strictObject({ declarer: z.number().int().min(0).max(13).optional(), defenders: z.number().int().min(0).max(13).optional() }).optional(),
  /** The score: `6H=`, `6H-1`, `3NT+1`. */
  result: z
    .string()
    .regex(/^[1-7](?:C|D|H|S|NT)X{0,2}(?:=|[+-](?:[1-9]|1[0-3]))$/, 'a result is the contract then =, +n or -n (6H=, 3NT+1, 6H-1)')
    .optional(),
  /** Laws the ruling applies. */
  laws,
  /** Laws the ruling says do not apply. */
  lawsNotApplied: laws.optional(),
  /** Laws whose exception the ruling applies (46B: incontrovertible intention). */
  exceptionApplied: laws.optional(),
  /** Laws whose exception the ruling refuses (45C3: arranging dummy's cards). */
  exceptionNotApplied: laws.optional(),
  /** Another scenario of the case whose ruling applies. */
  sameAs: slug.optional(),
  ...base,
};

const branchSchema = z.strictObject({
  /** The finding this branch depends on. */
  if: findingsSchema,
  ...rulingBody,
});

/** A ruling by the director, the appeals committee, or a lecturer answering a what-if. */
export const rulingSchema = z.strictObject(
  {
    by: z.enum(['director', 'appeal-committee', 'lecturer']),
    /** Name of the lecturer who answered. */
    name: z.string().optional(),
    /** The committee upholds the director's ruling. */
    upheld: z.boolean().optional(),
    /** Alternative rulings depending on a finding the director must make. */
    branches: z.array(branchSchema).optional(),
    /** Of the tricks still to play in the diagram's position, how many each side ends with after the rectification (a revoke's transfer). */
    awarded: z.strictObject({ declarer: z.number().int().min(0).max(13), defenders: z.number().int().min(0).max(13) }).optional(),
    ...rulingBody,
  },
  { error: (i) => (i.input === undefined ? 'every scenario needs a ruling (ruling: { by: director, laws: [...] })' : undefined) },
);
