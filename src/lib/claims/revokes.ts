/**
 * Revokes made before the claim (63A3, 63A4, 64). A revoke by the claimer's side is established by
 * the claim itself (63A3); one by the other side when that side agrees to the claim — under 63A3
 * in 2007, under 2017's new 63A4 (63A3 there covers only the offenders' own claim; the agreement
 * counts once it stands, 69A: withdrawn before the next call it never did) — the Polish
 * commentary's reading (pl-68-71#26: only at the next board's first call) is not the Laws' and is
 * not applied. The transfer is 64A's, computed by the shared law rule (`law-rules/revoke-transfer.ts`,
 * which the ruling engine uses too): the revoke trick if the revoker won it, and one more trick if
 * his side won a later trick; one trick if his side won the revoke trick or a later one (tricks
 * awarded after the claim count as later tricks).
 */
import { revokeTransfer, type TrickWinner } from '../law-rules/revoke-transfer.ts';
import { step, type ClaimCtx } from './context.ts';
import type { AfterEvent, ClaimEdition, RevokeTransfer } from './types.ts';

type Revoke = Extract<AfterEvent, { type: 'revoke' }>;

/**
 * The transfers. `claimerSide` tells whose revoke it is; `agreed`: the other side agreed to the
 * claim; `laterAwarded(offenderIsClaimerSide)`: tricks of the remaining awarded to the offenders.
 */
export function revokeTransfers(
  c: ClaimCtx,
  edition: ClaimEdition,
  revokes: readonly Revoke[],
  isClaimerSide: (seat: Revoke['seat']) => boolean,
  agreed: boolean,
  awardedTo: (claimerSide: boolean) => number,
): RevokeTransfer[] {
  const out: RevokeTransfer[] = [];
  for (const r of revokes) {
    const mine = isClaimerSide(r.seat);
    const law = mine || edition === 2007 ? '63A3' : '63A4';
    if (!mine && !agreed) {
      step(c, law, 'not-applied', 'revoke-not-established', { seat: r.seat, trick: r.trick });
      continue;
    }
    step(c, law, 'applies', mine ? 'revoke-established-claim' : 'revoke-established-agreement', { seat: r.seat, trick: r.trick });
    const later = r.laterTricks + awardedTo(mine);
    // The record from the revoke trick on: who won it, then the later tricks the offending side won.
    const first: TrickWinner = r.offenderWonTrick ? 'revoker' : r.sideWonTrick === true ? 'partner' : 'opponents';
    const { tricks } = revokeTransfer({ tricks: [first, ...Array.from({ length: later }, (): TrickWinner => 'partner')] }, edition);
    step(c, tricks > 0 ? '64A' : '64B', tricks > 0 ? 'applies' : 'not-applied', tricks > 0 ? 'revoke-transfer' : 'revoke-no-transfer', {
      seat: r.seat,
      tricks,
    });
    out.push({ seat: r.seat, trick: r.trick, tricks, laws: [law, tricks > 0 ? '64A' : '64B'] });
  }
  return out;
}
