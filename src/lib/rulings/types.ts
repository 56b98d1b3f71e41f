/**
 * The ruling engine's input and output. Input: the situation at the table, the incident (what
 * was said or done, in order) and the director's judgement. Output: a typed `Ruling`.
 * Plain data (JSON-safe) so a ruling can be printed, stored in a URL and compared with a case.
 */
import type { Card, PlayedCard, Rank, Seat, Suit } from '../bridge/index.ts';
import type { Edition, Step as KernelStep } from '../adjudication/index.ts';
import type { ReasonKey } from './reasons/en.ts';

/** Laws editions the engine knows (the kernel's; `editions.ts`: how a 2017 ruling differs). @example const e: Edition = 2007; */
export { EDITIONS, type Edition } from '../adjudication/index.ts';

/** A hand as a diagram prints it: PBN (`KJ852.T963.52.A32`), optionally only some suits shown. */
export type HandText = string | { readonly pbn: string; readonly shown?: readonly Suit[] };

/** The position at the table when the incident happens. */
export interface Situation {
  /** Holdings at the start of the trick in progress (cards already played to it included). */
  readonly hands: Partial<Record<Seat, HandText>>;
  readonly declarer: Seat;
  /** `6H`, `3NT`, `NT` (strain only); absent when the case does not say. */
  readonly contract?: string;
  /** The trick in progress (`E:S4 SQ S9`, `N:` before the lead, four cards when complete). */
  readonly trick?: string;
  /** Tricks already won before the trick in progress. */
  readonly tricksWon?: { readonly declarer?: number; readonly defenders?: number };
  /** Who is to lead when the trick is complete and its cards do not show the winner. */
  readonly onLead?: Seat;
  // ── designations and dummy's cards (45C3–C4, 46) ──
  /**
   * The trick before the trick in progress, in the trick's notation (`N:SA S2 S5 S9`, the leader
   * first). Its winner says in which suit dummy won it: a rank without a suit in leading from dummy
   * continues that suit (46B3(a)); a continuing instruction ("run the diamonds") goes on only while
   * dummy wins.
   */
  readonly lastTrick?: string;
  /** The card dummy won the preceding trick with, when the source gives only that (46B3(a)). */
  readonly wonWith?: Card;
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  /** Penalty cards already on the table from earlier tricks (Law 50): a defender's, major or minor; each is also part of his hand. */
  readonly penaltyCards?: readonly PenaltyCard[];
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
}

/** What declarer said to designate a card of dummy (Law 46). */
export interface Says {
  readonly card?: Card;
  readonly suit?: Suit;
  readonly rank?: Rank;
  /** "high" (46B1(a)), "low" (46B1(c)), "win it" (46B1(b)). */
  readonly size?: 'high' | 'low' | 'win';
  /** "Play anything" (46B5). */
  readonly anything?: true;
  /** "I don't know": declarer says he has not decided. */
  readonly undecided?: true;
  /** Declarer pointed at this card of dummy, or at this suit, with or without words (45C4(a): pointing designates). */
  readonly pointsAt?: Card | Suit;
  /** "Run the diamonds": dummy's suit from the top, now and each time dummy leads again after winning (a continuing instruction). */
  readonly run?: Suit;
  /** "Play from the top": the highest card (46B1(a)), now and at later tricks in the same suit. */
  readonly fromTop?: true;
  /** "… and the rest": after the card or suit named (or the suit dummy won the last trick with), the rest of that suit from the top. */
  readonly rest?: true;
  /** "Ruff" / "trump": a trump without rank (46B2), or, in notrump, a card that cannot exist (46B4). */
  readonly ruff?: true;
}

/** Where a held card was (Law 45C1, 45C2). */
export type Position =
  | 'held-horizontal'
  | 'held-nearly-horizontal'
  | 'held-near-table'
  | 'held-before-face'
  | 'horizontal-attached-to-hand'
  | 'on-table'
  | 'shown';

