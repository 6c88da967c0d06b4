import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createChangeOrderBody } from '#domain/contracts/change-orders';
import { createSelectionBody } from '#domain/contracts/selections';
import {
  approveChangeOrder,
  createChangeOrder,
  declineChangeOrder,
  voidChangeOrder,
} from '../features/change-orders/change-orders.service';
import { chooseSelectionOption } from '../features/selections/selection-choice';
import { createSelection } from '../features/selections/selections.service';
import type { Actor } from '../http/actor';
import { budgetItems, changeOrders, customers, portalLinks, selectionOptions } from './schema/index';
import type { Db } from './types';

/**
 * The client's side of the demo (issue 26): on the kitchen remodel, change orders in every status, a tile
 * allowance with a selection chosen over it (and the change order that made) and one still to decide, and the
 * kitchen's customer invited to the client portal. Made with the app's own services, inside the seed's
 * transaction (nested transactions are savepoints there, and the audit log stays paused).
 */
export async function seedDemoClientSide(
  /** The seed's transaction: in drizzle a transaction is a database whose own transactions are savepoints. */
  db: Db,
  demo: {
    companyId: number;
    projectId: number;
    customerId: number;
    managerId: number;
    /** Instant n days from today at hh:mm. */
    at: (n: number, hours?: number, minutes?: number) => Date;
    /** Date-only field, n days from today. */
    day: (n: number) => string;
  },
): Promise<void> {
  const { companyId, projectId } = demo;
  const actor: Actor = {
    userId: demo.managerId,
    companyId,
    role: 'manager',
    isAdmin: false,
    sessionId: 'demo',
    actingCompanyId: null,
    restriction: null,
  };
  const change = (n: number) => ({
    actor,
    companyId,
    visitor: { ipAddress: '203.0.113.10', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' },
    now: demo.at(n, 10),
  });
  const line = (name: string, quantity: number, unitCost: number, unitPrice: number, unit?: string) => ({
    name,
    quantity,
    unitCost,
    unitPrice,
    unit: unit ?? null,
  });
  const draft = async (
    n: number,
    title: string,
    reason: 'client_request' | 'unforeseen_condition' | 'design_change',
    lines: ReturnType<typeof line>[],
    scheduleDays = 0,
  ) =>
    (
      await createChangeOrder(
        db,
        change(n),
        projectId,
        createChangeOrderBody.parse({ title, reason, scheduleDays, lines }),
      )
    ).id;
  const markSent = (id: number, n: number) =>
    db
      .update(changeOrders)
      .set({ status: 'pending', sentAt: demo.at(n, 10, 30) })
      .where(and(eq(changeOrders.id, id), eq(changeOrders.companyId, companyId)));

  const pendants = await draft(
    -20,
    'Pendant lights over the island',
    'client_request',
    [
      line('Glass pendant light', 3, 120, 185, 'each'),
      line('Electrician: pendant boxes and wiring', 4, 65, 95, 'hour'),
    ],
    1,
  );
  await approveChangeOrder(db, change(-18), pendants, { note: 'Signed on site with the Hendersons' });

  const rot = await draft(
    -9,
    'Subfloor repair under the sink',
    'unforeseen_condition',
    [line('Replace water-damaged subfloor', 24, 6.5, 9.75, 'sq ft'), line('Carpenter', 5, 55, 82, 'hour')],
    2,
  );
  await markSent(rot, -8);

  const dishwasher = await draft(-15, 'Move the dishwasher to the island', 'design_change', [
    line('Plumbing re-route', 1, 650, 925),
  ]);
  await markSent(dishwasher, -14);
  await declineChangeOrder(db, change(-12), dishwasher, { reason: 'The Hendersons kept the current layout' });

  const outlet = await draft(-11, 'Extra outlet on the island end', 'client_request', [
    line('GFCI outlet with pop-up cover', 1, 85, 140),
  ]);
  await voidChangeOrder(db, change(-10), outlet);

  await draft(-1, 'Credit: keep the existing range hood', 'client_request', [
    line('Range hood not installed (credit)', -1, 380, 520),
  ]);

  // The backsplash tile is an allowance; the client chose a tile above it, and the hardware is still to decide.
  const [tile] = await db
    .update(budgetItems)
    .set({ isAllowance: true, name: 'Backsplash tile allowance' })
    .where(
      and(
        eq(budgetItems.projectId, projectId),
        eq(budgetItems.companyId, companyId),
        eq(budgetItems.name, 'Backsplash Tile'),
      ),
    )
    .returning({ id: budgetItems.id });
  const selectionChange = (n: number) => ({ companyId, userId: demo.managerId, now: demo.at(n, 11) });
  const backsplash = await createSelection(
    db,
    selectionChange(-25),
    projectId,
    createSelectionBody.parse({
      title: 'Backsplash tile',
      description: 'The tile behind the counters, sink to range.',
      dueDate: demo.day(-12),
      allowanceItemId: tile?.id ?? null,
      options: [
        { name: 'White subway 3x6, glossy', description: 'The tile the estimate priced.', price: '1050.00' },
        {
          name: 'Handmade zellige, sea green',
          description: 'Irregular glaze, laid in a herringbone.',
          price: '1640.00',
        },
        { name: 'Marble mosaic hexagon', description: 'Carrara, honed.', price: '2210.00' },
      ],
    }),
  );
  const [chosen] = await db
    .select({ id: selectionOptions.id })
    .from(selectionOptions)
    .where(and(eq(selectionOptions.selectionId, backsplash), eq(selectionOptions.position, 1)));
  if (chosen) {
    await chooseSelectionOption(
      db,
      {
        companyId,
        userId: null,
        actorName: 'Robert Henderson',
        visitor: change(-13).visitor,
        now: demo.at(-13, 20),
      },
      backsplash,
      chosen.id,
    );
  }
  await createSelection(
    db,
    selectionChange(-6),
    projectId,
    createSelectionBody.parse({
      title: 'Cabinet hardware',
      description: 'Pulls for the drawers, knobs for the doors.',
      dueDate: demo.day(4),
      options: [
        { name: 'Brushed nickel bar pulls', price: '0.00' },
        { name: 'Matte black cup pulls', price: '145.00' },
        { name: 'Unlacquered brass knobs and pulls', price: '390.00' },
      ],
    }),
  );

  // The kitchen's customer was invited to the client portal (the link in that e-mail has been used).
  const invitedAt = demo.at(-30, 16);
  await db.update(customers).set({ portalInvitedAt: invitedAt }).where(eq(customers.id, demo.customerId));
  await db.insert(portalLinks).values({
    companyId,
    customerId: demo.customerId,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    kind: 'invitation',
    email:
      (
        await db.select({ email: customers.email }).from(customers).where(eq(customers.id, demo.customerId))
      )[0]?.email ?? '',
    sentBy: demo.managerId,
    createdAt: invitedAt,
    expiresAt: new Date(invitedAt.getTime() + 7 * 86_400_000),
    usedAt: demo.at(-30, 19),
  });
}
