/** English texts of this area (see ./index.ts). */
export const calendar = {} as const;