/** One fact of the incident, in the order it happened. */
export type IncidentEvent =
  | {
      readonly type: 'designate';
      readonly seat: Seat;
      readonly says: Says;
      readonly kind: 'designation' | 'correction' | 'clarification' | 'repetition';
      readonly timing?: 'immediate' | 'delayed';
      readonly earlier?: true;
    }
  | {
      readonly type: 'play';
      readonly seat: Seat;
      readonly card: PlayedCard;
      readonly trick?: 'next';
      readonly revoke?: true;
      readonly unnamed?: true;
      readonly attempted?: true;
    }
  | { readonly type: 'touch'; readonly seat: Seat; readonly card: Card; readonly hand: Seat; readonly purpose?: 'arrange' | 'reach' }
  | {
      readonly type: 'expose';
      readonly seat: Seat;
      readonly card: PlayedCard;
      readonly position: Position;
      readonly distanceCm?: number;
      readonly nearlyTouchingTable?: boolean;
      readonly then?: 'returned-to-hand' | 'fell-face-up';
      readonly seenBy?: readonly string[];
      readonly partnerSaw?: 'says-no';
    }
  | { readonly type: 'drop'; readonly seat: Seat; readonly card: PlayedCard }
  | { readonly type: 'withdraw'; readonly seat: Seat; readonly card: PlayedCard }
  | {
      readonly type: 'statement';
      readonly seat: Seat;
      readonly kind: 'intended' | 'undecided-between' | 'apology' | 'mistake' | 'query' | 'claim';
      readonly cards?: readonly Card[];
    }
  | { readonly type: 'request'; readonly by: Seat | 'defenders'; readonly card: Card }
  | { readonly type: 'holds'; readonly seat: Seat; readonly cards?: readonly Card[]; readonly lacks?: readonly Card[] }
  | { readonly type: 'dummy' | 'pause' | 'unquitted' | 'call-director' }
  // ── designations and dummy's cards (45C3–C4, 46) ──
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  | ChooseEvent
  | ShowEvent
  | ExposedByEvent
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  /** A player states that he accepts the lead out of turn just made (53), or requires it to be withdrawn (54D, 55A, 56). */
  | { readonly type: 'accept-lead'; readonly seat: Seat }
  | { readonly type: 'refuse-lead'; readonly seat: Seat }
  /** A player faces his hand on the table (declarer after a faced opening lead out of turn, 54A; the presumed dummy, 54C); `cards`: the cards exposed when he only began to. */
  | { readonly type: 'spread'; readonly seat: Seat; readonly cards?: readonly Card[] }
  /** `seat` told `to` that it was his lead (`to` may be dummy: "you are in dummy"); an opponent's word lets a lead out of turn be taken back (47E1). */
  | { readonly type: 'told-to-lead'; readonly seat: Seat; readonly to: Seat }
  /** `seat` explained his side's call or play: a mistaken explanation, or its correction (47E2). */
  | { readonly type: 'explanation'; readonly seat: Seat; readonly kind: 'mistaken' | 'corrected' }
  /** Cards led or played at the same moment: by two players (58A) or several by one player (58B); `faceDown`: its face was not seen. */
  | { readonly type: 'simultaneous'; readonly plays: readonly { readonly seat: Seat; readonly card: PlayedCard; readonly faceDown?: true }[] }
  /** Dummy suggests a card be played, or plays one of his own accord, before a defender plays out of turn (57C2). */
  | { readonly type: 'suggest'; readonly seat: Seat; readonly card: PlayedCard }
  // ── revokes (61–64) ──
  /** `seat` asks `to` whether he has a card of the suit led (61B). */
  | { readonly type: 'inquire'; readonly seat: Seat; readonly to: Seat }
  /**
   * Attention is drawn to a revoke (by `seat`, when the facts say): during play (the default), after
   * play ended (`after-play`, the hands not yet returned to the board: 62D), after a member of the
   * non-offending side called on the next deal (`after-next-call`, 64B4) or after the round (`after-round`, 64B5).
   */
  | { readonly type: 'attention'; readonly seat?: Seat; readonly when?: 'play' | 'after-play' | 'after-next-call' | 'after-round' }
  /** `seat` agrees to an opponent's claim or concession (2007 63A3; 2017 63A4). */
  | { readonly type: 'agree-claim'; readonly seat: Seat }
  // ── the defective trick (67) ──
  /** The trick in progress was turned and quitted as it stood (a seat's card missing from it); the next card begins the next trick. */
  | { readonly type: 'quit-trick' }
  /** `seat` put the `card` on the trick in progress, to which he had already played: a second card of his on one trick. */
  | { readonly type: 'extra-card'; readonly seat: Seat; readonly card: PlayedCard }
  // ── arrangement and inspection of tricks (65–66) ──
  /** `seat` points out a card of the last quitted trick turned the wrong way (65B3). */
  | { readonly type: 'wrong-way'; readonly seat: Seat }
  /**
   * `seat` asks to see played cards (66): the cards of the trick just completed (`current-trick`,
   * `turned`: he had already turned his own card face down), his own last card (`own-last-card`),
   * an earlier quitted trick (`quitted-trick`, `director`: at the director's instruction), or, after
   * play has ended, the played and unplayed cards (`after-play`, `mixed`: a player then mixed his
   * cards so that the facts cannot be established).
   */
  | {
      readonly type: 'inspect';
      readonly seat: Seat;
      readonly what: 'current-trick' | 'own-last-card' | 'quitted-trick' | 'after-play';
      readonly turned?: true;
      readonly director?: true;
      readonly mixed?: Seat;
    }
  /** `seat` disturbed the order of his played cards before the number of tricks was agreed (65D). */
  | { readonly type: 'disturbed'; readonly seat: Seat };

