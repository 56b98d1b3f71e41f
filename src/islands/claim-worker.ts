/**
 * The claims engine in a Web Worker (a script of the site's own origin: CSP `worker-src 'self'`):
 * a request is an input and the page's render context, the answer the ruling and its HTML, built
 * by the same `renderClaim` as the server's. A long line search runs here, never on the page's
 * thread; the page ends a search it no longer needs by terminating the worker (claim-runner.ts).
 */
import { renderClaim, type RenderContext } from '../lib/claim-view/render.ts';
import type { ClaimInput } from '../lib/claims/types.ts';

export interface ClaimJob {
  readonly id: number;
  readonly input: ClaimInput;
  readonly ctx: RenderContext;
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<ClaimJob>) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e) => {
  const { id, input, ctx } = e.data;
  try {
    scope.postMessage({ id, ...renderClaim(input, ctx, 3) });
  } catch (err) {
    scope.postMessage({ id, error: String(err) });
  }
};
