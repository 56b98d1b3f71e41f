/**
 * Penalty cards already on the table (Laws 50–52, 2007): they stay face up until played or
 * picked up (50A); a defender with two or more has major ones only (50B). The play is followed
 * card by card from the trick in progress:
 * - the offender must play a major penalty card at the first legal opportunity, following suit
 *   first (50D1); with several he could play, declarer designates which (51A);
 * - with a minor penalty card he may play an honour of its suit, never another card below honour
 *   rank before it (50C);
 * - when his partner is to lead, declarer requires or forbids the lead of a penalty card's suit
 *   (the cards of that suit are picked up, 50D2(a), 51B) or leaves the lead free (they stay,
 *   50D2(b)); a lead made before declarer chose falls under Law 49;
 * - a card led or played instead of a penalty card cannot be taken back on the offender's
 *   initiative (52A): declarer accepts it (the penalty card stays) or requires the penalty card
 *   instead (the other card becomes a major penalty card), and must accept it once he has played
 *   from his hand or dummy after it (52B).
 * 50E: what the laws require of a penalty card is known to all; other information from it is
 * authorized for declarer and unauthorized for the offender's partner under 2007, authorized for
 * every player while the card is on the table under 2017 (`penaltyCardInfo`, context.ts).
 */
import { cardSuit, isKnownCard, nextSeat, partnerOf, type PlayedCard, type Seat, type Suit } from '../../bridge/index.ts';
import { suitCards, toPlay, winner } from '../board.ts';
import { isDefender, isHonour, penaltyCard, penaltyCardInfo, severalMajor, step, type RulingContext } from '../context.ts';
import { isLeadOptionFor, leadOptions, penaltySuits } from './penalty-options.ts';
import type { ReasonKey } from '../reasons/en.ts';
import type { ChooseEvent, IncidentEvent, PenaltyCard } from '../types.ts';

type Play = Extract<IncidentEvent, { type: 'play' }>;
type Restriction = { readonly seat: Seat; readonly kind: 'require' | 'forbid'; readonly suits: readonly Suit[] };

/** Facts that may stand in an incident about penalty cards already on the table. */
const OWN = ['play', 'choose', 'withdraw', 'holds', 'pause', 'call-director', 'dummy'];
const cardsText = (ps: readonly { card: PlayedCard }[]) => ps.map((p) => p.card).join(' ');
const isPlay = (e: IncidentEvent): e is Play => e.type === 'play' && e.attempted !== true;

/**
 * The situation's penalty cards enter the ruling: each stays on the table until played or picked
 * up (50A); an honour or one of several is major (50B); 50E's information.
 */
export function seedPenaltyCards(c: RulingContext): void {
  const seats = new Set<Seat>();
  for (const p of c.board.penaltyCards) {
    if (!isDefender(c.board, p.seat)) {
      c.board.problems.push(`situation.penaltyCards: ${p.seat} is declarer or dummy, whose cards never become penalty cards (48A)`);
      continue;
    }
    let kind = p.kind === 'minor' ? 'minor' : 'major';
    if (kind === 'minor' && isHonour(p.card)) {
      step(c, '50B', 'applies', 'major-honour', { card: p.card, seat: p.seat });
      kind = 'major';
    }
    c.penaltyCards.push({ seat: p.seat, card: p.card, kind: kind as PenaltyCard['kind'] });
    step(c, '50A', 'applies', kind === 'major' ? 'pc-on-table-major' : 'pc-on-table-minor', { card: p.card, seat: p.seat });
    seats.add(p.seat);
  }
  if (seats.size === 0) return;
  for (const seat of seats) severalMajor(c, seat);
  step(c, '50E', 'applies', 'pc-requirements-authorized');
  for (const seat of seats) {
    penaltyCardInfo(
      c,
      seat,
      c.penaltyCards.filter((p) => p.seat === seat).map((p) => p.card),
    );
  }
}

/**
 * Is the incident one of penalty cards already on the table (or declarer's choices about them),
 * told only by cards played in turn and declarer's choices? Other incidents (a card out of
 * turn, a designation…) are ruled by their own laws, with these penalty cards still on the table.
 */
export function isPenaltyPlay(c: RulingContext, events: readonly IncidentEvent[]): boolean {
  if (c.penaltyCards.length === 0 && !events.some((e) => e.type === 'choose')) return false;
  if (!events.every((e) => OWN.includes(e.type) && !(e.type === 'play' && (e.trick === 'next' || e.unnamed === true)))) return false;
  // Every card played in turn, as far as the tricks show it.
  let { leader, cards } = start(c, events);
  for (const e of events.filter(isPlay)) {
    if (leader === undefined || e.seat !== nextSeat(leader, cards.length)) return false;
    cards = [...cards, e.card];
    if (cards.length === 4) [leader, cards] = [winner(cards, leader, c.board.trump), []];
  }
  return true;
}

