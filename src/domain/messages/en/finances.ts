/** English texts of the finances area: the Finances page, its cards and periods, and the summary's contract. */
export const finances = {
  messages: {
    endBeforeStart: 'The end date cannot be before the start date',
  },
} as const;
