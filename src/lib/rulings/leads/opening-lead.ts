/**
 * Law 54: a defender faces the opening lead out of turn. Declarer may accept it: dummy is spread
 * and the second card comes from declarer's hand (54B; a card declarer plays second from dummy
 * stands, 54B2); he may accept it by spreading his own hand, and becomes dummy (54A: once he has
 * exposed a card doing so); he must accept it if he could have seen dummy's cards (54C); or he
 * may refuse it: the card becomes a major penalty card, the proper leader (the offender's
 * partner) leads, and declarer may require or forbid the penalty card's suit (54D, 50D).
 */
import { cardSuit, type Seat } from '../../bridge/index.ts';
import { penaltyCard, step, type RulingContext } from '../context.ts';
import { leadRestrictions } from './inability.ts';
import { offer, othersAndIgnored, settle } from './lead-settlement.ts';
import type { Move } from '../play-order.ts';
import type { IncidentEvent } from '../types.ts';

/** Rules on the opening lead `m` faced out of turn; `proper`: declarer's left-hand opponent. */
export function openingLead(c: RulingContext, events: readonly IncidentEvent[], m: Move, proper: Seat): void {
  const { declarer, dummy } = c.board;
  const lead = { seat: m.seat, card: m.card };
  const s = settle(c, events, m, proper, true);
  // A card declarer plays from dummy before deciding is his acceptance (below); others are ruled apart.
  othersAndIgnored(c, { ...s, others: s.others.filter((o) => o.seat !== dummy) });
  const t = s.settled;
  step(c, '54', 'applies', 'opening-loot', { card: m.card, seat: m.seat });
  const saw = t?.how === 'spread' && t.by === dummy ? true : offer(c, 'sawDummy', m.fact);
  const accepted = () => {
    c.played.push(lead);
    step(c, '54B', 'applies', 'opening-accepted', { seat: declarer });
  };
  if (t?.how === 'spread' && t.by === declarer && saw !== true) {
    step(c, '54A', 'applies', 'opening-spread', { card: m.card, seat: dummy });
    c.played.push(lead);
    return;
  }
  if (saw === true) {
    step(c, '54C', 'applies', 'opening-must-accept', { card: m.card });
    accepted();
    secondFromDummy(c, t);
    return;
  }
  if (t?.how === 'statement' && t.accept) {
    step(c, '53', 'applies', 'accepted-by-statement', { card: m.card, seat: t.by });
    accepted();
    return;
  }
  if (t?.how === 'play') {
    step(c, '53', 'applies', 'accepted-by-play', { card: m.card, seat: t.move.seat });
    accepted();
    c.played.push({ seat: t.move.seat, card: t.move.card });
    secondFromDummy(c, t);
    return;
  }
  if (t?.how === 'statement') {
    step(c, '54D', 'applies', 'opening-refused', { card: m.card, seat: proper });
    penaltyCard(c, m.seat, m.card, true);
    return;
  }
  const fromDummy = s.others.find((o) => o.seat === dummy);
  if (fromDummy) {
    step(c, '54B2', 'applies', 'opening-dummy-second', { card: fromDummy.card });
    accepted();
    return;
  }
  const suit = cardSuit(m.card);
  c.options.push(
    { who: [declarer], action: 'accept-lead', cards: [m.card], laws: ['53', '54B'], then: { played: [lead], playFrom: declarer } },
    { who: [declarer], action: 'become-dummy', cards: [m.card], laws: ['54A'], then: { played: [lead], declarer: dummy } },
    {
      who: [declarer],
      action: 'refuse-lead',
      cards: [m.card],
      laws: ['54D', '50D'],
      then: {
        penaltyCards: [{ seat: m.seat, card: m.card, kind: 'major' }],
        leadFrom: proper,
        ...(suit ? { options: leadRestrictions(c.board, declarer, proper, suit) } : {}),
      },
    },
  );
  step(c, '54B', 'applies', 'opening-may-accept', { seat: declarer });
  step(c, '54A', 'applies', 'opening-may-spread', { seat: dummy });
  step(c, '54D', 'applies', 'opening-may-refuse', { card: m.card, seat: proper });
}

/** 54B2: declarer played the second card from dummy: it stands (except to correct a revoke). */
function secondFromDummy(c: RulingContext, t: ReturnType<typeof settle>['settled']): void {
  if (t?.how === 'play' && t.move.seat === c.board.dummy) step(c, '54B2', 'applies', 'opening-dummy-second', { card: t.move.card });
}
