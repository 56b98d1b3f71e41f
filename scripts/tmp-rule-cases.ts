import { allClaimCases } from '../src/data/claim-cases.ts';
import { claimInputOf, rulingsOf } from '../src/schemas/claim-case.ts';
import { decideClaim, parseClaimInput } from '../src/lib/claims/index.ts';
for (const c of allClaimCases()) {
  for (const { variant, ruling } of rulingsOf(c)) {
    const input = claimInputOf(c, variant);
    const chk = parseClaimInput(input);
    if (!chk.ok) { console.log(c.id, variant, 'INPUT', chk.problems); continue; }
    const r = decideClaim(chk.input);
    const ok = r.outcome === ruling.outcome && (!ruling.awarded || (r.awarded?.declarer === ruling.awarded.declarer && r.awarded?.defenders === ruling.awarded.defenders)) && (!ruling.result || r.result === ruling.result);
    console.log(ok ? 'OK  ' : 'DIFF', c.id, variant ?? '', '| expected', ruling.outcome, JSON.stringify(ruling.awarded), ruling.result, '| engine', r.outcome, JSON.stringify(r.awarded), r.result, JSON.stringify(r.total), 'needs', r.needs.join(','), r.problems.join(';'), '| laws', r.steps.map((s) => s.law).join(' '));
  }
}
