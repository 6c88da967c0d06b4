import type { BudgetLineItem } from '#domain/contracts/budget';

/** The rows the table needs: parent, depth, type, name and expanded state of each item, in display order. */
type TreeItem = Pick<BudgetLineItem, 'id' | 'parentId' | 'depth' | 'type' | 'name' | 'isExpanded'>;

/** A shown row and whether it is its parent's first or last child (Move Up / Move Down). */
export type VisibleRow<T extends TreeItem = BudgetLineItem> = { item: T; isFirst: boolean; isLast: boolean };

/** The parent a row sits under: a depth-0 row is top level even if its parent id is dangling. */
const parentKey = (item: TreeItem) => (item.depth === 0 ? null : item.parentId);

/**
 * The rows to show, in one pass over the server's display order (parent before children): everything except
 * the descendants of a collapsed group. Each row keeps the item object it was given, so rows that did not
 * change compare equal and are not re-rendered.
 */
export function visibleRows<T extends TreeItem>(items: readonly T[]): VisibleRow<T>[] {
  const lastChild = new Map<number | null, number>();
  for (const item of items) lastChild.set(parentKey(item), item.id);
  const seen = new Set<number | null>();
  const rows: VisibleRow<T>[] = [];
  // Depth of the collapsed group whose subtree is being skipped; deeper rows that follow are inside it.
  let hiddenBelow = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const parent = parentKey(item);
    const isFirst = !seen.has(parent);
    seen.add(parent);
    if (item.depth > hiddenBelow) continue;
    hiddenBelow = item.type === 'group' && !item.isExpanded ? item.depth : Number.POSITIVE_INFINITY;
    rows.push({ item, isFirst, isLast: lastChild.get(parent) === item.id });
  }
  return rows;
}

/**
 * The ids of an item's siblings with the item moved one place up (-1) or down (1): the body of the reorder
 * call. Null when it cannot move that way.
 */
export function movedSiblingIds(
  items: readonly TreeItem[],
  id: number,
  direction: -1 | 1,
): { parentId: number | null; ids: number[] } | null {
  const item = items.find((i) => i.id === id);
  if (!item) return null;
  const parent = parentKey(item);
  const ids = items.filter((i) => parentKey(i) === parent).map((i) => i.id);
  const from = ids.indexOf(id);
  const to = from + direction;
  if (to < 0 || to >= ids.length) return null;
  ids[from] = ids[to]!;
  ids[to] = id;
  return { parentId: parent, ids };
}

export type GroupOption = { value: number; label: string };

/**
 * The groups an item may be put in, indented by depth, in display order. When editing, the item itself and
 * its descendants are left out (a group cannot go inside itself); in display order its descendants are the
 * rows right after it that are deeper.
 */
export function parentGroupOptions(items: readonly TreeItem[], editingId?: number): GroupOption[] {
  const options: GroupOption[] = [];
  let skipDeeperThan = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (item.depth > skipDeeperThan) continue;
    skipDeeperThan = Number.POSITIVE_INFINITY;
    if (item.id === editingId) {
      skipDeeperThan = item.depth;
      continue;
    }
    if (item.type !== 'group') continue;
    // Non-breaking spaces: a native <option> collapses ordinary ones.
    options.push({ value: item.id, label: `${'\u00a0\u00a0\u00a0'.repeat(item.depth)}${item.name}` });
  }
  return options;
}
