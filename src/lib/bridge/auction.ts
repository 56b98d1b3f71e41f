/**
 * Calls and an auction, for incident facts (Law 16: "the action taken at which call").
 * A call is a bid (`1S`, `3NT`, read by the bridge model's `readContract`), `X`, `XX` or `P`.
 * `checkAuction` walks the calls from the dealer and names every problem: a bid not higher
 * than the last (Law 27 territory: named, not accepted), a double of nothing or of partner,
 * a redouble of no double, and a call after the auction ended. Pure.
 */
import { readContract, STRAINS, type Contract, type Level, type Strain } from './contract.ts';
import { nextSeat, type Seat } from './vocabulary.ts';

/** A call. @example const c: Call = { kind: 'bid', level: 3, strain: 'NT' }; */
export type Call =
  | { readonly kind: 'bid'; readonly level: Level; readonly strain: Strain }
  | { readonly kind: 'pass' }
  | { readonly kind: 'double' }
  | { readonly kind: 'redouble' };

/** Reads `1S`, `3NT`, `X`, `XX`, `P` (or `pass`); undefined when it is none of them. @example readCall('XX') */
export const readCall = (text: string): Call | undefined => {
  const t = text.trim().toUpperCase();
  if (t === 'P' || t === 'PASS') return { kind: 'pass' };
  if (t === 'X') return { kind: 'double' };
  if (t === 'XX') return { kind: 'redouble' };
  const read = readContract(t);
  if (!read.ok || read.rest !== '' || read.contract.level === undefined || read.contract.risk !== '') return undefined;
  return { kind: 'bid', level: read.contract.level, strain: read.contract.strain };
};

/** One problem with an auction: the call's index and what is wrong. */
export interface AuctionProblem {
  readonly index: number;
  readonly code: 'unreadable' | 'insufficient' | 'double-of-nothing' | 'redouble-of-nothing' | 'after-end';
  readonly message: string;
}

/** The checked auction: who made each call, the final contract if any, whether it has ended. */
export interface CheckedAuction {
  readonly calls: readonly { readonly seat: Seat; readonly call: Call; readonly text: string }[];
  readonly ended: boolean;
  readonly problems: readonly AuctionProblem[];
}

const rank = (level: number, strain: Strain): number => level * 5 + STRAINS.indexOf(strain);
const side = (s: Seat): 'NS' | 'EW' => (s === 'N' || s === 'S' ? 'NS' : 'EW');

/** Checks an auction from the dealer; every problem is named, none stops the walk. @example checkAuction('N', ['1S', 'P', 'P', 'P']) */
export const checkAuction = (dealer: Seat, texts: readonly string[]): CheckedAuction => {
  const calls: { seat: Seat; call: Call; text: string }[] = [];
  const problems: AuctionProblem[] = [];
  let last: { rank: number; seat: Seat; risk: '' | 'X' | 'XX' } | undefined;
  let passes = 0;
  let ended = false;
  texts.forEach((text, index) => {
    const seat = nextSeat(dealer, index);
    if (ended) problems.push({ index, code: 'after-end', message: `call ${index + 1} (${text}) comes after the auction ended` });
    const call = readCall(text);
    if (call === undefined) {
      problems.push({ index, code: 'unreadable', message: `call ${index + 1} "${text}" is not a bid (1S, 3NT), X, XX or P` });
      return;
    }
    calls.push({ seat, call, text });
    if (call.kind === 'pass') {
      passes += 1;
      if ((last === undefined && passes === 4) || (last !== undefined && passes === 3)) ended = true;
      return;
    }
    passes = 0;
    if (call.kind === 'bid') {
      const r = rank(call.level, call.strain);
      if (last !== undefined && r <= last.rank)
        problems.push({ index, code: 'insufficient', message: `call ${index + 1} ${text} is not higher than the last bid` });
      else last = { rank: r, seat, risk: '' };
    } else if (call.kind === 'double') {
      if (last === undefined || last.risk !== '' || side(last.seat) === side(seat))
        problems.push({ index, code: 'double-of-nothing', message: `call ${index + 1} X doubles no opponents' undoubled bid` });
      else last = { ...last, risk: 'X' };
    } else if (last === undefined || last.risk !== 'X' || side(last.seat) !== side(seat))
      problems.push({ index, code: 'redouble-of-nothing', message: `call ${index + 1} XX redoubles no opponents' double` });
    else last = { ...last, risk: 'XX' };
  });
  return { calls, ended, problems };
};

/**
 * The final contract and declarer of an ended auction without problems (Definitions: declarer is the
 * player of the side that made the final bid who first named its denomination). Undefined when the
 * auction has not ended, has problems, or was passed out.
 * @example finalContract(checkAuction('N', ['1S', 'P', '4S', 'P', 'P', 'P'])) // { contract: 4S, declarer: 'N' }
 */
export const finalContract = (auction: CheckedAuction): { readonly contract: Contract; readonly declarer: Seat } | undefined => {
  if (!auction.ended || auction.problems.length > 0) return undefined;
  let lastBid: { seat: Seat; level: Level; strain: Strain } | undefined;
  let risk: '' | 'X' | 'XX' = '';
  for (const { seat, call } of auction.calls) {
    if (call.kind === 'bid') {
      lastBid = { seat, level: call.level, strain: call.strain };
      risk = '';
    } else if (call.kind === 'double') risk = 'X';
    else if (call.kind === 'redouble') risk = 'XX';
  }
  if (lastBid === undefined) return undefined;
  const { strain } = lastBid;
  const declarer = auction.calls.find((c) => c.call.kind === 'bid' && c.call.strain === strain && side(c.seat) === side(lastBid.seat))?.seat;
  return declarer === undefined ? undefined : { contract: { level: lastBid.level, strain, risk }, declarer };
};