// ── penalty cards, exposed cards, outside agency (48–52) ──
/**
 * Declarer's choice where a penalty card gives him one (`by` is declarer): 50D2(a) require or
 * forbid the lead of a penalty card's suit (`suit`; forbidding with penalty cards in several suits
 * forbids them all, 51B2(a)), 50D2(b) leave the lead free; 51A designate which penalty card is
 * played (`card`); 52B accept a card led or played instead of a penalty card, or require the
 * penalty card (`card`, when there are several) in its place.
 */
export interface ChooseEvent {
  readonly type: 'choose';
  readonly by: Seat;
  readonly option: 'require-lead' | 'forbid-lead' | 'free' | 'designate' | 'accept' | 'require-penalty-card';
  readonly suit?: Suit;
  readonly card?: PlayedCard;
}
/**
 * Several cards of a player shown at once (Law 48 for declarer): `exposed` (shown, not put in a
 * played position: 45C2 is an `expose` fact), `dropped` by accident, or `faced` (the hand faced on
 * the table: 48B — after an opening lead out of turn, or a possible claim). `cards` may be omitted
 * when the whole hand was faced.
 */
export interface ShowEvent {
  readonly type: 'show';
  readonly seat: Seat;
  readonly position: 'exposed' | 'dropped' | 'faced';
  readonly cards?: readonly PlayedCard[];
  /** Faced right after an opening lead out of turn (48B1), when the situation does not show it. */
  readonly after?: 'opening-lead-out-of-turn';
}
/** A player's card exposed by someone else: a spectator or other outside agency, the director, an opponent. */
export interface ExposedByEvent {
  readonly type: 'expose';
  readonly seat: Seat;
  readonly card: PlayedCard;
  readonly by: 'outside-agency' | 'director' | 'opponent';
  // Not facts of this kind: declared so that code reading a player's own `expose` still type-checks.
  readonly position?: never;
  readonly distanceCm?: never;
  readonly nearlyTouchingTable?: never;
  readonly then?: never;
  readonly seenBy?: never;
  readonly partnerSaw?: never;
}

