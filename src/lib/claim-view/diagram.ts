/**
 * The diagram of a claim's end position for the shared deal renderer (`<Deal>`): the four hands
 * at the claim, the contract, declarer, and the trick in progress drawn in the centre.
 */
import { parseContract, parseDealSetup, parseTrick, type DiagramInput } from '../bridge/index.ts';
import type { ClaimInput } from '../claims/types.ts';

/**
 * The `<Deal>` input of a claim's position (hands the content check or the tool has validated).
 * @example claimDiagram(input).contract // { level: 4, strain: 'S', … }
 */
export function claimDiagram(input: Pick<ClaimInput, 'position' | 'contract' | 'declarer' | 'vulnerable'>): DiagramInput {
  const hands = parseDealSetup(input.position.hands);
  if (!hands.ok) throw new Error(`claim position: ${hands.error.map((e) => e.message).join('; ')}`);
  const contract = parseContract(input.contract);
  const trick = input.position.trick ? parseTrick(input.position.trick) : undefined;
  const side = input.declarer === 'N' || input.declarer === 'S' ? 'NS' : 'EW';
  return {
    hands: hands.value,
    declarer: input.declarer,
    ...(contract.ok ? { contract: contract.value } : {}),
    ...(input.vulnerable === undefined ? {} : { vulnerable: input.vulnerable ? side : 'None' }),
    ...(trick?.ok && trick.value.cards.length > 0 ? { trick: trick.value } : {}),
  };
}
