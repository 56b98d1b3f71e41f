/**
 * A worked case (`content/cases/<collection>/<case>/case.yaml`): language-neutral, typed data —
 * the diagrams, the play, and for each scenario the facts and the rulings. Text in a language
 * lives elsewhere; only short `note` fields are allowed here: English remarks on the data, and the
 * editorial notes shown to readers, which have a text in each of the four languages.
 *
 * Cards, hands and tricks are strings in the bridge notation of `src/lib/bridge` (`SA`, `HT`,
 * `D?`, `KJ852.T963.52.A32`, `E:SA ST S3 S2`); `src/lib/cases/validate-case-file.ts` parses and
 * checks them, with lines, on top of this schema.
 */
import { z } from 'zod';
import { LANGS, type Lang } from '../lib/corpus/languages.ts';
import { scriptShare, SCRIPT_OF } from '../lib/consistency/script.ts';

/** Seats, suits and sides, as in `src/lib/bridge/vocabulary.ts` (a test keeps them equal). */
export const CASE_SEATS = ['N', 'E', 'S', 'W'] as const;
export const CASE_SUITS = ['S', 'H', 'D', 'C'] as const;
export const CASE_SIDES = ['NS', 'EW'] as const;

const seat = z.enum(CASE_SEATS, { error: (i) => `"${String(i.input)}" is not a seat: use N, E, S or W` });
const suit = z.enum(CASE_SUITS, { error: (i) => `"${String(i.input)}" is not a suit: use S, H, D or C` });
const side = z.enum(CASE_SIDES, { error: (i) => `"${String(i.input)}" is not a side: use NS or EW` });
/** A seat, or `defender` where the booklet says "a defender" without a seat. */
const actor = z.enum([...CASE_SEATS, 'defender'], { error: (i) => `"${String(i.input)}" is not a player: use N, E, S, W or defender` });
/** Who saw something: a seat, a role, or everybody else at the table. */
const viewer = z.enum([...CASE_SEATS, 'declarer', 'dummy', 'opponents', 'all-others']);
/** A card token (`SA`, `HT`, `D?`, `?`); checked by the case-file validator. */
const cardToken = z.string();
/** A trick in text form (`E:SA ST S3 S2`, `N:` before the lead, `!` after a revoke). */
const trickText = z.string();
const line = z.number().int().positive();
const note = z.string().max(400, 'a note is a short editorial remark: keep it under 400 characters');
/** A note in one language: short, and mostly in that language's script. */
const noteIn = (lang: Lang) =>
  note.min(1, `the ${lang} text of the note is empty`).superRefine((s, ctx) => {
    const { letters, inScript } = scriptShare(s, lang);
    if (letters > 0 && inScript / letters < 0.5) ctx.addIssue({ code: 'custom', message: `the ${lang} text of the note is mostly not in ${SCRIPT_OF[lang]} script: translate it into ${lang}` });
  });
/** An editorial note shown to readers: its text in each of the four languages. */
export const localizedNoteSchema = z.strictObject(
  Object.fromEntries(LANGS.map((l) => [l, noteIn(l)])) as { [L in Lang]: ReturnType<typeof noteIn> },
  { error: (i) => (i.code === 'invalid_type' ? 'an editorial note has its text in each language: en, ru, pl and el' : undefined) },
);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case letters and digits joined by hyphens (a, main, before, c-caution)');

const LAW_NUMBER = /^(\d+)(.*)$/;
const LAW_REST = /^(?:[A-H](?:[1-9]\d?(?:\([a-z]\))?)?)?$/;
const GREEK_SECTIONS: Readonly<Record<string, string>> = { Α: 'A', Β: 'B', Γ: 'C', Δ: 'D', Ε: 'E', ΣΤ: 'F', Ζ: 'G', Η: 'H' };
const GREEK_ITEMS: Readonly<Record<string, string>> = { α: 'a', β: 'b', γ: 'c', δ: 'd', ε: 'e' };