/** Where the play starts: the trick in progress, the next lead when it is complete, or (no trick given) a lead by the first player. */
function start(c: RulingContext, events: readonly IncidentEvent[]): { leader: Seat | undefined; cards: PlayedCard[] } {
  const t = c.board.trick;
  if (t === undefined) return { leader: events.find(isPlay)?.seat, cards: [] };
  if (t.cards.length === 4) return { leader: toPlay(c.board), cards: [] };
  return { leader: t.leader, cards: [...t.cards] };
}

/** Rules on the play with penalty cards on the table, fact by fact; stops where a choice is still open. */
export function penaltyPlay(c: RulingContext, events: readonly IncidentEvent[]): void {
  const s = new Sim(c, events);
  s.run();
  events.forEach((e, i) => {
    if (e.type === 'choose' && !s.used.has(i))
      c.board.problems.push(`events[${i}]: declarer's choice (${e.option}) answers no option the penalty cards give at that point`);
  });
}

class Sim {
  leader: Seat | undefined;
  cards: PlayedCard[];
  /** Cards played during the incident (`seat+card`). */
  readonly gone = new Set<string>();
  readonly used = new Set<number>();
  restriction: Restriction | undefined;
  /** Index of the last card fact ruled on: declarer's choices after it belong to the next point. */
  from = -1;
  minorNoted = new Set<Seat>();

  readonly c: RulingContext;
  readonly events: readonly IncidentEvent[];

  constructor(c: RulingContext, events: readonly IncidentEvent[]) {
    this.c = c;
    this.events = events;
    ({ leader: this.leader, cards: this.cards } = start(c, events));
  }

  get turn(): Seat | undefined {
    return this.leader === undefined ? undefined : nextSeat(this.leader, this.cards.length);
  }

  pcs(seat: Seat): PenaltyCard[] {
    return this.c.penaltyCards.filter((p) => p.seat === seat);
  }

  /** Declarer's choice of one of `options`, between the last card fact and `before`. */
  choice(options: readonly ChooseEvent['option'][], before: number): { e: ChooseEvent; i: number } | undefined {
    for (let i = this.from + 1; i < before; i++) {
      const e = this.events[i]!;
      if (e.type !== 'choose' || this.used.has(i) || !options.includes(e.option)) continue;
      this.used.add(i);
      if (e.by !== this.c.board.declarer) this.c.board.problems.push(`events[${i}].by: declarer makes this choice (Laws 50D2, 51, 52), not ${e.by}`);
      return { e, i };
    }
    return undefined;
  }

  run(): void {
    const plays = this.events.map((e, i) => [e, i] as const).filter((x): x is [Play, number] => isPlay(x[0]));
    for (const [p, i] of plays) {
      if (!this.before(i, p)) return;
      if (!this.play(p, i)) return;
      this.from = i;
    }
    // The incident ends: what the next player to lead or play must do, if a penalty card binds him.
    if (this.before(this.events.length, undefined)) this.next();
  }

  /** The obligation of the next player, when he has major penalty cards he can play now (50D1, 51A). */
  next(): void {
    const c = this.c;
    const seat = this.turn;
    if (seat === undefined || !isDefender(c.board, seat)) return;
    const majors = this.pcs(seat).filter((x) => x.kind === 'major');
    const led = this.cards[0] === undefined ? undefined : cardSuit(this.cards[0]);
    const r = this.restriction?.seat === seat && led === undefined ? this.restriction : undefined;
    let legal = led === undefined ? majors : majors.filter((x) => x.card[0] === led);
    if (r) legal = legal.filter((x) => (r.kind === 'require') === r.suits.includes(x.card[0] as Suit));
    if (led !== undefined && legal.length === 0 && this.holdsOther(seat, led) === false) legal = majors;
    if (legal.length === 1) step(c, '50D1', 'applies', 'pc-must-play-major', { seat, card: legal[0]!.card });
    else if (legal.length > 1) {
      const d = this.choice(['designate'], this.events.length);
      const named = d && legal.find((x) => x.card === d.e.card);
      if (named) return step(c, '51A', 'applies', 'pc-designated', { seat, card: named.card });
      step(c, '51A', 'applies', 'pc-designate', { seat, cards: cardsText(legal) });
      c.options.push({ who: [c.board.declarer], action: 'designate-penalty-card', among: legal.map((x) => x.card).filter(isKnownCard), laws: ['51A'] });
    }
  }

