/** English texts of this area (see ./index.ts). */
export const admin = {} as const;