/**
 * Why `id` is not a canonical law id (`45C4(a)`, `46B4`, `53`), or undefined when it is one.
 * @example lawIdProblem('94') // 'law 94 does not exist: the Laws are numbered 1 to 93'
 */
export function lawIdProblem(id: string): string | undefined {
  const m = LAW_NUMBER.exec(id);
  const n = m === null ? NaN : Number(m[1]);
  if (m !== null && (n < 1 || n > 93)) return `law ${n} does not exist: the Laws are numbered 1 to 93`;
  if (m !== null && !/^0/.test(id) && LAW_REST.test(m[2] as string)) return undefined;
  const suggestion = suggestLawId(id);
  const hint = suggestion !== undefined && suggestion !== id && lawIdProblem(suggestion) === undefined ? ` — did you mean "${suggestion}"?` : '';
  return `"${id}" is not a canonical law id: write the law number, a Latin section letter, a number and a lower-case item in parentheses (45C4(a), 46B4, 53)${hint}`;
}

/**
 * A canonical spelling for a law id written the Greek or a loose way (`45Γ4α` → `45C4(a)`).
 * @example suggestLawId('45Γ4α') // '45C4(a)'
 */
export function suggestLawId(id: string): string | undefined {
  let s = id.replace(/\s+/g, '');
  for (const [g, l] of Object.entries(GREEK_SECTIONS)) s = s.replace(new RegExp(`(?<=^\\d+)${g}`), l);
  s = s.replace(/^(\d+)([a-h])/, (_, n: string, c: string) => `${n}${c.toUpperCase()}`);
  s = s.replace(/([1-9]\d?)([α-ε])$/, (_, n: string, g: string) => `${n}(${GREEK_ITEMS[g] ?? g})`);
  s = s.replace(/([1-9]\d?)([a-e])$/, '$1($2)');
  return s;
}

/** A canonical law id (`45C4(a)`); an unknown or malformed id fails with rule `law-id`. */
export const lawIdSchema = z
  .string({ error: (i) => (typeof i.input === 'number' ? `a law id is a string: quote the bare number ("${i.input}")` : 'a law id is a string such as 45C4(a)') })
  .superRefine((id, ctx) => {
  const problem = lawIdProblem(id);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, params: { rule: 'law-id' } });
});
const laws = z.array(lawIdSchema);

/** One hand of a diagram: a PBN string (suits from the diagram's `shown`), or the string and its own shown suits. */
const handSchema = z.union([
  z.string(),
  z.strictObject({
    /** PBN hand, `T` for the ten, `?` for an unknown card (`J.8..`). */
    pbn: z.string(),
    /** Suits this hand shows, when they differ from the diagram's. */
    shown: z.array(suit).min(1),
  }),
]);

/** A diagram as printed: which hands, which suits, which cards. North is dummy, South declarer. */
export const diagramSchema = z.strictObject({
  /** `main`, or `before` / `after` when a case prints two diagrams. */
  id: slug,
  /** Booklet line of the diagram's first row (the `μορ` label). */
  line,
  /** Further booklet lines where the same diagram is printed again (the answers section). */
  repeatedAt: z.array(line).optional(),
  /** Suits every hand shows unless the hand says otherwise (default: all four). A suit not shown is not a void. */
  shown: z.array(suit).min(1).optional(),
  /** The diagram is an end position with this many cards in every hand. */
  endPosition: z.number().int().min(1).max(13).optional(),
  /** The hands shown, PBN; a seat left out is not shown. */
  hands: z.strictObject({ N: handSchema.optional(), E: handSchema.optional(), S: handSchema.optional(), W: handSchema.optional() }),
});

/** The play as the booklet states it, replayed against a diagram. */
export const playSchema = z.strictObject({
  /** Id of the diagram whose holdings the play starts from. */
  from: slug,
  /** Id of a diagram that shows the holdings after `tricks` (case 5's `after`). */
  to: slug.optional(),
  /** Earlier tricks, oldest first; `?` for a card the booklet does not state. */
  tricks: z.array(trickText).optional(),
  /** The trick in progress when the incident happens (`E:S4 SQ S9`; `N:` before the lead). */
  current: trickText.optional(),
});

