// Kept apart from list-state.ts, whose address schemas need zod: the call helpers (calls.ts) every screen loads
// need only these two, and so do not bring zod into the first load (docs/decisions/0264-the-browser-gets-calls-without-their-schemas.md).

/** Rows per page of every paged list. */
export const LIST_PAGE_SIZE = 50;

/** The page's offset for the server (limit/offset paging). */
export const pageOffset = (page: number) => (page - 1) * LIST_PAGE_SIZE;
