import { describe, expect, it } from 'vitest';
import { type BudgetTreeRow, budgetSnapshot } from '#domain/budget-tree';
import type { EstimateDocument } from '#domain/contracts/estimates';
import { paymentSchedule } from '#domain/payment-schedule';
import { pngBytes, rgbaPng } from '../../test/multipart';
import { pdfText, pdfTitle } from '../../test/pdf-text';
import { renderEstimatePdf } from './estimate-pdf';

let nextId = 1;
const group = (name: string, parentId: number | null, order = 0): BudgetTreeRow => ({
  id: nextId++,
  parentId,
  type: 'group',
  name,
  description: null,
  quantity: '1.00',
  unitCost: '0.00',
  unitPrice: '0.00',
  markup: '0.00',
  margin: '0.00',
  order,
});
const product = (
  name: string,
  parentId: number | null,
  quantity: string,
  unitPrice: string,
  description: string | null = null,
): BudgetTreeRow => ({
  ...group(name, parentId),
  type: 'product',
  description,
  quantity,
  unitCost: '1.00',
  unitPrice,
});

/** An estimate document over budget rows, built as the server builds one (lines and totals from the tree). */
function estimateOf(rows: BudgetTreeRow[], overrides: Partial<EstimateDocument> = {}): EstimateDocument {
  const snapshot = budgetSnapshot(rows, new Date('2026-03-02T15:00:00Z'));
  return {
    id: 7,
    projectId: 42,
    number: '42-2026',
    status: 'draft',
    title: 'Estimate',
    createdAt: '2026-03-02T15:00:00.000Z',
    company: {
      name: 'Granite Peak Renovations',
      email: 'office@granitepeak.example',
      phone: '(555) 010-2030',
      address: '18 Quarry Road\nBoulder, CO 80302',
      website: null,
      logoUrl: null,
    },
    client: { name: 'Dana Whitfield', email: 'dana@example.com', phone: '555-0199', address: '7 Elm Street' },
    project: {
      name: 'Kitchen and pantry remodel',
      type: 'whole_house',
      startDate: null,
      targetCompletionDate: null,
    },
    projectDescription: 'Full gut of the kitchen with a new pantry wall.',
    notes: 'Cabinet colours are confirmed at the design meeting.',
    legal: 'All work is guaranteed for one year from completion.',
    depositPercentage: 30,
    lines: snapshot.lines,
    subtotal: snapshot.subtotal,
    tax: snapshot.tax,
    total: snapshot.total,
    schedule: paymentSchedule(snapshot.total, 30),
    frozenAt: null,
    date: '2026-03-02',
    validUntil: '2026-04-01',
    ...overrides,
  };
}

/** Three levels: a phase, its rooms, their products; totals 12,345.67. */
function nestedRows(): BudgetTreeRow[] {
  const phase = group('Phase 1: Demolition and rough-in', null);
  const kitchen = group('Kitchen', phase.id);
  const pantry = group('Pantry', phase.id, 1);
  return [
    phase,
    kitchen,
    pantry,
    product('Remove existing cabinets', kitchen.id, '1.00', '1200.00', 'Haul-away and disposal included'),
    product('Rough plumbing', kitchen.id, '3.00', '1815.22'),
    product('Pantry shelving', pantry.id, '2.50', '2000.00'),
    product('Final clean', null, '1.00', '700.01'),
  ];
}

