import { createHash, randomBytes } from 'node:crypto';
import { addDays, format, startOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import type {
  ExpenseCategory,
  ProductCategory,
  ProjectRole,
  ProjectStage,
  TaskPriority,
  TaskStatus,
} from '../../domain/enums';
import { hashPassword } from '../features/auth/password';
import {
  type BudgetItem,
  budgetItems,
  calendarEvents,
  companies,
  customerMessages,
  customers,
  customerUsers,
  customTaskTypes,
  type EstimateSnapshot,
  type EstimateSnapshotLine,
  estimateHistory,
  estimateRecipients,
  estimates,
  expenses,
  invoices,
  messageReadReceipts,
  type NewInvoice,
  notes,
  phaseTemplates,
  products,
  projectChatMessages,
  projectPhases,
  projects,
  projectTeamMembers,
  tasks,
  trades,
  units,
  users,
  vendors,
} from './schema/index';
import type { Db, DbOrTx } from './types';

/** A sign-in to print at first start of the embedded database. */
export type DemoSignIn = { username: string; password: string; label: string };

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COMPANY_NAME = 'Summit Remodeling Co.';

/** True when the database holds no company and no user: the only state in which the demo is loaded. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (company) return false;
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !user;
}

// ---------------------------------------------------------------------------------------------------------
// Exact money: integer cents (and hundredths for quantities), formatted as numeric strings.

const toCents = (value: string | number): number => Math.round(Number(value) * 100);
const fmt = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** Rounds a/b to the nearest integer, halves away from zero (a, b integers). */
const divRound = (a: number, b: number): number => Math.sign(a) * Math.round(Math.abs(a) / b);

/** price = cost * (1 + markup/100); markup and margin recomputed from the rounded price, to 2 decimals. */
function pricing(costCents: number, markupPercent: number) {
  const priceCents = divRound(costCents * Math.round(10000 + markupPercent * 100), 10000);
  const markupBp = costCents > 0 ? divRound((priceCents - costCents) * 10000, costCents) : 0;
  const marginBp = priceCents > 0 ? divRound((priceCents - costCents) * 10000, priceCents) : 0;
  return {
    unitCost: fmt(costCents),
    unitPrice: fmt(priceCents),
    markup: fmt(markupBp),
    margin: fmt(marginBp),
  };
}

/** quantity (2 decimals) x unit amount, in cents. */
const lineCents = (quantity: string, unit: string): number =>
  divRound(toCents(quantity) * toCents(unit), 100);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newTokenHash = () => sha256(randomBytes(32).toString('base64url'));

// ---------------------------------------------------------------------------------------------------------

type CatalogSeed = {
  key: string;
  name: string;
  description: string;
  category: ProductCategory;
  trade: string | null;
  unit: string;
  cost: number;
  markup: number;
};

// Costs and markups chosen so that cost * (1 + markup/100) is exact to the cent.
const catalogSeed: CatalogSeed[] = [
  {
    key: 'baseCabinet',
    name: 'Shaker Base Cabinet 36"',
    description: 'Solid maple, soft-close drawers, white painted finish',
    category: 'material',
    trade: 'Cabinetry',
    unit: 'ea',
    cost: 285,
    markup: 35,
  },
  {
    key: 'wallCabinet',
    name: 'Shaker Wall Cabinet 30"',
    description: 'Solid maple, adjustable shelves, white painted finish',
    category: 'material',
    trade: 'Cabinetry',
    unit: 'ea',
    cost: 210,
    markup: 35,
  },
  {
    key: 'quartz',
    name: 'Quartz Countertop',
    description: '3 cm engineered quartz, fabricated and eased edge',
    category: 'material',
    trade: 'Countertops',
    unit: 'sq ft',
    cost: 62,
    markup: 30,
  },
  {
    key: 'subwayTile',
    name: 'Ceramic Subway Tile 3x6',
    description: 'Glossy white ceramic wall tile',
    category: 'material',
    trade: 'Tile',
    unit: 'sq ft',
    cost: 4.5,
    markup: 40,
  },
  {
    key: 'floorTile',
    name: 'Porcelain Floor Tile 12x24',
    description: 'Matte porcelain, rectified edges',
    category: 'material',
    trade: 'Tile',
    unit: 'sq ft',
    cost: 6,
    markup: 45,
  },
  {
    key: 'drywall',
    name: 'Drywall Sheet 4x8 1/2"',
    description: 'Standard gypsum board',
    category: 'material',
    trade: 'Drywall',
    unit: 'ea',
    cost: 14,
    markup: 30,
  },
  {
    key: 'paint',
    name: 'Interior Paint (gallon)',
    description: 'Premium acrylic latex, eggshell',
    category: 'material',
    trade: 'Painting',
    unit: 'ea',
    cost: 42,
    markup: 25,
  },
  {
    key: 'sinkSet',
    name: 'Undermount Sink & Faucet Set',
    description: 'Stainless single-bowl sink with pull-down faucet',
    category: 'material',
    trade: 'Plumbing',
    unit: 'ea',
    cost: 420,
    markup: 30,
  },
  {
    key: 'ledLight',
    name: 'LED Under-Cabinet Light',
    description: 'Dimmable 24" LED light bar',
    category: 'material',
    trade: 'Electrical',
    unit: 'ea',
    cost: 48,
    markup: 50,
  },
  {
    key: 'decking',
    name: 'Composite Decking',
    description: 'Capped composite boards with hidden fasteners',
    category: 'material',
    trade: 'Carpentry',
    unit: 'sq ft',
    cost: 8.5,
    markup: 40,
  },
  {
    key: 'vanity',
    name: 'Bathroom Vanity 48" with Top',
    description: 'Double-drawer vanity with cultured marble top',
    category: 'material',
    trade: 'Cabinetry',
    unit: 'ea',
    cost: 890,
    markup: 30,
  },
  {
    key: 'carpentryLabor',
    name: 'Carpentry Labor',
    description: 'Lead carpenter, hourly',
    category: 'labor',
    trade: 'Carpentry',
    unit: 'hr',
    cost: 55,
    markup: 45,
  },
  {
    key: 'generalLabor',
    name: 'General Labor',
    description: 'Demolition, hauling and site prep, hourly',
    category: 'labor',
    trade: 'Demolition',
    unit: 'hr',
    cost: 40,
    markup: 50,
  },
  {
    key: 'plumber',
    name: 'Licensed Plumber',
    description: 'Rough-in and finish plumbing, hourly',
    category: 'labor',
    trade: 'Plumbing',
    unit: 'hr',
    cost: 85,
    markup: 40,
  },
  {
    key: 'electrician',
    name: 'Licensed Electrician',
    description: 'Rough-in and finish electrical, hourly',
    category: 'labor',
    trade: 'Electrical',
    unit: 'hr',
    cost: 90,
    markup: 40,
  },
  {
    key: 'tileSetter',
    name: 'Tile Installation',
    description: 'Tile setting including thinset and grout',
    category: 'labor',
    trade: 'Tile',
    unit: 'sq ft',
    cost: 12,
    markup: 40,
  },
  {
    key: 'painter',
    name: 'Painting Labor',
    description: 'Prep, prime and two finish coats, hourly',
    category: 'labor',
    trade: 'Painting',
    unit: 'hr',
    cost: 45,
    markup: 40,
  },
  {
    key: 'design',
    name: 'Design Consultation',
    description: 'Layout, selections and 3D renderings, hourly',
    category: 'service',
    trade: null,
    unit: 'hr',
    cost: 65,
    markup: 40,
  },
  {
    key: 'permit',
    name: 'Building Permit Processing',
    description: 'Drawings, application and inspections scheduling',
    category: 'service',
    trade: null,
    unit: 'ls',
    cost: 450,
    markup: 10,
  },
  {
    key: 'cleaning',
    name: 'Final Cleaning',
    description: 'Post-construction clean of the work area',
    category: 'service',
    trade: null,
    unit: 'ls',
    cost: 350,
    markup: 30,
  },
  {
    key: 'dumpster',
    name: 'Dumpster Rental (20 yd)',
    description: 'One week, delivery and haul-away included',
    category: 'equipment',
    trade: 'Demolition',
    unit: 'ea',
    cost: 525,
    markup: 20,
  },
];

type BudgetSeed =
  | { group: string; description?: string; children: BudgetSeed[] }
  | { product: string; quantity: number; name?: string; description?: string };

const milestone = (name: string, children: BudgetSeed[]): BudgetSeed => ({
  group: `Milestone: ${name}`,
  description: 'Payment milestone',
  children,
});

const kitchenBudget: BudgetSeed[] = [
  milestone('Start', [
    {
      group: 'Design & Permits',
      children: [
        { product: 'design', quantity: 10 },
        { product: 'permit', quantity: 1 },
      ],
    },
    {
      group: 'Demolition',
      children: [
        {
          product: 'generalLabor',
          quantity: 24,
          name: 'Demolition Labor',
          description: 'Remove cabinets, counters and flooring',
        },
        { product: 'dumpster', quantity: 1 },
      ],
    },
  ]),
  milestone('In Progress', [
    {
      group: 'Cabinetry',
      children: [
        { product: 'baseCabinet', quantity: 8 },
        { product: 'wallCabinet', quantity: 7 },
        { product: 'carpentryLabor', quantity: 32, name: 'Cabinet Installation' },
      ],
    },
    { group: 'Countertops', children: [{ product: 'quartz', quantity: 52 }] },
    {
      group: 'Plumbing & Electrical',
      children: [
        { product: 'sinkSet', quantity: 1 },
        { product: 'plumber', quantity: 10 },
        { product: 'ledLight', quantity: 6 },
        { product: 'electrician', quantity: 12 },
      ],
    },
  ]),
  milestone('Completion', [
    {
      group: 'Finishes',
      children: [
        { product: 'subwayTile', quantity: 35, name: 'Backsplash Tile' },
        { product: 'tileSetter', quantity: 35 },
        { product: 'paint', quantity: 4 },
        { product: 'painter', quantity: 16 },
      ],
    },
    { product: 'cleaning', quantity: 1 },
  ]),
];

const basementBudget: BudgetSeed[] = [
  milestone('Contract Signing', [
    { product: 'design', quantity: 6 },
    { product: 'permit', quantity: 1 },
  ]),
  milestone('Substantial Completion', [
    {
      group: 'Framing & Drywall',
      children: [
        { product: 'drywall', quantity: 64 },
        { product: 'carpentryLabor', quantity: 60, name: 'Framing & Drywall Labor' },
      ],
    },
    {
      group: 'Electrical',
      children: [
        { product: 'ledLight', quantity: 4 },
        { product: 'electrician', quantity: 24 },
      ],
    },
    {
      group: 'Painting',
      children: [
        { product: 'paint', quantity: 10 },
        { product: 'painter', quantity: 40 },
      ],
    },
  ]),
  milestone('Final Completion', [{ product: 'cleaning', quantity: 1 }]),
];

const bathroomBudget: BudgetSeed[] = [
  milestone('Start', [
    {
      group: 'Demolition',
      children: [
        { product: 'generalLabor', quantity: 12, name: 'Demolition Labor' },
        { product: 'dumpster', quantity: 1 },
      ],
    },
  ]),
  milestone('In Progress', [
    {
      group: 'Plumbing',
      children: [
        { product: 'plumber', quantity: 16 },
        { product: 'vanity', quantity: 1 },
      ],
    },
    {
      group: 'Tile',
      children: [
        { product: 'floorTile', quantity: 60 },
        { product: 'tileSetter', quantity: 60 },
      ],
    },
  ]),
  milestone('Completion', [
    { product: 'painter', quantity: 8 },
    { product: 'cleaning', quantity: 1 },
  ]),
];

const deckBudget: BudgetSeed[] = [
  milestone('Start', [
    { product: 'permit', quantity: 1 },
    { product: 'design', quantity: 4 },
  ]),
  milestone('Completion', [
    {
      group: 'Deck Construction',
      children: [
        { product: 'decking', quantity: 320 },
        { product: 'carpentryLabor', quantity: 80 },
        { product: 'generalLabor', quantity: 24, name: 'Site Prep & Footings' },
      ],
    },
  ]),
];

const phaseTemplateSeed: { name: string; description: string; stage: ProjectStage }[] = [
  {
    name: 'Design',
    description: 'Measurements, layout, selections and final drawings',
    stage: 'pre-production',
  },
  {
    name: 'Permits',
    description: 'Permit application, approval and inspection scheduling',
    stage: 'pre-production',
  },
  {
    name: 'Demolition',
    description: 'Protect the home, remove existing finishes, haul away debris',
    stage: 'in-production',
  },
  {
    name: 'Rough-In',
    description: 'Framing, plumbing, electrical and HVAC rough-in; rough inspections',
    stage: 'in-production',
  },
  {
    name: 'Finishes',
    description: 'Drywall, cabinets, counters, tile, paint and fixtures',
    stage: 'in-production',
  },
  {
    name: 'Punch List',
    description: 'Final walkthrough, punch items, cleaning and warranty handover',
    stage: 'warranty',
  },
];

const DEFAULT_NOTES =
  'Thank you for considering Summit Remodeling Co. This estimate includes all labor, materials and cleanup ' +
  'described above. Material selections can be adjusted before ordering; any change is confirmed in writing.';
const DEFAULT_TERMS = [
  'All work is guaranteed for one year from substantial completion.',
  'Payments are due at each milestone as shown in the payment schedule.',
  'This estimate is valid for 30 days from its date.',
  'Changes to the scope of work require a written change order signed by both parties.',
].join('\n');

const DEMO_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/**
 * Loads the demo company into an empty database in one transaction and answers the sign-ins to print.
 * The system administrator `sysadmin` belongs to no company (companyId null): deleting the demo company from
 * /admin/companies must not delete the administrator with it. Refuses to run on a database that is not empty.
 */
export async function seedDemo(
  db: Db,
  options: { passwordCostLog2: number; today?: Date },
): Promise<DemoSignIn[]> {
  const now = options.today ?? new Date();
  const today = startOfDay(now);
  /** Date-only field, `n` days from today. */
  const day = (n: number) => format(addDays(today, n), 'yyyy-MM-dd');
  /** Instant `n` days from today at hh:mm local time. */
  const at = (n: number, hours = 9, minutes = 0) => {
    const d = addDays(today, n);
    d.setHours(hours, minutes, 0, 0);
    return d;
  };

  // Hash before the transaction (scrypt is slow by design), one at a time to bound memory.
  const staff = [
    {
      username: 'sysadmin',
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'sysadmin@buildline.example',
      role: 'admin' as const,
      isAdmin: true,
      label: 'System administrator (all companies)',
    },
    {
      username: 'owner',
      firstName: 'Dana',
      lastName: 'Whitaker',
      email: 'dana@summitremodeling.example',
      role: 'admin' as const,
      isAdmin: false,
      label: `Company admin, ${DEMO_COMPANY_NAME}`,
    },
    {
      username: 'manager',
      firstName: 'Marcus',
      lastName: 'Reyes',
      email: 'marcus@summitremodeling.example',
      role: 'manager' as const,
      isAdmin: false,
      label: `Manager, ${DEMO_COMPANY_NAME}`,
    },
    {
      username: 'employee',
      firstName: 'Jake',
      lastName: 'Sullivan',
      email: 'jake@summitremodeling.example',
      role: 'employee' as const,
      isAdmin: false,
      label: `Employee, ${DEMO_COMPANY_NAME}`,
    },
  ];
  const extraStaff = [
    { username: 'priya', firstName: 'Priya', lastName: 'Natarajan', email: 'priya@summitremodeling.example' },
    { username: 'tom', firstName: 'Tom', lastName: 'Kowalski', email: 'tom@summitremodeling.example' },
  ];
  const hashes: string[] = [];
  for (const _ of staff) hashes.push(await hashPassword(DEMO_PASSWORD, options.passwordCostLog2));
  // The extra staff have an unknown random password: they populate the team but are not demo sign-ins.
  const extraHashes: string[] = [];
  for (const _ of extraStaff) {
    extraHashes.push(await hashPassword(randomBytes(18).toString('base64url'), options.passwordCostLog2));
  }

  await db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) throw new Error('Demo data is loaded only into an empty database');

    // --- company and people ---------------------------------------------------------------------------
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY_NAME,
        email: 'office@summitremodeling.example',
        phone: '(303) 555-0100',
        address: '1450 Larimer Street, Suite 210, Denver, CO 80202',
        website: 'https://summitremodeling.example',
        estimateNotes: DEFAULT_NOTES,
        estimateTerms: DEFAULT_TERMS,
        createdAt: at(-400),
        updatedAt: at(-400),
      })
      .returning();
    if (!company) throw new Error('company not created');
    const companyId = company.id;

    const insertedStaff = await tx
      .insert(users)
      .values([
        ...staff.map((s, i) => ({
          companyId: s.isAdmin ? null : companyId,
          username: s.username,
          passwordHash: hashes[i]!,
          email: s.email,
          firstName: s.firstName,
          lastName: s.lastName,
          role: s.role,
          isAdmin: s.isAdmin,
          passwordChangedAt: now,
          createdAt: at(-400 + i),
        })),
        ...extraStaff.map((s, i) => ({
          companyId,
          username: s.username,
          passwordHash: extraHashes[i]!,
          email: s.email,
          firstName: s.firstName,
          lastName: s.lastName,
          role: 'employee' as const,
          mustChangePassword: true,
          passwordChangedAt: now,
          createdAt: at(-300 + i),
        })),
      ])
      .returning();
    const user = (username: string) => {
      const found = insertedStaff.find((u) => u.username === username);
      if (!found) throw new Error(`no user ${username}`);
      return found;
    };
    const owner = user('owner');
    const manager = user('manager');
    const employee = user('employee');
    const priya = user('priya');
    const tom = user('tom');

    // --- customers -----------------------------------------------------------------------------------------
    const customerRows = await tx
      .insert(customers)
      .values(
        [
          {
            firstName: 'Linda',
            lastName: 'Henderson',
            email: 'linda.henderson@example.com',
            phone: '(303) 555-0142',
            address: '2817 S Clayton St, Denver, CO 80210',
            notes: 'Referred by the Chens. Prefers text messages.',
            createdAt: at(-70),
          },
          {
            firstName: 'James',
            lastName: 'Carter',
            email: 'jcarter@example.com',
            phone: '(720) 555-0187',
            address: '9134 W 104th Ave, Westminster, CO 80021',
            notes: null,
            createdAt: at(-20),
          },
          {
            firstName: 'Sofia',
            lastName: 'Martinez',
            email: 'sofia.martinez@example.net',
            phone: '(303) 555-0119',
            address: '455 Emerson St, Denver, CO 80218',
            notes: 'Works from home; quiet hours 12-1 pm.',
            createdAt: at(-140),
          },
          {
            firstName: 'Robert',
            lastName: 'Chen',
            email: 'robert.chen@example.org',
            phone: '(720) 555-0164',
            address: '7720 S Polo Ridge Dr, Littleton, CO 80128',
            notes: null,
            createdAt: at(-175),
          },
          {
            firstName: 'Emily',
            lastName: 'Foster',
            email: 'emily.foster@example.com',
            phone: '(303) 555-0131',
            address: '1602 Mapleton Ave, Boulder, CO 80304',
            notes: 'Lead from the spring home show.',
            createdAt: at(-9),
          },
          {
            firstName: 'Daniel',
            lastName: "O'Brien",
            email: 'dobrien@example.com',
            phone: '(720) 555-0108',
            address: '3390 Vrain St, Wheat Ridge, CO 80033',
            notes: null,
            createdAt: at(-6),
          },
          {
            firstName: 'Aisha',
            lastName: 'Thompson',
            email: 'aisha.t@example.net',
            phone: '(303) 555-0175',
            address: '12 Cherry Hills Farm Dr, Englewood, CO 80113',
            notes: 'Interested in an outdoor kitchen next year.',
            createdAt: at(-45),
          },
          {
            firstName: 'Greg',
            lastName: 'Novak',
            email: null,
            phone: '(720) 555-0193',
            address: '845 Garfield St, Golden, CO 80401',
            notes: 'Call only; no e-mail.',
            createdAt: at(-3),
          },
        ].map((c) => ({ ...c, companyId, updatedAt: c.createdAt })),
      )
      .returning();
    const customer = (lastName: string) => {
      const found = customerRows.find((c) => c.lastName === lastName);
      if (!found) throw new Error(`no customer ${lastName}`);
      return found;
    };
    const henderson = customer('Henderson');
    const carter = customer('Carter');
    const martinez = customer('Martinez');
    const chen = customer('Chen');

    await tx.insert(customerUsers).values([
      { companyId, customerId: henderson.id, userId: manager.id, assignedBy: owner.id, assignedAt: at(-60) },
      {
        companyId,
        customerId: henderson.id,
        userId: employee.id,
        assignedBy: manager.id,
        assignedAt: at(-40),
      },
      { companyId, customerId: carter.id, userId: owner.id, assignedBy: owner.id, assignedAt: at(-14) },
      { companyId, customerId: martinez.id, userId: manager.id, assignedBy: owner.id, assignedAt: at(-135) },
    ]);

    await tx.insert(notes).values(
      [
        {
          companyId,
          customerId: henderson.id,
          content: 'Dog in the backyard: keep the side gate closed. Parking on the street only.',
          createdBy: manager.id,
          createdAt: at(-58, 10),
        },
        {
          companyId,
          customerId: henderson.id,
          content: 'Chose quartz "Calacatta Mist" and brushed brass hardware.',
          createdBy: priya.id,
          createdAt: at(-50, 15),
        },
        {
          companyId,
          customerId: carter.id,
          content: 'Wants a wet bar and a home gym area; budget around $45k. Follow up after design review.',
          createdBy: owner.id,
          createdAt: at(-13, 11),
        },
        {
          companyId,
          customerId: martinez.id,
          content: 'Warranty visit requested for grout touch-up near the shower; scheduled.',
          createdBy: manager.id,
          createdAt: at(-10, 14),
        },
        {
          companyId,
          customerId: customer('Foster').id,
          content: 'Met at the home show. Guest bath refresh in the spring; send portfolio.',
          createdBy: owner.id,
          createdAt: at(-9, 16),
        },
        {
          companyId,
          customerId: customer('Thompson').id,
          content: 'Asked for references from outdoor projects. Sent the Chen deck photos.',
          createdBy: manager.id,
          createdAt: at(-30, 9),
        },
      ].map((n) => ({ ...n, updatedAt: n.createdAt })),
    );

    // --- catalog ---------------------------------------------------------------------------------------------
    const tradeNames = [
      'Carpentry',
      'Cabinetry',
      'Countertops',
      'Demolition',
      'Drywall',
      'Electrical',
      'Painting',
      'Plumbing',
      'Tile',
    ];
    const tradeDescriptions: Record<string, string> = {
      Carpentry: 'Framing, trim and decks',
      Cabinetry: 'Cabinet and vanity supply and installation',
      Countertops: 'Stone and solid-surface counters',
      Demolition: 'Tear-out, hauling and site prep',
      Drywall: 'Hanging, taping and finishing',
      Electrical: 'Wiring, lighting and panels',
      Painting: 'Interior and exterior painting',
      Plumbing: 'Supply, drain and fixtures',
      Tile: 'Floor, wall and backsplash tile',
    };
    const tradeRows = await tx
      .insert(trades)
      .values(tradeNames.map((name) => ({ companyId, name, description: tradeDescriptions[name] ?? null })))
      .returning();
    const tradeId = (name: string | null) =>
      name ? (tradeRows.find((t) => t.name === name)?.id ?? null) : null;

    const unitRows = await tx
      .insert(units)
      .values(
        [
          { name: 'Each', symbol: 'ea', description: 'Single item' },
          { name: 'Square Foot', symbol: 'sq ft', description: 'Area' },
          { name: 'Linear Foot', symbol: 'lin ft', description: 'Length' },
          { name: 'Hour', symbol: 'hr', description: 'Labor hour' },
          { name: 'Lump Sum', symbol: 'ls', description: 'Fixed price' },
        ].map((u) => ({ ...u, companyId })),
      )
      .returning();
    const unitId = (symbol: string) => unitRows.find((u) => u.symbol === symbol)?.id ?? null;

    const productRows = await tx
      .insert(products)
      .values(
        catalogSeed.map((p) => ({
          companyId,
          name: p.name,
          description: p.description,
          category: p.category,
          tradeId: tradeId(p.trade),
          unitId: unitId(p.unit),
          unit: p.unit,
          ...pricing(toCents(p.cost), p.markup),
        })),
      )
      .returning();
    const productByKey = new Map(catalogSeed.map((p, i) => [p.key, productRows[i]!]));

    await tx.insert(customTaskTypes).values([
      { companyId, name: 'Inspection', value: 'inspection' },
      { companyId, name: 'Site Cleanup', value: 'site_cleanup' },
    ]);

    const vendorRows = await tx
      .insert(vendors)
      .values(
        [
          {
            name: 'Ridgeline Cabinet & Millwork',
            contactPerson: 'Karen Lutz',
            email: 'orders@ridgelinecabinet.example',
            phone: '(303) 555-0211',
            address: '5100 Brighton Blvd, Denver, CO 80216',
            website: 'https://ridgelinecabinet.example',
            notes: 'Net 30. 4-6 week lead time on custom sizes.',
          },
          {
            name: 'Cascade Plumbing Supply',
            contactPerson: 'Luis Ortega',
            email: 'sales@cascadeplumbing.example',
            phone: '(303) 555-0224',
            address: '880 W Evans Ave, Denver, CO 80223',
            website: 'https://cascadeplumbing.example',
            notes: null,
          },
          {
            name: 'Brightway Electric Supply',
            contactPerson: 'Nina Patel',
            email: 'counter@brightwayelectric.example',
            phone: '(720) 555-0236',
            address: '4200 Holly St, Denver, CO 80216',
            website: null,
            notes: 'Contractor account #44812.',
          },
          {
            name: 'Stone & Tile Gallery',
            contactPerson: 'Mike Donnelly',
            email: 'mike@stonetilegallery.example',
            phone: '(303) 555-0248',
            address: '2300 S Broadway, Denver, CO 80210',
            website: 'https://stonetilegallery.example',
            notes: 'Templating within 3 business days of cabinet install.',
          },
          {
            name: 'Metro Dumpster Rentals',
            contactPerson: 'Sam Whitfield',
            email: 'dispatch@metrodumpster.example',
            phone: '(720) 555-0251',
            address: null,
            website: null,
            notes: null,
          },
          {
            name: 'Front Range Lumber',
            contactPerson: 'Erin Cole',
            email: 'pro@frontrangelumber.example',
            phone: '(303) 555-0263',
            address: '6500 W 52nd Ave, Arvada, CO 80002',
            website: 'https://frontrangelumber.example',
            notes: 'Delivers Tue/Thu.',
          },
        ].map((v) => ({ ...v, companyId, createdBy: owner.id, createdAt: at(-380), updatedAt: at(-380) })),
      )
      .returning();
    const vendor = (prefix: string) => {
      const found = vendorRows.find((v) => v.name.startsWith(prefix));
      if (!found) throw new Error(`no vendor ${prefix}`);
      return found;
    };

    // --- phase templates and projects --------------------------------------------------------------------
    await tx.insert(phaseTemplates).values(
      phaseTemplateSeed.map((p, order) => ({
        companyId,
        ...p,
        order,
        createdAt: at(-390),
        updatedAt: at(-390),
      })),
    );

    type ProjectSeed = {
      key: 'kitchen' | 'basement' | 'bathroom' | 'deck';
      customerId: number;
      name: string;
      description: string;
      type: 'kitchen' | 'basement' | 'bathroom' | 'outdoor';
      stage: ProjectStage;
      start: number;
      target: number;
      end: number | null;
      created: number;
      completedPhases: number;
    };
    const projectSeed: ProjectSeed[] = [
      {
        key: 'deck',
        customerId: chen.id,
        name: 'Chen Backyard Deck & Patio',
        description:
          'New 320 sq ft composite deck with built-in steps, lighting-ready railings and a paver landing.',
        type: 'outdoor',
        stage: 'fully_complete',
        start: -155,
        target: -105,
        end: -100,
        created: -170,
        completedPhases: 6,
      },
      {
        key: 'bathroom',
        customerId: martinez.id,
        name: 'Martinez Primary Bathroom Remodel',
        description:
          'Full gut of the primary bath: curbless tile shower, 48" vanity, porcelain floor and new lighting.',
        type: 'bathroom',
        stage: 'warranty',
        start: -120,
        target: -55,
        end: -50,
        created: -135,
        completedPhases: 6,
      },
      {
        key: 'kitchen',
        customerId: henderson.id,
        name: 'Henderson Kitchen Remodel',
        description:
          'Complete kitchen remodel: shaker cabinets, quartz countertops, subway tile backsplash, new sink, ' +
          'under-cabinet lighting and paint. Layout stays the same.',
        type: 'kitchen',
        stage: 'in-production',
        start: -40,
        target: 35,
        end: null,
        created: -60,
        completedPhases: 3,
      },
      {
        key: 'basement',
        customerId: carter.id,
        name: 'Carter Basement Finish',
        description:
          'Finish 900 sq ft of basement: family room, home gym area, framing, drywall, lighting and paint.',
        type: 'basement',
        stage: 'pre-production',
        start: 21,
        target: 110,
        end: null,
        created: -14,
        completedPhases: 1,
      },
    ];

    const projectIds = {} as Record<ProjectSeed['key'], number>;
    for (const p of projectSeed) {
      const [row] = await tx
        .insert(projects)
        .values({
          companyId,
          customerId: p.customerId,
          name: p.name,
          description: p.description,
          type: p.type,
          stage: p.stage,
          progress: Math.round((p.completedPhases / phaseTemplateSeed.length) * 100),
          startDate: day(p.start),
          targetCompletionDate: day(p.target),
          endDate: p.end === null ? null : day(p.end),
          createdBy: owner.id,
          createdAt: at(p.created, 10),
          updatedAt: at(Math.min(p.created + 20, 0), 10),
        })
        .returning({ id: projects.id });
      projectIds[p.key] = row!.id;

      // Phases copied from the templates, spread evenly between start and target.
      const span = p.target - p.start;
      const count = phaseTemplateSeed.length;
      await tx.insert(projectPhases).values(
        phaseTemplateSeed.map((t, order) => {
          const from = p.start + Math.floor((span * order) / count);
          const to = p.start + Math.floor((span * (order + 1)) / count) - (order + 1 < count ? 1 : 0);
          const done = order < p.completedPhases;
          return {
            companyId,
            projectId: row!.id,
            name: t.name,
            description: t.description,
            stage: t.stage,
            startDate: day(from),
            endDate: day(to),
            dueDate: day(to),
            isCompleted: done,
            completedAt: done ? at(Math.min(to, 0), 16) : null,
            order,
          };
        }),
      );
    }
    const phases = await tx
      .select({ id: projectPhases.id, projectId: projectPhases.projectId, name: projectPhases.name })
      .from(projectPhases)
      .where(eq(projectPhases.companyId, companyId));
    const phaseId = (project: ProjectSeed['key'], name: string) =>
      phases.find((ph) => ph.projectId === projectIds[project] && ph.name === name)?.id ?? null;

    // --- team members (one primary per role) ------------------------------------------------------------
    const team: {
      project: ProjectSeed['key'];
      userId: number;
      role: ProjectRole;
      isPrimary: boolean;
      notes?: string;
    }[] = [
      {
        project: 'kitchen',
        userId: manager.id,
        role: 'project_manager',
        isPrimary: true,
        notes: 'Main contact for the Hendersons',
      },
      {
        project: 'kitchen',
        userId: employee.id,
        role: 'field_worker',
        isPrimary: true,
        notes: 'Lead carpenter on site',
      },
      { project: 'kitchen', userId: tom.id, role: 'field_worker', isPrimary: false },
      { project: 'kitchen', userId: priya.id, role: 'designer', isPrimary: true },
      { project: 'kitchen', userId: owner.id, role: 'sales', isPrimary: true },
      { project: 'basement', userId: owner.id, role: 'sales', isPrimary: true },
      { project: 'basement', userId: manager.id, role: 'estimator', isPrimary: true },
      {
        project: 'basement',
        userId: priya.id,
        role: 'designer',
        isPrimary: true,
        notes: 'Layout options due before permit',
      },
      { project: 'bathroom', userId: manager.id, role: 'project_manager', isPrimary: true },
      { project: 'bathroom', userId: employee.id, role: 'field_worker', isPrimary: true },
      { project: 'deck', userId: manager.id, role: 'project_manager', isPrimary: true },
      { project: 'deck', userId: tom.id, role: 'field_worker', isPrimary: true },
      { project: 'deck', userId: employee.id, role: 'field_worker', isPrimary: false },
    ];
    await tx.insert(projectTeamMembers).values(
      team.map((m) => ({
        companyId,
        projectId: projectIds[m.project],
        userId: m.userId,
        role: m.role,
        isPrimary: m.isPrimary,
        notes: m.notes ?? null,
        assignedBy: owner.id,
        assignedAt: at((projectSeed.find((p) => p.key === m.project)?.created ?? -1) + 1, 11),
      })),
    );

    // --- budgets ------------------------------------------------------------------------------------------
    const insertBudget = async (projectId: number, tree: BudgetSeed[]) => {
      const rows: BudgetItem[] = [];
      const walk = async (nodes: BudgetSeed[], parentId: number | null) => {
        for (const [order, node] of nodes.entries()) {
          if ('group' in node) {
            const [g] = await tx
              .insert(budgetItems)
              .values({
                companyId,
                projectId,
                parentId,
                type: 'group',
                name: node.group,
                description: node.description ?? null,
                quantity: '1',
                unitCost: '0',
                unitPrice: '0',
                order,
                isExpanded: true,
              })
              .returning();
            rows.push(g!);
            await walk(node.children, g!.id);
          } else {
            const product = productByKey.get(node.product);
            if (!product) throw new Error(`no product ${node.product}`);
            const [item] = await tx
              .insert(budgetItems)
              .values({
                companyId,
                projectId,
                parentId,
                type: 'product',
                name: node.name ?? product.name,
                description: node.description ?? product.description,
                productId: product.id,
                quantity: fmt(node.quantity * 100),
                unitCost: product.unitCost,
                unitPrice: product.unitPrice,
                markup: product.markup,
                margin: product.margin,
                tradeId: product.tradeId,
                order,
              })
              .returning();
            rows.push(item!);
          }
        }
      };
      await walk(tree, null);
      return rows;
    };

    /** Lines in display order with group amounts rolled up from descendant products; totals from products. */
    const snapshotOf = (items: BudgetItem[], frozenAt: Date): EstimateSnapshot => {
      const children = (parentId: number | null) =>
        items.filter((i) => i.parentId === parentId).sort((a, b) => a.order - b.order);
      const lines: EstimateSnapshotLine[] = [];
      const visit = (item: BudgetItem, depth: number): { cost: number; price: number } => {
        const line: EstimateSnapshotLine = {
          budgetItemId: item.id,
          parentId: item.parentId,
          type: item.type,
          name: item.name,
          description: item.description,
          quantity: item.quantity,
          unitCost: item.unitCost,
          unitPrice: item.unitPrice,
          totalCost: '0.00',
          amount: '0.00',
          depth,
          order: item.order,
        };
        lines.push(line);
        let cost = 0;
        let price = 0;
        if (item.type === 'group') {
          for (const child of children(item.id)) {
            const t = visit(child, depth + 1);
            cost += t.cost;
            price += t.price;
          }
          line.unitCost = '0.00';
          line.unitPrice = '0.00';
        } else {
          cost = lineCents(item.quantity, item.unitCost);
          price = lineCents(item.quantity, item.unitPrice);
        }
        line.totalCost = fmt(cost);
        line.amount = fmt(price);
        return { cost, price };
      };
      let cost = 0;
      let price = 0;
      for (const top of children(null)) {
        const t = visit(top, 0);
        cost += t.cost;
        price += t.price;
      }
      return {
        frozenAt: frozenAt.toISOString(),
        lines,
        totalCost: fmt(cost),
        subtotal: fmt(price),
        tax: '0.00',
        total: fmt(price),
      };
    };

    const budgets = {
      kitchen: await insertBudget(projectIds.kitchen, kitchenBudget),
      basement: await insertBudget(projectIds.basement, basementBudget),
      bathroom: await insertBudget(projectIds.bathroom, bathroomBudget),
      deck: await insertBudget(projectIds.deck, deckBudget),
    };
    const budgetItemId = (project: keyof typeof budgets, name: string) =>
      budgets[project].find((b) => b.name === name)?.id ?? null;

    // --- estimates ------------------------------------------------------------------------------------------
    const companyInfo = {
      name: company.name,
      email: company.email,
      phone: company.phone,
      address: company.address,
      website: company.website,
      logoUrl: company.logoUrl,
    };
    type EstimateSeed = {
      project: ProjectSeed['key'];
      customer: typeof henderson;
      status: 'approved' | 'pending';
      created: number;
      sent: number;
      viewed: number | null;
      approved: number | null;
    };
    const estimateSeed: EstimateSeed[] = [
      {
        project: 'deck',
        customer: chen,
        status: 'approved',
        created: -166,
        sent: -165,
        viewed: -164,
        approved: -162,
      },
      {
        project: 'bathroom',
        customer: martinez,
        status: 'approved',
        created: -131,
        sent: -130,
        viewed: -129,
        approved: -127,
      },
      {
        project: 'kitchen',
        customer: henderson,
        status: 'approved',
        created: -55,
        sent: -52,
        viewed: -51,
        approved: -48,
      },
      {
        project: 'basement',
        customer: carter,
        status: 'pending',
        created: -6,
        sent: -3,
        viewed: -2,
        approved: null,
      },
    ];
    const estimateTotals = {} as Record<ProjectSeed['key'], number>;
    for (const e of estimateSeed) {
      const projectName = projectSeed.find((p) => p.key === e.project)!.name;
      const clientName = `${e.customer.firstName} ${e.customer.lastName}`;
      const snapshot = snapshotOf(budgets[e.project], at(e.sent, 9, 30));
      estimateTotals[e.project] = toCents(snapshot.total);
      const lastChange = e.approved ?? e.sent;
      const [estimate] = await tx
        .insert(estimates)
        .values({
          companyId,
          projectId: projectIds[e.project],
          status: e.status,
          title: `${projectName} Estimate`,
          clientInfo: {
            name: clientName,
            email: e.customer.email,
            phone: e.customer.phone,
            address: e.customer.address,
          },
          companyInfo,
          terms: { depositPercentage: 25 },
          notes: company.estimateNotes,
          legal: company.estimateTerms,
          snapshot,
          issuedDate: day(e.sent),
          expiryDate: day(e.sent + 30),
          createdBy: manager.id,
          createdAt: at(e.created, 14),
          lastModifiedBy: e.approved === null ? manager.id : null,
          lastModifiedAt: at(lastChange, e.approved === null ? 9 : 18, 30),
        })
        .returning();
      const [client, teamCopy] = await tx
        .insert(estimateRecipients)
        .values([
          {
            companyId,
            estimateId: estimate!.id,
            name: clientName,
            email: e.customer.email ?? 'no-email@example.com',
            role: 'client',
            tokenHash: newTokenHash(),
            sentAt: at(e.sent, 9, 30),
            viewedAt: e.viewed === null ? null : at(e.viewed, 19, 12),
            addedBy: manager.id,
            addedAt: at(e.sent, 9, 20),
          },
          {
            companyId,
            estimateId: estimate!.id,
            name: `${owner.firstName} ${owner.lastName}`,
            email: owner.email,
            role: 'team_member',
            tokenHash: newTokenHash(),
            sentAt: at(e.sent, 9, 30),
            viewedAt: null,
            addedBy: manager.id,
            addedAt: at(e.sent, 9, 21),
          },
        ])
        .returning();
      const history: (typeof estimateHistory.$inferInsert)[] = [
        {
          action: 'created' as const,
          userId: manager.id,
          details: 'Estimate created from the project budget',
          timestamp: at(e.created, 14),
        },
        {
          action: 'edited' as const,
          userId: manager.id,
          details: 'Deposit percentage set to 25%',
          timestamp: at(e.created, 15, 5),
        },
        {
          action: 'sent' as const,
          userId: manager.id,
          details: `Sent to ${clientName} <${client!.email}>`,
          timestamp: at(e.sent, 9, 30),
        },
        {
          action: 'sent' as const,
          userId: manager.id,
          details: `Sent to ${teamCopy!.name} <${teamCopy!.email}>`,
          timestamp: at(e.sent, 9, 31),
        },
      ].map((h) => ({
        ...h,
        companyId,
        estimateId: estimate!.id,
        ipAddress: '10.0.0.12',
        userAgent: DEMO_UA,
      }));
      if (e.viewed !== null) {
        history.push({
          companyId,
          estimateId: estimate!.id,
          recipientId: client!.id,
          action: 'viewed',
          details: `Viewed by ${clientName}`,
          timestamp: at(e.viewed, 19, 12),
          ipAddress: '73.229.14.87',
          userAgent: DEMO_UA,
        });
      }
      if (e.approved !== null) {
        history.push({
          companyId,
          estimateId: estimate!.id,
          recipientId: client!.id,
          action: 'approved',
          details: `Approved by ${clientName} (signed as "${clientName}")`,
          timestamp: at(e.approved, 18, 30),
          ipAddress: '73.229.14.87',
          userAgent: DEMO_UA,
        });
      }
      await tx.insert(estimateHistory).values(history);
      // The project's budget is what the client agreed to (or was offered).
      await tx.update(projects).set({ budget: snapshot.total }).where(eq(projects.id, projectIds[e.project]));
    }

    // --- tasks --------------------------------------------------------------------------------------------
    type TaskSeed = {
      project: ProjectSeed['key'];
      phase: string;
      title: string;
      description?: string;
      status: TaskStatus;
      priority: TaskPriority;
      type: string;
      assignedTo: number | null;
      due: number | null;
      trade?: string;
      budgetItem?: string;
      completed?: number;
      created: number;
    };
    const taskSeed: TaskSeed[] = [
      {
        project: 'kitchen',
        phase: 'Design',
        title: 'Finalize cabinet layout and hardware',
        status: 'completed',
        priority: 'high',
        type: 'meeting_with_customer',
        assignedTo: priya.id,
        due: -45,
        completed: -46,
        created: -58,
      },
      {
        project: 'kitchen',
        phase: 'Permits',
        title: 'Submit remodel permit to the city',
        status: 'completed',
        priority: 'high',
        type: 'project_details',
        assignedTo: manager.id,
        due: -42,
        completed: -43,
        created: -55,
        budgetItem: 'Building Permit Processing',
      },
      {
        project: 'kitchen',
        phase: 'Demolition',
        title: 'Order cabinets from Ridgeline',
        description: '8 base, 7 wall cabinets; white shaker; confirm delivery window.',
        status: 'completed',
        priority: 'high',
        type: 'order_materials',
        assignedTo: manager.id,
        due: -30,
        completed: -33,
        created: -47,
        trade: 'Cabinetry',
        budgetItem: 'Shaker Base Cabinet 36"',
      },
      {
        project: 'kitchen',
        phase: 'Rough-In',
        title: 'Rough-in plumbing inspection',
        description: 'Call the inspector once the supply lines are capped.',
        status: 'in_progress',
        priority: 'urgent',
        type: 'inspection',
        assignedTo: employee.id,
        due: -2,
        created: -12,
        trade: 'Plumbing',
        budgetItem: 'Licensed Plumber',
      },
      {
        project: 'kitchen',
        phase: 'Rough-In',
        title: 'Run circuits for under-cabinet lighting',
        status: 'not_started',
        priority: 'medium',
        type: 'project_labor',
        assignedTo: tom.id,
        due: 6,
        created: -10,
        trade: 'Electrical',
        budgetItem: 'LED Under-Cabinet Light',
      },
      {
        project: 'kitchen',
        phase: 'Finishes',
        title: 'Order backsplash tile',
        description: 'Client picked glossy white 3x6, herringbone layout; add 10% overage.',
        status: 'not_started',
        priority: 'medium',
        type: 'order_materials',
        assignedTo: employee.id,
        due: -5,
        created: -20,
        trade: 'Tile',
        budgetItem: 'Backsplash Tile',
      },
      {
        project: 'kitchen',
        phase: 'Finishes',
        title: 'Countertop templating appointment',
        status: 'not_started',
        priority: 'high',
        type: 'meeting_with_customer',
        assignedTo: manager.id,
        due: 3,
        created: -8,
        trade: 'Countertops',
        budgetItem: 'Quartz Countertop',
      },
      {
        project: 'kitchen',
        phase: 'Rough-In',
        title: 'Weekly site meeting',
        status: 'on_hold',
        priority: 'low',
        type: 'internal_meeting',
        assignedTo: owner.id,
        due: 1,
        created: -30,
      },
      {
        project: 'kitchen',
        phase: 'Punch List',
        title: 'Daily site cleanup',
        status: 'not_started',
        priority: 'low',
        type: 'site_cleanup',
        assignedTo: null,
        due: null,
        created: -30,
      },
      {
        project: 'basement',
        phase: 'Design',
        title: 'Measure basement and draft layout options',
        status: 'completed',
        priority: 'medium',
        type: 'project_details',
        assignedTo: priya.id,
        due: -8,
        completed: -9,
        created: -13,
      },
      {
        project: 'basement',
        phase: 'Design',
        title: 'Review layout options with the Carters',
        status: 'in_progress',
        priority: 'high',
        type: 'meeting_with_customer',
        assignedTo: owner.id,
        due: 5,
        created: -7,
      },
      {
        project: 'basement',
        phase: 'Permits',
        title: 'Submit basement finish permit',
        status: 'not_started',
        priority: 'high',
        type: 'project_details',
        assignedTo: manager.id,
        due: 12,
        created: -5,
      },
      {
        project: 'basement',
        phase: 'Permits',
        title: 'Get quote for egress window',
        status: 'not_started',
        priority: 'medium',
        type: 'order_materials',
        assignedTo: manager.id,
        due: -1,
        created: -10,
      },
      {
        project: 'bathroom',
        phase: 'Finishes',
        title: 'Install vanity and plumbing fixtures',
        status: 'completed',
        priority: 'medium',
        type: 'project_labor',
        assignedTo: employee.id,
        due: -62,
        completed: -63,
        created: -110,
        trade: 'Plumbing',
        budgetItem: 'Bathroom Vanity 48" with Top',
      },
      {
        project: 'bathroom',
        phase: 'Punch List',
        title: 'Final walkthrough with Sofia',
        status: 'completed',
        priority: 'medium',
        type: 'meeting_with_customer',
        assignedTo: manager.id,
        due: -50,
        completed: -50,
        created: -60,
      },
      {
        project: 'bathroom',
        phase: 'Punch List',
        title: 'Warranty visit: touch up grout near shower',
        status: 'not_started',
        priority: 'low',
        type: 'project_labor',
        assignedTo: employee.id,
        due: 9,
        created: -10,
        trade: 'Tile',
      },
      {
        project: 'bathroom',
        phase: 'Punch List',
        title: 'Reorder discontinued towel bar',
        status: 'cancelled',
        priority: 'low',
        type: 'order_materials',
        assignedTo: null,
        due: null,
        created: -70,
      },
      {
        project: 'deck',
        phase: 'Rough-In',
        title: 'Pour footings and set posts',
        status: 'completed',
        priority: 'high',
        type: 'project_labor',
        assignedTo: tom.id,
        due: -140,
        completed: -141,
        created: -150,
        trade: 'Carpentry',
      },
      {
        project: 'deck',
        phase: 'Punch List',
        title: 'Final inspection',
        status: 'completed',
        priority: 'high',
        type: 'inspection',
        assignedTo: manager.id,
        due: -102,
        completed: -101,
        created: -120,
      },
    ];
    await tx.insert(tasks).values(
      taskSeed.map((t, i) => ({
        companyId,
        projectId: projectIds[t.project],
        phaseId: phaseId(t.project, t.phase),
        title: t.title,
        description: t.description ?? null,
        status: t.status,
        priority: t.priority,
        type: t.type,
        assignedTo: t.assignedTo,
        createdBy: manager.id,
        tradeId: tradeId(t.trade ?? null),
        budgetItemId: t.budgetItem ? budgetItemId(t.project, t.budgetItem) : null,
        startDate: t.status === 'not_started' ? null : day(t.created + 1),
        dueDate: t.due === null ? null : day(t.due),
        completedAt: t.completed === undefined ? null : at(t.completed, 15),
        completedBy: t.completed === undefined ? null : (t.assignedTo ?? manager.id),
        order: i,
        createdAt: at(t.created, 8, 30),
        updatedAt: at(t.completed ?? t.created, 15),
      })),
    );

    // --- invoices (paid ones spread over the last six months; one overdue) ----------------------------
    const share = (project: ProjectSeed['key'], percent: number) =>
      divRound(estimateTotals[project] * percent, 100);
    const invoiceSeed: {
      project: ProjectSeed['key'];
      customerId: number;
      title: string;
      milestoneType: NewInvoice['milestoneType'];
      cents: number;
      created: number;
      due: number;
      paid: number | null;
      status: 'draft' | 'sent' | 'paid';
    }[] = [];
    const milestones = (project: ProjectSeed['key'], customerId: number, days: [number, number | null][]) => {
      const deposit = share(project, 25);
      const progress = share(project, 40);
      const final = estimateTotals[project] - deposit - progress;
      const parts: [string, NewInvoice['milestoneType'], number][] = [
        ['Deposit (25%)', 'deposit', deposit],
        ['Progress Payment (40%)', 'progress', progress],
        ['Final Payment', 'final', final],
      ];
      days.forEach(([created, paid], i) => {
        const [title, milestoneType, cents] = parts[i]!;
        invoiceSeed.push({
          project,
          customerId,
          title,
          milestoneType,
          cents,
          created,
          due: created + 14,
          paid,
          status: paid === null ? 'sent' : 'paid',
        });
      });
    };
    milestones('deck', chen.id, [
      [-150, -147],
      [-125, -119],
      [-100, -93],
    ]);
    milestones('bathroom', martinez.id, [
      [-118, -116],
      [-85, -80],
      [-50, -44],
    ]);
    invoiceSeed.push({
      project: 'bathroom',
      customerId: martinez.id,
      title: 'Change Order #1: Heated Floor',
      milestoneType: null,
      cents: 148500,
      created: -42,
      due: -12,
      paid: null,
      status: 'sent',
    });
    milestones('kitchen', henderson.id, [
      [-45, -43],
      [-4, null],
    ]);
    invoiceSeed.push({
      project: 'basement',
      customerId: carter.id,
      title: 'Design Retainer',
      milestoneType: null,
      cents: 150000,
      created: -2,
      due: 14,
      paid: null,
      status: 'draft',
    });
    invoiceSeed.sort((a, b) => a.created - b.created);
    await tx.insert(invoices).values(
      invoiceSeed.map((inv, i) => {
        const projectName = projectSeed.find((p) => p.key === inv.project)!.name;
        return {
          companyId,
          projectId: projectIds[inv.project],
          customerId: inv.customerId,
          invoiceNumber: `INV-${1001 + i}`,
          title: inv.title,
          description: `${inv.title} - ${projectName}`,
          amount: fmt(inv.cents),
          status: inv.status,
          isPaid: inv.paid !== null,
          milestoneType: inv.milestoneType,
          issueDate: day(inv.created),
          dueDate: day(inv.due),
          sentAt: inv.status === 'draft' ? null : at(inv.created, 10),
          paidAt: inv.paid === null ? null : at(inv.paid, 13),
          createdBy: owner.id,
          createdAt: at(inv.created, 9),
          updatedAt: at(inv.paid ?? inv.created, 13),
        };
      }),
    );

    // --- expenses -------------------------------------------------------------------------------------------
    const expenseSeed: {
      project: ProjectSeed['key'] | null;
      budgetItem?: string;
      vendor?: string;
      vendorName?: string;
      description: string;
      amount: string;
      date: number;
      category: ExpenseCategory;
      receipt?: string;
    }[] = [
      {
        project: 'deck',
        budgetItem: 'Building Permit Processing',
        vendorName: 'City of Littleton',
        description: 'Deck building permit',
        amount: '450.00',
        date: -152,
        category: 'permits',
      },
      {
        project: 'deck',
        budgetItem: 'Composite Decking',
        vendor: 'Front Range',
        description: 'Composite decking, fasteners and trim boards',
        amount: '2720.00',
        date: -138,
        category: 'materials',
        receipt: 'frontrange-88213.pdf',
      },
      {
        project: 'deck',
        budgetItem: 'Carpentry Labor',
        vendorName: 'Crew payroll',
        description: 'Deck framing and install labor',
        amount: '4400.00',
        date: -110,
        category: 'labor',
      },
      {
        project: 'bathroom',
        budgetItem: 'Dumpster Rental (20 yd)',
        vendor: 'Metro Dumpster',
        description: '20 yd dumpster, one week',
        amount: '525.00',
        date: -118,
        category: 'equipment',
      },
      {
        project: 'bathroom',
        budgetItem: 'Porcelain Floor Tile 12x24',
        vendor: 'Stone & Tile',
        description: 'Porcelain floor and shower tile',
        amount: '360.00',
        date: -100,
        category: 'materials',
        receipt: 'stg-inv-2291.jpg',
      },
      {
        project: 'bathroom',
        budgetItem: 'Bathroom Vanity 48" with Top',
        vendor: 'Ridgeline',
        description: '48" vanity with cultured marble top',
        amount: '890.00',
        date: -90,
        category: 'materials',
      },
      {
        project: 'bathroom',
        budgetItem: 'Licensed Plumber',
        vendorName: 'Aspen Plumbing LLC',
        description: 'Plumbing rough-in and trim (subcontract)',
        amount: '1360.00',
        date: -70,
        category: 'subcontractor',
      },
      {
        project: 'kitchen',
        budgetItem: 'Building Permit Processing',
        vendorName: 'City and County of Denver',
        description: 'Kitchen remodel permit',
        amount: '450.00',
        date: -43,
        category: 'permits',
      },
      {
        project: 'kitchen',
        budgetItem: 'Dumpster Rental (20 yd)',
        vendor: 'Metro Dumpster',
        description: '20 yd dumpster for demolition',
        amount: '525.00',
        date: -38,
        category: 'equipment',
      },
      {
        project: 'kitchen',
        budgetItem: 'Demolition Labor',
        vendorName: 'Crew payroll',
        description: 'Demolition crew, 24 hours',
        amount: '960.00',
        date: -35,
        category: 'labor',
      },
      {
        project: 'kitchen',
        budgetItem: 'Shaker Base Cabinet 36"',
        vendor: 'Ridgeline',
        description: 'Base cabinets (8)',
        amount: '2280.00',
        date: -33,
        category: 'materials',
        receipt: 'ridgeline-po-5521.pdf',
      },
      {
        project: 'kitchen',
        budgetItem: 'Shaker Wall Cabinet 30"',
        vendor: 'Ridgeline',
        description: 'Wall cabinets (7)',
        amount: '1470.00',
        date: -33,
        category: 'materials',
      },
      {
        project: 'kitchen',
        budgetItem: 'Undermount Sink & Faucet Set',
        vendor: 'Cascade',
        description: 'Sink, faucet and supply lines',
        amount: '420.00',
        date: -15,
        category: 'materials',
      },
      {
        project: 'kitchen',
        description: 'Fuel and mileage for material pickups',
        amount: '86.40',
        date: -12,
        category: 'transport',
      },
      {
        project: null,
        description: 'Printer paper, ink and job folders',
        amount: '142.37',
        date: -20,
        category: 'office',
      },
      {
        project: null,
        description: 'Shop electricity and internet',
        amount: '218.90',
        date: -8,
        category: 'utilities',
      },
    ];
    await tx.insert(expenses).values(
      expenseSeed.map((e) => {
        const v = e.vendor ? vendor(e.vendor) : null;
        return {
          companyId,
          projectId: e.project ? projectIds[e.project] : null,
          budgetItemId: e.project && e.budgetItem ? budgetItemId(e.project, e.budgetItem) : null,
          vendorId: v?.id ?? null,
          vendor: v?.name ?? e.vendorName ?? null,
          description: e.description,
          amount: e.amount,
          date: day(e.date),
          category: e.category,
          receiptFile: e.receipt ?? null,
          createdBy: e.project ? manager.id : owner.id,
          createdAt: at(e.date, 17),
          updatedAt: at(e.date, 17),
        };
      }),
    );

    // --- chats --------------------------------------------------------------------------------------------
    const chatSeed: {
      project: ProjectSeed['key'];
      sender: number;
      content: string;
      minutesAgo: number;
      readBy: number[];
    }[] = [
      {
        project: 'kitchen',
        sender: manager.id,
        content: 'Cabinets are confirmed for delivery next Tuesday. Please keep the garage bay clear.',
        minutesAgo: 60 * 49,
        readBy: [employee.id, owner.id, tom.id, priya.id],
      },
      {
        project: 'kitchen',
        sender: employee.id,
        content: 'Will do. Supply lines are capped; waiting on the plumbing inspector.',
        minutesAgo: 60 * 47,
        readBy: [manager.id, owner.id],
      },
      {
        project: 'kitchen',
        sender: priya.id,
        content: 'Final backsplash layout is done: the Hendersons picked the herringbone pattern.',
        minutesAgo: 60 * 26,
        readBy: [manager.id],
      },
      {
        project: 'kitchen',
        sender: owner.id,
        content: 'Great work, everyone. Keep Linda posted on the inspection date.',
        minutesAgo: 60 * 5,
        readBy: [manager.id],
      },
      {
        project: 'kitchen',
        sender: manager.id,
        content: 'Inspection request is in. I will confirm the time as soon as the city calls back.',
        minutesAgo: 90,
        readBy: [],
      },
      {
        project: 'basement',
        sender: priya.id,
        content:
          'Uploaded two layout options for the Carter basement. Option B keeps the gym by the egress window.',
        minutesAgo: 60 * 30,
        readBy: [owner.id],
      },
      {
        project: 'basement',
        sender: owner.id,
        content: 'Thanks Priya. I will walk them through both on Friday.',
        minutesAgo: 60 * 28,
        readBy: [priya.id],
      },
    ];
    for (const m of chatSeed) {
      const createdAt = new Date(now.getTime() - m.minutesAgo * 60_000);
      const [msg] = await tx
        .insert(projectChatMessages)
        .values({
          companyId,
          projectId: projectIds[m.project],
          senderId: m.sender,
          content: m.content,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: projectChatMessages.id });
      if (m.readBy.length > 0) {
        await tx.insert(messageReadReceipts).values(
          m.readBy.map((userId) => ({
            companyId,
            messageId: msg!.id,
            userId,
            readAt: new Date(createdAt.getTime() + 30 * 60_000),
          })),
        );
      }
    }

    const threadHash = () => randomBytes(16).toString('hex');
    const hendersonThread = threadHash();
    const martinezThread = threadHash();
    const messageSeed: {
      project: ProjectSeed['key'];
      customerId: number;
      thread: string;
      senderId: number | null;
      content: string;
      minutesAgo: number;
      isRead: boolean;
    }[] = [
      {
        project: 'kitchen',
        customerId: henderson.id,
        thread: hendersonThread,
        senderId: manager.id,
        content:
          'Hi Linda, the cabinets arrive next Tuesday morning. The crew will start installing right after delivery.',
        minutesAgo: 60 * 48,
        isRead: true,
      },
      {
        project: 'kitchen',
        customerId: henderson.id,
        thread: hendersonThread,
        senderId: null,
        content: 'Great news! Will someone be there to let the delivery truck in? We both work that day.',
        minutesAgo: 60 * 46,
        isRead: true,
      },
      {
        project: 'kitchen',
        customerId: henderson.id,
        thread: hendersonThread,
        senderId: manager.id,
        content: 'Yes, Jake will be on site from 7:30 and will meet the truck.',
        minutesAgo: 60 * 45,
        isRead: true,
      },
      {
        project: 'kitchen',
        customerId: henderson.id,
        thread: hendersonThread,
        senderId: null,
        content:
          'Perfect, thank you. Also, could we see a sample of the brass hardware before it is installed?',
        minutesAgo: 60 * 3,
        isRead: false,
      },
      {
        project: 'bathroom',
        customerId: martinez.id,
        thread: martinezThread,
        senderId: null,
        content:
          'Hi! The grout next to the shower niche looks a little darker than the rest. Is that normal?',
        minutesAgo: 60 * 24 * 11,
        isRead: true,
      },
      {
        project: 'bathroom',
        customerId: martinez.id,
        thread: martinezThread,
        senderId: manager.id,
        content:
          'Thanks for letting us know, Sofia. It is covered by your warranty; Jake will come by to touch it up.',
        minutesAgo: 60 * 24 * 10,
        isRead: true,
      },
    ];
    await tx.insert(customerMessages).values(
      messageSeed.map((m) => {
        const createdAt = new Date(now.getTime() - m.minutesAgo * 60_000);
        return {
          companyId,
          projectId: projectIds[m.project],
          customerId: m.customerId,
          senderId: m.senderId,
          content: m.content,
          emailHash: m.thread,
          direction: m.senderId === null ? ('incoming' as const) : ('outgoing' as const),
          isRead: m.isRead,
          readAt: m.isRead && m.senderId === null ? new Date(createdAt.getTime() + 20 * 60_000) : null,
          createdAt,
        };
      }),
    );

    // --- calendar -----------------------------------------------------------------------------------------
    await tx.insert(calendarEvents).values(
      [
        {
          projectId: projectIds.kitchen,
          title: 'Rough-in plumbing inspection',
          description: 'City inspector; have the permit card on site.',
          location: henderson.address,
          startDate: at(1, 8),
          endDate: at(1, 10),
          allDay: false,
          type: 'deadline' as const,
        },
        {
          projectId: projectIds.kitchen,
          title: 'Countertop templating',
          description: 'Stone & Tile Gallery templater with Linda.',
          location: henderson.address,
          startDate: at(3, 10),
          endDate: at(3, 11, 30),
          allDay: false,
          type: 'meeting' as const,
        },
        {
          projectId: projectIds.kitchen,
          title: 'Cabinet delivery',
          description: 'Ridgeline truck, 7:30-9:00 window.',
          location: henderson.address,
          startDate: at(6, 0),
          endDate: null,
          allDay: true,
          type: 'milestone' as const,
        },
        {
          projectId: projectIds.basement,
          title: 'Layout review with the Carters',
          description: 'Walk through options A and B.',
          location: carter.address,
          startDate: at(5, 17, 30),
          endDate: at(5, 18, 30),
          allDay: false,
          type: 'meeting' as const,
        },
        {
          projectId: projectIds.bathroom,
          title: 'Warranty visit: grout touch-up',
          description: null,
          location: martinez.address,
          startDate: at(9, 13),
          endDate: at(9, 15),
          allDay: false,
          type: 'task' as const,
        },
        {
          projectId: null,
          title: 'Monthly safety meeting',
          description: 'Ladder safety and dust control refresher.',
          location: 'Shop',
          startDate: at(2, 7, 0),
          endDate: at(2, 8, 0),
          allDay: false,
          type: 'meeting' as const,
        },
        {
          projectId: null,
          title: 'Quarterly estimated taxes due',
          description: null,
          location: null,
          startDate: at(12, 0),
          endDate: null,
          allDay: true,
          type: 'other' as const,
        },
      ].map((ev) => ({
        ...ev,
        companyId,
        createdBy: manager.id,
        createdAt: at(-7, 9),
        updatedAt: at(-7, 9),
      })),
    );
  });

  return staff.map((s) => ({ username: s.username, password: DEMO_PASSWORD, label: s.label }));
}
