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
