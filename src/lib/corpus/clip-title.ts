/**
 * A page title cut at a word boundary to fit `max` characters, with an ellipsis; search
 * engines and tabs show only so much (html-validate's long-title: 70 with the site name).
 * @example
 * clipTitle('Νόμος 24 — Φύλλο που εκτέθηκε ή παίχτηκε κατά τη διάρκεια της αγοράς', 40) // 'Νόμος 24 — Φύλλο που εκτέθηκε ή …'
 */
export function clipTitle(title: string, max: number): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
