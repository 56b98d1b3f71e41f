// `/search-data.json`: reference targets and segment law ids for the search island (fetched on first use).
import { searchData } from '../data/search.ts';

export async function GET(): Promise<Response> {
  return new Response(JSON.stringify(await searchData()), { headers: { 'content-type': 'application/json' } });
}
