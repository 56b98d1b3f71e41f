/**
 * Runs a claim ruling off the page's thread so the page stays responsive on a large position:
 * one Web Worker (claim-worker.ts) at a time; a new request ends the search of the one before it
 * (the latest edit wins) and a search longer than `limitMs` is ended with `timeout`. Where a
 * worker cannot be made, the ruling is computed on the page, after the "working…" status is shown.
 */
import type { RenderContext } from '../lib/claim-view/render.ts';
import type { ClaimInput, ClaimRuling } from '../lib/claims/types.ts';
import type { ClaimJob } from './claim-worker.ts';
import { el } from './dom.ts';

export type ClaimRun = { ruling: ClaimRuling; html: string } | { timeout: true } | { error: string } | { stale: true };

/** The budget's mark: the engine says so in `problems` when its line search stopped (search.ts). */
export const budgetHit = (r: ClaimRuling | undefined): boolean => (r?.problems ?? []).some((p) => p.includes('too large for the line search'));

export class ClaimRunner {
  private worker: Worker | undefined;
  private pending: { id: number; input: ClaimInput; done: (r: ClaimRun) => void; timer: ReturnType<typeof setTimeout> } | undefined;
  private broken = false;
  private seq = 0;

  private readonly ctx: RenderContext;
  private readonly limitMs: number;

  constructor(ctx: RenderContext, limitMs = 60_000) {
    this.ctx = ctx;
    this.limitMs = limitMs;
  }

  run(input: ClaimInput): Promise<ClaimRun> {
    this.cancel();
    const id = ++this.seq;
    return new Promise((done) => {
      const worker = this.spawn();
      if (!worker) return this.inline(id, input, done);
      const timer = setTimeout(() => {
        this.stop();
        done({ timeout: true });
      }, this.limitMs);
      this.pending = { id, input, done, timer };
      const job: ClaimJob = { id, input, ctx: this.ctx };
      worker.postMessage(job);
    });
  }

  /** No worker (or it failed to start): yield once so the status is painted, then rule on the page. */
  private inline(id: number, input: ClaimInput, done: (r: ClaimRun) => void): void {
    setTimeout(() => {
      if (id !== this.seq) return done({ stale: true });
      import('../lib/claim-view/render.ts').then(
        (m) => done(m.renderClaim(input, this.ctx, 3)),
        (e: unknown) => done({ error: String(e) }),
      );
    }, 0);
  }

  /** Ends the search in progress, if any (its promise resolves `stale`). */
  cancel(): void {
    if (!this.pending) return;
    const p = this.pending;
    this.stop();
    p.done({ stale: true });
  }

  private stop(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }

  private spawn(): Worker | undefined {
    if (this.worker) return this.worker;
    if (this.broken || typeof Worker === 'undefined') return undefined;
    try {
      const w = new Worker(new URL('./claim-worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<{ id: number } & ({ ruling: ClaimRuling; html: string } | { error: string })>) => {
        const p = this.pending;
        if (!p || e.data.id !== p.id) return;
        clearTimeout(p.timer);
        this.pending = undefined;
        const { id: _, ...rest } = e.data;
        p.done(rest);
      };
      // A worker that cannot start (a script refused, an old browser): rule on the page from now on.
      w.onerror = () => {
        const p = this.pending;
        this.stop();
        this.broken = true;
        if (p) this.inline(p.id, p.input, p.done);
      };
      this.worker = w;
      return w;
    } catch {
      return undefined;
    }
  }
}

/** The status line after a run: '' (say "updated" and the verdict), or why there is no ruling — the search budget, the time limit. */
export function statusOf(w: (k: string) => string, r: ClaimRun): string {
  if ('timeout' in r) return w('claim.calc.timeout');
  if ('error' in r) return w('claim.calc.error');
  if ('ruling' in r && budgetHit(r.ruling)) return w('claim.calc.budget');
  return '';
}

/**
 * Writes the status line after a ruling: `status` when there is one to say (working, timeout, …);
 * else "Ruling updated." — the verdict, already shown in bold above, only for screen readers,
 * so it is announced without being printed twice.
 */
export function showStatus(line: HTMLElement, w: (k: string) => string, status: string, verdict: string): void {
  if (status) line.textContent = status;
  else line.replaceChildren(w('claim.calc.updated'), el('span', { class: 'visually-hidden' }, ` ${verdict}`));
}
