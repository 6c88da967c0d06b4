import { describe, expect, it } from 'vitest';
import { truncateDescription } from './calendar-kinds';
import { monthGrid, monthOf, monthParam, monthTitle } from './month';

describe('the month grid', () => {
  it('runs Sunday to Saturday over whole weeks around the month', () => {
    const grid = monthGrid(monthOf('2026-11'));
    expect(grid.from).toBe('2026-11-01'); // a Sunday
    expect(grid.to).toBe('2026-12-05');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    const june = monthGrid(monthOf('2030-06'));
    expect(june.weeks[0]![0]).toBe('2030-05-26');
    expect(june.weeks.at(-1)!.at(-1)).toBe('2030-07-06');
  });

  it('reads the month from the address, falling back to this month', () => {
    expect(monthParam(monthOf('2026-02'))).toBe('2026-02');
    expect(monthTitle(monthOf('2026-02'))).toBe('February 2026');
    const today = new Date(2027, 4, 17);
    expect(monthParam(monthOf('garbage', today))).toBe('2027-05');
    expect(monthParam(monthOf(null, today))).toBe('2027-05');
  });

  it('cuts a list description at 100 characters', () => {
    expect(truncateDescription(null)).toBe('');
    expect(truncateDescription('short')).toBe('short');
    expect(truncateDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(truncateDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });
});
