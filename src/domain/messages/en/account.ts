/** English texts of this area (see ./index.ts). */
export const account = {} as const;
