/**
 * Words for a ruling: each step's one-line reason and the director's script to the players, in
 * a language's table (`reasons/<lang>.ts`). Pure and table-driven, so a browser island can take
 * the table of its page's language as data instead of bundling all four.
 */
import { SUIT_SYMBOLS, type Seat } from '../bridge/vocabulary.ts';
import { fill as fillText, seats, type FillValue } from '../text/fill.ts';
import { thenParts } from './leads/explain-leads.ts';
import type { ReasonTable } from './reasons/en.ts';
import type { Ruling, RulingOption, Step } from './types.ts';

/**
 * A card for reading: `ST` → `♠10`, `D?` → `♦?`, `?` → `?`.
 * @example showCard('HT') // '♥10'
 */
export function showCard(card: string): string {
  const s = SUIT_SYMBOLS[card[0] as keyof typeof SUIT_SYMBOLS];
  if (!s) return card;
  const r = card.slice(1);
  return `${s}${r === 'T' ? '10' : r}`;
}

const cards = (xs: readonly string[]) => xs.map(showCard).join(' ');

/** A template of table `t` filled in its language, seats in the table's words. */
export const fillIn = (t: ReasonTable, template: string, vars: Readonly<Record<string, FillValue>>): string =>
  fillText(template, t.lang, vars, { seats: t.seats });

/** Variables of a step made readable: cards with symbols, seats as seats (named in the template's case). */
function readable(vars: Readonly<Record<string, string>>): Record<string, FillValue> {
  const out: Record<string, FillValue> = {};
  for (const [k, v] of Object.entries(vars)) {
    out[k] =
      k === 'seat'
        ? seats(v as Seat)
        : k === 'card' || k === 'deemed' || k === 'from' || k === 'named' || k === 'earlier'
          ? showCard(v)
          : k === 'cards' || k === 'suit' || k === 'kept' || k === 'restored' || k === 'held'
            ? cards(v.split(' ').filter(Boolean))
            : k === 'rank'
              ? v === 'T'
                ? '10'
                : v
              : v;
  }
  return out;
}

/**
 * The one-line reason of a step.
 * @example reasonText({ law: '46B2', effect: 'applies', reason: 'deemed-suit', vars: { card: 'S2' } }, en)
 * // 'A suit named without a rank designates dummy's lowest card of that suit: the ♠2.'
 */
export function reasonText(step: Step, t: ReasonTable): string {
  const template = (t.reasons as Record<string, string>)[step.reason] ?? step.reason;
  return fillIn(t, template, readable(step.vars ?? {}));
}

/** What the director says to the players: the cards' status, then each option. */
export function scriptLines(r: Ruling, t: ReasonTable): string[] {
  const s = t.script;
  const who = (xs: readonly string[]) => seats(xs as Seat[]);
  const fill = (template: string, vars: Readonly<Record<string, FillValue>>) => fillIn(t, template, vars);
  const lines: string[] = [];
  if (r.cardChange) lines.push(s[`change-${r.cardChange}`]);
  for (const p of r.played) lines.push(fill(s.played, { cards: showCard(p.card) }));
  // A card not played that becomes a penalty card does not go back to the hand: it stays face up on the table (50A).
  const penalised = (p: { seat: string; card: string }) => r.penaltyCards.some((x) => x.seat === p.seat && x.card === p.card);
  for (const p of r.returned) if (!penalised(p)) lines.push(fill(s.returned, { cards: showCard(p.card) }));
  for (const p of r.penaltyCards) lines.push(fill(s.penalty, { cards: showCard(p.card), kind: s[p.kind] }));
  for (const o of r.options) lines.push(optionLine(o, t, who));
  // ── revokes (61–64) ──: each established revoke's transfer at the end of play.
  for (const x of r.transfers ?? [])
    lines.push(
      fill(s[x.tricks === undefined ? 'transfer-pending' : x.tricks === 2 ? 'transfer-two' : x.tricks === 1 ? 'transfer-one' : 'transfer-none'], {
        cards: showCard(x.card),
      }),
    );
  return lines;
}

function optionLine(o: RulingOption, t: ReasonTable, who: (xs: readonly string[]) => FillValue): string {
  const s = t.script;
  const fill = (template: string, vars: Readonly<Record<string, FillValue>>) => fillIn(t, template, vars);
  const vars = {
    who: who(o.who),
    cards: cards(o.cards ?? []),
    among: cards(o.among ?? []),
    suit: o.suit ? t.suits[o.suit] : '',
    binds: o.binds ? who([o.binds]) : '',
  };
  const key =
    o.action === 'withdraw' && o.condition
      ? 'withdraw-if'
      : o.action === 'designate' && o.among
        ? 'designate-among'
        : o.action === 'forbid-lead' && !o.suit
          ? 'forbid-lead-all'
          : (o.action === 'supply-card' || o.action === 'face-card') && !o.cards?.length
            ? `${o.action}-any`
            : o.action;
  const parts = [fill(s[key as keyof typeof s], vars)];
  if (o.onlyIfWithdrawn && o.onlyIfWithdrawn.length > 0) parts.push(fill(s['only-if'], { cards: cards(o.onlyIfWithdrawn) }));
  if (o.rectification === 'none') parts.push(s['no-rectification']);
  if (o.conflict === 'first-statement-counts') parts.push(s['first-statement']);
  if (o.conflict === 'next-in-turn-prevails' && o.prevails) parts.push(fill(s['next-prevails'], { seat: who([o.prevails]) }));
  // The card named: beside the card required in its place, "the card" read as the required one.
  if (o.then?.penaltyCards?.length) parts.push(fill(s['penalty-then'], { cards: cards(o.then.penaltyCards.map((p) => p.card)) }));
  if (o.then?.pickedUp?.length) parts.push(fill(s['picked-up'], { cards: cards(o.then.pickedUp.map((p) => p.card)) }));
  if (o.then?.remain?.length) parts.push(fill(s['remain'], { cards: cards(o.then.remain.map((p) => p.card)) }));
  parts.push(...thenParts(o, t, who, (x) => optionLine(x, t, who), showCard));
  return parts.join(' ');
}