/** What a player said to designate a card (Law 46): suit, rank, a whole card, or a word. */
const designationSchema = z.strictObject({
  /** A whole card (`SQ`). */
  card: cardToken.optional(),
  /** A suit named ("spade"). */
  suit: suit.optional(),
  /** A rank named without a suit ("the jack"), PBN letter. */
  rank: z.enum(['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2']).optional(),
  /** "high" (46B1(a)) or "low"/"small" (46B1(c)). */
  size: z.enum(['high', 'low']).optional(),
  /** Declarer said he did not know which card ("I don't know, play a club"). */
  undecided: z.literal(true).optional(),
});

const base = { /** Editorial remark in English. */ note: note.optional() };
/** One fact of the incident, in the order it happened. */
export const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('play'),
    seat: actor,
    /** The card put on the table. */
    card: cardToken,
    /** The card leads to the next trick rather than continuing the current one. */
    trick: z.literal('next').optional(),
    /** Recorded as a revoke (the card does not follow suit although the player could). */
    revoke: z.literal(true).optional(),
    /** Dummy placed a card declarer had not named (Law 45D). */
    unnamed: z.literal(true).optional(),
    /** The player only tried to play it (the card stayed in hand). */
    attempted: z.literal(true).optional(),
    /** What the player believed when playing: following suit, a new trick had begun, the card had been played. */
    belief: z.enum(['following-suit', 'new-trick-started', 'card-was-played']).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('designate'),
    /** Who spoke (declarer). */
    seat,
    /** What was said. */
    says: designationSchema,
    /** First designation, a correction, a clarification after dummy reacted, or the same words again. */
    kind: z.enum(['designation', 'correction', 'clarification', 'repetition']),
    /** `immediate`: at once, in one breath; `delayed`: not at once. */
    timing: z.enum(['immediate', 'delayed']).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('dummy'),
    /** Dummy reacted, hesitated, or asked which card. */
    action: z.enum(['reacts', 'hesitates', 'asks-which-card']),
    ...base,
  }),
  z.strictObject({ type: z.literal('pause'), seat: actor, /** About how long, when stated. */ seconds: z.number().positive().optional(), ...base }),
  z.strictObject({
    type: z.literal('touch'),
    /** Who touched. */
    seat,
    /** The card touched. */
    card: cardToken,
    /** Whose card it is. */
    hand: seat,
    /** The purpose the player gives. */
    purpose: z.enum(['arrange']).optional(),
    ...base,
  }),
  z.strictObject({
    type: z.literal('expose'),
    seat: actor,
    /** The card (`?` when the booklet does not say which). */
    card: cardToken,
    /** How it was held or shown. */
    position: z.enum(['held-horizontal', 'held-nearly-horizontal', 'held-near-table', 'held-before-face', 'horizontal-attached-to-hand', 'on-table', 'shown']),
    /** Height above the table in centimetres, when stated. */
    distanceCm: z.number().positive().optional(),
    /** Whether it touched or nearly touched the table, when stated (Law 45C2(a)). */
    nearlyTouchingTable: z.boolean().optional(),
    /** Right after the previous fact. */
    timing: z.enum(['immediate']).optional(),
    /** What happened to it next. */
    then: z.enum(['returned-to-hand', 'fell-face-up']).optional(),
    /** Who saw it. */
    seenBy: z.array(viewer).optional(),
    /** Who confirmed the facts. */
    confirmedBy: z.array(viewer).optional(),
    /** The player's partner says he did not see it. */
    partnerSaw: z.literal('says-no').optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('drop'), seat: actor, card: cardToken, /** The card meant to be played instead. */ intended: cardToken.optional(), faceUp: z.boolean().optional(), ...base }),
  z.strictObject({ type: z.literal('withdraw'), seat: actor, card: cardToken, timing: z.enum(['immediate']).optional(), ...base }),
  z.strictObject({ type: z.literal('unquitted'), /** The seat whose card of the finished trick is still face up. */ seat, card: cardToken, ...base }),
  z.strictObject({
    type: z.literal('request'),
    /** Who asked. */
    by: z.enum(['defenders', ...CASE_SEATS]),
    /** The card they asked dummy to play. */
    card: cardToken,
    ...base,
  }),
  z.strictObject({
    type: z.literal('statement'),
    seat: actor,
    /** What the statement does: says which card was intended, hesitates between cards, apologises, calls it a mistake, asks, or says it was a claim. */
    kind: z.enum(['intended', 'undecided-between', 'apology', 'mistake', 'query', 'claim']),
    /** Cards it names. */
    cards: z.array(cardToken).optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('holds'), seat, /** Cards the hand holds. */ cards: z.array(cardToken).optional(), /** Cards it does not hold. */ lacks: z.array(cardToken).optional(), ...base }),
  z.strictObject({
    type: z.literal('call-director'),
    /** Who called, when stated. */
    by: z.enum(['defenders', 'opponents', ...CASE_SEATS]).optional(),
    /** What the caller believed. */
    belief: z.enum(['lead-out-of-turn']).optional(),
    ...base,
  }),
]);

