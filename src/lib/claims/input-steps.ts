/** Checking the claim statement's steps (`claim.statement`), each problem with its path. */
import { isSeat, isSuit, parseCard } from '../bridge/index.ts';
import { STEP_KINDS } from './types.ts';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCard = (v: unknown) => typeof v === 'string' && v.length === 2 && parseCard(v).ok;
const FIELDS: Record<string, readonly string[]> = {
  cash: ['cards'],
  run: ['suit', 'from'],
  'draw-trumps': [],
  ruff: ['suit', 'in'],
  finesse: ['card'],
  concede: ['suit', 'count'],
  if: ['when', 'then', 'else'],
  'top-down': ['suit'],
  rest: [],
  lead: ['card'],
  discard: ['card', 'suit'],
  cross: ['to', 'with'],
  'suit-tricks': ['suit', 'count'],
};

/** Checks a list of steps (nested `if` branches too). */
export function checkSteps(steps: unknown, at: string, p: string[], depth = 0): void {
  if (!Array.isArray(steps) || steps.length > 30) return void p.push(`${at}: expected a list of at most 30 steps ([] when no line was stated)`);
  if (depth > 3) return void p.push(`${at}: "if" nested more than 3 deep`);
  steps.forEach((s, i) => {
    const here = `${at}[${i}]`;
    if (!isObj(s) || !STEP_KINDS.includes(s.do as 'cash')) return void p.push(`${here}.do: one of ${STEP_KINDS.join(', ')}`);
    for (const k of Object.keys(s))
      if (k !== 'do' && !FIELDS[s.do as string]!.includes(k))
        p.push(`${here}.${k}: not a field of "${s.do}" (fields: ${FIELDS[s.do as string]!.join(', ') || 'none'})`);
    const suit = (k: string, need: boolean) => {
      if (s[k] === undefined ? need : !isSuit(s[k])) p.push(`${here}.${k}: a suit (S, H, D or C)`);
    };
    const seat = (k: string, need: boolean) => {
      if (s[k] === undefined ? need : !isSeat(s[k])) p.push(`${here}.${k}: a seat (N, E, S or W)`);
    };
    const card = (k: string, need: boolean) => {
      if (s[k] === undefined ? need : !isCard(s[k])) p.push(`${here}.${k}: a card such as "SA" or "HT"`);
    };
    switch (s.do) {
      case 'cash':
        if (!(Array.isArray(s.cards) && s.cards.length > 0 && s.cards.length <= 13 && s.cards.every(isCard)))
          p.push(`${here}.cards: a list of cards ("SA", "SK")`);
        break;
      case 'run':
        suit('suit', true);
        seat('from', false);
        break;
      case 'ruff':
        suit('suit', true);
        seat('in', true);
        break;
      case 'finesse':
      case 'lead':
        card('card', true);
        break;
      case 'concede':
        suit('suit', false);
        if (s.count !== undefined && !(Number.isInteger(s.count) && (s.count as number) >= 1 && (s.count as number) <= 13)) p.push(`${here}.count: 1–13`);
        break;
      case 'suit-tricks':
        suit('suit', true);
        if (!(Number.isInteger(s.count) && (s.count as number) >= 1 && (s.count as number) <= 13))
          p.push(`${here}.count: the number of tricks in the suit, 1–13`);
        break;
      case 'top-down':
        suit('suit', false);
        break;
      case 'discard':
        if ((s.card === undefined) === (s.suit === undefined)) p.push(`${here}: give card or suit`);
        card('card', false);
        suit('suit', false);
        break;
      case 'cross':
        seat('to', true);
        card('with', false);
        break;
      case 'if': {
        const w = s.when;
        if (!isObj(w) || !isSuit(w.suit)) p.push(`${here}.when: { suit, breaks? | showsOut? | drops? }`);
        else {
          if (w.breaks === undefined && w.showsOut === undefined && w.drops === undefined) p.push(`${here}.when: give breaks, showsOut or drops`);
          if (w.breaks !== undefined && !(typeof w.breaks === 'string' && /^\d{1,2}-\d{1,2}$/.test(w.breaks)))
            p.push(`${here}.when.breaks: a split such as "3-3" or "4-2"`);
          if (w.showsOut !== undefined && !isSeat(w.showsOut)) p.push(`${here}.when.showsOut: a seat`);
          if (w.drops !== undefined && !isCard(w.drops)) p.push(`${here}.when.drops: a card`);
        }
        checkSteps(s.then, `${here}.then`, p, depth + 1);
        if (s.else !== undefined) checkSteps(s.else, `${here}.else`, p, depth + 1);
        break;
      }
    }
  });
}
