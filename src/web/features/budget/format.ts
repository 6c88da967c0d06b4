/** A percentage the server sends as a decimal string ("33.33") shown as "33.33%", digits as sent. */
export function formatPercent(value: string): string {
  return `${value}%`;
}

/** A quantity ("2.50") without trailing zeros: "2.5"; thousands separated. */
export function formatQuantity(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 2 }) : value;
}
