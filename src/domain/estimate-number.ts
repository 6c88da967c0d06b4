/**
 * Estimate number (docs/product.md#estimates): `{projectId}-{year of the estimate's creation}`. The year is taken in
 * the given time zone, or in the local time zone of the process when none is given.
 */
export function estimateNumber(projectId: number, createdAt: Date | string, timeZone?: string): string {
  const instant = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: ${String(createdAt)}`);
  const year = timeZone
    ? new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant)
    : String(instant.getFullYear());
  return `${projectId}-${year}`;
}
