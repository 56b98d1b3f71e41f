/**
 * The words of a deal diagram in an interface language, for `src/lib/bridge/diagram-html.ts`
 * (which takes its words as data and knows no language).
 */
import type { DiagramLabels } from '../lib/bridge/diagram-html.ts';
import { SEATS, SUITS, type Seat, type Suit } from '../lib/bridge/vocabulary.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { t } from './ui.ts';

const bySeat = (f: (s: Seat) => string) => Object.fromEntries(SEATS.map((s) => [s, f(s)])) as Record<Seat, string>;
const bySuit = (f: (s: Suit) => string) => Object.fromEntries(SUITS.map((s) => [s, f(s)])) as Record<Suit, string>;

/**
 * Diagram labels in `lang`.
 * @example dealLabels('el').suits.S // 'πίκες'
 */
export function dealLabels(lang: Lang): DiagramLabels {
  return {
    lang,
    seats: bySeat((s) => t(lang, `deal.seat.${s}`)),
    seatLetters: bySeat((s) => t(lang, `deal.letter.${s}`)),
    suits: bySuit((s) => t(lang, `deal.suit.${s}`)),
    dummy: t(lang, 'deal.dummy'),
    declarer: t(lang, 'deal.declarer'),
    void: t(lang, 'deal.void'),
    unknown: t(lang, 'deal.unknown'),
    notrump: t(lang, 'deal.notrump'),
    contract: t(lang, 'deal.contract'),
    board: t(lang, 'deal.board'),
    dealer: t(lang, 'deal.dealer'),
    vulnerable: t(lang, 'deal.vulnerable'),
    vulnerability: { None: t(lang, 'deal.vul.None'), NS: t(lang, 'deal.vul.NS'), EW: t(lang, 'deal.vul.EW'), All: t(lang, 'deal.vul.All') },
    trick: t(lang, 'deal.trick'),
    diagram: t(lang, 'deal.diagram'),
    onlySuits: t(lang, 'deal.onlySuits'),
  };
}
