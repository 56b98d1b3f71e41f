/** DOM helpers shared by the islands. */

/** An element with attributes and children (text as text nodes: never HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

/** The JSON data block `selector` inside `host` (a page's payload for its island), or undefined when it is missing or unreadable. */
export function jsonData<T>(host: ParentNode, selector: string): T | undefined {
  try {
    return JSON.parse(host.querySelector(selector)?.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/**
 * A selector that finds the focused control again after its container is redrawn: its id, else
 * its name, else its data-* attributes (a step's buttons). Undefined when the focus is elsewhere.
 */
export function focusKey(container: HTMLElement): string | undefined {
  const a = document.activeElement;
  if (!(a instanceof HTMLElement) || !container.contains(a)) return undefined;
  if (a.id) return `#${CSS.escape(a.id)}`;
  const name = a.getAttribute('name');
  if (name) return `[name="${CSS.escape(name)}"]`;
  const data = [...a.attributes]
    .filter((x) => x.name.startsWith('data-'))
    .map((x) => `[${x.name}="${CSS.escape(x.value)}"]`)
    .join('');
  return data ? `${a.tagName.toLowerCase()}${data}` : undefined;
}

/**
 * Brings a redrawn result into view without moving the focus: scrolls the page only when the
 * span from `first` to `last` is not wholly on screen (its top first, when it is taller than the
 * screen), smoothly unless the reader prefers reduced motion. Nothing to do when either is missing.
 */
export function bringIntoView(first: Element | null | undefined, last: Element | null | undefined = first): void {
  if (!first || !last) return;
  const top = first.getBoundingClientRect().top;
  const bottom = last.getBoundingClientRect().bottom;
  const height = window.innerHeight;
  if (top >= 0 && bottom <= height) return;
  const margin = 16;
  const by = top < 0 || bottom - top + 2 * margin > height ? top - margin : bottom - height + margin;
  window.scrollBy({ top: by, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

/** The summary of the ruling chosen in a calculator's output: its heading and its first lines (the script, or why there is none). */
export function rulingSummary(out: HTMLElement): [Element | null, Element | null] {
  const chosen = out.querySelector('[data-chosen]') ?? out;
  return [chosen.firstElementChild, chosen.querySelector('.calc-script, .calc-warning') ?? chosen.firstElementChild];
}
