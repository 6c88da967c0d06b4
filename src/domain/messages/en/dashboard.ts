/** English texts of the dashboard: its cards, lists and figures. */
export const dashboard = {} as const;
