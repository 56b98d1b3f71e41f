/**
 * Leads out of turn (2007 Laws 53, 55, 56; a card on a finished trick, 45E), and the dispatch of
 * every incident about the order of play: the first card led or played out of order decides
 * which law rules (47E, 53–58; play-order.ts). A lead out of turn is accepted by a statement of
 * the player entitled to choose, or by a play from the hand next in rotation (53); after
 * declarer's lead the wrong defender's play makes it stand and 57 applies (53B); the player
 * whose lead it was may lead in turn instead (53C). Refused, a defender's card becomes a major
 * penalty card with 50D's lead restrictions (56, 54D); declarer's goes back and the lead comes
 * from the correct hand (55B), the director watching declarer's later play (55C).
 */
import { cardSuit, nextSeat, partnerOf, type Seat, type Suit } from '../../bridge/index.ts';
import { ask, defenders, isDefender, penaltyCard, step, withdrawnInfo, type RulingContext } from '../context.ts';
import { leadRestrictions } from './inability.ts';
import { offer, othersAndIgnored, settle } from './lead-settlement.ts';
import { openingLead } from './opening-lead.ts';
import { playOrder, type Irregularity, type LiveTrick, type Move } from '../play-order.ts';
import { declarerEarly, deemed, premature } from './premature.ts';
import { actor, misinformation, sideOf, toldByOpponent, toldToLead } from './retraction.ts';
import { simultaneous } from './simultaneous.ts';
import type { IncidentEvent, RulingOption } from '../types.ts';

type Lead = Extract<Irregularity, { kind: 'lead' }>;

/** Facts that belong to the designation rules (dummy's card touched, placed unnamed, a designation changed). */
const dummyFacts = (c: RulingContext, events: readonly IncidentEvent[]) =>
  events.some(
    (e) =>
      (e.type === 'touch' && e.hand === c.board.dummy) || (e.type === 'play' && e.unnamed === true) || (e.type === 'designate' && e.kind !== 'designation'),
  );

/**
 * Rules on an incident about the order of play, when it is one: a card led or played out of
 * order, cards played together, a card played after misinformation. Returns false when the
 * incident is not about the order of play (another part of the engine rules on it).
 */
export function leadsAndPlays(c: RulingContext, events: readonly IncidentEvent[]): boolean {
  if (events.some((e) => e.type === 'statement' && e.kind === 'claim') || dummyFacts(c, events)) return false;
  if (misinformation(c, events)) return true;
  const statements = events.some((e) => e.type === 'accept-lead' || e.type === 'refuse-lead');
  const order = playOrder(c.board, events, statements);
  const x = order.irregular;
  if (!x && order.early.length === 0) return false;
  declarerEarly(c, order.early);
  if (x?.kind === 'lead') leadOutOfTurn(c, events, x);
  else if (x?.kind === 'simultaneous') simultaneous(c, events, x);
  else if (x) premature(c, x.move, x.kind, x.trick);
  return true;
}

/** A lead by the wrong player, or a card put on the finished trick (45E). */
function leadOutOfTurn(c: RulingContext, events: readonly IncidentEvent[], x: Lead): void {
  const m = x.move;
  deemed(c, m);
  const byDeclarer = !isDefender(c.board, m.seat);
  if (x.finished) {
    const treated = ask(c, 'treatedAs', m.fact);
    if (treated === undefined) return step(c, byDeclarer ? '45E2' : '45E1', 'applies', 'needs-lead-finding', { card: m.card });
    if (treated === 'fifth-card') {
      if (byDeclarer) {
        step(c, '45E2', 'applies', 'fifth-declarer', { card: m.card });
        c.returned.push({ seat: m.seat, card: m.card });
      } else {
        step(c, '45E1', 'applies', 'fifth-defender', { card: m.card });
        penaltyCard(c, m.seat, m.card, true);
      }
      return;
    }
    step(c, byDeclarer ? '45E2' : '45E1', 'applies', 'deemed-lead', { card: m.card });
  }
  const told = toldByOpponent(c, events, m);
  if (told && toldToLead(c, events, m, told, x.proper)) return;
  if (x.opening && !byDeclarer) return openingLead(c, events, m, x.proper ?? nextSeat(c.board.declarer));
  ruleLead(c, events, m, x.proper, x.trick);
}

