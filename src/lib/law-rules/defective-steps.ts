/**
 * Law 67's ruling as steps: one per finding of `defectiveTrick`, with its reason key and values
 * (cards as the model writes them, tricks counted from the deal's first). Kept apart from the
 * text (`explain-defective.ts`) so that the played-card engine, bundled in the calculator island,
 * takes the steps without the four languages' tables and the law-id formatter.
 */
import type { Card } from '../bridge/card.ts';
import type { DefectiveResult } from './defective-trick.ts';
import type { DefectiveReasonTable } from './reasons/defective/index.ts';

/** A reason of the ruling: its key and values (cards as the model writes them, tricks counted from the deal's first). */
export interface DefectiveStep {
  readonly law: string;
  readonly reason: keyof DefectiveReasonTable;
  readonly vars: Readonly<Record<string, string | number>>;
}

const list = (cs: readonly Card[]) => cs.join(' ');

/**
 * The steps of a ruling, in order: what was defective and how it is rectified, then (67B1) the
 * transfer for the deemed revoke and the equity note, or (67B2) each later revoke the restored
 * cards make. `firstTrick`: the deal's number of the first trick the facts give.
 */
export function defectiveSteps(r: DefectiveResult, firstTrick: number): DefectiveStep[] {
  if (r.kind === 'none') return [{ law: '67', reason: 'dt-none', vars: {} }];
  if (r.kind === 'impossible')
    return [{ law: '67', reason: r.why === 'card-twice' ? 'dt-card-twice' : 'dt-fourteenth', vars: { seat: r.seat, card: r.card ?? '' } }];
  const trick = firstTrick + r.trick;
  if (r.kind === 'omitted') {
    const follow = r.choose.length > 0;
    const first: DefectiveStep = {
      law: r.law,
      reason: r.law === '67A1' ? (follow ? 'dt-omitted-a-follow' : 'dt-omitted-a-any') : follow ? 'dt-omitted-b-follow' : 'dt-omitted-b-any',
      vars: { seat: r.offender, trick, cards: list(r.choose) },
    };
    const t = r.transfer;
    if (!t) return [first];
    return [
      first,
      t.tricks > 0
        ? { law: t.law, reason: 'dt-transfer', vars: { tricks: t.tricks, law: t.law } }
        : { law: t.law, reason: 'dt-no-transfer', vars: { law: t.law } },
      { law: t.equity.law, reason: 'dt-equity', vars: { equity: t.equity.law } },
    ];
  }
  if (r.law === '67A2') return [{ law: '67A2', reason: 'dt-too-many-a', vars: { seat: r.offender, trick, count: r.cards.length, cards: list(r.cards) } }];
  const restored = r.restored ?? [];
  return [
    {
      law: '67B2',
      reason: r.keptBy === 'finding' ? 'dt-too-many-b-found' : 'dt-too-many-b-highest',
      vars: {
        seat: r.offender,
        trick,
        count: r.cards.length,
        cards: list(r.cards),
        kept: r.kept ?? '',
        restored: list(restored),
        restoredCount: restored.length,
      },
    },
    ...(r.revokes ?? []).map(
      (v): DefectiveStep => ({ law: '61A', reason: 'dt-later-revoke', vars: { trick: firstTrick + v.trick, card: v.card, held: list(v.held) } }),
    ),
  ];
}
