/**
 * The cells of a language that a long document's page leaves out of its HTML (see Parallel.astro),
 * fetched once from `data-text-src` + `{lang}.json` (segment id → our own build's HTML) when the
 * reader switches to that language. A failed fetch says so in each cell.
 */
export async function fill(host: HTMLElement, lang: string): Promise<void> {
  const cells = host.querySelectorAll<HTMLElement>(`.cell[data-lang="${lang}"][data-deferred]`);
  if (cells.length === 0 || !host.dataset.textSrc) return;
  let html: Record<string, string> | null = null;
  try {
    const r = await fetch(`${host.dataset.textSrc}${lang}.json`);
    html = r.ok ? ((await r.json()) as Record<string, string>) : null;
  } catch {
    html = null;
  }
  for (const cell of cells) {
    const id = cell.closest<HTMLElement>('[data-segment]')?.dataset.segment ?? '';
    if (html && html[id] !== undefined) cell.innerHTML = html[id];
    else cell.textContent = host.dataset.failed ?? '';
    delete cell.dataset.deferred;
  }
}
