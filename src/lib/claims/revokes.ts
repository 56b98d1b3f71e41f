/**
 * Revokes made before the claim (63A3, 64). A revoke by the claimer's side is established by the
 * claim itself; one by the other side when that side agrees to the claim (63A3) — the Polish
 * commentary's reading (pl-68-71#26: only at the next board's first call) is not the Laws' and is
 * not applied. The transfer is 64A's: the revoke trick if the revoker won it, and one more trick
 * if his side won it or a later trick (tricks awarded after the claim count as later tricks).
 */
import { step, type ClaimCtx } from './context.ts';
import type { AfterEvent, RevokeTransfer } from './types.ts';

type Revoke = Extract<AfterEvent, { type: 'revoke' }>;

/**
 * The transfers. `claimerSide` tells whose revoke it is; `agreed`: the other side agreed to the
 * claim; `laterAwarded(offenderIsClaimerSide)`: tricks of the remaining awarded to the offenders.
 */
export function revokeTransfers(c: ClaimCtx, revokes: readonly Revoke[], isClaimerSide: (seat: Revoke['seat']) => boolean, agreed: boolean, awardedTo: (claimerSide: boolean) => number): RevokeTransfer[] {
  const out: RevokeTransfer[] = [];
  for (const r of revokes) {
    const mine = isClaimerSide(r.seat);
    if (!mine && !agreed) {
      step(c, '63A3', 'not-applied', 'revoke-not-established', { seat: r.seat, trick: r.trick });
      continue;
    }
    step(c, '63A3', 'applies', mine ? 'revoke-established-claim' : 'revoke-established-agreement', { seat: r.seat, trick: r.trick });
    const later = r.laterTricks + awardedTo(mine);
    const tricks = r.offenderWonTrick ? 1 + (later > 0 ? 1 : 0) : (r.sideWonTrick === true || later > 0 ? 1 : 0);
    step(c, tricks > 0 ? '64A' : '64B', tricks > 0 ? 'applies' : 'not-applied', tricks > 0 ? 'revoke-transfer' : 'revoke-no-transfer', { seat: r.seat, tricks });
    out.push({ seat: r.seat, trick: r.trick, tricks, laws: ['63A3', tricks > 0 ? '64A' : '64B'] });
  }
  return out;
}
