/** The facts of an incident, in the order they happened: plays, designations, exposures, statements, … */
import { z } from 'zod';
import { RANKS, SEATS } from '../../lib/bridge/vocabulary.ts';
import { actor, base, cardToken, seat, suit, viewer } from './common.ts';

/** What a player said to designate a card (Law 46): suit, rank, a whole card, or a word. */
const designationSchema = z.strictObject({
  /** A whole card (`SQ`). */
  card: cardToken.optional(),
  /** A suit named ("spade"). */
  suit: suit.optional(),
  /** A rank named without a suit ("the jack"), PBN letter. */
  rank: z.enum(RANKS).optional(),
  /** "high" (46B1(a)) or "low"/"small" (46B1(c)). */
  size: z.enum(['high', 'low']).optional(),
  /** Declarer said he did not know which card ("I don't know, play a club"). */
  undecided: z.literal(true).optional(),
});

/** One fact of the incident, in the order it happened. */
export const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('play'),
    seat: actor,
    /** The card put on the table. */
    card: cardToken,
    /** The card leads to the next trick rather than continuing the current one. */
    trick: z.literal('next').optional(),
    /** Recorded as a revoke (the card does not follow suit although the player could). */
    revoke: z.literal(true).optional(),
    /** Dummy placed a card declarer had not named (Law 45D). */
    unnamed: z.literal(true).optional(),
    /** The player only tried to play it (the card stayed in hand). */
    attempted: z.literal(true).optional(),
    /** What the player believed when playing: following suit, a new trick had begun, the card had been played. */
    belief: z.enum(['following-suit', 'new-trick-started', 'card-was-played']).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('designate'),
    /** Who spoke (declarer). */
    seat,
    /** What was said. */
    says: designationSchema,
    /** First designation, a correction, a clarification after dummy reacted, or the same words again. */
    kind: z.enum(['designation', 'correction', 'clarification', 'repetition']),
    /** `immediate`: at once, in one breath; `delayed`: not at once. */
    timing: z.enum(['immediate', 'delayed']).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('dummy'),
    /** Dummy reacted, hesitated, or asked which card. */
    action: z.enum(['reacts', 'hesitates', 'asks-which-card']),
    ...base,
  }),
  z.strictObject({ type: z.literal('pause'), seat: actor, /** About how long, when stated. */ seconds: z.number().positive().optional(), ...base }),
  z.strictObject({
    type: z.literal('touch'),
    /** Who touched. */
    seat,
    /** The card touched. */
    card: cardToken,
    /** Whose card it is. */
    hand: seat,
    /** The purpose the player gives. */
    purpose: z.enum(['arrange']).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('expose'),
    seat: actor,
    /** The card (`?` when the booklet does not say which). */
    card: cardToken,
    /** How it was held or shown. */
    position: z.enum(['held-horizontal', 'held-nearly-horizontal', 'held-near-table', 'held-before-face', 'horizontal-attached-to-hand', 'on-table', 'shown']),
    /** Height above the table in centimetres, when stated. */
    distanceCm: z.number().positive().optional(),
    /** Whether it touched or nearly touched the table, when stated (Law 45C2(a)). */
    nearlyTouchingTable: z.boolean().optional(),
    /** Right after the previous fact. */
    timing: z.enum(['immediate']).optional(),
    /** What happened to it next. */
    then: z.enum(['returned-to-hand', 'fell-face-up']).optional(),
    /** Who saw it. */
    seenBy: z.array(viewer).optional(),
    /** Who confirmed the facts. */
    confirmedBy: z.array(viewer).optional(),
    /** The player's partner says he did not see it. */
    partnerSaw: z.literal('says-no').optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('drop'),
    seat: actor,
    card: cardToken,
    /** The card meant to be played instead. */ intended: cardToken.optional(),
    faceUp: z.boolean().optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('withdraw'), seat: actor, card: cardToken, timing: z.enum(['immediate']).optional(), ...base }),
  z.strictObject({ type: z.literal('unquitted'), /** The seat whose card of the finished trick is still face up. */ seat, card: cardToken, ...base }),
  z.strictObject({
    type: z.literal('request'),
    /** Who asked. */
    by: z.enum(['defenders', ...SEATS]),
    /** The card they asked dummy to play. */
    card: cardToken,
    ...base,
  }),
  z.strictObject({
    type: z.literal('statement'),
    seat: actor,
    /** What the statement does: says which card was intended, hesitates between cards, apologises, calls it a mistake, asks, or says it was a claim. */
    kind: z.enum(['intended', 'undecided-between', 'apology', 'mistake', 'query', 'claim']),
    /** Cards it names. */
    cards: z.array(cardToken).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('holds'),
    seat,
    /** Cards the hand holds. */ cards: z.array(cardToken).optional(),
    /** Cards it does not hold. */ lacks: z.array(cardToken).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('call-director'),
    /** Who called, when stated. */
    by: z.enum(['defenders', 'opponents', ...SEATS]).optional(),
    /** What the caller believed. */
    belief: z.enum(['lead-out-of-turn']).optional(),
    ...base,
  }),
  /** A player asks another whether he has a card of the suit led (Law 61B). */
  z.strictObject({ type: z.literal('inquire'), seat, /** The player asked. */ to: seat, ...base }),
  /** Attention is drawn to a revoke: during play (default), after play, after the next deal's first call, after the round. */
  z.strictObject({
    type: z.literal('attention'),
    seat: seat.optional(),
    when: z.enum(['play', 'after-play', 'after-next-call', 'after-round']).optional(),
    ...base,
  }),
  /** A player agrees to the opponents' claim or concession (Law 63A). */
  z.strictObject({ type: z.literal('agree-claim'), seat, ...base }),
  /** The trick in progress was turned and quitted as it stood, a seat's card missing from it (Law 67). */
  z.strictObject({ type: z.literal('quit-trick'), ...base }),
  /** `seat` put a second card of his on a trick he had already played to (Law 67). */
  z.strictObject({ type: z.literal('extra-card'), seat, card: cardToken, ...base }),
  /** `seat` points out a card of the last trick turned the wrong way (Law 65B3). */
  z.strictObject({ type: z.literal('wrong-way'), seat, ...base }),
  /** `seat` disturbed the order of his played cards before the tricks were agreed (Law 65D). */
  z.strictObject({ type: z.literal('disturbed'), seat, ...base }),
  /** `seat` asks to see played cards (Law 66): the trick just completed, his own last card, an earlier trick, or after play. */
  z.strictObject({
    type: z.literal('inspect'),
    seat,
    what: z.enum(['current-trick', 'own-last-card', 'quitted-trick', 'after-play']),
    /** He had already turned his own card of the trick face down (66A). */
    turned: z.literal(true).optional(),
    /** On the director's instruction (66C). */
    director: z.literal(true).optional(),
    /** The player who then mixed his cards (66D). */
    mixed: seat.optional(),
    ...base,
  }),
]);
