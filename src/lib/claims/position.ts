/**
 * The table at the claim from checked input: the hands (cards played to the trick in progress
 * taken out of them), the trick, who leads it, trumps from the contract.
 */
import { handCards, parseHand, parseTrick, partnerOf, SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { byRank, type Play, type Table } from './state.ts';
import type { ClaimInput } from './types.ts';

/** Trumps of a contract (`4S` → S, `3NT` → none). */
export function trumpOf(contract: string): Suit | undefined {
  const m = /^[1-7]([SHDC]|NT)/.exec(contract);
  return m && m[1] !== 'NT' ? (m[1] as Suit) : undefined;
}

/** The four hands as card lists (highest first), cards played to the trick in progress included. */
export function handsOf(input: ClaimInput): Record<Seat, Card[]> {
  const out = {} as Record<Seat, Card[]>;
  for (const s of SEATS) {
    const h = parseHand(input.position.hands[s]);
    out[s] = h.ok && h.value ? [...handCards(h.value)].sort(byRank) : [];
  }
  return out;
}

/** The trick in progress as plays (empty when none). */
export function trickOf(input: ClaimInput): { leader?: Seat; plays: Play[] } {
  const text = input.position.trick?.trim();
  if (!text) return { plays: [] };
  const t = parseTrick(text);
  if (!t.ok) return { plays: [] };
  const seats = SEATS.indexOf(t.value.leader);
  return { leader: t.value.leader, plays: t.value.cards.map((card, i) => ({ seat: SEATS[(seats + i) % 4]!, card: card as Card })) };
}

/** The table the search starts from. */
export function tableOf(input: ClaimInput): Table {
  const hands = handsOf(input);
  const { leader, plays } = trickOf(input);
  for (const p of plays) hands[p.seat] = hands[p.seat].filter((c) => c !== p.card);
  const trump = trumpOf(input.contract);
  return { hands, leader: leader ?? input.position.onLead ?? input.declarer, trick: plays, out: [], ...(trump ? { trump } : {}) };
}

/** The claimer's side, the claimer first. */
export const sideOfClaimer = (input: ClaimInput): Seat[] => [input.claim.by, partnerOf(input.claim.by)];
