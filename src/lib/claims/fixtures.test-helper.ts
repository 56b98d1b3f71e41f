/** Positions for the claims tests: a facts builder that fills the usual fields and checks the result. */
import type { Seat } from '../bridge/index.ts';
import { decideClaim } from './adjudicate.ts';
import type { LineRules } from './candidates.ts';
import { tableOf } from './position.ts';
import { runSources } from './search.ts';
import type { Table } from './state.ts';
import { flatten } from './statement.ts';
import { parseClaimInput } from './input.ts';
import type { ClaimInput, ClaimRuling, StatementStep } from './types.ts';

type Facts = Omit<ClaimInput, 'claim' | 'tricksWon'> & {
  claim: Partial<ClaimInput['claim']> & { by: ClaimInput['claim']['by'] };
  tricksWon?: ClaimInput['tricksWon'];
};

/** Checked input from short facts (statement `rest`, manner `statement`, a dispute by the next seat unless `after` is given). */
export function facts(f: Facts): ClaimInput {
  const size = f.position.hands.N.replace(/\./g, '').length;
  const data = {
    ...f,
    tricksWon: f.tricksWon ?? { declarer: 13 - size, defenders: 0 },
    claim: { tricks: size, manner: 'statement', statement: [{ do: 'rest' }], ...f.claim },
    after: f.after ?? [{ type: 'disputed', seat: { N: 'E', E: 'S', S: 'W', W: 'N' }[f.claim.by] }],
  };
  const c = parseClaimInput(data);
  if (!c.ok) throw new Error(c.problems.join('\n'));
  return c.input;
}

/** The ruling on short facts. */
export const rule = (f: Facts): ClaimRuling => decideClaim(facts(f));

/** The claimer's side's tricks of the remaining. */
export const claimerTricks = (r: ClaimRuling, declarerSide: boolean): number | undefined => (declarerSide ? r.awarded?.declarer : r.awarded?.defenders);

/** The table and the line rules of South's claim (North–South) on short facts, for `choices()` tests. */
export function rulesFor(
  hands: Record<string, string>,
  contract: string,
  onLead: Seat,
  statement: StatementStep[],
  extra: Partial<LineRules> = {},
): { t: Table; r: LineRules } {
  const input = facts({ contract, declarer: 'S', position: { hands: hands as never, onLead }, claim: { by: 'S', statement } });
  const t = tableOf(input);
  const base = {
    edition: 2017 as const,
    claimer: 'S' as const,
    side: ['S', 'N'] as Seat[],
    steps: flatten(statement, t, ['S', 'N']),
    trumpUnaware: false,
    irrational: {},
    shownOut: {},
    partnerFree: false,
    ...extra,
  };
  return { t, r: { ...base, runFrom: runSources(t, base) } };
}

/** The law steps as `law effect reason`. */
export const chain = (r: ClaimRuling): string[] => r.steps.map((s) => `${s.law} ${s.effect} ${s.reason}`);

/** 4♠ by South, East holds the last trump ♠J and no heart: cashing hearts first lets him ruff. */
export const TRUMP_RUFFS = { N: '..5432.', E: 'J..QJT.', S: 'A.AKQ..', W: '.5432..' } as const;
/** The same, but East holds three hearts: no normal line lets the trump win a trick (pl-68-71#16). */
export const TRUMP_HARMLESS = { N: '..5432.', E: 'J.765..', S: 'A.AKQ..', W: '.43.JT.' } as const;
/** 3NT by South, North on lead: ♠AQ over East's ♠K4 — the queen wins only as a finesse. */
export const FINESSE = { N: '32..A.', E: 'K4.3..', S: 'AQ.2..', W: '.54.K.' } as const;
/** The same, the ♠K with West (behind the ♠AQ): no line takes three tricks. */
export const FINESSE_OFFSIDE = { N: '32..A.', E: '.54.K.', S: 'AQ.2..', W: 'K4.3..' } as const;
/** 3NT by North; West on lead claims both tricks, his partner East to finesse ♠Q over North's ♠K. */
export const DEFENDER_FINESSE = { N: 'K3...', E: 'AQ...', S: '.43..', W: '2..5.' } as const;
/** Four top tricks in South's hand, no trump out: nothing can be lost. */
export const ALL_TOP = { N: '..5432.', E: '..QJT.9', S: 'A.AKQ..', W: '.5432..' } as const;
/** 3NT by South: the ♠K singleton with West drops under the ace; finessing the queen loses to it (pl-68-71#19). */
export const SINGLETON_K = { N: '32..A.', E: '54..K.', S: 'AQ.2..', W: 'K.43..' } as const;
/** 4♥ by South, a club to ruff in dummy (♥Q 3): East overruffs the ♥3 with the ♥9, not the queen (ru-67-74#69.6). */
export const RUFF_LOW = { N: '.Q3.2.', E: '5.9.K.', S: 'A.A..3', W: '..Q.54' } as const;
