/** English texts of this area (see ./index.ts). */
export const chat = {} as const;
