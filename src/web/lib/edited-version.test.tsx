// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEditedVersion } from './edited-version';

afterEach(cleanup);

describe('useEditedVersion', () => {
  it("keeps the version the form's values came from when the record is refetched, and takes its own saves'", () => {
    const view = renderHook(({ current }) => useEditedVersion(current), {
      initialProps: { current: undefined as string | undefined },
    });
    expect(view.result.current[0]).toBeUndefined();
    view.rerender({ current: '101' });
    expect(view.result.current[0]).toBe('101');
    // Someone else saved and a background refetch brought the new version: the values on screen are still 101's.
    view.rerender({ current: '205' });
    expect(view.result.current[0]).toBe('101');
    act(() => view.result.current[1]('310'));
    expect(view.result.current[0]).toBe('310');
  });
});