describe('renderEstimatePdf', () => {
  it('prints the header, every line, the totals and the payment terms of a draft', async () => {
    const rows = nestedRows();
    const doc = estimateOf(rows);
    expect(doc.total).toBe('12345.67');
    const pdf = await renderEstimatePdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe('Estimate 42-2026');

    const text = pdfText(pdf);
    for (const expected of [
      'Granite Peak Renovations',
      'office@granitepeak.example',
      'PROJECT ESTIMATE',
      '42-2026',
      'March 2, 2026',
      'Kitchen and pantry remodel',
      'BILL TO',
      'Dana Whitfield',
      'Whole House',
      'Haul-away and disposal included',
      '$12,345.67',
      'Initial Deposit',
      '30%',
      '$3,703.70', // 30 %
      '$4,938.27', // 40 %
      '$3,703.70', // the remainder
      'Client Signature',
      'Contractor Signature',
    ]) {
      expect(text).toContain(expected);
    }
    for (const row of rows) expect(text).toContain(row.name);
    // Group rows carry the sum of their products: Kitchen = 1,200.00 + 3 x 1,815.22.
    expect(text).toContain('$6,645.66');
    expect(text.match(/TBD/g)).toHaveLength(2);
    expect(text).toMatch(/^Page 1 of \d+$/m);
    expect(text).not.toContain('APPROVED');
  });

  it('stamps an approved estimate and prints the dates it has', async () => {
    const doc = estimateOf(nestedRows(), {
      status: 'approved',
      project: {
        name: 'Deck',
        type: 'outdoor',
        startDate: '2026-05-04',
        targetCompletionDate: null,
      },
    });
    const text = pdfText(await renderEstimatePdf(doc));
    expect(text).toContain('APPROVED');
    expect(text).toContain('May 4, 2026');
    expect(text.match(/TBD/g)).toHaveLength(1);
  });

  it('shows placeholders for a company without contact details, for staff only', async () => {
    const doc = estimateOf(nestedRows(), {
      company: { name: 'Bare Co', email: null, phone: null, address: null, website: null, logoUrl: null },
    });
    const staff = pdfText(await renderEstimatePdf(doc));
    expect(staff).toContain('Company email not set');
    expect(staff).toContain('Company address not set');
    const client = pdfText(await renderEstimatePdf(doc, { audience: 'client' }));
    expect(client).not.toContain('not set');
  });

  it('draws the letterhead: the company name and phone, and the logo as an embedded image', async () => {
    const doc = estimateOf(nestedRows());
    const plain = await renderEstimatePdf(doc);
    expect(plain.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    const branded = await renderEstimatePdf(doc, { logo: { bytes: pngBytes, contentType: 'image/png' } });
    expect(branded.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const text = pdfText(branded);
    expect(text).toContain('Granite Peak Renovations');
    expect(text).toContain('(555) 010-2030');
    // An image pdfkit cannot decode is left out (it would throw outside the render); the estimate is still made.
    const broken = await renderEstimatePdf(doc, {
      logo: { bytes: rgbaPng(2, 2, Buffer.from('not zlib data')), contentType: 'image/png' },
    });
    expect(broken.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    expect(pdfText(broken)).toContain('Granite Peak Renovations');
  });

  it("prints the document's calendar dates as sent, whatever the instant of creation", async () => {
    // 02:00 UTC on March 3 is still March 2 in New York: the server sends that day, and the PDF prints it.
    const doc = estimateOf(nestedRows(), { createdAt: '2026-03-03T02:00:00.000Z' });
    const text = pdfText(await renderEstimatePdf(doc));
    expect(text).toContain('March 2, 2026');
    expect(text).toContain('April 1, 2026');
    expect(text).not.toContain('March 3, 2026');
  });

  it('keeps characters outside the standard fonts from breaking the file', async () => {
    const doc = estimateOf([product('Łazienka – płytki “premium” ✓', null, '1.00', '10.00')]);
    const text = pdfText(await renderEstimatePdf(doc));
    expect(text).toContain('?azienka – p?ytki “premium” ?');
  });

  it('renders 2,000 lines on several pages, repeating the table header', async () => {
    const rows: BudgetTreeRow[] = [];
    for (let a = 0; a < 10; a++) {
      const top = group(`Area ${a + 1}`, null, a);
      rows.push(top);
      for (let b = 0; b < 10; b++) {
        const room = group(`Area ${a + 1} room ${b + 1}`, top.id, b);
        rows.push(room);
        for (let c = 0; c < 18; c++) {
          const name =
            c === 0
              ? `Custom millwork item ${a}.${b} with a deliberately long name that must wrap onto a second line`
              : `Item ${a}.${b}.${c}`;
          rows.push(product(name, room.id, '2.00', '1234.50', c % 3 === 0 ? 'Supply and install' : null));
        }
      }
    }
    expect(rows).toHaveLength(1_910);
    for (let i = rows.length; i < 2_000; i++) rows.push(product(`Allowance ${i}`, null, '1.00', '99.99'));

    const started = performance.now();
    const pdf = await renderEstimatePdf(estimateOf(rows));
    // About 0.5 s here (bench/reports/budget-scale.md); the wide bound only catches a layout gone quadratic
    // without failing on a busy machine.
    expect(performance.now() - started).toBeLessThan(10_000);

    const text = pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(20);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/^Quantity$/gm)?.length).toBeGreaterThanOrEqual(pages - 2);
    expect(text).toContain('Item 9.9.17');
    expect(text).toContain('Allowance 1999');
  });
});
