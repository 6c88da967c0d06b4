// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EstimateView } from '#domain/contracts/estimates';
import { StatusPanel } from './status-panel';

const mutate = vi.fn();
vi.mock('../api', () => ({
  useChangeEstimateStatus: () => ({ mutate, isPending: false, variables: undefined }),
  useUpdateEstimate: () => ({ mutate: vi.fn(), isPending: false }),
}));

// The slider needs layout (ResizeObserver) that jsdom lacks, and is not what is tested here.
vi.mock('./deposit-slider', () => ({ DepositSlider: () => null }));

afterEach(cleanup);
beforeEach(() => mutate.mockReset());

const estimate = (status: EstimateView['status']) =>
  ({
    id: 7,
    projectId: 3,
    status,
    version: '1',
    depositPercentage: 25,
    canChangeStatus: true,
  }) as EstimateView;

describe('StatusPanel', () => {
  it('says that Sold Price drops to $0 before an approved estimate returns to draft', async () => {
    render(<StatusPanel estimate={estimate('approved')} recipientCount={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Return to Draft' }));
    expect(mutate).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Sold Price drops to $0 until the estimate is approved again');
    fireEvent.click(screen.getByRole('button', { name: 'Return to Draft' }));
    expect(mutate).toHaveBeenCalledWith('draft', expect.anything());
  });

  it('returns a declined estimate to draft at once: no Sold Price is lost', () => {
    render(<StatusPanel estimate={estimate('declined')} recipientCount={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Return to Draft' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mutate).toHaveBeenCalledWith('draft');
  });
});
