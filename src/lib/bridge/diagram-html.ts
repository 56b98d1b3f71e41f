/**
 * A deal diagram as HTML: the one renderer behind the `<Deal>` component and the Markdown
 * ```deal fence. Builds a hast tree (`dealDiagramTree`, what a rehype plugin inserts) and
 * serialises it (`dealDiagramHtml`, what a component prints). No JS is needed to read it.
 *
 * Layout: North top, West left, East right, South bottom around a centre box (the cards of the
 * trick in progress at their seats, the contract, board, dealer and vulnerability when known).
 * Each hand is a labelled group ("North, dummy"); each suit symbol carries its name in the
 * reader's language and U+FE0E (text, not emoji); ranks high to low, `10` for the ten, `—` for a
 * void, `?` for an unknown card; suits a diagram does not show are left out, not printed void.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { cardRank, cardSuit, type PlayedCard } from './card.ts';
import type { StatedContract } from './contract.ts';
import { shownSuits, type HandSetup } from './hand.ts';
import type { Holding } from './holding.ts';
import type { DealSetup } from './setup.ts';
import { trickPlays, type Trick } from './trick.ts';
import { partnerOf, rankLabel, SEATS, SUIT_SYMBOLS, SUITS, UNKNOWN, type Seat, type Suit } from './vocabulary.ts';
import { escapeHtml } from '../base/html.ts';

/** Vulnerability as PBN writes it. */
export type Vulnerability = 'None' | 'NS' | 'EW' | 'All';

/** What to draw. */
export interface DiagramInput {
  /** The hands shown; a seat left out is not shown. */
  readonly hands: DealSetup;
  readonly declarer?: Seat;
  /** Default: declarer's partner. */
  readonly dummy?: Seat;
  readonly contract?: StatedContract;
  readonly board?: string;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** The trick in progress: its cards are drawn at their seats in the centre. */
  readonly trick?: Trick;
  /** Caption text (plain text, in the reader's language). */
  readonly caption?: string;
  /** `id` of the figure, for links. */
  readonly id?: string;
}

/** The words of a diagram in one language (see `src/i18n/deal-labels.ts`). */
export interface DiagramLabels {
  /** BCP 47 tag written on the figure. */
  readonly lang: string;
  readonly seats: Readonly<Record<Seat, string>>;
  /** Compass letters as the language prints them (N E S W; Β Α Ν Δ in Greek). */
  readonly seatLetters: Readonly<Record<Seat, string>>;
  /** Suit names for screen readers (spades, пики, piki, πίκες). */
  readonly suits: Readonly<Record<Suit, string>>;
  readonly dummy: string;
  readonly declarer: string;
  readonly void: string;
  readonly unknown: string;
  readonly notrump: string;
  readonly contract: string;
  readonly board: string;
  readonly dealer: string;
  readonly vulnerable: string;
  readonly vulnerability: Readonly<Record<Vulnerability, string>>;
  readonly trick: string;
  /** Default caption. */
  readonly diagram: string;
  /** Note for a diagram that shows some suits only; `{suits}` is replaced by their names. */
  readonly onlySuits: string;
}

/** U+FE0E: show the suit symbol as text, never as a coloured emoji. */
export const TEXT_PRESENTATION = '\uFE0E';

const RED: ReadonlySet<Suit> = new Set(['H', 'D']);

/** A child of `h`: a node, text, or nothing (left out). */
export type Child = ElementContent | string | null | undefined | false;

/** A hast element (for the deal diagrams and the ruling's HTML, `src/lib/ruling-view/ruling-html.ts`). */
export function h(tagName: string, properties: Properties, ...children: Child[]): Element {
  const kids: ElementContent[] = [];
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    kids.push(typeof c === 'string' ? { type: 'text', value: c } : c);
  }
  return { type: 'element', tagName, properties, children: kids };
}

const visuallyHidden = (text: string) => h('span', { className: ['deal-vh'] }, text);

