// /data/cases/<collection>/<case>.pbn: the full deal of a case in PBN, for cases that have one.
import type { APIRoute, GetStaticPaths } from 'astro';
import { allCases } from '../../../../data/cases.ts';
import { casePbn } from '../../../../lib/cases/export.ts';
import type { CaseData } from '../../../../schemas/case.ts';

const SITE_EVENT: Record<string, string> = { 'hbf-played-card': 'Hellenic Bridge Federation booklet, The played card (2012)' };

const pbnOf = (c: CaseData, site: URL | undefined) =>
  casePbn(c, {
    event: `${SITE_EVENT[c.collection] ?? c.collection}, case ${c.number}`,
    url: new URL(`/en/cases/${c.collection}/${c.id}/`, site ?? 'https://lexludi.example').href,
  });

export const getStaticPaths = (() =>
  allCases()
    .filter((c) => pbnOf(c, undefined) !== undefined)
    .map((c) => ({ params: { collection: c.collection, case: c.id }, props: { c } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) =>
  new Response(pbnOf((props as { c: CaseData }).c, site), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
