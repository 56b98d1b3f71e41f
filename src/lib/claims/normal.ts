/**
 * The normal-play table: every choice the line search may make for the claimer's side besides
 * the stated one, classified once here with its source. "Normal" includes play that is careless
 * or inferior for the class of player involved, never irrational (footnote to Laws 69–71). The
 * search (`candidates.ts`) only tags its choices with these ids; a choice whose entry is
 * irrational — or that the director finds irrational for this player (`findings.irrational`,
 * where the entry allows his judgement) — is not played.
 */
import type { ClaimEdition, PlayerClass } from './types.ts';

export interface NormalPlay {
  /** `normal`: careless or inferior, played by the search; `irrational`: never played. */
  readonly class: 'normal' | 'irrational';
  /** Law and commentary references (commentary as `document#paragraph`). */
  readonly refs: readonly string[];
  /** May the director judge this choice irrational for the player (`findings.irrational[id]`)? Per edition. */
  readonly judged: Readonly<Record<ClaimEdition, boolean>>;
  /**
   * Where the class of player (`findings.playerClass`, default `average`) changes the class of a
   * judged entry: leniency for a novice, a higher standard for a player well above the field
   * (ru-67-74#70.8 (i)); the director's judgement of the entry itself still wins.
   */
  readonly classes?: Readonly<Partial<Record<PlayerClass, 'normal' | 'irrational'>>>;
}

/** The class of player assumed when the director has not found one: the general level of the field (ru-67-74#70.8 (i)). */
export const DEFAULT_PLAYER_CLASS: PlayerClass = 'average';

const both = { 2007: true, 2017: true } as const;
const never = { 2007: false, 2017: false } as const;

/** The table. Ids are stable: cases, findings and reason keys use them. */
export const NORMAL_PLAYS = {
  /** Taking the stated suits in another order than stated (within a run of cash/run/top-down steps). */
  'suit-order': { class: 'normal', refs: ['70D1', 'commentary/ru-67-74#70.6', 'commentary/pl-68-71#14'], judged: both },
  /**
   * "So many tricks in this suit", the order unstated: any card of the suit led, the low one to
   * partner's honour too (cashing it from the wrong end, so that a singleton honour wins and the
   * suit blocks). Only "from the top" in the statement rules that out.
   */
  'suit-any-order': { class: 'normal', refs: ['70D1', 'commentary/ru-67-74#70.6'], judged: both },
  /** Cashing any master (a card no opponent can beat) when no line is stated, suits in any order. */
  'cash-winner': { class: 'normal', refs: ['70D1', 'commentary/ru-67-74#70.6'], judged: never },
  /** With a trump out and not mentioned, a side-suit winner before the trump is drawn (70C: only when the claimer was at all likely unaware of it). */
  'winner-before-trump': { class: 'normal', refs: ['70C', 'commentary/ru-67-74#70.5', 'commentary/pl-68-71#16'], judged: never },
  /** Crossing to the other hand with a low card of a suit it has a master in. */
  cross: { class: 'normal', refs: ['70D1', 'commentary/ru-67-74#70.6'], judged: never },
  /** No master and no way across: any card is led. */
  'forced-lead': { class: 'normal', refs: ['70A'], judged: never },
  /** Ruffing with a low trump when a higher one was safe (an overruff was not foreseen). */
  'ruff-low': { class: 'normal', refs: ['70C3', 'commentary/ru-67-74#69.6'], judged: both },
  /**
   * Ruffing the side's own winning card (partner's, or the claimer's) when not forced to and
   * nothing the claimer sees threatens it — the only threat an opponent's ruff, with the claimer
   * unaware of the outstanding trump (70C). The director never assumes irrational play
   * (pl-68-71#17); for a weak player he may find it normal.
   */
  'ruff-own-winner': {
    class: 'irrational',
    refs: ['70C', '70D1', 'commentary/pl-68-71#17', 'commentary/ru-67-74#70.8'],
    judged: both,
    classes: { novice: 'normal' },
  },
  /** Ruffing the side's own card that an opponent still to play could beat (a higher card of the suit, or a ruff the claimer knew of), or letting it stand. */
  'ruff-own-winner-threatened': { class: 'normal', refs: ['70D1'], judged: both },
  /** Declining to ruff or overruff a trick the opponents would otherwise win. */
  'decline-ruff': { class: 'irrational', refs: ['commentary/ru-67-74#70.5'], judged: never },
  /**
   * Overtaking the side's own winning card when a card under it could go: it spends two winners
   * on one trick and blocks the suit. Never assumed (pl-68-71#17); the director may find it normal.
   */
  'overtake-partner': { class: 'irrational', refs: ['70D1', 'commentary/pl-68-71#17'], judged: both },
  /**
   * Under the side's own winning card, playing a card that is itself a winner while a lower card
   * of the suit could go, when nothing is unblocked by it (partner holds no lower card of the
   * suit for it to fall on later): throwing a winner while a loser could go.
   */
  'waste-winner': { class: 'irrational', refs: ['70D1', 'commentary/pl-68-71#17', 'commentary/ru-67-74#70.8'], judged: both, classes: { novice: 'normal' } },
  /** Following with a low card under partner's winner (failing to unblock). */
  'not-unblock': { class: 'normal', refs: ['70D1', 'commentary/pl-68-71#17'], judged: both },
  /** Taking an unstated finesse (playing a card that wins only if the higher card is on the right side): allowed when it loses. */
  'losing-finesse': { class: 'normal', refs: ['70E1', 'commentary/pl-68-71#19'], judged: both },
  /**
   * Playing from the top instead of finessing (the unstated winning finesse is not credited,
   * 70E1). Not normal when an opponent has shown out of the suit (both editions); in 2007 the
   * director may also find that not finessing would be irrational (2007 70E1's last clause; gone in 2017).
   */
  'top-instead-of-finesse': { class: 'normal', refs: ['70E1', 'commentary/ru-67-74#70.7'], judged: { 2007: true, 2017: false } },
  /**
   * Ducking (second or third hand) while holding a master of the suit led that the claimer can
   * see, when the opponents would win the trick and partner cannot: a trick thrown for nothing.
   */
  'duck-master': { class: 'irrational', refs: ['70D1', 'commentary/pl-68-71#17'], judged: both },
  /** Second hand low when a winner could be played. */
  'second-hand-low': { class: 'normal', refs: ['70D1'], judged: both },
  /** Third hand low under partner's card that the fourth hand may still beat (letting it run). */
  'third-hand-low': { class: 'normal', refs: ['70D1'], judged: both },
  /** Last to play and able to win the trick, not winning it. */
  'duck-last': { class: 'irrational', refs: ['70D1', 'commentary/pl-68-71#17'], judged: never },
  /** Discarding a card that is master only by count (higher cards already played): miscounting is careless, not irrational. */
  miscount: { class: 'normal', refs: ['commentary/pl-68-71#23', 'commentary/ru-67-74#70.8'], judged: both, classes: { expert: 'irrational' } },
  /** Discarding a spot card (below the ten) that is not a master. */
  discard: { class: 'normal', refs: ['70D1'], judged: never },
  /** Discarding an honour that is not a master while spot cards could go: not assumed (the director may find it normal for this player). */
  'discard-honour': { class: 'irrational', refs: ['commentary/pl-68-71#17', 'commentary/ru-67-74#70.8'], judged: both, classes: { novice: 'normal' } },
  /** Discarding a master that is visibly master (every higher card is in the claimer's hands) while holding losers. */
  'discard-visible-master': { class: 'irrational', refs: ['commentary/pl-68-71#17'], judged: never },
  /**
   * Discarding the last card of a suit in which partner holds a master, when it is the hand's
   * only way across to partner's winners and another card could go: the entry thrown away.
   */
  'discard-entry': { class: 'irrational', refs: ['70D1', 'commentary/pl-68-71#17'], judged: both },
  /**
   * Unaware of the outstanding trump (70C), leading one of his own trumps as if it were a winner —
   * a small one too: he believes the trumps drawn, so every trump he holds is good to him.
   */
  'trump-thought-drawn': { class: 'normal', refs: ['70C', 'commentary/ru-67-74#70.5', 'commentary/pl-68-71#16'], judged: never },
  /** 70D2: a defender's claim does not rely on his partner's choice among normal plays: the partner may make any of them. */
  'partner-choice': { class: 'normal', refs: ['70D2'], judged: never },
} as const satisfies Record<string, NormalPlay>;

