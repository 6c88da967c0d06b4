import { describe, expect, it } from 'vitest';
import { dismissToast, peekToast, toast, toastDeleted, toastDeleteFailed } from './toast-store';

describe('toast store', () => {
  it('keeps one toast at a time, a new one replacing the old', () => {
    const first = toast({ title: 'Login successful', description: 'Welcome back, ann' });
    const second = toast({ title: 'Logged out' });
    expect(second.id).toBeGreaterThan(first.id);
    expect(peekToast()).toMatchObject({ title: 'Logged out', open: true });

    // Dismissing the replaced toast must not close the newer one.
    first.dismiss();
    expect(peekToast()?.open).toBe(true);
    second.dismiss();
    expect(peekToast()?.open).toBe(false);
  });

  it('dismisses whichever is showing without an id', () => {
    toast({ title: 'Login failed', variant: 'destructive' });
    dismissToast();
    expect(peekToast()).toMatchObject({ title: 'Login failed', variant: 'destructive', open: false });
  });

  it('words the generic delete toasts of the product', () => {
    toastDeleted('project');
    expect(peekToast()).toMatchObject({ title: 'Success', description: 'Project deleted successfully.' });
    toastDeleteFailed('customer');
    expect(peekToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to delete customer. Please try again.',
      variant: 'destructive',
    });
  });
});
