/**
 * Minimal typings for `bridge-scorer` (MIT), used ONLY as a test oracle by
 * the *.test.ts files in this folder. Never import it from library code.
 */
declare module 'bridge-scorer' {
  export type OracleContract = { level: number; denomination: 'C' | 'D' | 'H' | 'S' | 'NT'; risk: '' | 'X' | 'XX' };
  export type OracleGame = {
    contract?: { declaror: 'N' | 'E' | 'S' | 'W' };
    score: number;
    matchpointsNS?: { value: number; rank?: string; percentage?: number };
    matchpointsEW?: { value: number; rank?: string; percentage?: number };
  };
  const scorer: {
    contractTricks(contract: OracleContract, vulnerable: boolean, tricks: number): number;
    contractResult(contract: OracleContract, vulnerable: boolean, relativeTricks: number): number;
    matchpoints(games: OracleGame[]): OracleGame[];
    matchpointsACBL(games: OracleGame[]): OracleGame[];
  };
  export default scorer;
}

declare module 'bridge-scorer/lib/imps.js' {
  const imps: { toImps(difference: number): number };
  export default imps;
}
