/**
 * What a claim ruling shows, as plain data in the reader's language: the verdict, the tricks to
 * each side, the result, the decisive normal line trick by trick (with the statement step each
 * of the claimer's cards serves), the law chain with links, the director's script and the
 * findings still needed. Built once per ruling; `claimRulingHtml` (html.ts) draws it.
 */
import type { ClaimRuling, LineTrick, ScriptLine, StatementStep, Step } from '../claims/types.ts';
import { showCard } from '../rulings/explain.ts';
import { lawHref } from '../ruling-view/view.ts';
import { stepAt, stepText, type Words } from './steps.ts';
import { seats } from '../text/fill.ts';
import { displayResult } from '../scoring/result-notation.ts';

/** The texts the engine's keys stand for, in the reader's language (the engine's reason tables). */
export interface ClaimTexts {
  /** One link of the law chain. */
  readonly step: (s: Step) => string;
  /** One line of the director's script. */
  readonly script: (l: ScriptLine) => string;
  /** A careless-or-inferior play of the normal-play table, by its id. */
  readonly normal?: (id: string) => string | undefined;
}

/** One trick of the decisive line. */
export interface LineView {
  readonly trick: number;
  /** Each card with its seat, leader first, and who won it: `S ♠A, W ♠2, N ♠3, E ♠5 — won by South`. */
  readonly plays: string;
  /** The statement steps the claimer's side's cards serve; "not in the statement" when no step covers the trick or a careless or inferior play outside it was chosen. */
  readonly serves: string;
}

/** The view of one claim ruling. */
export interface ClaimView {
  readonly verdict: string;
  readonly tricks: readonly { readonly side: string; readonly remaining: number; readonly total: number }[];
  readonly result?: string;
  readonly line: readonly LineView[];
  readonly chain: readonly { readonly law: string; readonly href: string; readonly text: string }[];
  readonly script: readonly string[];
  readonly needs: readonly string[];
  readonly problems: readonly string[];
}

/**
 * A result with its strain as the reader writes it: `4S=` → `4♠=`, `3NTX-1` → `3БКX-1` with
 * `notrump` «БК» (the interface's `deal.notrump`; `NT` when none is given).
 * @example showResult('6H+1') // '6♥+1'
 * @example showResult('3NT+1', 'БК') // '3БК+1'
 */
export const showResult = (r: string, notrump = 'NT'): string => displayResult(r, notrump);

/** The reader's notrump label (`deal.notrump`), `NT` where the words lack it. */
const notrumpOf = (w: Words): string => {
  const nt = w('deal.notrump');
  return nt === 'deal.notrump' ? 'NT' : nt;
};

function lineView(t: LineTrick, statement: readonly StatementStep[], w: Words, texts: ClaimTexts): LineView {
  const plays = `${t.cards.map((c) => `${w(`deal.letter.${c.seat}`)} ${showCard(c.card)}`).join(', ')} — ${w('claim.won', { seat: seats(t.winner) })}`;
  const stated: string[] = [];
  const normals: string[] = [];
  let unstated = false;
  for (const c of t.cards) {
    if (c.serves === 'defence') continue;
    const step = c.serves === 'unstated' ? undefined : stepAt(statement, c.serves);
    if (step) {
      // A stated step played in a careless way (a stated ruff, low) says so.
      const how = c.normal ? (texts.normal?.(c.normal) ?? c.normal) : undefined;
      const text = how ? `${stepText(step, w)} (${how})` : stepText(step, w);
      if (!stated.includes(text)) stated.push(text);
      continue;
    }
    unstated = true;
    const normal = c.normal ? (texts.normal?.(c.normal) ?? c.normal) : undefined;
    if (normal && !normals.includes(normal)) normals.push(normal);
  }
  // A trick the statement covers is not "outside" it for a card that only follows or discards
  // to it; "not in the statement" is said of a trick no step covers, or of a careless or inferior
  // play (70B1 allows those outside the statement) that the normal-play table let be chosen.
  const outside = unstated && (stated.length === 0 || normals.length > 0) ? w('claim.unstated') + (normals.length > 0 ? ` (${normals.join(', ')})` : '') : '';
  return { trick: t.number, plays, serves: [...stated, ...(outside ? [outside] : [])].join('; ') };
}

/**
 * The view of a ruling on a claim whose statement was `statement`, in the words `w` (interface
 * strings, `claim.*` and `deal.*`) and the engine's texts.
 * @example claimView(ruling, [], w, texts).tricks[0] // { side: 'Declarer’s side', remaining: 3, total: 10 }
 */
export function claimView(r: ClaimRuling, statement: readonly StatementStep[], w: Words, texts: ClaimTexts, lang: string, base = '/'): ClaimView {
  const vars = {
    declarer: String(r.awarded?.declarer ?? '?'),
    defenders: String(r.awarded?.defenders ?? '?'),
    remaining: String(r.remaining),
    claimed: String(r.claimed),
  };
  const verdict = [w(`claim.kind.${r.kind}`, vars), w(`claim.outcome.${r.outcome}`, vars)].join(' ');
  const tricks =
    r.awarded && r.total
      ? [
          { side: w('claim.side.declarer'), remaining: r.awarded.declarer, total: r.total.declarer },
          { side: w('claim.side.defenders'), remaining: r.awarded.defenders, total: r.total.defenders },
        ]
      : [];
  const result =
    r.result === undefined
      ? undefined
      : w('claim.result', { result: showResult(r.result, notrumpOf(w)), score: r.score === undefined ? '' : (r.score > 0 ? '+' : '') + String(r.score) });
  return {
    verdict,
    tricks,
    ...(result ? { result } : {}),
    line: (r.line ?? []).map((t) => lineView(t, statement, w, texts)),
    chain: r.steps.map((s) => ({ law: s.law, href: lawHref(s.law, lang, base), text: texts.step(s) })),
    script: r.script.map(texts.script),
    needs: r.needs.map((k) => w(`claim.j.${k}`)),
    problems: r.problems,
  };
}
