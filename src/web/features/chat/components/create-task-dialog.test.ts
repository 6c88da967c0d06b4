import { describe, expect, it } from 'vitest';
import { defaultPhaseOf } from './create-task-dialog';

describe('the default phase of a task from a message', () => {
  it("is the project's construction phase, else its first in production, else its first", () => {
    expect(
      defaultPhaseOf([
        { id: 1, name: 'Pre-Construction', stage: 'pre-production' },
        { id: 2, name: 'Construction', stage: 'in-production' },
      ]),
    ).toBe(2);
    expect(
      defaultPhaseOf([
        { id: 1, name: 'Design', stage: 'pre-production' },
        { id: 2, name: 'Demolition', stage: 'in-production' },
      ]),
    ).toBe(2);
    expect(defaultPhaseOf([{ id: 5, name: 'Design', stage: 'pre-production' }])).toBe(5);
    expect(defaultPhaseOf([])).toBeUndefined();
  });
});
