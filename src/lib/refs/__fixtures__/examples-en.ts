/**
 * English examples from content/sources/002 (the English column of Laws 6–8), then the forms
 * the spec names and negatives.
 */
import type { Example } from './summarize.ts';

/**
 * English example rows: `[text, expected \`surface → targets\`, comment, context?]`.
 * @example
 * summarize(EXAMPLES_EN[0][0], 'en') // equals EXAMPLES_EN[0][1]
 */
export const EXAMPLES_EN: readonly Example[] = [
  ["согласно инструкциям Судьи. | LAW 6 - THE SHUFFLE", ["LAW 6 → 6"], "002:2, LAW"],
  ["auction begins for both sides (see Law 17A) that the cards", ["Law 17A → 17A"], "002:2, Law"],
  ["Director's InstructionSubject to Law 22A, there must be", ["Law 22A → 22A"], "002:2, Law"],
  ["compatible with the Laws (but see Law 86C). E. Director's", ["Law 86C → 86C"], "002:2, Law"],
  ["условий для игры за этим столом. | LAW 7 - CONTROL OF BOARD", ["LAW 7 → 7"], "002:3, LAW"],
  ["dummy's cards in accordance with Law 45) during or after", ["Law 45 → 45"], "002:3, Law"],
  ["протоколы без возражений. | LAW 8 - SEQUENCE OF", ["LAW 8 → 8"], "002:4, LAW"],
  // Forms the spec names (not in the sources: the project's English texts will use them).
  ['as Laws 45C4(a) and (b) provide', ['Laws 45C4(a) and (b) → 45C4(a) 45C4(b)'], 'items continuing the previous designator'],
  ['the TD applies L45C4a here', ['L45C4a → 45C4(a)'], 'shorthand L without a space, bare item letter'],
  ['see Law 86C', ['Law 86C → 86C'], 'spec example; also 002:2'],
  ['Laws 45-47 cover the played card', ['Laws 45-47 → 45 46 47'], 'range'],
  ['Laws 45 to 47', ['Laws 45 to 47 → 45 46 47'], 'range in words'],
  ['Laws 53 or 56', ['Laws 53 or 56 → 53 56'], 'list in words'],
  ['Law 12C1(e)(ii)', ['Law 12C1(e)(ii) → 12C1(e)(ii)'], 'item and roman sub-item'],
  ['under Law 45C1-4', ['Law 45C1-4 → 45C1 45C2 45C3 45C4'], 'range of numbered sections'],
  ['Law 100', ['Law 100 → ∅'], 'three-digit number: found so that resolve reports unknown-law'],
  ['(see Section D)', ['Section D → 16D'], 'content/laws/2007/16/en.md:22, relative reference by letter', { withinLaw: 16 }],
  ['the Director proceeds in accordance with subsection 2(c).', ['subsection 2(c) → 16C2(c)'], 'content/laws/2007/16/en.md:76, number-first relative reference', { withinSection: '16C3' }],
  ['The corresponding section 16 of this Commentary is, naturally, extensive too.', [], 'content/commentary/ru-67-74/en.md:213, a section of the commentary, not of a law', { withinLaw: 73 }],
  ['Law 63A3 applies (see point 11), a side', ['Law 63A3 → 63A3', 'point 11 → para:11'], 'content/commentary/pl-68-71/en.md:91, the translation of pkt. 11'],
  ['in para. 68.7(i)(b) above', ['para. 68.7(i)(b) → para:68.7(i)(b)'], 'content/commentary/ru-67-74/en.md, the translation of п. 68.7.(i)(b)'],
  ['replace it with another (but see 47D, 16D1).', ['47D, 16D1 → 47D 16D1'], 'content/laws/2007/45/en.md:34, bare designators after "see"'],
  ['see 3NT', [], 'a contract after "see": N is not a section letter'],
  // Not references.
  ['Глава III. Подготовка и последующие действия | CHAPTER III. Preparation and Progression |', [], '002:1, chapter heading'],
  ['D. New Shuffle and Re-deal1. Cards Incorrectly Dealt or ExposedThere', [], '002:2, section label glued to its title'],
  ['into four hands of thirteen cards each', [], '002:2, numbers in words'],
  ['The contract is 3NT by South', [], 'a contract'],
  ['declarer plays the ♠A and then the 10', [], 'card ranks'],
  ['the 1997 Laws', [], 'edition year'],
  ['(4H) is a bid', [], 'no bare designators in English: (4H) is four hearts'],
  ['the lawful 6♥ contract', [], 'a word that starts with "law"'],
  ['he holds 12 points and bids 1NT', [], 'high-card points: the number comes first'],
];
