/**
 * A card from dummy: touched (45C3, and declarer saying he meant another), designated (45C4, 46),
 * changed (45C4(b)), clarified under the incontrovertible-intention exception of 46B, designated
 * by nothing yet (after-open.ts), under an instruction from an earlier trick (continuing.ts), or
 * placed by dummy without being named (45D), including a withdrawal chain that runs into the next
 * trick (revoke established, 63A).
 */
import { cardSuit, nextSeat, partnerOf, type Card, type PlayedCard, type Seat } from '../../bridge/index.ts';
import { holds, suitCards } from '../board.ts';
import { ask, defenders, finding, isDefender, step, withdrawnInfo, type RulingContext } from '../context.ts';
import { afterOpen } from './after-open.ts';
import { continuing } from './continuing.ts';
import { deemedCard, designateOption } from './deemed-step.ts';
import { resolveSays } from './designation.ts';
import { isInstruction } from './instructions.ts';
import type { IncidentEvent, Says } from '../types.ts';

type Ev<T extends IncidentEvent['type']> = Extract<IncidentEvent, { type: T }>;

/** Is this incident about a card of dummy? */
export function isDummyIncident(c: RulingContext, events: readonly IncidentEvent[]): boolean {
  return events.some((e) => e.type === 'designate' || (e.type === 'touch' && e.hand === c.board.dummy) || (e.type === 'play' && e.unnamed === true));
}

/** Rules on a card of dummy. */
export function dummyIncident(c: RulingContext, events: readonly IncidentEvent[]): void {
  const desigs = events.filter((e): e is Ev<'designate'> => e.type === 'designate');
  const touch = events.find((e): e is Ev<'touch'> => e.type === 'touch' && e.hand === c.board.dummy);
  let card: Card | undefined;
  if (touch && desigs.length === 0) card = touchedCard(c, events, touch);
  const first = desigs[0];
  if (first) card = designated(c, events, desigs, first);
  const unnamed = events.find((e): e is Ev<'play'> => e.type === 'play' && e.unnamed === true && e.seat === c.board.dummy);
  if (unnamed && unnamed.card !== card) {
    unnamedCard(c, events, unnamed, card);
    return;
  }
  if (card) c.played.push({ seat: c.board.dummy, card });
}

/** The card declarer's designations make dummy play, after corrections, clarifications and the findings. */
function designated(c: RulingContext, events: readonly IncidentEvent[], desigs: readonly Ev<'designate'>[], first: Ev<'designate'>): Card | undefined {
  const firstAt = events.indexOf(first);
  if (first.earlier) return continuing(c, events, first, firstAt);
  const d = resolveSays(c.board, first.says);
  let card = deemedCard(c, d, false);
  if (card !== undefined && isInstruction(first.says)) step(c, '46B', 'applies', 'instruction-continues');
  if (d.kind === 'void' || d.kind === 'open') return afterOpen(c, events, d, firstAt);
  if (d.kind === 'defenders-choose') designateOption(c, d);
  const deemed = card;
  for (const x of desigs.slice(1)) {
    if (x.kind === 'correction') card = correction(c, x, card, events.slice(firstAt + 1, events.indexOf(x)), events.indexOf(x));
  }
  if (!desigs.some((x) => x.kind === 'correction' && c.cardChange === 'allowed')) card = exception(c, events, deemed, first.says, firstAt);
  return card;
}

/**
 * 45C3 with what declarer says after it: a card deliberately touched is played whatever declarer
 * says he meant, and the ruling says that the change he asks for is refused.
 */
function touchedCard(c: RulingContext, events: readonly IncidentEvent[], t: Ev<'touch'>): Card | undefined {
  const at = events.indexOf(t);
  const card = touched(c, t, at);
  const meant = events
    .slice(at + 1)
    .find((e): e is Ev<'statement'> => e.type === 'statement' && e.seat === c.board.declarer && (e.kind === 'intended' || e.kind === 'mistake'));
  const other = meant?.cards?.find((k) => k !== card);
  if (card !== undefined && meant && (other !== undefined || (meant.cards ?? []).length === 0)) {
    c.cardChange = 'refused';
    step(c, '45C3', 'applies', other ? 'touched-change-refused' : 'touched-change-refused-none', other ? { card, named: other } : { card });
  }
  return card;
}

