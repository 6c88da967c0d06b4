/** English texts of this area (see ./index.ts). */
export const phases = {} as const;
