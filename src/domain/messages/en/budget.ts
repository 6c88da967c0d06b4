/** English texts of this area (see ./index.ts). */
export const budget = {} as const;