/**
 * A suit symbol with its name in the reader's language as accessible name.
 * @example suitSymbol('H', labels) // <span class="deal-sym deal-red" role="img" aria-label="hearts">♥︎</span>
 */
export function suitSymbol(suit: Suit, labels: DiagramLabels): Element {
  return h(
    'span',
    { className: ['deal-sym', RED.has(suit) ? 'deal-red' : 'deal-black'], role: 'img', ariaLabel: labels.suits[suit] },
    SUIT_SYMBOLS[suit] + TEXT_PRESENTATION,
  );
}

function cardsOf(holding: Holding, labels: DiagramLabels): Element {
  if (holding.length === 0) {
    return h('span', { className: ['deal-cards', 'deal-void'] }, h('span', { ariaHidden: 'true' }, '—'), visuallyHidden(labels.void));
  }
  const parts: Child[] = [];
  holding.forEach((rank, i) => {
    if (i > 0) parts.push(' ');
    parts.push(rank === UNKNOWN ? h('span', { className: ['deal-unknown'], role: 'img', ariaLabel: labels.unknown }, '?') : rankLabel(rank));
  });
  return h('span', { className: ['deal-cards'] }, ...parts);
}

function roleOf(seat: Seat, input: DiagramInput): 'dummy' | 'declarer' | undefined {
  const dummy = input.dummy ?? (input.declarer ? partnerOf(input.declarer) : undefined);
  if (seat === input.declarer) return 'declarer';
  if (seat === dummy) return 'dummy';
  return undefined;
}

function handElement(seat: Seat, hand: HandSetup, input: DiagramInput, labels: DiagramLabels): Element {
  const role = roleOf(seat, input);
  const roleText = role === undefined ? undefined : labels[role];
  const name = roleText === undefined ? labels.seats[seat] : `${labels.seats[seat]}, ${roleText}`;
  const suits = shownSuits(hand).map((suit) =>
    h('li', { className: ['deal-suit'], dataSuit: suit }, suitSymbol(suit, labels), ' ', cardsOf(hand[suit] ?? [], labels)),
  );
  return h(
    'div',
    { className: ['deal-hand', `deal-${seat.toLowerCase()}`], role: 'group', ariaLabel: name, dataSeat: seat },
    h(
      'p',
      { className: ['deal-who'], ariaHidden: 'true' },
      labels.seats[seat],
      roleText !== undefined && h('span', { className: ['deal-role'] }, ` · ${roleText}`),
    ),
    h('ul', { className: ['deal-suits'] }, ...suits),
  );
}

function playedCard(card: PlayedCard, labels: DiagramLabels): Child[] {
  const suit = cardSuit(card);
  if (suit === undefined) return [h('span', { className: ['deal-unknown'], role: 'img', ariaLabel: labels.unknown }, '?')];
  const rank = cardRank(card);
  return [
    suitSymbol(suit, labels),
    rank === undefined ? h('span', { className: ['deal-unknown'], role: 'img', ariaLabel: labels.unknown }, '?') : rankLabel(rank),
  ];
}

function contractText(contract: StatedContract, labels: DiagramLabels): Child[] {
  const strain: Child = contract.strain === 'NT' ? labels.notrump : suitSymbol(contract.strain, labels);
  return [contract.level === undefined ? '' : String(contract.level), strain, contract.risk];
}

