/** English texts of this area (see ./index.ts). */
export const catalog = {} as const;