/** 53, 55, 56: a lead out of turn (not the opening lead of a defender). */
function ruleLead(c: RulingContext, events: readonly IncidentEvent[], m: Move, proper: Seat | undefined, before: LiveTrick): void {
  const s = settle(c, events, m, proper);
  const t = s.settled;
  if (t?.how === 'proper-lead') return properLead(c, m, t.move, s.others);
  if (c.edition === 2017 && atThirteenthTrick(c)) return thirteenth(c, m, t, s.others);
  const lead = { seat: m.seat, card: m.card };
  const byDefender = isDefender(c.board, m.seat);
  // The cards played meanwhile come after the lead in the chain and in the cards played.
  const meanwhile = () => othersAndIgnored(c, s);
  if (t?.how === 'play') {
    step(c, '53', 'applies', 'accepted-by-play', { card: m.card, seat: t.move.seat });
    c.played.push(lead);
    meanwhile();
    deemed(c, t.move);
    c.played.push({ seat: t.move.seat, card: t.move.card });
    return;
  }
  if (t?.how === 'statement' && t.accept) {
    if (t.differ) step(c, '55A', 'applies', 'defenders-differ', { seat: t.differ });
    step(c, '53', 'applies', 'accepted-by-statement', { card: m.card, seat: t.by });
    c.played.push(lead);
    return meanwhile();
  }
  if (t?.how === 'wrong-defender') {
    step(c, '53B', 'applies', 'wrong-defender-plays', { card: m.card, seat: t.move.seat });
    c.played.push(lead);
    meanwhile();
    const trick: LiveTrick = {
      leader: m.seat,
      cards: new Map([[m.seat, { card: m.card }], ...s.others.map((o) => [o.seat, { card: o.card }] as const)]),
      dummyActed: before.dummyActed,
    };
    return premature(c, t.move, 'out-of-turn', trick);
  }
  if (t?.how === 'open-53C') {
    step(c, '53C', 'applies', 'needs-lead-or-play', { card: t.move.card, seat: actor(c, t.move.seat) });
    return meanwhile();
  }
  if (byDefender) {
    const partner = partnerOf(m.seat);
    if (t?.how === 'statement') {
      step(c, '56', 'applies', 'refused-defender', { card: m.card, seat: t.by });
      penaltyCard(c, m.seat, m.card, true);
      if (proper) step(c, '56', 'applies', 'proper-leads', { seat: proper });
      return meanwhile();
    }
    step(c, '56', 'applies', 'defender-lead', { card: m.card, seat: m.seat });
    c.options.push(
      { who: [c.board.declarer], action: 'accept-lead', cards: [m.card], laws: ['53'], then: { played: [lead] } },
      {
        who: [c.board.declarer],
        action: 'refuse-lead',
        cards: [m.card],
        laws: ['56', '54D', '50D'],
        then: {
          penaltyCards: [{ seat: m.seat, card: m.card, kind: 'major' }],
          ...(proper ? { leadFrom: proper } : {}),
          ...restrictions(c, proper, partner, cardSuit(m.card)),
        },
      },
    );
    step(c, '53', 'applies', 'may-accept', { card: m.card });
    step(c, '50D', 'applies', 'if-refused-major', { card: m.card, seat: m.seat });
    return meanwhile();
  }
  // Declarer's lead out of turn (55): either defender chooses; the next in turn prevails.
  const wrongHand = proper !== undefined && !isDefender(c.board, proper);
  const next = nextSeat(m.seat);
  if (t?.how === 'statement') {
    if (t.differ) step(c, '55A', 'applies', 'defenders-differ', { seat: t.differ });
    step(c, wrongHand ? '55B2' : '55B1', 'applies', wrongHand ? 'refused-wrong-hand' : 'refused-declarer', { card: m.card, seat: proper ?? '' });
    c.returned.push(lead);
    withdrawnInfo(c, [lead], 'declarer');
    meanwhile();
    return infoWatch(c, m.fact);
  }
  step(c, '55A', 'applies', wrongHand ? 'wrong-hand' : 'declarer-lead', { card: m.card, seat: next });
  const defs = defenders(c.board);
  c.options.push(
    { who: defs, action: 'accept-lead', cards: [m.card], conflict: 'next-in-turn-prevails', prevails: next, laws: ['55A', '53'], then: { played: [lead] } },
    {
      who: defs,
      action: 'refuse-lead',
      cards: [m.card],
      rectification: 'none',
      laws: wrongHand ? ['55A', '55B2'] : ['55A', '55B1'],
      then: { returned: [lead], ...(proper ? { leadFrom: proper } : {}) },
    },
  );
  step(c, '48A', 'applies', 'no-penalty-declarer', { card: m.card });
  if (wrongHand) step(c, '55B2', 'applies', 'correct-hand', { seat: proper });
  else if (proper) step(c, '55B1', 'applies', 'proper-leads', { seat: proper });
  meanwhile();
  infoWatch(c, m.fact);
}

