/** English texts of the search: the search box, the command palette and its results, and the contract. */
export const search = {
  typeSomething: 'Type something to search',
  label: 'Search',
  placeholder: 'Search...',
  /** The hotkey's hint outside Apple keyboards (those show ⌘K). */
  shortcut: 'Ctrl K',
  noEmail: 'No email',
  paid: 'Paid',
  groups: {
    projects: 'Projects',
    customers: 'Customers',
    invoices: 'Invoices',
  },
  palette: {
    description:
      'Search projects, customers and invoices. Use the arrow keys to choose a result and Enter to open it.',
    results: 'Search results',
    failed: 'Search failed. Please try again.',
    escKey: 'Esc',
    enterKey: 'Enter',
    toMove: 'to move',
    toOpen: 'to open',
    toClose: 'to close',
    prompt: 'Type to search projects, customers and invoices.',
    searching: 'Searching...',
    noResults: 'No results for "{{text}}".',
  },
} as const;
