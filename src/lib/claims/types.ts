/**
 * The claims engine's input and output (Laws 68–71, 2007 and 2017; 63A3/64 around a claim).
 * Input: the end position, the contract, the claim (who, how many tricks, the statement as
 * steps), what happened after it, and the director's findings. Output: a typed `ClaimRuling`.
 * Plain data (JSON-safe): a ruling can be printed, stored in a URL and compared with a case.
 * Changes after the first version are additive (other branches build on these names).
 */
import type { Card, Seat, Suit } from '../bridge/index.ts';
import { EDITIONS, type Edition, type Step as KernelStep } from '../adjudication/index.ts';

/** A step of a claim ruling's law chain: the engine's step shape, with the claim reason table's keys (src/lib/claims/reasons). */
export type Step = KernelStep<string>;

/** Laws editions the claims engine rules under: the ruling engine's two. */
export const CLAIM_EDITIONS = EDITIONS;
/** A Laws edition. @example const e: ClaimEdition = 2017; */
export type ClaimEdition = Edition;

/** The moment of the claim. */
export interface ClaimPosition {
  /**
   * The four hands as PBN (`AKQ.32..`), 1–13 cards each, all the same size at the start of the
   * trick in progress: cards already played to the trick in progress are still included (as in
   * the ruling engine's `Situation`).
   */
  readonly hands: Readonly<Record<Seat, string>>;
  /** The trick in progress, its leader first (`W:H4 H2`); absent or empty when no card is played to it. */
  readonly trick?: string;
  /** Who leads when no trick is in progress (required then; checked against `trick` when both are given). */
  readonly onLead?: Seat;
  /** Suits each player had already shown out of before the claim (70E: the card's place is then known). */
  readonly shownOut?: Readonly<Partial<Record<Seat, readonly Suit[]>>>;
}

/** How the claim or concession was made (68A, 68B1). */
export const CLAIM_MANNERS = ['statement', 'faced-cards', 'suggested-stop', 'threw-cards'] as const;
export type ClaimManner = (typeof CLAIM_MANNERS)[number];

/** A condition of an `if` step, judged on the actual lie of the cards (the claimer would see it as the suit is played). */
export interface StepCondition {
  readonly suit: Suit;
  /** The defenders' cards of the suit split so (`3-3`, `2-2`; `4-2` either way round). */
  readonly breaks?: string;
  /** This defender shows out of the suit (has none of it). */
  readonly showsOut?: Seat;
  /** This card falls (is in a defender's hand and drops under the top cards of the suit): kept for cases that say "if the queen drops". */
  readonly drops?: Card;
}

/** One step of the claim statement, in the order stated. `do` names the step. */
export type StatementStep =
  /** Cash these cards (each wins its trick, in the order given). */
  | { readonly do: 'cash'; readonly cards: readonly Card[] }
  /** Run a suit from the top; `from`: the hand it is run from (claimer's side). */
  | { readonly do: 'run'; readonly suit: Suit; readonly from?: Seat }
  /** Draw the opponents' trumps. */
  | { readonly do: 'draw-trumps' }
  /** Ruff a card of `suit` in the hand `in`. */
  | { readonly do: 'ruff'; readonly suit: Suit; readonly in: Seat }
  /** Finesse with `card` (the card played hoping the higher card is on the left). */
  | { readonly do: 'finesse'; readonly card: Card }
  /** Concede a trick (in `suit`, `count` of them: default 1). */
  | { readonly do: 'concede'; readonly suit?: Suit; readonly count?: number }
  /** A conditional step ("if spades break 3-3 …, else …"). */
  | { readonly do: 'if'; readonly when: StepCondition; readonly then: readonly StatementStep[]; readonly else?: readonly StatementStep[] }
  /** Play the cards from the top (in `suit`, or all suits). */
  | { readonly do: 'top-down'; readonly suit?: Suit }
  /** "The rest are mine": no line stated. */
  | { readonly do: 'rest' }
  /** Lead this card. */
  | { readonly do: 'lead'; readonly card: Card }
  /** Discard this card or a card of this suit (on a trick the claimer's side cannot or need not win). */
  | { readonly do: 'discard'; readonly card?: Card; readonly suit?: Suit }
  /** Cross to the hand `to` (with `with`, a card of the hand crossed from, when stated). */
  | { readonly do: 'cross'; readonly to: Seat; readonly with?: Card }
  /** "`count` tricks in `suit`", the order of the cards unstated: any card of the suit may be led, from the wrong end too. */
  | { readonly do: 'suit-tricks'; readonly suit: Suit; readonly count: number };