/** 45C3: a card of dummy deliberately touched must be played, unless to arrange or reach. */
function touched(c: RulingContext, t: Ev<'touch'>, fact: number): Card | undefined {
  if (t.purpose === undefined) {
    step(c, '45C3', 'applies', 'touched', { card: t.card });
    return t.card;
  }
  const accepted = ask(c, 'purposeAccepted', fact);
  if (accepted === true) {
    step(c, '45C3', 'exception-applied', t.purpose === 'arrange' ? 'arrange-accepted' : 'reach-accepted', { card: t.card });
    c.returned.push({ seat: c.board.dummy, card: t.card });
    return undefined;
  }
  step(c, '45C3', accepted === false ? 'exception-refused' : 'applies', accepted === false ? 'purpose-refused' : 'purpose-needed', { card: t.card });
  return accepted === false ? t.card : undefined;
}

/**
 * 45C4(b): a change of an inadvertent designation, without pause for thought. Under the 2017
 * Laws declarer may correct a slip of the tongue (not of the mind), pause or not, but only until
 * he next plays a card, from his own hand or dummy.
 */
function correction(c: RulingContext, d: Ev<'designate'>, card: Card | undefined, between: readonly IncidentEvent[], fact: number): Card | undefined {
  if (c.edition === 2017 && playedSince(c, between)) {
    step(c, '45C4(b)', 'not-applied', 'correction-too-late');
    step(c, '45C4(a)', 'applies', card ? 'must-play' : 'must-play-none', card ? { card } : undefined);
    c.cardChange = 'refused';
    return card;
  }
  const slip = ask(c, 'slip', fact);
  // 2017 drops "without pause for thought": a slip of the tongue may be corrected, a slip of the mind not.
  const paused = slip !== 'tongue' ? undefined : d.timing === 'immediate' || c.edition === 2017 ? false : ask(c, 'pausedForThought', fact);
  if (slip === 'mind' || paused === true) {
    step(c, '45C4(b)', 'not-applied', slip === 'mind' ? 'not-inadvertent' : 'paused', {});
    step(c, '45C4(a)', 'applies', card ? 'must-play' : 'must-play-none', card ? { card } : undefined);
    c.cardChange = 'refused';
    return card;
  }
  if (slip === undefined || paused === undefined) {
    step(c, '45C4(b)', 'applies', 'needs-finding', {});
    return card;
  }
  const next = resolveSays(c.board, d.says);
  const changed = next.kind === 'card' ? next.card : undefined;
  const vars = { ...(card ? { from: card } : {}), ...(changed ? { card: changed } : {}) };
  step(
    c,
    '45C4(b)',
    'applies',
    card && changed ? 'changed' : changed ? 'changed-no-from' : card ? 'changed-no-card' : 'changed-none',
    card || changed ? vars : undefined,
  );
  c.cardChange = 'allowed';
  if (changed === undefined) deemedCard(c, next);
  if (card !== undefined && card !== changed) c.returned.push({ seat: c.board.dummy, card });
  // The opponent who played in turn after the first designation may take his card back.
  const rho = nextSeat(c.board.dummy);
  const theirs = between.filter((e): e is Ev<'play'> => e.type === 'play' && isDefender(c.board, e.seat)).map((e) => ({ seat: e.seat, card: e.card }));
  const toPlayNext = c.board.trick && c.board.trick.cards.length + 1 < 4 ? rho : undefined;
  if (theirs.length > 0) {
    for (const t of theirs) c.options.push({ who: [t.seat], action: 'withdraw', cards: [t.card], laws: ['45C4(b)', '47D'] });
    step(c, '47D', 'applies', 'opponent-withdraws', { seat: theirs[0]?.seat ?? rho });
    withdrawnInfo(c, theirs, 'declarer');
  } else if (toPlayNext && isDefender(c.board, toPlayNext) && card !== undefined) {
    const suit = cardSuit(card);
    const led = c.board.trick?.cards.length === 0 ? suit : cardSuit(c.board.trick?.cards[0] ?? '?');
    const guess: PlayedCard = led !== undefined && suitCards(c.board, toPlayNext, led).cards.length > 0 ? (`${led}?` as PlayedCard) : '?';
    const x = { seat: toPlayNext, card: guess, condition: 'if-already-played' as const };
    c.options.push({ who: [toPlayNext], action: 'withdraw', cards: [guess], condition: 'if-already-played', laws: ['45C4(b)', '47D'] });
    step(c, '47D', 'applies', 'opponent-withdraws-if', { seat: toPlayNext });
    withdrawnInfo(c, [x], 'declarer');
  }
  return changed;
}

