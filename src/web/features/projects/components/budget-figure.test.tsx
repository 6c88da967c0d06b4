// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetFigure } from './budget-figure';

afterEach(cleanup);

describe('BudgetFigure', () => {
  it('writes the figure in whole dollars with where it comes from', () => {
    const { container } = render(<BudgetFigure figure="5466.40" source="estimate" />);
    expect(container.textContent).toBe('$5,466from the approved estimate');
  });

  it("reads 'Not set' without a figure, and names no source", () => {
    const { container } = render(<BudgetFigure figure={null} source={null} />);
    expect(container.textContent).toBe('Not set');
  });

  it('names the budget and the typed field', () => {
    expect(render(<BudgetFigure figure="3669" source="budget" />).container.textContent).toBe(
      '$3,669from the budget',
    );
    cleanup();
    expect(render(<BudgetFigure figure="250.50" source="project" />).container.textContent).toBe(
      '$251entered on the project',
    );
  });
});
