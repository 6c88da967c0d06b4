import type { TextStyle } from './pdf-pen';

/** The pages' palette (Tailwind slate and green), so paper and screen look alike: estimates and invoices. */
export const colors = {
  ink: '#0f172a',
  muted: '#475569',
  subtle: '#64748b',
  faint: '#94a3b8',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  headerFill: '#f1f5f9',
  groupFill: '#f8fafc',
  signature: '#94a3b8',
  approved: '#16a34a',
} as const;

const style = (font: TextStyle['font'], size: number, color: string, extra: Partial<TextStyle> = {}) => ({
  font,
  size,
  color,
  ...extra,
});

export const styles = {
  title: style('Helvetica-Bold', 17, colors.ink, { characterSpacing: 0.5 }),
  body: style('Helvetica', 9.5, colors.ink),
  muted: style('Helvetica', 9.5, colors.muted),
  strong: style('Helvetica-Bold', 9.5, colors.ink),
  /** Section titles: small spaced capitals, as on the estimate page. */
  label: style('Helvetica-Bold', 7.5, colors.subtle, { characterSpacing: 0.8 }),
  tableHead: style('Helvetica-Bold', 8.5, colors.muted),
  cell: style('Helvetica', 9, colors.ink, { lineHeight: 11.5 }),
  groupCell: style('Helvetica-Bold', 9, colors.ink, { lineHeight: 11.5 }),
  lineDescription: style('Helvetica', 7.5, colors.subtle, { lineHeight: 9.5 }),
  total: style('Helvetica-Bold', 12, colors.ink),
  caption: style('Helvetica', 8, colors.subtle),
} satisfies Record<string, TextStyle>;
