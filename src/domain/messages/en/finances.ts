/** English texts of this area (see ./index.ts). */
export const finances = {} as const;
