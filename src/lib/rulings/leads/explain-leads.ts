/**
 * What the director says follows an option of the leads laws: who then leads or plays, who
 * becomes declarer, the card the option forces or that any legal card may be played (59), and
 * the choices that follow (50D2 after a refused lead), each in the page language's table.
 */
import { fill as fillText, type FillValue } from '../../text/fill.ts';
import type { ReasonTable } from '../reasons/en.ts';
import type { RulingOption } from '../types.ts';

/**
 * The sentences after an option's own: `who` names seats, `line` says a nested option.
 * @example thenParts({ who: ['S'], action: 'refuse-lead', laws: [], then: { leadFrom: 'W' } }, en, who, line) // ['West then leads.']
 */
export function thenParts(
  o: RulingOption,
  t: ReasonTable,
  who: (xs: readonly string[]) => FillValue,
  line: (o: RulingOption) => string,
  card: (c: string) => string,
): string[] {
  const s = t.script;
  const fill = (template: string, vars: Readonly<Record<string, FillValue>>) => fillText(template, t.lang, vars, { seats: t.seats });
  const then = o.then;
  if (!then) return [];
  const out: string[] = [];
  if (then.forced) out.push(fill(s['then-forced'], { cards: card(then.forced) }));
  if (then.anyCard) out.push(s['then-any']);
  // The spreading option names the new declarer itself.
  if (then.declarer && o.action !== 'become-dummy') out.push(fill(s['then-declarer'], { seat: who([then.declarer]) }));
  if (then.playFrom) out.push(fill(s['then-play-from'], { seat: who([then.playFrom]) }));
  if (then.leadFrom) out.push(fill(s['then-lead'], { seat: who([then.leadFrom]) }));
  if (then.options && then.options.length > 0) out.push(s['then-options'], ...then.options.map(line));
  return out;
}
