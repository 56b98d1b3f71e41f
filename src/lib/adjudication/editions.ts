/** The codes a ruling can be made under: the 2007 Laws and the 2017 Laws. */
export const EDITIONS = [2007, 2017] as const;
export type Edition = (typeof EDITIONS)[number];