/** A step's tag. */
export type StepKind = StatementStep['do'];
export const STEP_KINDS: readonly StepKind[] = [
  'cash',
  'run',
  'draw-trumps',
  'ruff',
  'finesse',
  'concede',
  'if',
  'top-down',
  'rest',
  'lead',
  'discard',
  'cross',
  'suit-tricks',
];

/** The claim or concession. */
export interface Claim {
  /** Who claimed or conceded: declarer or a defender (a claim by dummy is an input problem). */
  readonly by: Seat;
  /** Of the remaining tricks (the trick in progress included), how many the claimer's side says it wins; 0 concedes them all. */
  readonly tricks: number;
  readonly manner: ClaimManner;
  /** The statement as steps; [] = no line stated. */
  readonly statement: readonly StatementStep[];
  /** Did the statement deal with the opponents' outstanding trump(s)? (70C1) */
  readonly trumpMentioned?: boolean;
  /**
   * A line shown by a gesture rather than said (a hand waved over dummy's spades: "run the
   * spades"), as steps. It counts as part of the statement only when the director finds the
   * gesture clear (`findings.gestureClear`); a doubt goes against the claimer (70A).
   */
  readonly gesture?: readonly StatementStep[];
}

/** When an objection to an agreed claim or a concession came (69A, 69B, 71). */
export const WHEN = ['before-next-call', 'correction-period', 'after-correction-period'] as const;
export type When = (typeof WHEN)[number];

/** What happened after the claim, in order. */
export type AfterEvent =
  /** A defender's partner objects to his concession (68B2). */
  | { readonly type: 'partner-objects'; readonly seat: Seat }
  /** An opponent of the claimer agrees to it (69A). */
  | { readonly type: 'agreed'; readonly seat: Seat }
  /** A player (dummy included) doubts it: the director is called (68D, 70). */
  | { readonly type: 'disputed'; readonly seat: Seat }
  /** Play went on after the claim (2007 68D: voided; 2017 68D2(b): valid only if all four agreed to play on). */
  | { readonly type: 'play-continued' }
  /** An agreeing player withdraws his agreement (69A before the next call: still a dispute; 69B within the correction period). */
  | { readonly type: 'withdraw-agreement'; readonly seat: Seat; readonly when: When }
  /** The conceding side asks that its concession be cancelled (71). */
  | { readonly type: 'cancel-concession'; readonly seat: Seat; readonly when: When }
  /**
   * A revoke in an earlier trick (before the claim), found now (63A3, 64). `trick`: its number
   * (1–13); `offenderWonTrick`: the revoker won the revoke trick; `sideWonTrick`: his partner
   * did; `laterTricks`: tricks the offending side won after it, before the claim.
   */
  | {
      readonly type: 'revoke';
      readonly seat: Seat;
      readonly trick: number;
      readonly card?: Card;
      readonly offenderWonTrick: boolean;
      readonly laterTricks: number;
      readonly sideWonTrick?: boolean;
    };
export type AfterType = AfterEvent['type'];

/** Player classes for what is irrational (footnote to 69–71: careless or inferior for the class of player involved). */
export const PLAYER_CLASSES = ['novice', 'average', 'expert'] as const;
export type PlayerClass = (typeof PLAYER_CLASSES)[number];

/** The director's findings: inputs, never guessed; read through `ask()`, missing ones listed under `needs`. */
export interface ClaimFindings {
  /** Was the claimer aware of the outstanding trump? (70C2: false = it is at all likely he was unaware) */
  readonly awareOfTrump?: boolean;
  /** The class of the claimer for what is careless and what irrational (69–71 footnote). */
  readonly playerClass?: PlayerClass;
  /** The director's judgement that a named alternative of the normal-line table is irrational (true) or normal (false) for this player; keys are `NORMAL_PLAYS` ids. */
  readonly irrational?: Readonly<Record<string, boolean>>;
  /** Tricks the non-claiming (or conceding) side had in fact already won but gave away (69B1, 71 first ground). */
  readonly alreadyWon?: number;
  /** 2017 68D2(b): did all four players agree to play on after the doubted claim? */
  readonly allAgreedToPlayOn?: boolean;
  /** 68B2: did the partner object at once (immediately)? */
  readonly objectionImmediate?: boolean;
  /** 68A: facing the cards (or suggesting a stop) was meant as a claim (false: he demonstrably did not mean one). */
  readonly meantAsClaim?: boolean;
  /** Did the claimer know which of his cards were good (masters by count as well as by sight)? Unfound, a master by count may be thrown (pl-68-71#23). */
  readonly knewWinners?: boolean;
  /** Was the gesture that went with the claim (`claim.gesture`) clear in what line it showed? Unfound, it is read against the claimer (70A). */
  readonly gestureClear?: boolean;
}
export type ClaimFindingKey = keyof ClaimFindings;

