import { describe, expect, it } from 'vitest';
import type { Task } from '#domain/contracts/tasks';
import {
  humanize,
  isOverdue,
  NONE,
  PAST_DUE_DATE,
  taskFormDefaults,
  taskFormSchema,
  toTaskBody,
} from './task-form';

const task = (patch: Partial<Task>): Task =>
  ({
    id: 1,
    title: 'Order tiles',
    description: 'Grey',
    status: 'in_progress',
    priority: 'high',
    type: 'order_materials',
    phaseId: 4,
    assignedTo: 7,
    tradeId: null,
    budgetItemId: 9,
    dueDate: '2024-01-05',
    ...patch,
  }) as Task;

describe('toTaskBody', () => {
  it("leaves 'none' and empty values out and sends ids as integers", () => {
    const values = { ...taskFormDefaults(), title: '  Call customer ', phaseId: '12', assignedTo: NONE };
    expect(toTaskBody(values)).toEqual({
      title: 'Call customer',
      status: 'not_started',
      priority: 'medium',
      type: 'project_details',
      phaseId: 12,
    });
  });

  it('clears with null what an edited task had and the user emptied', () => {
    const original = task({});
    const values = {
      ...taskFormDefaults(original),
      description: '',
      assignedTo: NONE,
      dueDate: '',
      tradeId: '3',
    };
    const body = toTaskBody(values, original);
    expect(body).toMatchObject({
      description: null,
      assignedTo: null,
      dueDate: null,
      tradeId: 3,
      phaseId: 4,
    });
    expect(body.budgetItemId).toBe(9);
  });
});

describe('taskFormSchema', () => {
  const today = '2024-06-10';
  it("requires a title with the message 'Title is required'", () => {
    const result = taskFormSchema(today).safeParse({ ...taskFormDefaults(), title: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Title is required');
  });

  it('refuses a past due date unless the task already had it', () => {
    const values = { ...taskFormDefaults(), title: 'x', dueDate: '2024-06-09' };
    expect(taskFormSchema(today).safeParse(values).error?.issues[0]?.message).toBe(PAST_DUE_DATE);
    expect(taskFormSchema(today, '2024-06-09').safeParse(values).success).toBe(true);
    expect(taskFormSchema(today).safeParse({ ...values, dueDate: today }).success).toBe(true);
  });
});

describe('isOverdue and humanize', () => {
  it('marks past due dates of open tasks only', () => {
    expect(isOverdue({ dueDate: '2024-06-09', status: 'in_progress' }, '2024-06-10')).toBe(true);
    expect(isOverdue({ dueDate: '2024-06-09', status: 'completed' }, '2024-06-10')).toBe(false);
    expect(isOverdue({ dueDate: '2024-06-10', status: 'not_started' }, '2024-06-10')).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'not_started' }, '2024-06-10')).toBe(false);
  });

  it('turns values into labels', () => {
    expect(humanize('meeting_with_customer')).toBe('Meeting with customer');
  });
});
