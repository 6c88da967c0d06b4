/** English texts of this area (see ./index.ts). */
export const company = {} as const;