/** Every hand holds one card, the trick in progress is empty: the lead is to the thirteenth trick. */
function atThirteenthTrick(c: RulingContext): boolean {
  const seats = ['N', 'E', 'S', 'W'] as const;
  const count = (seat: Seat) => Object.values(c.board.hands[seat] ?? {}).reduce((n, h) => n + (h?.length ?? 0), 0);
  return (c.board.trick?.cards.length ?? 0) === 0 && seats.every((seat) => count(seat) === 1);
}

/**
 * 2017 53A: a lead out of turn may be accepted only before the thirteenth trick; at the last
 * trick it is taken back, with any card played to it, and the proper hand leads (2007 let it be
 * accepted at any trick).
 */
function thirteenth(c: RulingContext, m: Move, t: ReturnType<typeof settle>['settled'], others: readonly Move[]): void {
  const followed = t && 'move' in t ? [t.move] : [];
  step(c, '53A', 'applies', 'lead-13-withdrawn', { card: m.card });
  for (const x of [m, ...followed, ...others]) c.returned.push({ seat: x.seat, card: x.card });
}

/** 50D2(a) lead restrictions that follow a refused lead when the offender's partner is the one to lead. */
function restrictions(c: RulingContext, proper: Seat | undefined, partner: Seat, suit: Suit | undefined): Pick<NonNullable<RulingOption['then']>, 'options'> {
  if (proper !== partner || suit === undefined) return {};
  return { options: leadRestrictions(c.board, c.board.declarer, partner, suit) };
}

/** 55C: declarer's later play may have used what his lead out of turn told him; the director may adjust. */
function infoWatch(c: RulingContext, fact: number): void {
  const used = offer(c, 'usedInformation', fact);
  step(c, '55C', used === false ? 'not-applied' : 'applies', used === true ? 'info-used' : used === false ? 'info-not-used' : 'info-watch');
}

/** 53C: the player whose lead it was, an opponent of the irregular leader, led in turn. */
function properLead(c: RulingContext, m: Move, p: Move, others: readonly Move[]): void {
  deemed(c, p);
  step(c, '53C', 'applies', 'proper-lead', { card: p.card, seat: actor(c, p.seat) });
  c.played.push({ seat: p.seat, card: p.card });
  const inError = [m, ...others];
  const bySeat = new Map<Seat, Move[]>();
  for (const o of inError) bySeat.set(actor(c, o.seat), [...(bySeat.get(actor(c, o.seat)) ?? []), o]);
  for (const [who, cards] of bySeat)
    c.options.push({ who: [who], action: 'withdraw', cards: cards.map((x) => x.card), rectification: 'none', laws: ['53C', '16D'] });
  withdrawnInfo(
    c,
    inError.map((o) => ({ seat: o.seat, card: o.card })),
    sideOf(c, m.seat),
  );
  step(c, '16D', 'applies', 'withdrawn-info');
}
