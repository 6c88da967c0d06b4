/**
 * The budget table is an ARIA table of CSS grid rows rather than a <table>: only the rows near the window are
 * in the page (budget-table.tsx), with spacers for the rest, which table layout would not allow. The fixed
 * column widths keep the columns aligned whichever rows are shown. With Committed beside Actual Cost the columns
 * still fit a 1440 px screen beside the sidebar (69.5rem), the Item column giving up what the new one takes.
 */
export const budgetGridColumns =
  // visible-texts: CSS grid classes
  'grid grid-cols-[minmax(7.5rem,1fr)_4.5rem_6.5rem_6.5rem_7.5rem_7.5rem_6.5rem_7.5rem_5.5rem_5.5rem_4.5rem] items-start';

export const moneyCell = 'whitespace-nowrap px-2 py-2.5 text-right tabular-nums';

/**
 * The Item column stays in view while the figures scroll sideways under it (a phone shows two or three columns
 * at a time): sticky at the left edge of the card, which is the scrolling box, above the cells passing beneath,
 * stretched to the row's height and painted with the row's background so that nothing shows through. Where the
 * table fits, nothing scrolls and this changes nothing; below lg a hairline marks the edge the figures slide under.
 */
export const stickyItemCell = 'sticky left-0 z-10 self-stretch max-lg:border-slate-200 max-lg:border-r';