  /** What binds the next player before his card (`p` at fact `i`; none when the incident ends there). False: the ruling stops. */
  before(i: number, p: Play | undefined): boolean {
    const c = this.c;
    const seat = this.turn;
    if (seat === undefined || !isDefender(c.board, seat) || this.cards.length > 0) return true;
    if (this.restriction && this.restriction.seat !== seat) this.restriction = undefined;
    const partner = partnerOf(seat);
    const theirs = this.pcs(partner);
    const majors = theirs.filter((x) => x.kind === 'major');
    if (majors.length === 0) {
      if (theirs.length > 0 && !this.minorNoted.has(seat)) {
        step(c, '50C', 'applies', 'pc-minor-no-lead-restriction', { seat, cards: cardsText(theirs) });
        this.minorNoted.add(seat);
      }
      return true;
    }
    if (this.restriction?.kind === 'forbid') return true; // still forbidden while he keeps the lead
    const chosen = this.choice(['require-lead', 'forbid-lead', 'free'], i);
    const suits = penaltySuits(theirs);
    if (
      chosen &&
      chosen.e.option !== 'free' &&
      !(chosen.e.suit === undefined ? chosen.e.option === 'forbid-lead' && suits.length > 1 : suits.includes(chosen.e.suit))
    ) {
      c.board.problems.push(
        `events[${chosen.i}].suit: declarer may require or forbid only the suit of a major penalty card of ${partner} (${suits.join(', ')})`,
      );
      return this.open(seat, theirs, p);
    }
    if (!chosen) return this.open(seat, theirs, p);
    const { e } = chosen;
    if (e.option === 'free') {
      step(c, '50D2(b)', 'applies', 'pc-chose-free', { seat, cards: cardsText(theirs) });
      return true;
    }
    const forbidAll = e.option === 'forbid-lead' && suits.length > 1;
    const ruled = forbidAll ? suits : [e.suit as Suit];
    const picked = theirs.filter((x) => ruled.includes(x.card[0] as Suit));
    for (const x of picked) {
      c.penaltyCards.splice(c.penaltyCards.indexOf(x), 1);
      c.returned.push({ seat: x.seat, card: x.card });
    }
    step(c, '50D2(a)', 'applies', e.option === 'require-lead' ? 'pc-chose-require' : 'pc-chose-forbid', {
      seat,
      suit: ruled.join(' '),
      cards: cardsText(picked),
    });
    if (picked.length > 1 && !forbidAll)
      step(c, e.option === 'require-lead' ? '51B1(a)' : '51B1(b)', 'applies', 'pc-same-suit', { seat: partner, cards: cardsText(picked) });
    if (forbidAll) step(c, '51B2(a)', 'applies', 'pc-forbid-all', { seat: partner, cards: cardsText(picked) });
    const others = theirs.filter((x) => !picked.includes(x));
    if (others.length > 0) step(c, '51B2(b)', 'applies', 'pc-others-stay', { seat: partner, cards: cardsText(others) });
    this.restriction = { seat, kind: e.option === 'require-lead' ? 'require' : 'forbid', suits: ruled };
    return true;
  }

  /** Declarer has not chosen: the partner may not lead yet (a lead made now falls under 49); the options. */
  open(seat: Seat, theirs: readonly PenaltyCard[], p: Play | undefined): boolean {
    const c = this.c;
    const partner = partnerOf(seat);
    for (let k = c.options.length - 1; k >= 0; k--) if (isLeadOptionFor(c.options[k]!, partner)) c.options.splice(k, 1);
    c.options.push(...leadOptions(c.board.declarer, theirs));
    if (p === undefined) {
      step(c, '50D2', 'applies', 'pc-lead-wait', { seat, cards: cardsText(theirs) });
      return false;
    }
    step(c, '50D2', 'applies', 'pc-lead-wait', { seat, cards: cardsText(theirs) });
    step(c, '49', 'applies', 'pc-lead-premature', { seat, card: p.card });
    // The premature lead is not a card played: it becomes a penalty card (49).
    penaltyCard(c, seat, p.card, true);
    return false;
  }

