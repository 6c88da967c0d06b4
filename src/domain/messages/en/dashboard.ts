/** English texts of this area (see ./index.ts). */
export const dashboard = {} as const;
