/**
 * From case data (`case.yaml`, typed by `src/schemas/case.ts`) to what a page draws and exports:
 * each diagram as a `DealSetup` with the suits it shows, the diagram input of the shared
 * renderer, and the full 52-card deal when a diagram is one.
 */
import { dealFromSetup, parseContract, parseDealSetup, parseTrick, type Deal, type DealSetup, type DiagramInput, type Trick } from '../bridge/index.ts';
import type { CaseData, CaseDiagram } from '../../schemas/case.ts';
import { diagramHands } from './case-model.ts';

/**
 * The setup of a diagram of a validated case file (the content check has already parsed it).
 * @example diagramSetup(case5.diagrams[1]).E // { D: ['9'] }
 */
export function diagramSetup(diagram: CaseDiagram): DealSetup {
  const parsed = parseDealSetup(diagramHands(diagram));
  if (!parsed.ok) throw new Error(`diagram "${diagram.id}" (line ${diagram.line}): ${parsed.error.map((e) => e.message).join('; ')}`);
  return parsed.value;
}

/**
 * The trick in progress drawn on a diagram: the case's current trick belongs to the diagram the
 * play reaches (`play.to`, else `play.from`); an empty trick (`N:`, before the lead) is not drawn.
 * @example currentTrickOf(case1, 'main') // { leader: 'E', cards: ['S4', 'SQ', 'S9'] }
 */
export function currentTrickOf(data: CaseData, diagramId: string): Trick | undefined {
  const target = data.play?.to ?? data.play?.from ?? data.diagrams[0]?.id;
  if (data.play?.current === undefined || target !== diagramId) return undefined;
  const parsed = parseTrick(data.play.current);
  return parsed.ok && parsed.value.cards.length > 0 ? parsed.value : undefined;
}

/**
 * The renderer's input for every diagram of a case, in print order.
 * @example caseDiagramInputs(case5).map((d) => d.id) // ['before', 'after']
 */
export function caseDiagramInputs(data: CaseData): { id: string; line: number | undefined; input: DiagramInput }[] {
  const contract = data.contract === undefined ? undefined : parseContract(data.contract);
  return data.diagrams.map((d) => {
    const trick = currentTrickOf(data, d.id);
    const input: DiagramInput = {
      hands: diagramSetup(d),
      declarer: data.declarer,
      dummy: data.dummy,
      ...(contract?.ok ? { contract: contract.value } : {}),
      ...(trick ? { trick } : {}),
    };
    return { id: d.id, line: d.line, input };
  });
}

/**
 * The full 52-card deal of a case, when one of its diagrams is one (cases 2, 3, 13, 14).
 * @example fullDealOf(case2)?.S.D // ['A', 'K', 'Q', 'J', 'T', '9', '4']
 */
export function fullDealOf(data: CaseData): Deal | undefined {
  for (const d of data.diagrams) {
    const deal = dealFromSetup(diagramSetup(d));
    if (deal.ok) return deal.value;
  }
  return undefined;
}
