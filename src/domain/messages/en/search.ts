/** English texts of this area (see ./index.ts). */
export const search = {} as const;