/** The director's (or committee's) findings of fact and judgement. */
export const findingsSchema = z.strictObject({
  /** Whether declarer's different intention was incontrovertible (Law 46B). */
  intention: z.enum(['incontrovertible', 'not-incontrovertible']).optional(),
  /** Slip of the tongue (forgiven) or slip of the mind (not forgiven). */
  slip: z.enum(['tongue', 'mind']).optional(),
  /** Whether declarer's intention mattered to the ruling. */
  intentionRelevant: z.boolean().optional(),
  /** Whether dummy's reaction mattered to the ruling. */
  dummyReactionRelevant: z.boolean().optional(),
  /** Whether the defender's partner could have seen the card (Law 45C1). */
  visibleToPartner: z.boolean().optional(),
  /** What the player believed, when the ruling turns on it. */
  belief: z.enum(['trick-incomplete', 'won-trick']).optional(),
  /** What the card counts as. */
  treatedAs: z.enum(['fifth-card', 'lead-out-of-turn', 'not-a-claim']).optional(),
  /** Whether it was the player's turn to play. */
  inTurn: z.boolean().optional(),
  /** Whether declarer paused for thought before changing a designation (Law 45C4(b)). */
  pausedForThought: z.boolean().optional(),
  /** Whether the director accepts the purpose declarer gives for touching dummy's card (Law 45C3). */
  purposeAccepted: z.boolean().optional(),
  /** Whether declarer held the card face up touching or nearly touching the table (Law 45C2(a)). */
  nearlyTouchingTable: z.boolean().optional(),
  /** Whether declarer held the card so as to indicate that it had been played (Law 45C2(b)). */
  indicatesPlayed: z.boolean().optional(),
});

const cardAt = z.strictObject({
  seat: actor,
  card: cardToken,
  /** Only if this happened (East had already played a club). */
  condition: z.enum(['if-already-played']).optional(),
});

const optionSchema = z.strictObject({
  /** Who may choose: any one of these. */
  who: z.array(actor).min(1),
  /** What they may do. */
  action: z.enum(['change', 'withdraw', 'designate', 'accept-lead', 'refuse-lead']),
  /** The cards concerned. */
  cards: z.array(cardToken).optional(),
  /** The cards to choose among. */
  among: z.array(cardToken).optional(),
  /** Allowed only after these cards are withdrawn. */
  onlyIfWithdrawn: z.array(cardToken).optional(),
  /** `none`: without further rectification. */
  rectification: z.enum(['none']).optional(),
  /** When the choosers disagree: the first statement counts (10C2), or the player next in turn prevails (55A). */
  conflict: z.enum(['first-statement-counts', 'next-in-turn-prevails']).optional(),
  /** The seat whose choice prevails. */
  prevails: seat.optional(),
  laws: laws.optional(),
  ...base,
});

