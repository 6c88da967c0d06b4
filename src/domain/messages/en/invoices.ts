/** English texts of this area (see ./index.ts). */
export const invoices = {} as const;
