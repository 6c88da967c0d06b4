/** English texts of the search: the search box and its results, and the contract. */
export const search = {
  typeSomething: 'Type something to search',
} as const;