const rulingBody = {
  findings: findingsSchema.optional(),
  /** Cards that count as played. */
  played: z.array(cardAt).optional(),
  /** Cards that are not played: they stay in or go back to the hand. */
  notPlayed: z.array(cardAt).optional(),
  /** Penalty cards; `kind` when the booklet says major or minor. */
  penaltyCards: z.array(z.strictObject({ seat: actor, card: cardToken, kind: z.enum(['major', 'minor']).optional() })).optional(),
  /** The booklet says expressly that no penalty card arises. */
  noPenaltyCard: z.literal(true).optional(),
  /** "The card changes" or "does not change": whether the first card designated or played may be replaced. */
  cardChange: z.enum(['allowed', 'refused']).optional(),
  /** Whether order can still be restored at the table (Law 45D), when the booklet says. */
  orderRestorable: z.boolean().optional(),
  /** Revokes that have become established. */
  establishedRevokes: z.array(cardAt).optional(),
  /** Choices the ruling gives to players. */
  options: z.array(optionSchema).optional(),
  /** Information from the cards concerned, and for whom it is unauthorized or authorized. */
  information: z.array(z.strictObject({ cards: z.array(cardAt).min(1), unauthorizedFor: z.array(seat), authorizedFor: z.array(seat).optional() })).optional(),
  /** Tricks the ruling awards. */
  tricksAwarded: z.strictObject({ declarer: z.number().int().min(0).max(13).optional(), defenders: z.number().int().min(0).max(13).optional() }).optional(),
  /** The score: `6H=`, `6H-1`, `3NT+1`. */
  result: z.string().regex(/^[1-7](?:C|D|H|S|NT)X{0,2}(?:=|[+-](?:[1-9]|1[0-3]))$/, 'a result is the contract then =, +n or -n (6H=, 3NT+1, 6H-1)').optional(),
  /** Laws the ruling applies. */
  laws,
  /** Laws the ruling says do not apply. */
  lawsNotApplied: laws.optional(),
  /** Laws whose exception the ruling applies (46B: incontrovertible intention). */
  exceptionApplied: laws.optional(),
  /** Laws whose exception the ruling refuses (45C3: arranging dummy's cards). */
  exceptionNotApplied: laws.optional(),
  /** Another scenario of the case whose ruling applies. */
  sameAs: slug.optional(),
  ...base,
};

const branchSchema = z.strictObject({
  /** The finding this branch depends on. */
  if: findingsSchema,
  ...rulingBody,
});

/** A ruling by the director, the appeals committee, or a lecturer answering a what-if. */
export const rulingSchema = z.strictObject(
  {
    by: z.enum(['director', 'appeal-committee', 'lecturer']),
    /** Name of the lecturer who answered. */
    name: z.string().optional(),
    /** The committee upholds the director's ruling. */
    upheld: z.boolean().optional(),
    /** Alternative rulings depending on a finding the director must make. */
    branches: z.array(branchSchema).optional(),
    ...rulingBody,
  },
  { error: (i) => (i.input === undefined ? 'every scenario needs a ruling (ruling: { by: director, laws: [...] })' : undefined) },
);

/** One scenario: the case itself (`main`) or a lettered variant (α → `a`, 1 → `1`). */
export const scenarioSchema = z.strictObject({
  id: slug,
  /** The label as printed (`α`, `1`); absent for an unlettered case or a remark. */
  printed: z.string().optional(),
  /** Booklet line where the scenario's facts begin. */
  line,
  /** Booklet line of its ruling. */
  rulingLine: line,
  /** A what-if the booklet answers in a remark, not one of its lettered scenarios. */
  hypothetical: z.literal(true).optional(),
  /** Holdings that differ from the diagram in this scenario (seat → suit → PBN holding). */
  holdingChanges: z.partialRecord(seat, z.partialRecord(suit, z.string())).optional(),
  /** The trick in progress, when it differs from the case's. */
  current: trickText.optional(),
  /** The facts, in order. */
  facts: z.array(eventSchema),
  /** The director's ruling. */
  ruling: rulingSchema,
  /** The appeal, when there was one. */
  appeal: z
    .strictObject({
      appellants: side,
      /** Booklet line of the committee's ruling. */
      rulingLine: line,
      /** What the appellants argued. */
      arguments: z.array(eventSchema).optional(),
      ruling: rulingSchema,
    })
    .optional(),
  ...base,
});

