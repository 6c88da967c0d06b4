/** English texts of this area (see ./index.ts). */
export const team = {} as const;