/** Has declarer played another card, from his hand or from dummy at a later trick, among these facts? */
const playedSince = (c: RulingContext, between: readonly IncidentEvent[]): boolean =>
  between.some(
    (e) =>
      (e.type === 'play' && (e.seat === c.board.declarer || (e.seat === c.board.dummy && e.trick === 'next'))) ||
      (e.type === 'designate' && e.kind === 'designation'),
  );

/** What declarer says he meant: a later clarification, a statement, or the director's finding. */
function intendedCards(c: RulingContext, events: readonly IncidentEvent[], deemed: Card | undefined, fact: number): Card[] {
  const found = finding(c, 'intended', fact);
  if (found && found.length > 0) return [...found];
  const out: Card[] = [];
  for (const e of events) {
    if (e.type === 'designate' && (e.kind === 'clarification' || e.kind === 'repetition')) {
      const r = resolveSays(c.board, e.says);
      if (r.kind === 'card' && r.card !== deemed) out.push(r.card);
    }
    if (e.type === 'statement' && e.seat === c.board.declarer && (e.kind === 'intended' || e.kind === 'undecided-between')) {
      for (const k of e.cards ?? []) if (k !== deemed && holds(c.board, c.board.dummy, k) !== false) out.push(k);
    }
  }
  return [...new Set(out)];
}

/** 46B: unless declarer's different intention is incontrovertible. */
function exception(c: RulingContext, events: readonly IncidentEvent[], deemed: Card | undefined, says: Says, fact: number): Card | undefined {
  const incomplete = says.card === undefined && !(says.pointsAt !== undefined && says.pointsAt.length === 2);
  const intended = intendedCards(c, events, deemed, fact);
  const intention = finding(c, 'intention', fact);
  const mind = intention === undefined && finding(c, 'slip', fact) === 'mind';
  const contested = intended.length > 0 || events.some((e) => e.type === 'request') || intention !== undefined;
  if (deemed === undefined || !(incomplete || intended.length > 0) || !contested) return deemed;
  // The card said to be intended is the one the words designate: nothing in dispute, nothing goes back.
  if (intended.length > 0 && intended.every((x) => x === deemed)) return deemed;
  const verdict = mind ? 'not-incontrovertible' : ask(c, 'intention', fact);
  if (mind) ask(c, 'slip', fact);
  c.disputed.push({ seat: c.board.dummy, card: deemed }, ...intended.map((card) => ({ seat: c.board.dummy, card })));
  if (verdict === 'not-incontrovertible') {
    step(c, '46B', 'exception-refused', mind ? 'slip-of-mind' : 'not-incontrovertible', { card: deemed });
    step(c, '45C4(a)', 'applies', 'must-play', { card: deemed });
    c.cardChange = 'refused';
    return deemed;
  }
  if (verdict === undefined) {
    step(c, '46B', 'applies', 'needs-intention', { card: deemed });
    return deemed;
  }
  c.cardChange = 'allowed';
  c.returned.push({ seat: c.board.dummy, card: deemed });
  if (intended.length === 1) {
    step(c, '46B', 'exception-applied', 'intended', { card: intended[0] as Card, deemed });
    return intended[0];
  }
  if (intended.length > 1) {
    step(c, '46B', 'exception-applied', 'intended-among', { cards: intended.join(' '), deemed });
    c.options.push({ who: defenders(c.board), action: 'designate', among: intended, conflict: 'first-statement-counts', laws: ['46B', '10C2'] });
    step(c, '10C2', 'applies', 'no-consultation');
    return undefined;
  }
  step(c, '46B', 'exception-applied', 'intended-unknown', { deemed });
  ask(c, 'intended', fact);
  return undefined;
}

