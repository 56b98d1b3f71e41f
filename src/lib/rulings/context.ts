/**
 * The ruling under construction: the law chain, the cards, the options, and the judgement facts
 * asked for. Asking a fact marks it relevant; a fact asked but not given is listed as needed.
 */
import { askFinding, type FindingTrail, makeStep, newTrail } from '../adjudication/index.ts';
import { nextSeat, partnerOf, type PlayedCard, type Seat } from '../bridge/index.ts';
import type { Board } from './board.ts';
import { isLeadOptionFor, leadOptions } from './exposed/penalty-options.ts';
import type { ReasonKey } from './reasons/en.ts';
import type { CardAt, Edition, Information, Judgement, JudgementKey, PenaltyCard, RevokeTransferAt, RulingOption, Step } from './types.ts';

/** Mutable working state of one ruling; the findings asked for are the kernel's trail. */
export interface RulingContext extends FindingTrail<JudgementKey> {
  readonly board: Board;
  readonly judgement: Judgement;
  /** The code the ruling is made under: a module whose reading differs between codes looks here. */
  readonly edition: Edition;
  readonly steps: Step[];
  readonly played: CardAt[];
  readonly returned: CardAt[];
  readonly penaltyCards: PenaltyCard[];
  readonly options: RulingOption[];
  readonly information: Information[];
  readonly revokes: CardAt[];
  /** Established revokes' trick transfers (64). */
  readonly transfers: RevokeTransferAt[];
  /** Cards whose status the ruling decides (for the score of each outcome). */
  readonly disputed: CardAt[];
  cardChange?: 'allowed' | 'refused';
  /** How many winners the `tricksAfter` finding lists (the tricks after the facts), when the ruling asks it. */
  tricksAfterCount?: number;
  orderRestorable?: boolean;
}

/** A fresh context. */
export function newContext(board: Board, judgement: Judgement, edition: Edition = 2007): RulingContext {
  return {
    board,
    judgement,
    edition,
    steps: [],
    played: [],
    returned: [],
    penaltyCards: [],
    options: [],
    information: [],
    revokes: [],
    transfers: [],
    ...newTrail<JudgementKey>(),
    disputed: [],
  };
}

/**
 * Reads a judgement fact, recording that the ruling turns on it and, with `fact`, which fact of
 * the incident it judges: a finding given for that fact (`byFact`) comes before the general one.
 */
export function ask<K extends JudgementKey>(c: RulingContext, key: K, fact?: number): Judgement[K] {
  return askFinding(c, key, finding(c, key, fact), fact);
}

/** A finding without recording it (for a law that only looks whether it was made). */
export function finding<K extends JudgementKey>(c: RulingContext, key: K, fact?: number): Judgement[K] {
  const own = fact === undefined ? undefined : c.judgement.byFact?.[String(fact)]?.[key];
  return own !== undefined ? own : c.judgement[key];
}

/** Adds a step to the law chain. */
export function step(c: RulingContext, law: string, effect: Step['effect'], reason: ReasonKey, vars?: Record<string, string>, law2017?: string): void {
  c.steps.push(makeStep(law, effect, reason, vars, law2017));
}

/** The defenders, the player after declarer first. */
export const defenders = (b: Board): Seat[] => [nextSeat(b.declarer), nextSeat(b.declarer, 3)];
/** Is the seat a defender? */
export const isDefender = (b: Board, s: Seat): boolean => s !== b.declarer && s !== b.dummy;

/**
 * Law 16D: information from withdrawn cards is authorized for the non-offending side and
 * unauthorized for the offenders (declarer acts for his side; dummy takes no part in the play).
 * A player's own card tells him nothing new, so its owner is left out.
 */
export function withdrawnInfo(c: RulingContext, cards: readonly CardAt[], offenders: 'declarer' | 'defenders'): void {
  if (cards.length === 0) return;
  const owners = new Set(cards.map((x) => x.seat));
  const offendingSeats = offenders === 'declarer' ? [c.board.declarer] : defenders(c.board);
  const others = offenders === 'declarer' ? defenders(c.board) : [c.board.declarer];
  const keep = (s: Seat) => !(owners.size === 1 && owners.has(s));
  c.information.push({ cards, unauthorizedFor: offendingSeats.filter(keep), authorizedFor: others.filter(keep), law: '16D' });
}

/** Honours are the ace, king, queen, jack and ten (Law 50B). */
export const isHonour = (card: PlayedCard): boolean => /^[SHDC][AKQJT]$/.test(card);

/**
 * Law 49/50: a defender's exposed card becomes a penalty card, major when it is an honour or
 * was exposed deliberately (50B), with 50C/50D restrictions and 50E information.
 */
export function penaltyCard(c: RulingContext, seat: Seat, card: PlayedCard, deliberate: boolean): void {
  const kind = isHonour(card) || deliberate ? 'major' : 'minor';
  c.penaltyCards.push({ seat, card, kind });
  step(c, '50B', 'applies', kind === 'major' ? (isHonour(card) ? 'major-honour' : 'major-deliberate') : 'minor', { card, seat });
  // 50B: a defender with two or more penalty cards has major ones only.
  const several = severalMajor(c, seat);
  if (kind === 'major' || several) {
    step(c, '50D', 'applies', 'major-play', { card, seat });
    const options = leadOptions(
      c.board.declarer,
      c.penaltyCards.filter((p) => p.seat === seat),
    );
    if (options.length > 0) {
      // The options cover all his penalty cards (51B): they replace those given for an earlier one.
      for (let i = c.options.length - 1; i >= 0; i--) if (isLeadOptionFor(c.options[i]!, seat)) c.options.splice(i, 1);
      c.options.push(...options);
      step(c, '50D2', 'applies', 'lead-options', { seat: partnerOf(seat), card });
    }
  } else step(c, '50C', 'applies', 'minor-play', { card, seat });
  penaltyCardInfo(c, seat, [card]);
}

/**
 * 50E: the information a defender's penalty cards on the table give. 2007 (50E2): unauthorized
 * for his partner, authorized for declarer. 2017 (50E1): authorized for every player as long as
 * the card stays on the table (a card picked up is not one on the table).
 */
export function penaltyCardInfo(c: RulingContext, seat: Seat, cards: readonly PlayedCard[]): void {
  const seen = cards.map((card) => ({ seat, card }));
  if (c.edition === 2017) {
    c.information.push({ cards: seen, unauthorizedFor: [], authorizedFor: [partnerOf(seat), c.board.declarer], law: '50E' });
    step(c, '50E', 'applies', 'penalty-info-2017', { seat: partnerOf(seat) });
    return;
  }
  c.information.push({ cards: seen, unauthorizedFor: [partnerOf(seat)], authorizedFor: [c.board.declarer], law: '50E' });
  step(c, '50E', 'applies', 'penalty-info', { seat: partnerOf(seat) });
}

/**
 * Law 50B's last rule: when a defender has two or more penalty cards, all are major. Turns his
 * minor ones major and says so; true when he has several.
 */
export function severalMajor(c: RulingContext, seat: Seat): boolean {
  const own = c.penaltyCards.filter((p) => p.seat === seat);
  if (own.length < 2) return false;
  const minor = own.filter((p) => p.kind === 'minor');
  for (const p of minor) c.penaltyCards.splice(c.penaltyCards.indexOf(p), 1, { ...p, kind: 'major' });
  step(c, '50B', 'applies', 'pc-several-major', { seat, cards: own.map((p) => p.card).join(' ') });
  return true;
}