/** The director's findings of fact and judgement: inputs, never guessed by the engine. */
export interface Judgement {
  /** Was declarer's different intention incontrovertible (Law 46B)? */
  readonly intention?: 'incontrovertible' | 'not-incontrovertible';
  /** What the different intention was, when the statements do not say. */
  readonly intended?: readonly Card[];
  /** Slip of the tongue (inadvertent) or slip of the mind (Law 45C4(b), booklet's CLARIFICATION). */
  readonly slip?: 'tongue' | 'mind';
  /** Did declarer pause for thought before changing a designation (Law 45C4(b))? */
  readonly pausedForThought?: boolean;
  /** Does the director accept the purpose declarer gives for touching dummy's card (Law 45C3)? */
  readonly purposeAccepted?: boolean;
  /** Could the defender's partner have seen the face of the card (Law 45C1)? */
  readonly visibleToPartner?: boolean;
  /** Was declarer's card held face up touching or nearly touching the table (Law 45C2(a))? */
  readonly nearlyTouchingTable?: boolean;
  /** Was declarer's card held so as to indicate it had been played (Law 45C2(b))? */
  readonly indicatesPlayed?: boolean;
  /** A card put on a finished trick: a fifth card, or a lead (Law 45E). */
  readonly treatedAs?: 'fifth-card' | 'lead-out-of-turn';
  /** Was it the defender's turn to play (Law 45C1 / 49)? */
  readonly inTurn?: boolean;
  /** Does the director treat the player's showing of cards as a claim (Law 68)? */
  readonly claim?: boolean;
  // ── designations and dummy's cards (45C3–C4, 46) ──
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  /** Does the director designate otherwise (Law 50): a defender's card exposed by someone else is not a penalty card? */
  readonly designatesOtherwise?: boolean;
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  /** Could declarer have seen any of dummy's cards before he chose, after a faced opening lead out of turn (54C)? */
  readonly sawDummy?: boolean;
  /** The card of the player whose lead it was, after a lead out of turn: his own lead (53C) or a card played to the irregular lead (53A)? */
  readonly leadOrPlay?: 'proper-lead' | 'played-to-it';
  /** Could declarer's later line of play have been based on information from his lead out of turn (55C)? */
  readonly usedInformation?: boolean;
  // ── revokes (61–64) ──
  /**
   * Who won each trick the facts do not play out, from the first trick they leave incomplete to
   * the end of play (the played-out record 64A counts from; never the number of tricks to transfer).
   */
  readonly tricksAfter?: readonly Seat[];
  // ── the defective trick (67) ──
  /** 67B2: the card the offender faced in playing to the trick he put too many cards on. */
  readonly kept?: Card;
  /**
   * Findings about one fact of the incident, by its index (`"1"`: the second fact). A finding
   * judges the fact it is about: here it overrides the finding above for that fact only, so two
   * cards held by one defender can be judged apart.
   */
  readonly byFact?: Readonly<Record<string, FactJudgement>>;
}
/** The findings about one fact. */
export type FactJudgement = Omit<Judgement, 'byFact'>;
/** A judgement fact's name. */
export type JudgementKey = keyof FactJudgement;

/** Everything the engine needs. */
export interface RulingInput {
  readonly edition?: Edition;
  readonly situation: Situation;
  readonly events: readonly IncidentEvent[];
  readonly judgement?: Judgement;
}

/** A card and whose it is. */
export interface CardAt {
  readonly seat: Seat;
  readonly card: PlayedCard;
  /** Only if this happened (an opponent had already played). */
  readonly condition?: 'if-already-played';
}

/** A right the ruling gives to players. */
export interface RulingOption {
  /** Any one of these may choose. */
  readonly who: readonly Seat[];
  readonly action:
    | 'withdraw'
    | 'designate'
    | 'accept-lead'
    | 'refuse-lead'
    | 'require-lead'
    | 'forbid-lead'
    // 54A: accept and spread his own hand; 57A: what the offender's partner must play.
    | 'become-dummy'
    | 'play-highest'
    | 'play-lowest'
    | 'play-suit'
    | 'forbid-suit'
    // 58B2: the player says which of the cards he showed together he plays.
    | 'name-card'
    // 62A: the revoker plays a card of the suit led in place of the revoke card.
    | 'follow-suit'
    // 67A1: the offender adds a card to the defective trick; 67B1: he faces one and puts it with his played cards.
    | 'supply-card'
    | 'face-card'
    | PenaltyAction;
  /** The player the option binds (the offender's partner under 50D2 or 57A). */
  readonly binds?: Seat;
  readonly cards?: readonly PlayedCard[];
  readonly among?: readonly Card[];
  readonly suit?: Suit;
  /** Allowed only after these cards are withdrawn. */
  readonly onlyIfWithdrawn?: readonly PlayedCard[];
  readonly rectification?: 'none';
  readonly conflict?: 'first-statement-counts' | 'next-in-turn-prevails';
  readonly prevails?: Seat;
  readonly condition?: 'if-already-played';
  /** What follows when this option is taken. */
  readonly then?: {
    readonly penaltyCards?: readonly PenaltyCard[];
    readonly returned?: readonly CardAt[];
    readonly leadFrom?: Seat;
    /** Penalty cards picked up (no longer penalty cards) and penalty cards that stay (Laws 50D2, 51, 52B1(c)). */
    readonly pickedUp?: readonly CardAt[];
    readonly remain?: readonly PenaltyCard[];
    /** Cards that then stand as played (the lead accepted). */
    readonly played?: readonly CardAt[];
    /** The new declarer (54A: declarer becomes dummy). */
    readonly declarer?: Seat;
    /** Whose hand plays the next card (54B1: declarer's own). */
    readonly playFrom?: Seat;
    /** The card the option makes `binds` play, when the diagram shows it. */
    readonly forced?: PlayedCard;
    /** `binds` cannot comply and may play any legal card (Law 59). */
    readonly anyCard?: true;
    /** The choices that follow (the lead restrictions of 50D2 after a refused lead). */
    readonly options?: readonly RulingOption[];
  };
  readonly laws: readonly string[];
}
/** Declarer's rights over penalty cards: leave the lead free (50D2(b)), designate the penalty card played (51A), accept a card played instead of one or require it (52B). */
export type PenaltyAction = 'free-lead' | 'designate-penalty-card' | 'accept-play' | 'require-penalty-card';