function centreElement(input: DiagramInput, labels: DiagramLabels): Element {
  const plays = input.trick === undefined ? [] : trickPlays(input.trick);
  const bySeat = new Map(plays.map((p) => [p.seat, p.card]));
  // Each compass point shows the seat letter, or the card that seat has played to this trick.
  const points = SEATS.map((seat) => {
    const card = bySeat.get(seat);
    if (card === undefined) return h('span', { className: ['deal-point', `deal-at-${seat.toLowerCase()}`], ariaHidden: 'true' }, labels.seatLetters[seat]);
    return h(
      'span',
      { className: ['deal-point', 'deal-played', `deal-at-${seat.toLowerCase()}`] },
      visuallyHidden(`${labels.seats[seat]}: `),
      ...playedCard(card, labels),
    );
  });
  const info: Element[] = [];
  const item = (term: string, ...value: Child[]) => info.push(h('dt', {}, term), h('dd', {}, ...value));
  if (input.board !== undefined) item(labels.board, input.board);
  if (input.dealer !== undefined) item(labels.dealer, labels.seats[input.dealer]);
  if (input.vulnerable !== undefined) item(labels.vulnerable, labels.vulnerability[input.vulnerable]);
  if (input.contract !== undefined) {
    const by =
      input.declarer === undefined
        ? []
        : [h('span', { className: ['deal-by'] }, ` ${labels.seatLetters[input.declarer]}`, visuallyHidden(`, ${labels.seats[input.declarer]}`))];
    item(labels.contract, ...contractText(input.contract, labels), ...by);
  }
  const trickProps: Properties = plays.length > 0 ? { className: ['deal-centre'], role: 'group', ariaLabel: labels.trick } : { className: ['deal-centre'] };
  return h('div', trickProps, ...points, info.length > 0 && h('dl', { className: ['deal-info'] }, ...info));
}

/** The suits shown by any hand, in PBN order. */
function suitsShown(hands: DealSetup): readonly Suit[] {
  return SUITS.filter((s) => SEATS.some((seat) => hands[seat]?.[s] !== undefined));
}

/**
 * The diagram as a hast `<figure>`.
 * @example dealDiagramTree({ hands: { N: { S: ['A', '2'] } }, declarer: 'S' }, labels).tagName // 'figure'
 */
export function dealDiagramTree(input: DiagramInput, labels: DiagramLabels): Element {
  const seats = SEATS.filter((s) => input.hands[s] !== undefined);
  const shown = suitsShown(input.hands);
  const compact = seats.every((s) => shownSuits(input.hands[s] as HandSetup).length <= 1);
  const only = shown.length < SUITS.length ? labels.onlySuits.replace('{suits}', shown.map((s) => labels.suits[s]).join(', ')) : undefined;
  const caption = [input.caption ?? labels.diagram, only].filter(Boolean).join('. ');
  const figureProps: Properties = { className: ['deal', ...(compact ? ['deal-compact'] : [])], lang: labels.lang, dataShown: shown.join('') };
  if (input.id !== undefined) figureProps['id'] = input.id;
  return h(
    'figure',
    figureProps,
    h('div', { className: ['deal-table'] }, ...seats.map((s) => handElement(s, input.hands[s] as HandSetup, input, labels)), centreElement(input, labels)),
    h('figcaption', { className: ['deal-caption'] }, caption),
  );
}

/** hast property name → HTML attribute (`className` → `class`, `ariaLabel` → `aria-label`, `dataSeat` → `data-seat`). */
const attrName = (p: string) => (p === 'className' ? 'class' : p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/**
 * Serialises the small hast subset this module builds (elements, text) to HTML.
 * @example toHtml(h('p', { className: ['x'] }, 'a & b')) // '<p class="x">a &amp; b</p>'
 */
export function toHtml(node: ElementContent): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type !== 'element') return '';
  const attrs = Object.entries(node.properties)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${attrName(k)}="${escapeHtml(Array.isArray(v) ? v.join(' ') : String(v))}"`)
    .join('');
  return `<${node.tagName}${attrs}>${node.children.map(toHtml).join('')}</${node.tagName}>`;
}

/**
 * The diagram as an HTML string, for components.
 * @example dealDiagramHtml({ hands: { N: { S: ['A', 'T'] } } }, labels) // '<figure class="deal deal-compact" …>…♠︎…A 10…</figure>'
 */
export function dealDiagramHtml(input: DiagramInput, labels: DiagramLabels): string {
  return toHtml(dealDiagramTree(input, labels));
}
