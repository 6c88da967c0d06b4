/** English texts of this area (see ./index.ts). */
export const projects = {} as const;
