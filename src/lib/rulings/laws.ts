/**
 * Every law section the engine can cite in a ruling's law chain. The law pages give each an
 * anchor, so the calculator's links (built in the browser for any edited facts) never land on a
 * missing section. A unit test keeps this list in step with the engine's sources.
 */
export const RULING_LAWS = [
  '10C2', '16C', '16D', '45A', '45C1', '45C2', '45C2(a)', '45C2(b)', '45C3', '45C4(a)', '45C4(b)', '45D', '45E1', '45E2',
  '46A', '46B', '46B1(a)', '46B1(b)', '46B1(c)', '46B2', '46B3', '46B3(a)', '46B3(b)', '46B4', '46B5', '47D', '47F', '48A',
  '50B', '50C', '50D', '50D2', '50D2(a)', '50E', '55A', '55B', '62A', '63A',
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  '16C3', '48B1', '48B2', '50A', '50D1', '50D2(b)', '51A', '51B1(a)', '51B1(b)', '51B2(a)', '51B2(b)', '52A', '52B1(a)', '52B1(b)', '52B1(c)', '52B2',
  '54A', '61A', '68A',
  // leads and plays out of turn, retraction (47E, 53–59)
  '45B', '47E1', '47E2(a)', '47E2(b)', '53A', '53B', '53C', '54B', '54B2', '54C', '54D', '55B1', '55B2', '55C',
  '57A', '57B', '57C1', '57C2', '58A', '58B1', '58B2', '58B3', '58B4',
] as const;
