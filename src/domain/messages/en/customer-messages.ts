/** English texts of this area (see ./index.ts). */
export const customerMessages = {} as const;
