import { describe, expect, it } from 'vitest';
import { estimateTextFields } from './estimates';
import { formValuesOf } from './form-values';

describe("the estimate texts' form", () => {
  it('holds the printed texts of an estimate and nothing else, so a save never sends its status or terms', () => {
    const estimate = {
      id: 3,
      status: 'draft',
      terms: { depositPercentage: 25 },
      depositPercentage: 25,
      projectDescription: 'Kitchen remodel',
      notes: '',
      legal: 'Net 30',
    };
    expect(formValuesOf(estimateTextFields, estimate)).toEqual({
      projectDescription: 'Kitchen remodel',
      notes: '',
      legal: 'Net 30',
    });
  });
});