/** 45D: dummy placed a card declarer did not name; order is restored unless each side has played to the next trick. */
function unnamedCard(c: RulingContext, events: readonly IncidentEvent[], wrong: Ev<'play'>, named: Card | undefined): void {
  const after = events.slice(events.indexOf(wrong) + 1).filter((e): e is Ev<'play'> => e.type === 'play' && e.attempted !== true);
  const nextAt = after.findIndex((e) => e.trick === 'next');
  const toNext = nextAt < 0 ? [] : after.slice(nextAt);
  const side = (s: Seat) => (isDefender(c.board, s) ? 'EW' : 'NS');
  const sidesOnNext = new Set(toNext.map((e) => side(e.seat)));
  const restorable = sidesOnNext.size < 2;
  c.orderRestorable = restorable;
  if (!restorable) {
    step(c, '45D', 'not-applied', 'too-late', { card: wrong.card });
    c.played.push({ seat: c.board.dummy, card: wrong.card });
    revokes(c, wrong, after, nextAt);
    return;
  }
  step(c, '45D', 'applies', named ? 'withdrawn' : 'withdrawn-unnamed', named ? { card: wrong.card, named } : { card: wrong.card });
  c.returned.push({ seat: c.board.dummy, card: wrong.card });
  if (named) c.played.push({ seat: c.board.dummy, card: named });
  const rho = nextSeat(c.board.declarer, 3);
  const sameTrick = nextAt < 0 ? after : after.slice(0, nextAt);
  const withdrawable: { seat: Seat; card: PlayedCard }[] = [];
  for (const d of defenders(c.board)) {
    const cards = after.filter((e) => e.seat === d).map((e) => e.card);
    if (cards.length === 0) continue;
    c.options.push({ who: [d], action: 'withdraw', cards, rectification: 'none', laws: ['45D'] });
    withdrawable.push(...cards.map((card) => ({ seat: d, card })));
  }
  if (withdrawable.length > 0) step(c, '45D', 'applies', 'defenders-withdraw', { cards: withdrawable.map((x) => x.card).join(' ') });
  const mine = sameTrick.filter((e) => e.seat === c.board.declarer).map((e) => e.card);
  const rhoCards = sameTrick.filter((e) => e.seat === rho).map((e) => e.card);
  if (mine.length > 0) {
    c.options.push({ who: [c.board.declarer], action: 'withdraw', cards: mine, onlyIfWithdrawn: rhoCards, laws: ['45D'] });
    step(c, '45D', 'applies', 'declarer-withdraws', { seat: rho });
  }
  withdrawnInfo(c, withdrawable, 'declarer');
}

/** Law 63A: a revoke is established when the offender or his partner plays to the next trick. */
function revokes(c: RulingContext, wrong: Ev<'play'>, after: readonly Ev<'play'>[], nextAt: number): void {
  const trick = [wrong, ...(nextAt < 0 ? after : after.slice(0, nextAt))];
  const led = cardSuit(wrong.card);
  const next = nextAt < 0 ? [] : after.slice(nextAt);
  for (const p of trick.slice(1)) {
    const followed = cardSuit(p.card) === led;
    const couldFollow = led !== undefined && suitCards(c.board, p.seat, led).cards.length > 0;
    if (followed || !(p.revoke === true || couldFollow)) continue;
    if (next.some((n) => n.seat === p.seat || n.seat === partnerOf(p.seat))) {
      c.revokes.push({ seat: p.seat, card: p.card });
      step(c, '63A', 'applies', 'revoke-established', { seat: p.seat, card: p.card });
    }
  }
}
