/** English texts of this area (see ./index.ts). */
export const onboarding = {} as const;
