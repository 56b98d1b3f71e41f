// /data/cases.json: every case as open data (schema: src/schemas/cases-export.ts).
import type { APIRoute } from 'astro';
import { allCases } from '../../data/cases.ts';
import { casesExport } from '../../lib/cases/export.ts';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(casesExport(allCases()), null, 1)}\n`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
