import { describe, expect, it } from 'vitest';
import { movedSiblingIds, parentGroupOptions, visibleRows } from './budget-rows';

type Row = {
  id: number;
  parentId: number | null;
  depth: number;
  type: 'group' | 'product';
  name: string;
  isExpanded: boolean;
};
const group = (id: number, parentId: number | null, depth: number, isExpanded = true): Row => ({
  id,
  parentId,
  depth,
  type: 'group',
  name: `G${id}`,
  isExpanded,
});
const product = (id: number, parentId: number | null, depth: number): Row => ({
  id,
  parentId,
  depth,
  type: 'product',
  name: `P${id}`,
  isExpanded: true,
});

// Display order: 1 [2 [3, 4], 5], 6 [7], 8
const tree = (collapsed: number[] = []): Row[] => {
  const rows = [
    group(1, null, 0),
    group(2, 1, 1),
    product(3, 2, 2),
    product(4, 2, 2),
    product(5, 1, 1),
    group(6, null, 0),
    product(7, 6, 1),
    product(8, null, 0),
  ];
  return rows.map((r) => (collapsed.includes(r.id) ? { ...r, isExpanded: false } : r));
};
const ids = (rows: { item: Row }[]) => rows.map((r) => r.item.id);

describe('visibleRows', () => {
  it('shows every row when all groups are expanded, with first/last sibling flags', () => {
    const rows = visibleRows(tree());
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const flags = Object.fromEntries(rows.map((r) => [r.item.id, [r.isFirst, r.isLast]]));
    expect(flags).toEqual({
      1: [true, false],
      2: [true, false],
      3: [true, false],
      4: [false, true],
      5: [false, true],
      6: [false, false],
      7: [true, true],
      8: [false, true],
    });
  });

  it('hides the whole subtree of a collapsed group and nothing after it', () => {
    expect(ids(visibleRows(tree([2])))).toEqual([1, 2, 5, 6, 7, 8]);
    expect(ids(visibleRows(tree([1])))).toEqual([1, 6, 7, 8]);
    expect(ids(visibleRows(tree([1, 6])))).toEqual([1, 6, 8]);
    // A collapsed group inside a collapsed group stays hidden with it.
    expect(ids(visibleRows(tree([1, 2])))).toEqual([1, 6, 7, 8]);
  });

  it('keeps the item objects it was given, so unchanged rows compare equal', () => {
    const items = tree();
    const rows = visibleRows(items);
    rows.forEach((row, i) => {
      expect(row.item).toBe(items[i]);
    });
  });

  it('handles a deep chain and an empty budget', () => {
    const chain = Array.from({ length: 500 }, (_, i) => group(i + 1, i === 0 ? null : i, i));
    expect(visibleRows(chain)).toHaveLength(500);
    chain[250] = { ...chain[250]!, isExpanded: false };
    expect(visibleRows(chain)).toHaveLength(251);
    expect(visibleRows([])).toEqual([]);
  });
});

describe('movedSiblingIds', () => {
  it('swaps an item with its neighbour among the children of the same parent', () => {
    expect(movedSiblingIds(tree(), 4, -1)).toEqual({ parentId: 2, ids: [4, 3] });
    expect(movedSiblingIds(tree(), 2, 1)).toEqual({ parentId: 1, ids: [5, 2] });
    expect(movedSiblingIds(tree(), 6, -1)).toEqual({ parentId: null, ids: [6, 1, 8] });
  });

  it('refuses to move past either end or an unknown id', () => {
    expect(movedSiblingIds(tree(), 1, -1)).toBeNull();
    expect(movedSiblingIds(tree(), 8, 1)).toBeNull();
    expect(movedSiblingIds(tree(), 7, 1)).toBeNull();
    expect(movedSiblingIds(tree(), 99, 1)).toBeNull();
  });
});

describe('parentGroupOptions', () => {
  it('lists every group, indented by depth', () => {
    expect(parentGroupOptions(tree())).toEqual([
      { value: 1, label: 'G1' },
      { value: 2, label: '\u00a0\u00a0\u00a0G2' },
      { value: 6, label: 'G6' },
    ]);
  });

  it('leaves out the edited group and its descendants, but not what follows', () => {
    expect(parentGroupOptions(tree(), 1).map((o) => o.value)).toEqual([6]);
    expect(parentGroupOptions(tree(), 2).map((o) => o.value)).toEqual([1, 6]);
    expect(parentGroupOptions(tree(), 3).map((o) => o.value)).toEqual([1, 2, 6]);
  });
});
