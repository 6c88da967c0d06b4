/** English texts of this area (see ./index.ts). */
export const customers = {} as const;