  /** Rules on a card played in turn. False: the ruling stops there (a choice is open, or a revoke). */
  play(p: Play, i: number): boolean {
    const c = this.c;
    const seat = p.seat;
    const led = this.cards[0] === undefined ? undefined : cardSuit(this.cards[0]);
    const own = this.pcs(seat);
    const r = this.restriction?.seat === seat && this.cards.length === 0 ? this.restriction : undefined;
    if (r && !this.leadComplies(p, r)) return false;
    if (own.length === 0 || !isDefender(c.board, seat)) return this.lay(p);
    const majors = own.filter((x) => x.kind === 'major');
    if (majors.length === 0) return this.minor(p, i, own[0]!);
    // 50D1: the first legal opportunity; following suit (and a lead restriction) come first.
    let legal: PenaltyCard[];
    if (led === undefined) legal = r ? majors.filter((x) => (r.kind === 'require') === r.suits.includes(x.card[0] as Suit)) : majors;
    else {
      const ofLed = majors.filter((x) => x.card[0] === led);
      if (ofLed.length > 0) legal = ofLed;
      else if (cardSuit(p.card) === led) legal = [];
      else if (this.holdsOther(seat, led) === true) {
        step(c, '61A', 'applies', 'pc-revoke-follow', { seat, card: p.card });
        return false;
      } else legal = majors;
    }
    if (legal.length === 0) {
      step(c, '50D1', 'applies', led === undefined ? 'pc-restriction-first' : 'pc-follow-first', { seat, card: p.card, cards: cardsText(majors) });
      return this.lay(p);
    }
    let required = legal;
    if (legal.length > 1) {
      const d = this.choice(['designate'], i);
      const named = d && legal.find((x) => x.card === d.e.card);
      if (d && !named) c.board.problems.push(`events[${d.i}].card: declarer designates one of the penalty cards ${seat} can play (${cardsText(legal)})`);
      if (!named) {
        step(c, '51A', 'applies', 'pc-designate', { seat, cards: cardsText(legal) });
        c.options.push({ who: [c.board.declarer], action: 'designate-penalty-card', among: legal.map((x) => x.card).filter(isKnownCard), laws: ['51A'] });
        return false;
      }
      step(c, '51A', 'applies', 'pc-designated', { seat, card: named.card });
      required = [named];
    } else step(c, '50D1', 'applies', 'pc-must-play-major', { seat, card: legal[0]!.card });
    if (required.some((x) => x.card === p.card)) {
      step(c, '50D1', 'applies', 'pc-major-played', { seat, card: p.card });
      return this.lay(p);
    }
    return this.failure(p, i, required, '50D1', 'pc-failed-major');
  }

  /** 50C: a minor penalty card. */
  minor(p: Play, i: number, m: PenaltyCard): boolean {
    const c = this.c;
    if (p.card === m.card) {
      step(c, '50C', 'applies', 'pc-minor-played', { seat: p.seat, card: p.card });
      return this.lay(p);
    }
    if (cardSuit(p.card) === cardSuit(m.card) && isKnownCard(p.card)) {
      if (!isHonour(p.card)) return this.failure(p, i, [m], '50C', 'pc-minor-spot');
      step(c, '50C', 'applies', 'pc-minor-honour', { seat: p.seat, card: p.card, cards: m.card });
      return this.lay(p);
    }
    step(c, '50C', 'applies', 'pc-stays', { seat: p.seat, card: p.card, cards: m.card });
    return this.lay(p);
  }

  /** The lead of a player whom declarer required or forbade a suit (50D2(a)); false when it does not comply. */
  leadComplies(p: Play, r: Restriction): boolean {
    const c = this.c;
    const suit = cardSuit(p.card);
    const complies = suit !== undefined && (r.kind === 'require') === r.suits.includes(suit);
    const vars = { seat: p.seat, card: p.card, suit: r.suits.join(' ') };
    if (complies) {
      step(c, '50D2(a)', 'applies', r.kind === 'require' ? 'pc-lead-made' : 'pc-lead-complies', vars);
      if (r.kind === 'require') this.restriction = undefined;
      return true;
    }
    // Could he have complied? The diagram says, or the ruling cannot tell.
    const could =
      r.kind === 'require'
        ? this.anyOf(p.seat, r.suits)
        : this.anyOf(
            p.seat,
            (['S', 'H', 'D', 'C'] as Suit[]).filter((s) => !r.suits.includes(s)),
          );
    if (could === false) {
      step(c, '59', 'applies', r.kind === 'require' ? 'pc-cannot-comply' : 'pc-only-forbidden', vars);
      if (r.kind === 'require') this.restriction = undefined;
      return true;
    }
    if (could === undefined) {
      step(c, '50D2(a)', 'applies', r.kind === 'require' ? 'pc-holding-unknown' : 'pc-holding-unknown-forbid', vars);
      return false;
    }
    step(c, '61A', 'applies', r.kind === 'require' ? 'pc-revoke-required' : 'pc-revoke-forbidden', vars);
    step(c, '62A', 'applies', 'pc-revoke-correct', { seat: p.seat, card: p.card });
    return false;
  }

