/**
 * Does the engine's ruling say what a recorded ruling (case.yaml) says? Each field the record
 * states is checked; the engine may say more (the record keeps only what the booklet states).
 * Returns the differences, empty when the rulings agree.
 */
import { isOneOf } from '../base/one-of.ts';
import type { CaseRuling } from '../../schemas/case.ts';
import { SOME_DEFENDER } from './from-case.ts';
import type { Ruling, RulingOption } from './types.ts';

type Body = Omit<CaseRuling, 'by' | 'name' | 'upheld' | 'branches'>;
type At = { seat: string; card: string; condition?: string };

const seat = (s: string) => (s === 'defender' || s === 'opponents' ? SOME_DEFENDER : s);
const key = (x: At) => `${seat(x.seat)}${x.card}`;
const set = (xs: readonly string[]) => JSON.stringify([...new Set(xs)].sort());
const same = (a: readonly string[], b: readonly string[]) => set(a) === set(b);
/** The booklet says "change" or "withdraw" for the same right: take back and substitute (45C4(b), 45D). */
const action = (a: string) => (a === 'change' ? 'withdraw' : a);

/**
 * The differences between a recorded ruling and the engine's.
 * @example compareRuling(case1.scenarios[0].ruling, decide(input)) // []
 */
export function compareRuling(rec: Body, r: Ruling): string[] {
  const out: string[] = [];
  const laws = (effects: string[]) => r.steps.filter((s) => effects.includes(s.effect)).map((s) => s.law);
  if (rec.played && !same(rec.played.map(key), r.played.map(key))) out.push(`played: booklet ${set(rec.played.map(key))}, engine ${set(r.played.map(key))}`);
  for (const n of rec.notPlayed ?? []) {
    const ok =
      n.condition === 'if-already-played'
        ? r.options.some((o) => o.condition === 'if-already-played' && isOneOf(o.who, seat(n.seat)) && isOneOf(o.cards ?? [], n.card))
        : r.returned.some((x) => key(x) === key(n));
    if (!ok) out.push(`not played: booklet has ${key(n)}${n.condition ? ` (${n.condition})` : ''}, engine does not`);
  }
  if (rec.penaltyCards) {
    if (!same(rec.penaltyCards.map(key), r.penaltyCards.map(key)))
      out.push(`penalty cards: booklet ${set(rec.penaltyCards.map(key))}, engine ${set(r.penaltyCards.map(key))}`);
    for (const p of rec.penaltyCards)
      if (p.kind && !r.penaltyCards.some((q) => key(q) === key(p) && q.kind === p.kind)) out.push(`penalty card ${key(p)} should be ${p.kind}`);
  }
  if (rec.noPenaltyCard && r.penaltyCards.length > 0) out.push('the booklet says no penalty card arises');
  if (rec.cardChange && rec.cardChange !== r.cardChange) out.push(`card change: booklet ${rec.cardChange}, engine ${r.cardChange ?? 'none'}`);
  if (rec.orderRestorable !== undefined && rec.orderRestorable !== r.orderRestorable) out.push(`order restorable: booklet ${rec.orderRestorable}`);
  if (rec.establishedRevokes && !same(rec.establishedRevokes.map(key), r.establishedRevokes.map(key)))
    out.push(`established revokes: booklet ${set(rec.establishedRevokes.map(key))}, engine ${set(r.establishedRevokes.map(key))}`);
  if (rec.options) {
    if (rec.options.length !== r.options.length) out.push(`options: booklet ${rec.options.length}, engine ${r.options.length}`);
    for (const o of rec.options) if (!r.options.some((e) => optionMatches(o, e))) out.push(`option not given by the engine: ${JSON.stringify(o)}`);
  }
  for (const i of rec.information ?? []) {
    const ok = r.information.some(
      (e) =>
        same(e.cards.map(key), i.cards.map(key)) &&
        same(e.unauthorizedFor, i.unauthorizedFor.map(seat)) &&
        (!i.authorizedFor || same(e.authorizedFor, i.authorizedFor.map(seat))),
    );
    if (!ok) out.push(`information not given by the engine: ${JSON.stringify(i)}`);
  }
  if (rec.tricksAwarded?.declarer !== undefined && r.score?.tricksFromNow !== rec.tricksAwarded.declarer)
    out.push(`tricks to declarer: booklet ${rec.tricksAwarded.declarer}, engine ${r.score?.tricksFromNow ?? 'none'}`);
  if (rec.result && rec.result !== r.score?.result) out.push(`result: booklet ${rec.result}, engine ${r.score?.result ?? 'none'}`);
  const applied = laws(['applies', 'exception-applied', 'exception-refused']);
  for (const l of rec.laws) if (!applied.includes(l)) out.push(`law ${l} is not in the engine's chain`);
  for (const l of rec.lawsNotApplied ?? []) if (!laws(['not-applied']).includes(l)) out.push(`law ${l} should be marked not applied`);
  for (const l of rec.exceptionApplied ?? []) if (!laws(['exception-applied']).includes(l)) out.push(`the exception of ${l} should apply`);
  for (const l of rec.exceptionNotApplied ?? []) if (!laws(['exception-refused']).includes(l)) out.push(`the exception of ${l} should be refused`);
  if (rec.findings?.intentionRelevant === false && r.relevant.includes('intention'))
    out.push('the engine asks for the intention, which the booklet says does not matter');
  return out;
}

function optionMatches(o: NonNullable<Body['options']>[number], e: RulingOption): boolean {
  if (action(o.action) !== e.action || !same(o.who.map(seat), e.who)) return false;
  if (o.cards && !same(o.cards, e.cards ?? [])) return false;
  if (o.among && !same(o.among, e.among ?? [])) return false;
  if (o.onlyIfWithdrawn && !same(o.onlyIfWithdrawn, e.onlyIfWithdrawn ?? [])) return false;
  if (o.rectification && o.rectification !== e.rectification) return false;
  if (o.conflict && o.conflict !== e.conflict) return false;
  if (o.prevails && o.prevails !== e.prevails) return false;
  return (o.laws ?? []).every((l) => e.laws.includes(l));
}
