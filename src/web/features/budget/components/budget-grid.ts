/**
 * The budget table is an ARIA table of CSS grid rows rather than a <table>: with `content-visibility: auto`
 * the browser skips layout and paint of rows outside the viewport, which a table row cannot do. With 2,000
 * rows that is what keeps a collapse or expand under a frame budget.
 */
export const budgetGridColumns =
  'grid grid-cols-[minmax(10rem,1fr)_4.5rem_6.5rem_6.5rem_7.5rem_7.5rem_5.5rem_5.5rem_4.5rem] items-start';

/** Body rows: skipped while off screen; 44 px is a one-line row's height until a row has been shown once. */
export const offscreenSkip = '[content-visibility:auto] [contain-intrinsic-size:auto_44px]';

export const moneyCell = 'whitespace-nowrap px-2 py-2.5 text-right tabular-nums';