  /**
   * 52: a card led or played instead of a penalty card. The offender may not take it back himself
   * (52A); declarer accepts it or requires the penalty card (52B), and must accept it once he has
   * played from his hand or dummy after it.
   */
  failure(p: Play, i: number, required: readonly PenaltyCard[], law: string, reason: ReasonKey): boolean {
    const c = this.c;
    const seat = p.seat;
    const lead = this.cards.length === 0;
    step(c, law, 'applies', reason, { seat, card: p.card, cards: cardsText(required) });
    step(c, '52A', 'applies', 'pc-no-withdraw', { seat, card: p.card });
    const later = this.events.slice(i + 1);
    const taken = later.findIndex((e) => e.type === 'withdraw' && e.seat === seat && e.card === p.card);
    const declarerPlays = later.findIndex((e) => isPlay(e) && (e.seat === c.board.declarer || e.seat === c.board.dummy));
    const upTo = i + 1 + (declarerPlays < 0 ? later.length : declarerPlays);
    this.from = i;
    const chosen = this.choice(['accept', 'require-penalty-card'], upTo);
    if (taken >= 0 && (!chosen || chosen.i > i + 1 + taken)) {
      step(c, '52A', 'applies', 'pc-withdraw-refused', { seat, card: p.card });
      c.cardChange = 'refused';
    }
    const all = this.pcs(seat);
    if (chosen?.e.option === 'require-penalty-card') {
      const pc = required.length === 1 ? required[0] : required.find((x) => x.card === chosen.e.card);
      if (!pc) {
        c.board.problems.push(`events[${chosen.i}].card: declarer names which penalty card replaces the ${p.card} (${cardsText(required)})`);
        return false;
      }
      step(c, '52B2', 'applies', 'pc-substituted', { seat, card: p.card, cards: pc.card });
      c.penaltyCards.splice(c.penaltyCards.indexOf(pc), 1);
      this.lay({ ...p, card: pc.card });
      penaltyCard(c, seat, p.card, true);
      return true;
    }
    if (chosen || declarerPlays >= 0) {
      step(c, chosen ? '52B1(a)' : '52B1(b)', 'applies', chosen ? 'pc-accepted' : 'pc-must-accept', { seat, card: p.card });
      step(c, '52B1(c)', 'applies', 'pc-still-penalty', { seat, cards: cardsText(all) });
      return this.lay(p);
    }
    step(c, '52B1(a)', 'applies', 'pc-may-accept', { seat, card: p.card, cards: cardsText(all) });
    step(c, '52B2', 'applies', 'pc-may-require', { seat, card: p.card, cards: cardsText(required) });
    c.options.push(
      { who: [c.board.declarer], action: lead ? 'accept-lead' : 'accept-play', cards: [p.card], laws: ['52B1(a)', '52B1(c)'], then: { remain: all } },
      {
        who: [c.board.declarer],
        action: 'require-penalty-card',
        cards: [p.card],
        among: required.map((x) => x.card).filter(isKnownCard),
        laws: ['52B2'],
        then: { penaltyCards: [{ seat, card: p.card, kind: 'major' }] },
      },
    );
    return false;
  }

  /** A card goes to the trick: played; a penalty card played is no longer one. */
  lay(p: Play): boolean {
    const c = this.c;
    const pc = c.penaltyCards.find((x) => x.seat === p.seat && x.card === p.card);
    if (pc) c.penaltyCards.splice(c.penaltyCards.indexOf(pc), 1);
    c.played.push({ seat: p.seat, card: p.card });
    this.gone.add(`${p.seat}${p.card}`);
    this.cards.push(p.card);
    if (this.cards.length === 4) {
      const next = this.leader === undefined ? undefined : winner(this.cards, this.leader, c.board.trump);
      if (this.restriction && this.restriction.seat !== next) this.restriction = undefined;
      [this.leader, this.cards] = [next, []];
    }
    return true;
  }

  /** Does the seat hold a card of `suit` other than his penalty cards? undefined when the diagram does not say. */
  holdsOther(seat: Seat, suit: Suit): boolean | undefined {
    const { cards, complete } = suitCards(this.c.board, seat, suit);
    const pcs = this.pcs(seat).map((x) => x.card as string);
    if (cards.some((x) => !this.gone.has(`${seat}${x}`) && !pcs.includes(x))) return true;
    return complete ? false : undefined;
  }

  /** Does the seat hold any card of these suits (penalty cards aside)? */
  anyOf(seat: Seat, suits: readonly Suit[]): boolean | undefined {
    const each = suits.map((s) => this.holdsOther(seat, s));
    return each.includes(true) ? true : each.every((x) => x === false) ? false : undefined;
  }
}
