// How long a browser test waits before it calls something hung. A wait guards against a hang and
// never measures speed (timings are `npm run bench`'s): the limit is far above what the slowest
// healthy machine takes under load — saving a language for offline reading took 22 s alone and
// over 60 s beside the other stages on a 2-core machine. E2E_HANG_MS overrides it.
export const HANG_MS = Number(process.env.E2E_HANG_MS ?? 300_000);
