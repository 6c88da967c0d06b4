/** English texts of this area (see ./index.ts). */
export const tasks = {} as const;
