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
