/** English: one-line reasons of the claim law chain, the director's script, the names of the normal plays. */
import type { Lang } from '../../base/languages.ts';
import { SEAT_NAMES, type SeatWords } from '../../text/seat-words.ts';
import type { NormalNames } from './names.ts';

export interface ClaimReasonTable {
  readonly reasons: Readonly<Record<string, string>>;
  readonly script: Readonly<Record<string, string>>;
  /** The language the templates are written in (plural rules). */
  readonly lang: Lang;
  /** Seat words by case (`{seat:gen}`): names or letters, from src/lib/text/seat-words.ts. */
  readonly seats: SeatWords;
  /** Every entry of the normal-play table by name (`{plays}` in reasons, the decisive line). */
  readonly normal: NormalNames;
}

export const en: ClaimReasonTable = {
  reasons: {
    'gesture-clear': 'The gesture that went with the claim clearly showed a line: the steps it showed ({steps}) count as part of the statement.',
    'gesture-unclear':
      'The gesture that went with the claim was not clear: the line it might have shown counts for nothing, and the claimer is held to his words.',
    'gesture-presumed-unclear':
      'Whether the gesture that went with the claim clearly showed a line is not found: the doubt goes against the claimer, who is held to his words.',
    abandoned: 'Throwing in the cards abandons the hand: the remaining {tricks|trick is|tricks are} conceded ({tricks}).',
    'not-meant': 'The player demonstrably did not mean to claim: there is no claim, play goes on.',
    'shown-claim': 'Showing the cards was meant as a claim.',
    'shown-presumed-claim': 'Showing the cards counts as a claim unless the player demonstrably did not mean one.',
    'stop-claim': 'Suggesting that play be cut short was meant as a claim.',
    'stop-presumed-claim': 'Suggesting that play be cut short counts as a claim unless the player demonstrably did not mean one.',
    'claim-defined': 'Saying his side will win {tricks} {tricks|trick|tricks} is a claim of them.',
    'concession-all': 'Saying his side will win none concedes every remaining trick.',
    'concession-rest': 'Claiming some tricks concedes the rest: {tricks} {tricks|trick|tricks}.',
    'objection-2007': "The partner objected at once to the defender's concession: no concession has occurred, play goes on.",
    'objection-2017': "The partner objected at once to the defender's concession: neither a claim nor a concession has occurred, play goes on.",
    'objection-ui': "The attempted concession is unauthorized information for {seat}'s partner; an exposed card is no penalty card.",
    'objection-late': "The partner's objection did not come at once: the concession is not undone by it, it is contested.",
    'play-voided-2007': 'Play ceases at a claim: the cards played after it are cancelled.',
    'play-evidence-2007':
      "Play after the claim is at most evidence of the players' probable plays and of the claim's accuracy; the ruling starts from the position at the claim.",
    'play-on-agreed': 'All four players agreed to play on after the doubted claim: the claim lapses and the result of play stands.',
    'play-on-not-agreed': 'Not all four agreed to play on: the claim is ruled as contested; the later play is at most evidence.',
    agreed: 'The opponents agreed: the board is scored with the {tricks} {tricks|trick|tricks} as claimed.',
    'too-late': 'The correction period had ended: the score stands.',
    'already-won': 'The side had in fact already won {tricks} of the tricks it agreed to lose: they are given back.',
    'likely-won': 'Had play continued, the side would likely have won {tricks} more {tricks|trick|tricks}: they are given back.',
    'not-likely-won': 'Had play continued, the side would not likely have won a further trick.',
    'concession-already-won': 'The conceding side had in fact already won {tricks} {tricks|trick|tricks}: the concession of them is cancelled.',
    'could-not-lose': 'No normal play could lose {tricks} of the conceded tricks: the concession of them is cancelled.',
    'could-lose': 'Each conceded trick could be lost by some normal play: the concession stands.',
    'doubted-2007': 'Play ceased; the claim was doubted, so the director rules on it.',
    'doubted-2017': 'Play is suspended; the claim was doubted, so the director rules on it.',
    'tricks-to-opponents':
      "On the worst normal line the claimer's side takes {awarded} of the {claimed} {claimed|trick|tricks} claimed: {tricks} go to the opponents.",
    'claim-upheld': 'Every normal line takes the {claimed} {claimed|trick|tricks} claimed: the claim stands.',
    'doubt-against-claimer': 'Every doubtful point is resolved against the claimer.',
    'no-line-stated': 'No line of play was stated: the claimer may play any normal line.',
    'line-stated': 'The line as stated ({steps} {steps|step|steps}) binds the claimer; other plays only where careless or inferior, never irrational.',
    'trump-mentioned': "The statement dealt with the opponents' outstanding trump.",
    'trump-not-mentioned': "The statement said nothing of the opponents' outstanding trump.",
    'trump-aware': 'The director finds the claimer was aware of the trump: no trick is given for it.',
    'trump-unaware': 'It is at all likely the claimer did not know a trump was out.',
    'trump-presumed-unaware': 'Nothing was said of the trump, so the claimer is presumed unaware of it unless the contrary is clear.',
    'trump-wins': 'On a normal line a winner is cashed before the trump is drawn and it takes {tricks} {tricks|trick|tricks}.',
    'trump-wins-anyway': 'A trick is lost to the outstanding trump on the line the claimer must follow in any case ({tricks}); it is counted once.',
    'trump-cannot-win': 'No normal line lets the trump take a trick (the three conditions must all hold).',
    'normal-line': 'The awarded line includes careless or inferior, not irrational, plays: {plays}.',
    'player-class-novice': 'A novice is allowed more: for him the director counts as normal here: {plays}.',
    'player-class-expert': 'A player well above the field is held to more: the director does not assume here: {plays}.',
    'unstated-better-line':
      'A line the claimer did not state would have won {tricks} more {tricks|trick|tricks}; it is not accepted, since the stated line is a normal one and less successful.',
    'finesse-not-credited-2007': 'An unstated line that needs a card to lie with one opponent is not credited (unless not taking it would be irrational).',
    'finesse-not-credited': 'An unstated line that needs a card to lie with one opponent is not credited.',
    'finesse-credited-2007': 'Not taking the finesse would be irrational for this player: the line is credited ({tricks} {tricks|trick|tricks}).',
    'no-irrational-clause-2017':
      'Under the 2017 Laws an unstated finesse is credited only when an opponent showed out; whether not taking it would be irrational does not matter.',
    'partner-any-normal': "A defender's claim cannot rely on his partner ({seat}) choosing one of several normal plays.",
    'revoke-not-established': 'The revoke by {seat} at trick {trick} is not established: his side did not agree to the claim.',
    'revoke-established-claim': "The revoke by {seat} at trick {trick} is established by his side's claim.",
    'revoke-established-agreement': "The revoke by {seat} at trick {trick} is established by his side's agreement to the claim.",
    'revoke-transfer': "The revoke costs {seat}'s side {tricks} {tricks|trick|tricks}.",
    'revoke-no-transfer': 'The revoking side won neither the revoke trick nor a later one: no trick is transferred.',
  },
  script: {
    'script-repeat-statement': '{seat}, please repeat exactly what you said when you claimed.',
    'script-hear-objections': 'Now, what are your objections to the claim?',
    'script-face-cards': 'Please put your remaining cards face up on the table.',
    'script-trump': 'You did not mention the trump still out, and it can take {tricks} {tricks|trick|tricks} on a normal line.',
    'script-play-on': 'There was no claim: please play on.',
    'script-objection': "The concession is withdrawn: please play on. {seat}'s partner must not use what the attempted concession told him.",
    'script-play-stands': 'You all agreed to play on: the result of the play stands.',
    'script-stands': "The claim stands: {seat}'s side {tricks} {tricks|trick|tricks}, the opponents {others}.",
    'script-adjusted': "I award {seat}'s side {tricks} {tricks|trick|tricks} and the opponents {others}: the worst normal line is shown trick by trick.",
    'script-rescored': "The board is rescored: {seat}'s side {tricks} {tricks|trick|tricks}, the opponents {others}.",
    'script-play-continues': 'Play goes on.',
    'script-undecided': 'I need a finding before I can rule.',
  },
  lang: 'en',
  seats: SEAT_NAMES.en,
  normal: {
    'suit-any-order': 'any card of the stated suit first (no order stated)',
    'suit-order': 'the suits in another order',
    'cash-winner': 'cashing a winner',
    'winner-before-trump': 'a winner before the trump is drawn',
    cross: 'crossing with a low card',
    'forced-lead': 'any lead (no winner, no way across)',
    'ruff-low': 'ruffing low',
    'ruff-own-winner': "ruffing partner's winning card",
    'ruff-own-winner-threatened': "ruffing partner's card before an opponent can ruff it",
    'decline-ruff': 'not ruffing',
    'not-unblock': 'failing to unblock',
    'losing-finesse': 'a losing finesse',
    'top-instead-of-finesse': 'playing from the top instead of finessing',
    'second-hand-low': 'second hand low',
    'third-hand-low': "third hand low under partner's card",
    'duck-last': 'not winning the trick when last to play',
    miscount: 'a miscount',
    discard: 'a discard',
    'discard-honour': 'discarding an honour',
    'discard-visible-master': 'discarding a visible winner',
    'partner-choice': 'partner’s choice among normal plays',
    'overtake-partner': "overtaking partner's winning card",
    'waste-winner': "a winner played under partner's winning card",
    'duck-master': 'ducking while holding a winner',
    'discard-entry': 'discarding the only entry to partner',
    'trump-thought-drawn': 'a trump led as if trumps were drawn',
  },
};