/** A penalty card (Law 50). */
export interface PenaltyCard {
  readonly seat: Seat;
  readonly card: PlayedCard;
  readonly kind: 'major' | 'minor';
}

/** Information from cards, and for whom it is authorized or not (Law 16D, 50E). */
export interface Information {
  readonly cards: readonly CardAt[];
  readonly unauthorizedFor: readonly Seat[];
  readonly authorizedFor: readonly Seat[];
  readonly law: string;
}

/** One step of the law chain (the kernel's `Step`), with the engine's own reason keys by default. */
export type Step<R extends string = ReasonKey> = KernelStep<R>;

/** The score effect where the contract and the end position are known. */
export interface ScoreEffect {
  readonly contract: string;
  /** Tricks declarer takes from the trick in progress on, with best play after the ruling (absent while a disputed card is undecided). */
  readonly tricksFromNow?: number;
  readonly result?: string;
  /** Each card in dispute: the result if it counts as the card played. */
  readonly outcomes: readonly {
    readonly seat: Seat;
    readonly card: Card;
    readonly result: string;
    readonly score: { readonly nonVul: number; readonly vul: number };
  }[];
}

/** A fact that cannot happen where it stands, as a reason key (`impossible.<why>` in the tables) and its variables. */
export interface Impossible {
  /** Index of the fact in the incident (0-based). */
  readonly fact: number;
  readonly why: 'second-card' | 'second-designation' | 'not-held' | 'already-played' | 'next-twice' | 'not-a-revoke' | 'extra-first';
  readonly seat: Seat;
  readonly card: PlayedCard;
  /** The card the seat already played to that trick (second-card), or declarer's designation had named (second-designation). */
  readonly earlier?: PlayedCard;
}

/** An established revoke's trick transfer (Law 64, `law-rules/revoke-transfer.ts`). */
export interface RevokeTransferAt {
  readonly seat: Seat;
  readonly card: PlayedCard;
  /** Tricks transferred to the non-offending side; absent while the record of the later tricks is missing (`needs: tricksAfter`). */
  readonly tricks?: number;
  readonly law?: string;
}

/** The engine's ruling. */
export interface Ruling {
  readonly edition: Edition;
  /** Judgement facts the ruling turned on (the calculator asks these). */
  readonly relevant: readonly JudgementKey[];
  /** Relevant judgement facts that were not given: the ruling assumes or cannot decide. */
  readonly needs: readonly JudgementKey[];
  /** How many winners the `tricksAfter` finding lists (the tricks after the facts), when the ruling asks it and the hands tell. */
  readonly tricksAfterCount?: number;
  /** The facts (indices) each relevant finding judges; a finding about the incident as a whole has none. */
  readonly judges: Readonly<Partial<Record<JudgementKey, readonly number[]>>>;
  /** Facts that cannot happen where they stand: the engine does not rule on them. */
  readonly impossible: readonly Impossible[];
  readonly played: readonly CardAt[];
  /** Cards that are not played: they stay in or go back to the hand. */
  readonly returned: readonly CardAt[];
  readonly penaltyCards: readonly PenaltyCard[];
  readonly cardChange?: 'allowed' | 'refused';
  readonly orderRestorable?: boolean;
  readonly establishedRevokes: readonly CardAt[];
  /** Each established revoke's rectification at the end of play (64): tricks transferred and the law that decides. */
  readonly transfers?: readonly RevokeTransferAt[];
  readonly options: readonly RulingOption[];
  readonly information: readonly Information[];
  readonly steps: readonly Step[];
  readonly score?: ScoreEffect;
  /** Input problems that made part of the ruling impossible (never thrown). */
  readonly problems: readonly string[];
}
