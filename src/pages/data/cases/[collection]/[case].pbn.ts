// /data/cases/<collection>/<case>.pbn: the full deal of a case in PBN, for cases that have one.
import type { APIRoute, GetStaticPaths } from 'astro';
import { allCases, collectionData } from '../../../../data/cases.ts';
import { casePbn } from '../../../../lib/cases/export.ts';
import type { CaseData } from '../../../../schemas/case.ts';

const pbnOf = (c: CaseData, site: URL | undefined) =>
  casePbn(c, {
    event: `${collectionData(c.collection)?.event ?? c.collection}, case ${c.number}`,
    url: new URL(`/en/cases/${c.collection}/${c.id}/`, site ?? 'https://lexludi.example').href,
  });

export const getStaticPaths = (() =>
  allCases()
    .filter((c) => pbnOf(c, undefined) !== undefined)
    .map((c) => ({ params: { collection: c.collection, case: c.id }, props: { c } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) =>
  new Response(pbnOf((props as { c: CaseData }).c, site), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