export type NormalId = keyof typeof NORMAL_PLAYS;
/** Entries that are ordinary play, not careless or inferior: a line made of them needs no 70D step. */
export const PLAIN_PLAYS: ReadonlySet<NormalId> = new Set<NormalId>(['cash-winner', 'forced-lead', 'cross', 'partner-choice', 'discard']);
/** Is a choice careless or inferior (tagged with an entry that is not plain play)? */
export const isCareless = (id: NormalId | undefined): boolean => id !== undefined && !PLAIN_PLAYS.has(id);
export const NORMAL_IDS = Object.keys(NORMAL_PLAYS) as NormalId[];

/**
 * Is the choice played by the search? Where the entry lets the director judge it for this
 * player: his judgement (`irrational[id]`: true = irrational, false = normal), else the class of
 * player's (`classes`); otherwise the table's class.
 */
export function isNormal(
  id: NormalId,
  edition: ClaimEdition,
  irrational: Readonly<Record<string, boolean>> = {},
  playerClass: PlayerClass = DEFAULT_PLAYER_CLASS,
): boolean {
  const e: NormalPlay = NORMAL_PLAYS[id];
  if (!e.judged[edition]) return e.class === 'normal';
  const judged = irrational[id];
  if (judged !== undefined) return !judged;
  return (e.classes?.[playerClass] ?? e.class) === 'normal';
}

/** The entries whose class the class of player changes (in this edition), for the explanation. */
export const classChanges = (playerClass: PlayerClass, edition: ClaimEdition): NormalId[] =>
  NORMAL_IDS.filter((id) => {
    const e: NormalPlay = NORMAL_PLAYS[id];
    return e.judged[edition] && e.classes?.[playerClass] !== undefined && e.classes[playerClass] !== e.class;
  });
