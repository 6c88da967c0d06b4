/** English texts of this area (see ./index.ts). */
export const auth = {} as const;
