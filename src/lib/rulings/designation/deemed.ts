/** What declarer's words designate under Law 46: the type `designation.ts` and its helpers return. */
import type { Card } from '../../bridge/index.ts';
import type { DeemedReason, OpenReason } from '../reasons/en.ts';

/** What words designate under Law 46. */
export type Deemed =
  | { readonly kind: 'card'; readonly card: Card; readonly law: string; readonly reason: DeemedReason }
  /**
   * 46B4: the named card is not in dummy; the designation is void. `named` is the card, a rank
   * (`Q`) or a suit (`S?`); `reason` says which (`void`, `void-rank`, `void-suit`), or "ruff" in
   * notrump (`ruff-notrump`).
   */
  | { readonly kind: 'void'; readonly law: '46B4'; readonly named: string; readonly reason?: 'void' | 'void-rank' | 'void-suit' | 'ruff-notrump' }
  /** 46B5: no suit and no rank; either defender designates. */
  | { readonly kind: 'defenders-choose'; readonly law: '46B5' }
  /**
   * The words fit more than one card (46B3(b)) or no card the diagram shows: declarer designates
   * (under `optionLaws`, 46A when not given), or, with `finding`, the director finds which card
   * the words and gestures designated.
   */
  | {
      readonly kind: 'open';
      readonly law: string;
      readonly reason: OpenReason;
      readonly among: readonly Card[];
      readonly optionLaws?: readonly string[];
      readonly finding?: 'intended';
    };
