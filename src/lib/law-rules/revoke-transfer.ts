/**
 * Law 64: the trick transfer after an established revoke, as one rule both engines use (the
 * ruling engine at the end of play, the claim adjudicator for a revoke before a claim). Pure.
 *
 * 64A1: the revoker himself won the revoke trick — that trick goes to the other side, and one
 * more if his side won any later trick. 64A2: he did not win it — one trick goes if his side won
 * the revoke trick (his partner) or any later trick. A trick won by dummy is not won by declarer
 * (64A's footnote), so the record names the revoker, his partner or the other side for each
 * trick. 64B lists when nothing is transferred; 64C leaves the director to restore equity when
 * the transfer does not. The 2007 and 2017 codes transfer alike (1997's two tricks are no longer
 * the rule); they differ in 64B: 2017's B3 names a penalty card or a card of dummy's where 2007
 * names any card faced on the table or of a faced hand, 2017's B7 asks that both revokes be
 * established, 2017 adds B8 (a revoke corrected under its new 62C3), and 2017's 64C2 says how to
 * adjust after a repeated revoke (B2) or revokes by both sides (B7).
 * Sources: 2007 text, lovboka.org § 64 (A1–A2, B1–B7, C, the footnote on dummy); 2017 text,
 * thesmolens.com/LawsDupBridge/law64 (B1–B8), pzbs.pl/sedziowie/mpb/2017/en/l63 (62C3 in 63B).
 */
import type { Edition } from '../adjudication/index.ts';

/** The code the transfer is made under (the kernel's `Edition`). */
export type RevokeEdition = Edition;

/** Who won a trick, seen from the revoke: the revoker, his partner, or the non-offending side. */
export type TrickWinner = 'revoker' | 'partner' | 'opponents';

/**
 * A 64B case other than B1 (which the record itself shows): `repeated` a later revoke in the same
 * suit by the same player (B2); `faced` failing to play a card faced on the table — `card`
 * says which (B3); `after-next-call` attention first drawn after a non-offender called on the
 * next deal (B4); `after-round` after the round ended (B5); `twelfth` a revoke on the twelfth
 * trick (B6); `both-sides` both sides revoked on the board (B7; 2017: both revokes established);
 * `corrected-62C3` a revoke corrected under 2017's 62C3 (B8).
 */
export type RevokeException =
  | { readonly kind: 'repeated' }
  | { readonly kind: 'faced'; readonly card: 'dummy' | 'penalty-card' | 'faced-hand' }
  | { readonly kind: 'after-next-call' }
  | { readonly kind: 'after-round' }
  | { readonly kind: 'twelfth' }
  | { readonly kind: 'both-sides'; readonly bothEstablished?: boolean }
  | { readonly kind: 'corrected-62C3' };

/** The played-out record from the revoke trick on. */
export interface RevokeRecord {
  /** The winner of each trick from the revoke trick (first) to the last trick played or awarded. */
  readonly tricks: readonly TrickWinner[];
  /** The 64B cases the facts show (B1 is read from `tricks`). */
  readonly exceptions?: readonly RevokeException[];
}

/** What 64C asks of the director after this revoke. */
export interface EquityNote {
  /** `64C` (2007), `64C1`, `64C2(a)` or `64C2(b)` (2017). */
  readonly law: string;
  /** `general`: adjust if the transfer leaves the non-offenders short; `repeated`/`both-sides`: the 2017 rule for that case (2007: the general rule). */
  readonly kind: 'general' | 'repeated' | 'both-sides';
}

/** The rectification of one established revoke. */
export interface RevokeTransferResult {
  /** Tricks transferred to the non-offending side at the end of play (0, 1 or 2). */
  readonly tricks: number;
  /** The law that decides it: 64A1, 64A2, or the first 64B case that applies. */
  readonly law: string;
  /** Every 64B case that applies (its law id in this code). */
  readonly noTransfer: readonly string[];
  /** Tricks the offending side won from the revoke trick on (the most 64A can take). */
  readonly offendersWon: number;
  readonly equity: EquityNote;
}

/** The 64B law id of a case in a code, or undefined when the code has no such case. */
export function exceptionLaw(e: RevokeException, edition: RevokeEdition): string | undefined {
  switch (e.kind) {
    case 'repeated':
      return '64B2';
    case 'faced':
      // 2017 B3: a penalty card or a card of dummy's; 2007 B3: any card faced on the table or of a hand faced on it.
      return edition === 2017 && e.card === 'faced-hand' ? undefined : '64B3';
    case 'after-next-call':
      return '64B4';
    case 'after-round':
      return '64B5';
    case 'twelfth':
      return '64B6';
    case 'both-sides':
      return edition === 2017 && e.bothEstablished === false ? undefined : '64B7';
    case 'corrected-62C3':
      return edition === 2017 ? '64B8' : undefined;
  }
}

/**
 * The transfer for one established revoke.
 * @example revokeTransfer({ tricks: ['revoker', 'opponents', 'partner'] }, 2017).tricks // 2 (64A1)
 * @example revokeTransfer({ tricks: ['opponents', 'partner'] }, 2007).law // '64A2'
 */
export function revokeTransfer(record: RevokeRecord, edition: RevokeEdition): RevokeTransferResult {
  const [first, ...later] = record.tricks;
  const ours = (w: TrickWinner) => w !== 'opponents';
  const laterWon = later.filter(ours).length;
  const offendersWon = (first !== undefined && ours(first) ? 1 : 0) + laterWon;
  const exceptions = record.exceptions ?? [];
  const noTransfer: string[] = [];
  if (offendersWon === 0) noTransfer.push('64B1');
  for (const e of exceptions) {
    const law = exceptionLaw(e, edition);
    if (law && !noTransfer.includes(law)) noTransfer.push(law);
  }
  noTransfer.sort();
  const equity = equityNote(exceptions, edition);
  if (noTransfer.length > 0) return { tricks: 0, law: noTransfer[0] as string, noTransfer, offendersWon, equity };
  if (first === 'revoker') return { tricks: laterWon > 0 ? 2 : 1, law: '64A1', noTransfer, offendersWon, equity };
  return { tricks: 1, law: '64A2', noTransfer, offendersWon, equity };
}

function equityNote(exceptions: readonly RevokeException[], edition: RevokeEdition): EquityNote {
  if (edition === 2007) return { law: '64C', kind: 'general' };
  if (exceptions.some((e) => e.kind === 'repeated')) return { law: '64C2(a)', kind: 'repeated' };
  if (exceptions.some((e) => e.kind === 'both-sides' && e.bothEstablished !== false)) return { law: '64C2(b)', kind: 'both-sides' };
  return { law: '64C1', kind: 'general' };
}
