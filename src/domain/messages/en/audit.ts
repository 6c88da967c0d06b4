/** English texts of this area (see ./index.ts). */
export const audit = {} as const;