/** Everything the claims engine needs. */
export interface ClaimInput {
  /** Default 2017. */
  readonly edition?: ClaimEdition;
  readonly position: ClaimPosition;
  /** `4S`, `3NTX`, `6HXX`. */
  readonly contract: string;
  readonly declarer: Seat;
  readonly vulnerable?: boolean;
  /** Tricks won before the position (the trick in progress not counted). */
  readonly tricksWon: { readonly declarer: number; readonly defenders: number };
  readonly claim: Claim;
  readonly after?: readonly AfterEvent[];
  readonly findings?: ClaimFindings;
}

/** One card of the decisive line: which statement step it serves (its path, `2` or `3.then.0`) or `unstated`, and the normal-play table entry that let it be chosen. */
export interface LineCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly serves: string | 'unstated' | 'defence';
  /** The `NORMAL_PLAYS` id behind a careless or inferior choice. */
  readonly normal?: string;
}
/** One trick of the decisive line. */
export interface LineTrick {
  /** Number of the trick in the deal (1–13). */
  readonly number: number;
  readonly leader: Seat;
  readonly cards: readonly LineCard[];
  readonly winner: Seat;
}

/** How the claim or concession comes out. */
export type ClaimOutcome =
  /** Agreed (69A) or not contested: the tricks as claimed. */
  | 'stands'
  /** Contested: tricks awarded by the director (70). */
  | 'adjusted'
  /** Agreement withdrawn (69B) or concession cancelled (71): trick(s) given back. */
  | 'rescored'
  /** No claim or concession took place (68B2 objection, 68A not meant) or play went on by all four's agreement (2017 68D2(b)): the result of play stands. */
  | 'play-continues'
  /** A finding the ruling turns on is missing: see `needs`. */
  | 'undecided';

/** A revoke's rectification (64). */
export interface RevokeTransfer {
  readonly seat: Seat;
  readonly trick: number;
  /** Tricks transferred to the non-offending side. */
  readonly tricks: number;
  readonly laws: readonly string[];
}

/** One line of the director's script. */
export interface ScriptLine {
  readonly key: string;
  readonly vars?: Readonly<Record<string, string>>;
}

/** The claims engine's ruling. */
export interface ClaimRuling {
  readonly edition: ClaimEdition;
  /** `claim` (tricks > 0 with some conceded or none), `concession` (0 claimed), and whether part of each. */
  readonly kind: 'claim' | 'concession';
  readonly outcome: ClaimOutcome;
  /** Tricks left to play at the claim (the trick in progress included). */
  readonly remaining: number;
  /** Of the remaining tricks, how many the claimer's side said it wins. */
  readonly claimed: number;
  /** Of the remaining tricks: awarded to each side (after 69B/71; revoke transfers not included). */
  readonly awarded?: { readonly declarer: number; readonly defenders: number };
  /** Tricks in total on the board, revoke transfers included. */
  readonly total?: { readonly declarer: number; readonly defenders: number };
  /** `4S=`, `3NT-1`, `6H+1`; and the score for declarer's side (vulnerability from the input). */
  readonly result?: string;
  readonly score?: number;
  /** The worst normal line for the claimer (the one awarded), trick by trick; absent when not adjudicated. */
  readonly line?: readonly LineTrick[];
  readonly revokes: readonly RevokeTransfer[];
  /** The law chain, reasons as keys of `reasons/<lang>.ts`. */
  readonly steps: readonly Step[];
  /** What the director says, as keys of the script table of `reasons/<lang>.ts` with vars. */
  readonly script: readonly ScriptLine[];
  readonly relevant: readonly ClaimFindingKey[];
  readonly needs: readonly ClaimFindingKey[];
  /** The after-events (indices) each relevant finding judges. */
  readonly judges: Readonly<Partial<Record<ClaimFindingKey, readonly number[]>>>;
  /** Problems that made part of the ruling impossible (never thrown). */
  readonly problems: readonly string[];
}
