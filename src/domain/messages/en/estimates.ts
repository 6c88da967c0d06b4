/** English texts of this area (see ./index.ts). */
export const estimates = {} as const;
