/**
 * Laws 65–66 as far as they give rulings: a card of the last quitted trick turned the wrong way
 * (65B3), the order of a player's played cards disturbed before the tricks are agreed (65D), and
 * the inspection of played cards (66A the trick just completed, 66B one's own last card, 66C a
 * quitted trick, 66D after play). The time limits are read from the play before the fact: the
 * "next trick" is the trick after the last one completed or quitted.
 *
 * The codes differ (concordance rows 65B and 66B): 65B3 — 2017: any player may point out a card
 * turned the wrong way until his side leads or plays to the next trick (later, Law 16B may apply to
 * the remark); 2007: declarer may have it put right, dummy or a defender may point it out only until
 * a card is led to the next trick. 66B — 2017: until his side has led or played to the next trick;
 * 2007 (and 1997): until a card is led to it. Sources: 2017 65 (pzbs.pl/sedziowie/mpb/2017/en/l65),
 * 66 as 1997 (jfr.pzbs.pl/laws/node9/law66) and 2007 (bridgeditalia.it art. 66) give it, 2017 66B as
 * quoted by the Brevard club (bridgewebs.com/brevard); 2007 65B3 as the concordance reads lovboka.org
 * § 65 (uncertain: the reading of who may act under 2007 was not checked against the English text).
 */
import type { Seat } from '../../bridge/index.ts';
import type { Board } from '../board.ts';
import { isDefender, step, type RulingContext } from '../context.ts';
import { trickAt } from './defective.ts';
import type { IncidentEvent } from '../types.ts';

type ArrangementEvent = Extract<IncidentEvent, { type: 'wrong-way' | 'inspect' | 'disturbed' }>;

/** The fact types of Laws 65–66. */
export const ARRANGEMENT_EVENT_TYPES = ['wrong-way', 'inspect', 'disturbed'] as const;
/** What a player asks to see (66A–D). */
export const INSPECT_WHAT = ['current-trick', 'own-last-card', 'quitted-trick', 'after-play'] as const;

/** Is this a fact of Laws 65–66? */
export const isArrangementEvent = (e: IncidentEvent): e is ArrangementEvent => (ARRANGEMENT_EVENT_TYPES as readonly string[]).includes(e.type);

/** Is this incident the arrangement area's: a fact of 65–66 and nothing another area rules but the cards played? */
export const isArrangementIncident = (events: readonly IncidentEvent[]): boolean =>
  events.some(isArrangementEvent) && events.every((e) => isArrangementEvent(e) || e.type === 'play' || e.type === 'call-director');

const sideOf = (b: Board, s: Seat) => (isDefender(b, s) ? 'defenders' : 'declarer');

/** Rules on each fact of Laws 65–66, in order. */
export function arrangementIncident(c: RulingContext, events: readonly IncidentEvent[]): void {
  const b = c.board;
  for (const [i, e] of events.entries()) {
    if (!isArrangementEvent(e)) continue;
    // The next trick: the one in progress at the fact (empty when the last trick has just been completed).
    const next = trickAt(b, events, i).trick;
    const mineOn = next.some((p) => sideOf(b, p.seat) === sideOf(b, e.seat));
    const vars = { seat: e.seat };
    if (e.type === 'disturbed') {
      step(c, '65D', 'applies', 'arr-disturbed', vars);
      continue;
    }
    if (e.type === 'wrong-way') {
      if (c.edition === 2017) step(c, '65B3', mineOn ? 'not-applied' : 'applies', mineOn ? 'arr-wrong-way-late' : 'arr-wrong-way', vars);
      else if (e.seat === b.declarer) step(c, '65B3', 'applies', 'arr-wrong-way-declarer', vars);
      else step(c, '65B3', next.length > 0 ? 'not-applied' : 'applies', next.length > 0 ? 'arr-wrong-way-late-2007' : 'arr-wrong-way', vars);
      continue;
    }
    if (e.seat === b.dummy && e.what !== 'after-play') {
      step(c, e.what === 'current-trick' ? '66A' : e.what === 'own-last-card' ? '66B' : '66C', 'not-applied', 'arr-inspect-dummy', vars);
      continue;
    }
    switch (e.what) {
      case 'current-trick':
        if (mineOn) step(c, '66A', 'not-applied', 'arr-current-late', vars);
        else if (e.turned) step(c, '66A', 'not-applied', 'arr-current-turned', vars);
        else step(c, '66A', 'applies', 'arr-current', vars);
        break;
      case 'own-last-card': {
        const late = c.edition === 2017 ? mineOn : next.length > 0;
        if (late) {
          step(c, '66B', 'not-applied', c.edition === 2017 ? 'arr-own-late' : 'arr-own-late-2007', vars);
          step(c, '66C', 'applies', 'arr-quitted', vars);
        } else step(c, '66B', 'applies', 'arr-own', vars);
        break;
      }
      case 'quitted-trick':
        step(c, '66C', 'applies', e.director ? 'arr-quitted-director' : 'arr-quitted', vars);
        break;
      case 'after-play':
        step(c, '66D', 'applies', 'arr-after-play', vars);
        if (e.mixed) step(c, '66D', 'applies', 'arr-mixed', { seat: e.mixed });
        break;
    }
  }
}
