/** English texts of this area (see ./index.ts). */
export const expenses = {} as const;
