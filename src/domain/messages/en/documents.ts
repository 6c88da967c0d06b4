/** English texts of this area (see ./index.ts). */
export const documents = {} as const;