/** The booklet's groups of cases. */
export const CASE_KINDS = ['preliminary-question', 'dummy', 'defender', 'declarer', 'return-to-hand'] as const;

/** A case file. */
export const caseSchema = z.strictObject({
  /** The collection (folder under content/cases). */
  collection: z.literal('hbf-played-card', { error: 'collection must be "hbf-played-card"' }),
  /** The case folder name: `q1`, `q2`, `1` … `16`. */
  id: z.string().regex(/^(?:q[12]|[1-9]|1[0-6])$/, 'a case id is q1, q2 or 1 to 16'),
  /** The seed file the case comes from. */
  source: z.literal('003_436417375e333e0b.txt', { error: 'source must be the seed file name "003_436417375e333e0b.txt"' }),
  /** Laws edition the booklet addresses. */
  edition: z.literal(2007),
  /** The number as printed: `Q1`, `Q2`, `1` … `16`. */
  number: z.string().regex(/^(?:Q[12]|[1-9]|1[0-6])$/, 'number is Q1, Q2 or 1 to 16, as printed'),
  /** The booklet's group: preliminary question, played card by dummy / defender / declarer, card returned to hand. */
  kind: z.enum(CASE_KINDS),
  /** i18n key of the case title (`cases.hbf-played-card.kind.dummy`). */
  titleKey: z.string().regex(/^cases\.hbf-played-card\.kind\.[a-z-]+$/),
  /** Booklet lines of the case (heading to last law excerpt). */
  lines: z.tuple([line, line]),
  /** Booklet lines of the answer, for the preliminary questions. */
  answerLines: z.tuple([line, line]).optional(),
  /** Every law the booklet cites for the case: in its text, rulings and excerpt headings (not inside law texts). */
  laws: laws.min(1),
  /** Laws whose text (or an excerpt) the booklet prints under the case. */
  excerpts: laws,
  /** The booklet prints its CLARIFICATION (slip of the tongue forgiven, slip of the mind not) under the case. */
  clarification: z.literal(true).optional(),
  /** Where the case comes from, when the booklet says (case 11). */
  provenance: z.strictObject({ event: z.string(), pair: z.partialRecord(side, z.string()).optional(), players: z.partialRecord(seat, z.string()).optional(), country: z.partialRecord(side, z.string()).optional() }).optional(),
  /** The diagrams, in print order. */
  diagrams: z.array(diagramSchema),
  /** The contract when stated (`3NT`, `6H`, `NT` for "a notrump contract"). */
  contract: z.string().regex(/^[1-7]?(?:C|D|H|S|NT)X{0,2}$/, 'a contract is level, strain and doubling: 3NT, 6H, 4SX (or NT when only the strain is stated)').optional(),
  /** Declarer: South in every diagram. */
  declarer: seat,
  /** Dummy: North in every diagram. */
  dummy: seat,
  /** Tricks already won when the incident happens, when stated. */
  tricksWon: z.strictObject({ declarer: z.number().int().min(0).max(13).optional(), defenders: z.number().int().min(0).max(13).optional() }).optional(),
  /** The play as stated. */
  play: playSchema.optional(),
  /** The scenarios. */
  scenarios: z.array(scenarioSchema).min(1, 'a case has at least one scenario'),
  /** Source slips and readings, each tied to a scenario and a field, shown to readers in their language. */
  editorialNotes: z.array(z.strictObject({ scenario: slug.optional(), field: z.string(), note: localizedNoteSchema })).optional(),
});

/** A parsed case file. */
export type CaseData = z.output<typeof caseSchema>;
/** A diagram of a case. */
export type CaseDiagram = z.output<typeof diagramSchema>;
/** A scenario of a case. */
export type CaseScenario = z.output<typeof scenarioSchema>;
/** A fact of a scenario. */
export type CaseEvent = z.output<typeof eventSchema>;
/** A ruling. */
export type CaseRuling = z.output<typeof rulingSchema>;
