/**
 * Text built to make a reference grammar slow: long digit runs, law words without numbers,
 * law words with blank-line gaps, endless lists and ranges, runs of parentheses and dots, in
 * every script. Shared by the property test (a generous bound) and the benchmark (the figure).
 */
const PIECES = [
  '9'.repeat(5000),
  'Правило '.repeat(2000),
  'Правило\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n'.repeat(300),
  'Правилами 1,2,3,4,5,6,7,8,9,'.repeat(300),
  'Правилах 72...76...72...'.repeat(300),
  '45Γ4α'.repeat(500),
  'ο 45'.repeat(500),
  'Νόμοι 45Γ4α και 45Γ4β, 46B2 ή '.repeat(300),
  '(((('.repeat(500),
  'п.п.п. 1.1.1.1.1.1.'.repeat(300),
  'P 1-2-3-4-'.repeat(500),
  'punktu 2c, 2c, 2c (a)(b)(c)(d)'.repeat(300),
  'Laws 1, 2, 3, '.repeat(500),
  'L1L2L3 Law 45C4(a)(b)(c)(d)(e)'.repeat(300),
];

/**
 * At least `size` characters of adversarial text.
 * @example
 * adversarialText(100_000).length >= 100_000 // true
 */
export function adversarialText(size: number): string {
  let text = '';
  for (let i = 0; text.length < size; i++) text += PIECES[i % PIECES.length];
  return text;
}
