/**
 * Mounting a calculator on first use: the shell of <ruling-calculator> and <claim-calculator>.
 * The heavy part (engine and controls) is a chunk of its own (`load`), fetched when the reader
 * reaches for the host's `button[data-calc-start]` (pointer or focus) and mounted when it is
 * pressed, or at once when the URL hash starts with `hashPrefix` (a shared state). Without JS the
 * button stays hidden and the server-rendered rulings are the calculator.
 */
export function lazyMount<M>(host: HTMLElement, hashPrefix: string, load: () => Promise<M>, mount: (m: M, focus: boolean) => void): void {
  const button = host.querySelector<HTMLButtonElement>('button[data-calc-start]');
  const start = (focus: boolean) => {
    if (host.dataset.started) return;
    host.dataset.started = 'true';
    if (button) button.hidden = true;
    load().then(
      (m) => mount(m, focus),
      () => {
        // A chunk that did not arrive (offline): the button comes back for another try.
        delete host.dataset.started;
        if (button) button.hidden = false;
      },
    );
  };
  if (location.hash.startsWith(hashPrefix)) return start(false);
  if (!button) return;
  button.hidden = false;
  const prefetch = () => void load().catch(() => undefined);
  button.addEventListener('pointerenter', prefetch, { once: true });
  button.addEventListener('focus', prefetch, { once: true });
  button.addEventListener('click', () => start(true));
}
