/**
 * The bridge deal model: vocabulary, cards, holdings, hands, diagrams (`DealSetup`), full deals,
 * tricks, play validation and contracts. Pure TypeScript: no Astro, DOM or Node built-ins.
 */
export {
  SEATS,
  SIDES,
  SUITS,
  RANKS,
  UNKNOWN,
  SUIT_SYMBOLS,
  isSeat,
  isSuit,
  isRank,
  nextSeat,
  partnerOf,
  sideOf,
  rankIndex,
  rankLabel,
} from './vocabulary.ts';
export type { Seat, Side, Suit, Rank, Unknown } from './vocabulary.ts';
export { BRIDGE_ERROR_CODES, ok, err, bridgeError } from './result.ts';
export type { BridgeError, BridgeErrorCode, Result } from './result.ts';
export {
  ALL_CARDS,
  card,
  cardSuit,
  cardRank,
  isKnownCard,
  parseCard,
  parsePlayedCard,
  formatCard,
  formatCardSymbol,
  compareCards,
} from './card.ts';
export type { Card, PlayedCard } from './card.ts';
export {
  parseHolding,
  formatHolding,
  displayHolding,
  knownRanks,
  unknownCount,
  lowestRank,
  highestRank,
  withoutCard,
} from './holding.ts';
export type { Holding } from './holding.ts';
export {
  HAND_NOT_SHOWN,
  HAND_SIZE,
  parseHand,
  formatHand,
  shownSuits,
  isFullyShown,
  handSize,
  handCards,
} from './hand.ts';
export type { HandSetup } from './hand.ts';
export { parseDealSetup, validateSetup } from './setup.ts';
export type { DealSetup, HandInput, SetupOptions } from './setup.ts';
export { dealFromSetup, formatDeal, parseDeal, formatDealTag, parseDealTag } from './deal.ts';
export type { Deal, FullHand } from './deal.ts';
export { trickPlays, nextToPlay, ledSuit, trickWinner, parseTrick, formatTrick } from './trick.ts';
export type { Trick, Play } from './trick.ts';
export { validatePlay, setupDifferences } from './play.ts';
export type { PlayCheck } from './play.ts';
export {
  STRAINS,
  LEVELS,
  RISKS,
  isLevel,
  isStrain,
  isRisk,
  readContract,
  contractIn,
  parseContract,
  formatContract,
  displayContract,
} from './contract.ts';
export type { Strain, Level, Risk, Contract, StatedContract, ContractReadError } from './contract.ts';
export { dealDiagramTree, dealDiagramHtml, suitSymbol, toHtml, TEXT_PRESENTATION } from './diagram-html.ts';
export type { DiagramInput, DiagramLabels, Vulnerability } from './diagram-html.ts';
export { readCall, checkAuction, finalContract } from './auction.ts';
export type { Call, AuctionProblem, CheckedAuction } from './auction.ts';
export { parseDiagramText } from './diagram-text.ts';
export type { DiagramTextError } from './diagram-text.ts';
