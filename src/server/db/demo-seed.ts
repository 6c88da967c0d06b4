import { createHash, randomBytes } from 'node:crypto';
import { addDays, format, startOfDay } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { budgetSnapshot } from '#domain/budget-tree';
import type {
  ExpenseCategory,
  MilestoneType,
  PaymentMethod,
  ProductCategory,
  ProjectRole,
  ProjectStage,
  ProjectType,
  TaskPriority,
  TaskStatus,
} from '#domain/enums';
import { lineAmount } from '#domain/invoice-lines';
import { pauseAuditInTransaction } from '../features/audit/audit-context';
import { hashPassword } from '../features/auth/password';
import type { FileStore } from '../storage/file-store';
import { seedDemoCalendar } from './demo-calendar';
import { insertDemoChat, MORE_TEAM_CHAT, setDemoReadPositions } from './demo-chat';
import { seedDemoClientSide } from './demo-client-side';
import { addDemoCustomerThreads } from './demo-customer-threads';
import { seedDemoProgressBilling } from './demo-progress';
import { seedDemoPurchasing } from './demo-purchasing';
import { attachDemoReceipts, renderDemoReceipts } from './demo-receipts';
import {
  type BudgetItem,
  budgetItems,
  companies,
  customers,
  customerUsers,
  customTaskTypes,
  estimateHistory,
  estimateRecipients,
  estimates,
  expenses,
  invitations,
  invoiceLines,
  invoices,
  messageReadReceipts,
  type NewEstimateHistoryEntry,
  notes,
  payments,
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

/**
 * The scrypt cost of the demo's two password hashes: 2^10, not the 2^17 of a password a person chooses (decision
 * 0295). A costly hash slows down guessing a password from its hash; the demo password is printed at every first
 * start, and the other staff's is 144 random bits that nobody holds, so no cost makes either harder to find. At
 * full cost the two took about half a second of the first start. A password set later (changed, reset, or given
 * by an administrator) is hashed at the configured cost.
 */
export const DEMO_PASSWORD_COST_LOG2 = 10;

/** True when the database holds no company and no user: the only state in which the demo is loaded. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (company) return false;
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !user;
}

// ---------------------------------------------------------------------------------------------------------
// Exact money: integer cents (and hundredths for quantities), written as numeric strings with 2 decimals.

const toCents = (value: string | number): number => Math.round(Number(value) * 100);
const fmt = (cents: number): string => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** a / b rounded to an integer, halves away from zero (a and b integers). */
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

const newTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

// ---------------------------------------------------------------------------------------------------------
// The demo data. Days are relative to `today` (negative = past).

type StaffKey = 'owner' | 'manager' | 'employee' | 'priya' | 'tom' | 'sofia' | 'luis' | 'ray';
type ProjectKey = 'deck' | 'bathroom' | 'kitchen' | 'basement';
type CustomerKey = 'henderson' | 'carter' | 'martinez' | 'chen' | 'foster' | 'obrien' | 'thompson' | 'novak';

const COMPANY = {
  name: DEMO_COMPANY_NAME,
  email: 'office@summitremodeling.example',
  phone: '(303) 555-0100',
  address: '1450 Larimer Street, Suite 210, Denver, CO 80202',
  website: 'https://summitremodeling.example',
  paymentTerms:
    'Net 14. Pay by check payable to Summit Remodeling Co. or by bank transfer; a late fee of 1.5% a month applies ' +
    'to balances past due.',
  invoiceFooter: 'Thank you for choosing Summit Remodeling Co. Colorado contractor license #RC-204518.',
  estimateNotes:
    'Thank you for considering Summit Remodeling Co. This estimate includes all labor, materials and cleanup ' +
    'described above. Material selections can be adjusted before ordering; any change is confirmed in writing.',
  estimateTerms: [
    'All work is guaranteed for one year from substantial completion.',
    'Payments are due at each milestone as shown in the payment schedule.',
    'This estimate is valid for 30 days from its date.',
    'Changes to the scope of work require a written change order signed by both parties.',
  ].join('\n'),
};

/** The printed sign-ins. The system administrator belongs to no company. */
// biome-ignore format: one record per line
const SIGN_INS = [
  { username: 'sysadmin', firstName: 'Alex', lastName: 'Morgan', email: 'sysadmin@buildline.example', role: 'admin', isAdmin: true, label: 'System administrator (all companies)' },
  { username: 'owner', firstName: 'Dana', lastName: 'Whitaker', email: 'dana@summitremodeling.example', role: 'admin', isAdmin: false, label: `Company admin, ${DEMO_COMPANY_NAME}` },
  { username: 'manager', firstName: 'Marcus', lastName: 'Reyes', email: 'marcus@summitremodeling.example', role: 'manager', isAdmin: false, label: `Manager, ${DEMO_COMPANY_NAME}` },
  { username: 'employee', firstName: 'Jake', lastName: 'Sullivan', email: 'jake@summitremodeling.example', role: 'employee', isAdmin: false, label: `Employee, ${DEMO_COMPANY_NAME}` },
] as const;

/** More team members; their password is random (they are not demo sign-ins). */
// biome-ignore format: one record per line
const EXTRA_STAFF = [
  { username: 'priya', firstName: 'Priya', lastName: 'Natarajan', email: 'priya@summitremodeling.example', role: 'employee', isActive: true },
  { username: 'tom', firstName: 'Tom', lastName: 'Kowalski', email: 'tom@summitremodeling.example', role: 'employee', isActive: true },
  { username: 'sofia', firstName: 'Sofia', lastName: 'Alvarez', email: 'sofia@summitremodeling.example', role: 'manager', isActive: true },
  { username: 'luis', firstName: 'Luis', lastName: 'Ortega', email: 'luis@summitremodeling.example', role: 'employee', isActive: true },
  // A seasonal carpenter who has left: deactivated, so his name stays on his work but he cannot sign in.
  { username: 'ray', firstName: 'Ray', lastName: 'Dunn', email: 'ray@summitremodeling.example', role: 'employee', isActive: false },
] as const;

/** Invitations sent and not yet accepted (their links were e-mailed; the demo keeps no token). */
// biome-ignore format: one record per line
const PENDING_INVITATIONS = [
  { email: 'nina.park@example.com', role: 'employee', sentDaysAgo: 2 },
  { email: 'office@summitremodeling.example', role: 'manager', sentDaysAgo: 9 },
] as const;

// biome-ignore format: one record per line
const CUSTOMERS: { key: CustomerKey; firstName: string; lastName: string; email: string | null; phone: string; address: string; notes: string | null; created: number }[] = [
  { key: 'henderson', firstName: 'Linda', lastName: 'Henderson', email: 'linda.henderson@example.com', phone: '(303) 555-0142', address: '2817 S Clayton St, Denver, CO 80210', notes: 'Referred by the Chens. Prefers text messages.', created: -70 },
  { key: 'carter', firstName: 'James', lastName: 'Carter', email: 'jcarter@example.com', phone: '(720) 555-0187', address: '9134 W 104th Ave, Westminster, CO 80021', notes: null, created: -20 },
  { key: 'martinez', firstName: 'Sofia', lastName: 'Martinez', email: 'sofia.martinez@example.net', phone: '(303) 555-0119', address: '455 Emerson St, Denver, CO 80218', notes: 'Works from home; quiet hours 12-1 pm.', created: -140 },
  { key: 'chen', firstName: 'Robert', lastName: 'Chen', email: 'robert.chen@example.org', phone: '(720) 555-0164', address: '7720 S Polo Ridge Dr, Littleton, CO 80128', notes: null, created: -175 },
  { key: 'foster', firstName: 'Emily', lastName: 'Foster', email: 'emily.foster@example.com', phone: '(303) 555-0131', address: '1602 Mapleton Ave, Boulder, CO 80304', notes: 'Lead from the spring home show.', created: -9 },
  { key: 'obrien', firstName: 'Daniel', lastName: "O'Brien", email: 'dobrien@example.com', phone: '(720) 555-0108', address: '3390 Vrain St, Wheat Ridge, CO 80033', notes: null, created: -6 },
  { key: 'thompson', firstName: 'Aisha', lastName: 'Thompson', email: 'aisha.t@example.net', phone: '(303) 555-0175', address: '12 Cherry Hills Farm Dr, Englewood, CO 80113', notes: 'Interested in an outdoor kitchen next year.', created: -45 },
  { key: 'novak', firstName: 'Greg', lastName: 'Novak', email: null, phone: '(720) 555-0193', address: '845 Garfield St, Golden, CO 80401', notes: 'Call only; no e-mail.', created: -3 },
];

// biome-ignore format: one record per line
const CUSTOMER_ASSIGNMENTS: { customer: CustomerKey; user: StaffKey; by: StaffKey; day: number }[] = [
  { customer: 'henderson', user: 'manager', by: 'owner', day: -60 },
  { customer: 'henderson', user: 'employee', by: 'manager', day: -40 },
  { customer: 'carter', user: 'owner', by: 'owner', day: -14 },
  { customer: 'martinez', user: 'manager', by: 'owner', day: -135 },
];

// biome-ignore format: one record per line
const CUSTOMER_NOTES: { customer: CustomerKey; by: StaffKey; day: number; content: string }[] = [
  { customer: 'henderson', by: 'manager', day: -58, content: 'Dog in the backyard: keep the side gate closed. Street parking only.' },
  { customer: 'henderson', by: 'priya', day: -50, content: 'Chose quartz "Calacatta Mist" and brushed brass hardware.' },
  { customer: 'carter', by: 'owner', day: -13, content: 'Wants a wet bar and a home gym area; budget around $45k. Follow up after the design review.' },
  { customer: 'martinez', by: 'manager', day: -10, content: 'Warranty visit requested for grout touch-up near the shower; scheduled.' },
  { customer: 'foster', by: 'owner', day: -9, content: 'Met at the home show. Guest bath refresh in the spring; send the portfolio.' },
  { customer: 'thompson', by: 'manager', day: -30, content: 'Asked for references from outdoor projects. Sent the Chen deck photos.' },
];

// biome-ignore format: one record per line
const TRADES: [name: string, description: string][] = [
  ['Carpentry', 'Framing, trim and decks'],
  ['Cabinetry', 'Cabinet and vanity supply and installation'],
  ['Countertops', 'Stone and solid-surface counters'],
  ['Demolition', 'Tear-out, hauling and site prep'],
  ['Drywall', 'Hanging, taping and finishing'],
  ['Electrical', 'Wiring, lighting and panels'],
  ['HVAC', 'Heating, cooling, ducts and ventilation'],
  ['Painting', 'Interior and exterior painting'],
  ['Plumbing', 'Supply, drain and fixtures'],
  ['Roofing', 'Shingles, flashing and gutters'],
  ['Tile', 'Floor, wall and backsplash tile'],
];

// biome-ignore format: one record per line
const UNITS: [name: string, symbol: string, description: string][] = [
  ['Each', 'ea', 'Single item'],
  ['Square Foot', 'sq ft', 'Area'],
  ['Linear Foot', 'lin ft', 'Length'],
  ['Square Yard', 'sq yd', 'Area (carpet, concrete)'],
  ['Cubic Yard', 'cu yd', 'Volume (concrete, fill, debris)'],
  ['Hour', 'hr', 'Labor hour'],
  ['Day', 'day', 'Crew or equipment day'],
  ['Lump Sum', 'ls', 'Fixed price'],
];

type CatalogKey =
  | 'baseCabinet'
  | 'wallCabinet'
  | 'quartz'
  | 'subwayTile'
  | 'floorTile'
  | 'drywall'
  | 'paint'
  | 'sinkSet'
  | 'ledLight'
  | 'decking'
  | 'vanity'
  | 'carpentryLabor'
  | 'generalLabor'
  | 'plumber'
  | 'electrician'
  | 'tileSetter'
  | 'painter'
  | 'design'
  | 'permit'
  | 'cleaning'
  | 'dumpster';

/** Costs and markups chosen so that cost * (1 + markup/100) is exact to the cent. */
// biome-ignore format: one record per line
const CATALOG: { key: CatalogKey; name: string; category: ProductCategory; trade: string | null; unit: string; cost: number; markup: number; description: string }[] = [
  { key: 'baseCabinet', name: 'Shaker Base Cabinet 36"', category: 'material', trade: 'Cabinetry', unit: 'ea', cost: 285, markup: 35, description: 'Solid maple, soft-close drawers, white painted finish' },
  { key: 'wallCabinet', name: 'Shaker Wall Cabinet 30"', category: 'material', trade: 'Cabinetry', unit: 'ea', cost: 210, markup: 35, description: 'Solid maple, adjustable shelves, white painted finish' },
  { key: 'quartz', name: 'Quartz Countertop', category: 'material', trade: 'Countertops', unit: 'sq ft', cost: 62, markup: 30, description: '3 cm engineered quartz, fabricated, eased edge' },
  { key: 'subwayTile', name: 'Ceramic Subway Tile 3x6', category: 'material', trade: 'Tile', unit: 'sq ft', cost: 4.5, markup: 40, description: 'Glossy white ceramic wall tile' },
  { key: 'floorTile', name: 'Porcelain Floor Tile 12x24', category: 'material', trade: 'Tile', unit: 'sq ft', cost: 6, markup: 45, description: 'Matte porcelain, rectified edges' },
  { key: 'drywall', name: 'Drywall Sheet 4x8 1/2"', category: 'material', trade: 'Drywall', unit: 'ea', cost: 14, markup: 30, description: 'Standard gypsum board' },
  { key: 'paint', name: 'Interior Paint (gallon)', category: 'material', trade: 'Painting', unit: 'ea', cost: 42, markup: 25, description: 'Premium acrylic latex, eggshell' },
  { key: 'sinkSet', name: 'Undermount Sink & Faucet Set', category: 'material', trade: 'Plumbing', unit: 'ea', cost: 420, markup: 30, description: 'Stainless single-bowl sink with pull-down faucet' },
  { key: 'ledLight', name: 'LED Under-Cabinet Light', category: 'material', trade: 'Electrical', unit: 'ea', cost: 48, markup: 50, description: 'Dimmable 24" LED light bar' },
  { key: 'decking', name: 'Composite Decking', category: 'material', trade: 'Carpentry', unit: 'sq ft', cost: 8.5, markup: 40, description: 'Capped composite boards with hidden fasteners' },
  { key: 'vanity', name: 'Bathroom Vanity 48" with Top', category: 'material', trade: 'Cabinetry', unit: 'ea', cost: 890, markup: 30, description: 'Double-drawer vanity with cultured marble top' },
  { key: 'carpentryLabor', name: 'Carpentry Labor', category: 'labor', trade: 'Carpentry', unit: 'hr', cost: 55, markup: 45, description: 'Lead carpenter, hourly' },
  { key: 'generalLabor', name: 'General Labor', category: 'labor', trade: 'Demolition', unit: 'hr', cost: 40, markup: 50, description: 'Demolition, hauling and site prep, hourly' },
  { key: 'plumber', name: 'Licensed Plumber', category: 'labor', trade: 'Plumbing', unit: 'hr', cost: 85, markup: 40, description: 'Rough-in and finish plumbing, hourly' },
  { key: 'electrician', name: 'Licensed Electrician', category: 'labor', trade: 'Electrical', unit: 'hr', cost: 90, markup: 40, description: 'Rough-in and finish electrical, hourly' },
  { key: 'tileSetter', name: 'Tile Installation', category: 'labor', trade: 'Tile', unit: 'sq ft', cost: 12, markup: 40, description: 'Tile setting including thinset and grout' },
  { key: 'painter', name: 'Painting Labor', category: 'labor', trade: 'Painting', unit: 'hr', cost: 45, markup: 40, description: 'Prep, prime and two finish coats, hourly' },
  { key: 'design', name: 'Design Consultation', category: 'service', trade: null, unit: 'hr', cost: 65, markup: 40, description: 'Layout, selections and 3D renderings, hourly' },
  { key: 'permit', name: 'Building Permit Processing', category: 'service', trade: null, unit: 'ls', cost: 450, markup: 10, description: 'Drawings, application and inspection scheduling' },
  { key: 'cleaning', name: 'Final Cleaning', category: 'service', trade: null, unit: 'ls', cost: 350, markup: 30, description: 'Post-construction clean of the work area' },
  { key: 'dumpster', name: 'Dumpster Rental (20 yd)', category: 'equipment', trade: 'Demolition', unit: 'ea', cost: 525, markup: 20, description: 'One week, delivery and haul-away included' },
];

/** More of the catalog: items no demo budget uses, so the products and services lists read like a real company's. */
// biome-ignore format: one record per line
const MORE_CATALOG: { name: string; category: ProductCategory; trade: string | null; unit: string; cost: number; markup: number; description: string }[] = [
  { name: 'Pressure-Treated Lumber 2x6x8', category: 'material', trade: 'Carpentry', unit: 'ea', cost: 9.8, markup: 30, description: 'Ground-contact rated framing lumber' },
  { name: 'Oak Hardwood Flooring', category: 'material', trade: 'Carpentry', unit: 'sq ft', cost: 7.2, markup: 40, description: '3/4" solid white oak, prefinished, 5" planks' },
  { name: 'Luxury Vinyl Plank', category: 'material', trade: 'Carpentry', unit: 'sq ft', cost: 3.6, markup: 45, description: 'Waterproof 20 mil wear layer, click-lock' },
  { name: 'Primed MDF Baseboard 5-1/4"', category: 'material', trade: 'Carpentry', unit: 'lin ft', cost: 1.9, markup: 50, description: 'Colonial profile, ready to paint' },
  { name: 'Granite Countertop', category: 'material', trade: 'Countertops', unit: 'sq ft', cost: 55, markup: 30, description: '3 cm level 2 granite, fabricated and installed' },
  { name: 'Mosaic Backsplash Tile', category: 'material', trade: 'Tile', unit: 'sq ft', cost: 14, markup: 40, description: 'Glass and stone blend on 12x12 mesh' },
  { name: 'Cement Board 3x5 1/2"', category: 'material', trade: 'Tile', unit: 'ea', cost: 13.5, markup: 30, description: 'Tile backer for wet areas' },
  { name: 'Moisture-Resistant Drywall 4x8', category: 'material', trade: 'Drywall', unit: 'ea', cost: 18, markup: 30, description: 'Green board for baths and laundry rooms' },
  { name: 'Exterior Paint (gallon)', category: 'material', trade: 'Painting', unit: 'ea', cost: 56, markup: 25, description: '100% acrylic, satin, mildew resistant' },
  { name: 'Toilet, Elongated Comfort Height', category: 'material', trade: 'Plumbing', unit: 'ea', cost: 265, markup: 30, description: 'WaterSense 1.28 gpf with soft-close seat' },
  { name: 'Tankless Water Heater', category: 'material', trade: 'Plumbing', unit: 'ea', cost: 1150, markup: 25, description: 'Natural gas, 199,000 BTU, indoor' },
  { name: 'Recessed LED Downlight 6"', category: 'material', trade: 'Electrical', unit: 'ea', cost: 32, markup: 50, description: 'Canless wafer light, 5 color temperatures' },
  { name: 'GFCI Outlet', category: 'material', trade: 'Electrical', unit: 'ea', cost: 22, markup: 50, description: '20 A tamper-resistant, white' },
  { name: 'Architectural Shingles', category: 'material', trade: 'Roofing', unit: 'sq ft', cost: 1.45, markup: 40, description: 'Laminated asphalt shingles, 30-year' },
  { name: 'Seamless Aluminum Gutter', category: 'material', trade: 'Roofing', unit: 'lin ft', cost: 6.5, markup: 40, description: '5" K-style, formed on site' },
  { name: 'Ductless Mini-Split 12k BTU', category: 'material', trade: 'HVAC', unit: 'ea', cost: 1850, markup: 25, description: 'Single-zone heat pump, 22 SEER' },
  { name: 'Bath Exhaust Fan', category: 'material', trade: 'HVAC', unit: 'ea', cost: 140, markup: 35, description: '110 CFM, 0.8 sone, with humidity sensor' },
  { name: 'Drywall Hang & Finish', category: 'labor', trade: 'Drywall', unit: 'sq ft', cost: 1.75, markup: 45, description: 'Hang, tape and level 4 finish' },
  { name: 'Roofing Crew', category: 'labor', trade: 'Roofing', unit: 'day', cost: 1400, markup: 35, description: 'Four-person crew, tear-off and install' },
  { name: 'HVAC Technician', category: 'labor', trade: 'HVAC', unit: 'hr', cost: 95, markup: 40, description: 'Install, start-up and balancing, hourly' },
  { name: 'Cabinet Installation', category: 'labor', trade: 'Cabinetry', unit: 'lin ft', cost: 38, markup: 40, description: 'Set, level and fasten base and wall cabinets' },
  { name: 'Project Management', category: 'service', trade: null, unit: 'hr', cost: 60, markup: 50, description: 'Scheduling, ordering and site coordination, hourly' },
  { name: '3D Rendering Package', category: 'service', trade: null, unit: 'ls', cost: 400, markup: 50, description: 'Three photoreal views of the finished room' },
  { name: 'Structural Engineering Review', category: 'service', trade: null, unit: 'ls', cost: 850, markup: 15, description: 'Stamped letter for beam or wall removal' },
  { name: 'Home Inspection Walkthrough', category: 'service', trade: null, unit: 'ls', cost: 250, markup: 20, description: 'Pre-construction condition report with photos' },
  { name: 'Furniture Moving & Storage', category: 'service', trade: null, unit: 'day', cost: 180, markup: 30, description: 'Move, cover and store contents during the work' },
  { name: 'Warranty Service Visit', category: 'service', trade: null, unit: 'hr', cost: 70, markup: 40, description: 'Adjustments and touch-ups after completion' },
  { name: 'Scaffolding Rental', category: 'equipment', trade: 'Painting', unit: 'day', cost: 85, markup: 20, description: 'Two frames with planks and guardrails' },
  { name: 'Floor Protection', category: 'other', trade: null, unit: 'sq ft', cost: 0.35, markup: 40, description: 'Reinforced board laid over finished floors' },
];

// biome-ignore format: one record per line
const VENDORS = [
  { name: 'Ridgeline Cabinet & Millwork', contactPerson: 'Karen Lutz', email: 'orders@ridgelinecabinet.example', phone: '(303) 555-0211', address: '5100 Brighton Blvd, Denver, CO 80216', website: 'https://ridgelinecabinet.example', notes: 'Net 30. 4-6 week lead time on custom sizes.' },
  { name: 'Cascade Plumbing Supply', contactPerson: 'Luis Ortega', email: 'sales@cascadeplumbing.example', phone: '(303) 555-0224', address: '880 W Evans Ave, Denver, CO 80223', website: 'https://cascadeplumbing.example', notes: null },
  { name: 'Brightway Electric Supply', contactPerson: 'Nina Patel', email: 'counter@brightwayelectric.example', phone: '(720) 555-0236', address: '4200 Holly St, Denver, CO 80216', website: null, notes: 'Contractor account #44812.' },
  { name: 'Stone & Tile Gallery', contactPerson: 'Mike Donnelly', email: 'mike@stonetilegallery.example', phone: '(303) 555-0248', address: '2300 S Broadway, Denver, CO 80210', website: 'https://stonetilegallery.example', notes: 'Templating within 3 business days of cabinet install.' },
  { name: 'Metro Dumpster Rentals', contactPerson: 'Sam Whitfield', email: 'dispatch@metrodumpster.example', phone: '(720) 555-0251', address: null, website: null, notes: null },
  { name: 'Front Range Lumber', contactPerson: 'Erin Cole', email: 'pro@frontrangelumber.example', phone: '(303) 555-0263', address: '6500 W 52nd Ave, Arvada, CO 80002', website: 'https://frontrangelumber.example', notes: 'Delivers Tuesdays and Thursdays.' },
  { name: 'Mile High Paint & Coatings', contactPerson: 'Rosa Jimenez', email: 'pro@milehighpaint.example', phone: '(720) 555-0277', address: '1450 S Santa Fe Dr, Denver, CO 80223', website: 'https://milehighpaint.example', notes: 'Color-matches from a chip in one day.' },
  { name: 'Peak Drywall & Insulation Supply', contactPerson: 'Derek Han', email: 'orders@peakdrywall.example', phone: '(303) 555-0289', address: '3901 Ulster St, Denver, CO 80207', website: null, notes: 'Boom-truck delivery to second floor for a fee.' },
];

// biome-ignore format: one record per line
// biome-ignore format: one record per line
const TASK_TYPES = [
  { name: 'Inspection', value: 'inspection' },
  { name: 'Site Cleanup', value: 'site_cleanup' },
  { name: 'Permit Application', value: 'permit_application' },
  { name: 'Material Delivery', value: 'material_delivery' },
  { name: 'Punch Walkthrough', value: 'punch_walkthrough' },
];

// biome-ignore format: one record per line
const PHASE_TEMPLATES: { name: string; description: string; stage: ProjectStage }[] = [
  { name: 'Design', description: 'Measurements, layout, selections and final drawings', stage: 'pre-production' },
  { name: 'Permits', description: 'Permit application, approval and inspection scheduling', stage: 'pre-production' },
  { name: 'Demolition', description: 'Protect the home, remove existing finishes, haul away debris', stage: 'in-production' },
  { name: 'Rough-In', description: 'Framing, plumbing, electrical and HVAC rough-in; rough inspections', stage: 'in-production' },
  { name: 'Finishes', description: 'Drywall, cabinets, counters, tile, paint and fixtures', stage: 'in-production' },
  { name: 'Punch List', description: 'Final walkthrough, punch items, cleaning and warranty handover', stage: 'warranty' },
];

/** One project per stage; progress is the rounded share of completed phases (the first `completedPhases`). */
// biome-ignore format: one record per line
const PROJECTS: { key: ProjectKey; customer: CustomerKey; name: string; type: ProjectType; stage: ProjectStage; start: number; target: number; end: number | null; created: number; completedPhases: number; description: string }[] = [
  { key: 'deck', customer: 'chen', name: 'Chen Backyard Deck & Patio', type: 'outdoor', stage: 'fully_complete', start: -155, target: -105, end: -100, created: -170, completedPhases: 6, description: 'New 320 sq ft composite deck with built-in steps, lighting-ready railings and a paver landing.' },
  { key: 'bathroom', customer: 'martinez', name: 'Martinez Primary Bathroom Remodel', type: 'bathroom', stage: 'warranty', start: -120, target: -55, end: -50, created: -135, completedPhases: 6, description: 'Full gut of the primary bath: curbless tile shower, 48" vanity, porcelain floor and new lighting.' },
  { key: 'kitchen', customer: 'henderson', name: 'Henderson Kitchen Remodel', type: 'kitchen', stage: 'in-production', start: -40, target: 35, end: null, created: -60, completedPhases: 3, description: 'Complete kitchen remodel: shaker cabinets, quartz countertops, subway tile backsplash, new sink, under-cabinet lighting and paint. Layout stays the same.' },
  { key: 'basement', customer: 'carter', name: 'Carter Basement Finish', type: 'basement', stage: 'pre-production', start: 21, target: 110, end: null, created: -14, completedPhases: 1, description: 'Finish 900 sq ft of basement: family room, home gym area, framing, drywall, lighting and paint.' },
];

/** At most one primary member per role and project. */
// biome-ignore format: one record per line
const TEAM: { project: ProjectKey; user: StaffKey; role: ProjectRole; isPrimary: boolean; notes?: string }[] = [
  { project: 'kitchen', user: 'manager', role: 'project_manager', isPrimary: true, notes: 'Main contact for the Hendersons' },
  { project: 'kitchen', user: 'employee', role: 'field_worker', isPrimary: true, notes: 'Lead carpenter on site' },
  { project: 'kitchen', user: 'tom', role: 'field_worker', isPrimary: false },
  { project: 'kitchen', user: 'priya', role: 'designer', isPrimary: true },
  { project: 'kitchen', user: 'owner', role: 'sales', isPrimary: true },
  { project: 'basement', user: 'owner', role: 'sales', isPrimary: true },
  { project: 'basement', user: 'manager', role: 'estimator', isPrimary: true },
  { project: 'basement', user: 'priya', role: 'designer', isPrimary: true, notes: 'Layout options due before the permit' },
  { project: 'bathroom', user: 'manager', role: 'project_manager', isPrimary: true },
  { project: 'bathroom', user: 'employee', role: 'field_worker', isPrimary: true },
  { project: 'deck', user: 'manager', role: 'project_manager', isPrimary: true },
  { project: 'deck', user: 'tom', role: 'field_worker', isPrimary: true },
  { project: 'deck', user: 'employee', role: 'field_worker', isPrimary: false },
];

type BudgetSeed =
  | { group: string; description?: string; children: BudgetSeed[] }
  | { product: CatalogKey; quantity: number; name?: string; description?: string };

const group = (name: string, children: BudgetSeed[]): BudgetSeed => ({ group: name, children });
const milestone = (name: string, children: BudgetSeed[]): BudgetSeed => ({
  group: `Milestone: ${name}`,
  description: 'Payment milestone',
  children,
});
const item = (product: CatalogKey, quantity: number, name?: string, description?: string): BudgetSeed => ({
  product,
  quantity,
  name,
  description,
});

const BUDGETS: Record<ProjectKey, BudgetSeed[]> = {
  kitchen: [
    milestone('Start', [
      group('Design & Permits', [item('design', 10), item('permit', 1)]),
      group('Demolition', [
        item('generalLabor', 24, 'Demolition Labor', 'Remove cabinets, counters and flooring'),
        item('dumpster', 1),
      ]),
    ]),
    milestone('In Progress', [
      group('Cabinetry', [
        item('baseCabinet', 8),
        item('wallCabinet', 7),
        item('carpentryLabor', 32, 'Cabinet Installation'),
      ]),
      group('Countertops', [item('quartz', 52)]),
      group('Plumbing & Electrical', [
        item('sinkSet', 1),
        item('plumber', 10),
        item('ledLight', 6),
        item('electrician', 12),
      ]),
    ]),
    milestone('Completion', [
      group('Finishes', [
        item('subwayTile', 35, 'Backsplash Tile'),
        item('tileSetter', 35),
        item('paint', 4),
        item('painter', 16),
      ]),
      item('cleaning', 1),
    ]),
  ],
  basement: [
    milestone('Contract Signing', [item('design', 6), item('permit', 1)]),
    milestone('Substantial Completion', [
      group('Framing & Drywall', [
        item('drywall', 64),
        item('carpentryLabor', 60, 'Framing & Drywall Labor'),
      ]),
      group('Electrical', [item('ledLight', 4), item('electrician', 24)]),
      group('Painting', [item('paint', 10), item('painter', 40)]),
    ]),
    milestone('Final Completion', [item('cleaning', 1)]),
  ],
  bathroom: [
    milestone('Start', [
      group('Demolition', [item('generalLabor', 12, 'Demolition Labor'), item('dumpster', 1)]),
    ]),
    milestone('In Progress', [
      group('Plumbing', [item('plumber', 16), item('vanity', 1)]),
      group('Tile', [item('floorTile', 60), item('tileSetter', 60)]),
    ]),
    milestone('Completion', [item('painter', 8), item('cleaning', 1)]),
  ],
  deck: [
    milestone('Start', [item('permit', 1), item('design', 4)]),
    milestone('Completion', [
      group('Deck Construction', [
        item('decking', 320),
        item('carpentryLabor', 80),
        item('generalLabor', 24, 'Site Prep & Footings'),
      ]),
    ]),
  ],
};

/** Estimates: sent, viewed and approved days (null = not yet). Deposit 25 %. */
// biome-ignore format: one record per line
const ESTIMATES: { project: ProjectKey; status: 'approved' | 'pending'; created: number; sent: number; viewed: number | null; approved: number | null }[] = [
  { project: 'deck', status: 'approved', created: -166, sent: -165, viewed: -164, approved: -162 },
  { project: 'bathroom', status: 'approved', created: -131, sent: -130, viewed: -129, approved: -127 },
  { project: 'kitchen', status: 'approved', created: -55, sent: -52, viewed: -51, approved: -48 },
  { project: 'basement', status: 'pending', created: -6, sent: -3, viewed: -2, approved: null },
];

// biome-ignore format: one record per line
const TASKS: { project: ProjectKey; phase: string; title: string; status: TaskStatus; priority: TaskPriority; type: string; assignedTo: StaffKey | null; due: number | null; completed?: number; created: number; trade?: string; budgetItem?: string; description?: string }[] = [
  { project: 'kitchen', phase: 'Design', title: 'Finalize cabinet layout and hardware', status: 'completed', priority: 'high', type: 'meeting_with_customer', assignedTo: 'priya', due: -45, completed: -46, created: -58 },
  { project: 'kitchen', phase: 'Permits', title: 'Submit remodel permit to the city', status: 'completed', priority: 'high', type: 'project_details', assignedTo: 'manager', due: -42, completed: -43, created: -55, budgetItem: 'Building Permit Processing' },
  { project: 'kitchen', phase: 'Demolition', title: 'Order cabinets from Ridgeline', status: 'completed', priority: 'high', type: 'order_materials', assignedTo: 'manager', due: -30, completed: -33, created: -47, trade: 'Cabinetry', budgetItem: 'Shaker Base Cabinet 36"', description: '8 base and 7 wall cabinets, white shaker; confirm the delivery window.' },
  { project: 'kitchen', phase: 'Rough-In', title: 'Rough-in plumbing inspection', status: 'in_progress', priority: 'urgent', type: 'inspection', assignedTo: 'employee', due: -2, created: -12, trade: 'Plumbing', budgetItem: 'Licensed Plumber', description: 'Call the inspector once the supply lines are capped.' },
  { project: 'kitchen', phase: 'Rough-In', title: 'Run circuits for under-cabinet lighting', status: 'not_started', priority: 'medium', type: 'project_labor', assignedTo: 'tom', due: 6, created: -10, trade: 'Electrical', budgetItem: 'LED Under-Cabinet Light' },
  { project: 'kitchen', phase: 'Finishes', title: 'Order backsplash tile', status: 'not_started', priority: 'medium', type: 'order_materials', assignedTo: 'employee', due: -5, created: -20, trade: 'Tile', budgetItem: 'Backsplash Tile', description: 'Glossy white 3x6 in a herringbone layout; add 10% overage.' },
  { project: 'kitchen', phase: 'Finishes', title: 'Countertop templating appointment', status: 'not_started', priority: 'high', type: 'meeting_with_customer', assignedTo: 'manager', due: 3, created: -8, trade: 'Countertops', budgetItem: 'Quartz Countertop' },
  { project: 'kitchen', phase: 'Rough-In', title: 'Weekly site meeting', status: 'on_hold', priority: 'low', type: 'internal_meeting', assignedTo: 'owner', due: 1, created: -30 },
  { project: 'kitchen', phase: 'Punch List', title: 'Daily site cleanup', status: 'not_started', priority: 'low', type: 'site_cleanup', assignedTo: null, due: null, created: -30 },
  { project: 'basement', phase: 'Design', title: 'Measure basement and draft layout options', status: 'completed', priority: 'medium', type: 'project_details', assignedTo: 'priya', due: -8, completed: -9, created: -13 },
  { project: 'basement', phase: 'Design', title: 'Review layout options with the Carters', status: 'in_progress', priority: 'high', type: 'meeting_with_customer', assignedTo: 'owner', due: 5, created: -7 },
  { project: 'basement', phase: 'Permits', title: 'Submit basement finish permit', status: 'not_started', priority: 'high', type: 'project_details', assignedTo: 'manager', due: 12, created: -5 },
  { project: 'basement', phase: 'Permits', title: 'Get a quote for the egress window', status: 'not_started', priority: 'medium', type: 'order_materials', assignedTo: 'manager', due: -1, created: -10 },
  { project: 'bathroom', phase: 'Finishes', title: 'Install vanity and plumbing fixtures', status: 'completed', priority: 'medium', type: 'project_labor', assignedTo: 'employee', due: -62, completed: -63, created: -110, trade: 'Plumbing', budgetItem: 'Bathroom Vanity 48" with Top' },
  { project: 'bathroom', phase: 'Punch List', title: 'Final walkthrough with Sofia', status: 'completed', priority: 'medium', type: 'meeting_with_customer', assignedTo: 'manager', due: -50, completed: -50, created: -60 },
  { project: 'bathroom', phase: 'Punch List', title: 'Warranty visit: touch up grout near shower', status: 'not_started', priority: 'low', type: 'project_labor', assignedTo: 'employee', due: 9, created: -10, trade: 'Tile' },
  { project: 'bathroom', phase: 'Punch List', title: 'Reorder discontinued towel bar', status: 'cancelled', priority: 'low', type: 'order_materials', assignedTo: null, due: null, created: -70 },
  { project: 'deck', phase: 'Rough-In', title: 'Pour footings and set posts', status: 'completed', priority: 'high', type: 'project_labor', assignedTo: 'tom', due: -140, completed: -141, created: -150, trade: 'Carpentry' },
  { project: 'deck', phase: 'Punch List', title: 'Final inspection', status: 'completed', priority: 'high', type: 'inspection', assignedTo: 'manager', due: -102, completed: -101, created: -120 },
];

/**
 * Invoices, numbered INV-1001... in creation order. Milestone invoices split the estimate total 25/40/rest;
 * `paid` null means unpaid (a paid one was paid in full that day). The bathroom change order is the overdue one,
 * partly paid; the kitchen's progress payment is partly paid too (PARTIAL_PAYMENTS, decision 0267).
 */
// biome-ignore format: one record per line
const INVOICES: { project: ProjectKey; title: string; milestone: MilestoneType | null; amount?: string; created: number; due: number; paid: number | null; status: 'draft' | 'sent' | 'paid' | 'cancelled' }[] = [
  { project: 'deck', title: 'Deposit (25%)', milestone: 'deposit', created: -150, due: -136, paid: -147, status: 'paid' },
  { project: 'deck', title: 'Progress Payment (40%)', milestone: 'progress', created: -125, due: -111, paid: -119, status: 'paid' },
  { project: 'bathroom', title: 'Deposit (25%)', milestone: 'deposit', created: -118, due: -104, paid: -116, status: 'paid' },
  { project: 'deck', title: 'Final Payment', milestone: 'final', created: -100, due: -86, paid: -93, status: 'paid' },
  { project: 'bathroom', title: 'Progress Payment (40%)', milestone: 'progress', created: -85, due: -71, paid: -80, status: 'paid' },
  { project: 'bathroom', title: 'Final Payment', milestone: 'final', created: -50, due: -36, paid: -44, status: 'paid' },
  { project: 'kitchen', title: 'Deposit (25%)', milestone: 'deposit', created: -45, due: -31, paid: -43, status: 'paid' },
  { project: 'bathroom', title: 'Change Order #1: Heated Floor', milestone: null, amount: '1485.00', created: -42, due: -12, paid: null, status: 'sent' },
  { project: 'kitchen', title: 'Progress Payment (40%)', milestone: 'progress', created: -4, due: 26, paid: null, status: 'sent' },
  { project: 'basement', title: 'Design Retainer', milestone: null, amount: '1500.00', created: -2, due: 14, paid: null, status: 'draft' },
  { project: 'kitchen', title: 'Appliance Allowance (sent twice by mistake)', milestone: null, amount: '3200.00', created: -20, due: -6, paid: null, status: 'cancelled' },
];

/** Payments received on invoices not yet paid in full, by the invoice's project and title. */
const PARTIAL_PAYMENTS: {
  project: ProjectKey;
  title: string;
  amount: string;
  day: number;
  method: PaymentMethod;
  reference: string | null;
}[] = [
  {
    project: 'bathroom',
    title: 'Change Order #1: Heated Floor',
    amount: '500.00',
    day: -30,
    method: 'check',
    reference: 'Check 2214',
  },
  {
    project: 'kitchen',
    title: 'Progress Payment (40%)',
    amount: '2000.00',
    day: -1,
    method: 'ach',
    reference: 'ACH 88-1407',
  },
];

/** The bathroom change order's lines (their sum is its amount, 1,485.00). */
// biome-ignore format: one record per line
const CHANGE_ORDER_LINES = [
  { description: 'Heated floor mat kit, 40 sq ft', quantity: '1', unitPrice: '685.00' },
  { description: 'Programmable floor thermostat', quantity: '1', unitPrice: '240.00' },
  { description: 'Dedicated circuit and installation labor (hours)', quantity: '8', unitPrice: '70.00' },
];

// biome-ignore format: one record per line
const EXPENSES: { project: ProjectKey | null; budgetItem?: string; vendor?: string; payee?: string; description: string; amount: string; day: number; category: ExpenseCategory; receipt?: string }[] = [
  { project: 'deck', budgetItem: 'Building Permit Processing', payee: 'City of Littleton', description: 'Deck building permit', amount: '450.00', day: -152, category: 'permits' },
  { project: 'deck', budgetItem: 'Composite Decking', vendor: 'Front Range Lumber', description: 'Composite decking, fasteners and trim boards', amount: '2720.00', day: -138, category: 'materials', receipt: 'frontrange-88213.pdf' },
  { project: 'deck', budgetItem: 'Carpentry Labor', payee: 'Crew payroll', description: 'Deck framing and installation labor', amount: '4400.00', day: -110, category: 'labor' },
  { project: 'bathroom', budgetItem: 'Dumpster Rental (20 yd)', vendor: 'Metro Dumpster Rentals', description: '20 yd dumpster, one week', amount: '525.00', day: -118, category: 'equipment', receipt: 'metro-dumpster-4471.pdf' },
  { project: 'bathroom', budgetItem: 'Porcelain Floor Tile 12x24', vendor: 'Stone & Tile Gallery', description: 'Porcelain floor and shower tile', amount: '360.00', day: -100, category: 'materials', receipt: 'stg-inv-2291.pdf' },
  { project: 'bathroom', budgetItem: 'Bathroom Vanity 48" with Top', vendor: 'Ridgeline Cabinet & Millwork', description: '48" vanity with cultured marble top', amount: '890.00', day: -90, category: 'materials', receipt: 'ridgeline-po-5307.pdf' },
  { project: 'bathroom', budgetItem: 'Licensed Plumber', payee: 'Aspen Plumbing LLC', description: 'Plumbing rough-in and trim (subcontract)', amount: '1360.00', day: -70, category: 'subcontractor', receipt: 'aspen-plumbing-1188.pdf' },
  { project: 'kitchen', budgetItem: 'Building Permit Processing', payee: 'City and County of Denver', description: 'Kitchen remodel permit', amount: '450.00', day: -43, category: 'permits' },
  { project: 'kitchen', budgetItem: 'Dumpster Rental (20 yd)', vendor: 'Metro Dumpster Rentals', description: '20 yd dumpster for demolition', amount: '525.00', day: -38, category: 'equipment', receipt: 'metro-dumpster-4630.pdf' },
  { project: 'kitchen', budgetItem: 'Demolition Labor', payee: 'Crew payroll', description: 'Demolition crew, 24 hours', amount: '960.00', day: -35, category: 'labor' },
  { project: 'kitchen', budgetItem: 'Shaker Base Cabinet 36"', vendor: 'Ridgeline Cabinet & Millwork', description: 'Base cabinets (8)', amount: '2280.00', day: -33, category: 'materials', receipt: 'ridgeline-po-5521.pdf' },
  { project: 'kitchen', budgetItem: 'Shaker Wall Cabinet 30"', vendor: 'Ridgeline Cabinet & Millwork', description: 'Wall cabinets (7)', amount: '1470.00', day: -33, category: 'materials', receipt: 'ridgeline-po-5522.pdf' },
  { project: 'kitchen', budgetItem: 'Undermount Sink & Faucet Set', vendor: 'Cascade Plumbing Supply', description: 'Sink, faucet and supply lines', amount: '420.00', day: -15, category: 'materials', receipt: 'cascade-77120.pdf' },
  { project: 'kitchen', description: 'Fuel and mileage for material pickups', amount: '86.40', day: -12, category: 'transport' },
  { project: null, description: 'Printer paper, ink and job folders', amount: '142.37', day: -20, category: 'office' },
  { project: null, description: 'Shop electricity and internet', amount: '218.90', day: -8, category: 'utilities' },
];

// biome-ignore format: one record per line
const TEAM_CHAT: { project: ProjectKey; sender: StaffKey; minutesAgo: number; readBy: StaffKey[]; content: string }[] = [
  { project: 'kitchen', sender: 'manager', minutesAgo: 2940, readBy: ['employee', 'owner', 'tom', 'priya'], content: 'Cabinets are confirmed for delivery next Tuesday. Please keep the garage bay clear.' },
  { project: 'kitchen', sender: 'employee', minutesAgo: 2820, readBy: ['manager', 'owner'], content: 'Will do. Supply lines are capped; waiting on the plumbing inspector.' },
  { project: 'kitchen', sender: 'priya', minutesAgo: 1560, readBy: ['manager'], content: 'Final backsplash layout is done: the Hendersons picked the herringbone pattern.' },
  { project: 'kitchen', sender: 'owner', minutesAgo: 300, readBy: ['manager'], content: 'Great work, everyone. Keep Linda posted on the inspection date.' },
  { project: 'kitchen', sender: 'manager', minutesAgo: 90, readBy: [], content: 'Inspection request is in. I will confirm the time as soon as the city calls back.' },
  { project: 'basement', sender: 'priya', minutesAgo: 1800, readBy: ['owner'], content: 'Two layout options are ready for the Carter basement. Option B keeps the gym by the egress window.' },
  { project: 'basement', sender: 'owner', minutesAgo: 1680, readBy: ['priya'], content: 'Thanks Priya. I will walk them through both on Friday.' },
];

/** Customer threads; sender null = incoming from the customer. */
// biome-ignore format: one record per line
const CUSTOMER_THREADS: { project: ProjectKey; sender: StaffKey | null; minutesAgo: number; isRead: boolean; content: string }[] = [
  { project: 'kitchen', sender: 'manager', minutesAgo: 2880, isRead: true, content: 'Hi Linda, the cabinets arrive next Tuesday morning. The crew will start installing right after delivery.' },
  { project: 'kitchen', sender: null, minutesAgo: 2760, isRead: true, content: 'Great news! Will someone be there to let the delivery truck in? We both work that day.' },
  { project: 'kitchen', sender: 'manager', minutesAgo: 2700, isRead: true, content: 'Yes, Jake will be on site from 7:30 and will meet the truck.' },
  { project: 'kitchen', sender: null, minutesAgo: 180, isRead: false, content: 'Perfect, thank you. Could we see a sample of the brass hardware before it is installed?' },
  { project: 'bathroom', sender: null, minutesAgo: 15840, isRead: true, content: 'Hi! The grout next to the shower niche looks a little darker than the rest. Is that normal?' },
  { project: 'bathroom', sender: 'manager', minutesAgo: 14400, isRead: true, content: 'Thanks for letting us know, Sofia. It is covered by your warranty; Jake will come by to touch it up.' },
  { project: 'basement', sender: 'owner', minutesAgo: 1500, isRead: true, content: 'Hi both, the two layout options are ready. Does Friday at 5:30 work for a walk-through?' },
  { project: 'basement', sender: null, minutesAgo: 1320, isRead: true, content: 'Friday works. We are leaning towards keeping the gym by the window, so option B.' },
];

const DEMO_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CLIENT_IP = '73.229.14.87';
const OFFICE_IP = '10.0.0.12';

function find<T>(rows: readonly T[], match: (row: T) => boolean, what: string): T {
  const row = rows.find(match);
  if (!row) throw new Error(`demo seed: ${what} not found`);
  return row;
}

/**
 * Loads the demo company "Summit Remodeling Co." into an empty database in one transaction and answers the
 * sign-ins to print. The system administrator `sysadmin` belongs to no company (companyId null), so deleting
 * the demo company from /admin/companies does not delete the administrator with it (users cascade with their
 * company). Refuses a database that is not empty.
 */
export async function seedDemo(
  db: Db,
  /** With a file store, the expenses' receipts are real files in it (the Receipt column opens them). */
  options: { today?: Date; storage?: FileStore } = {},
): Promise<DemoSignIn[]> {
  const now = options.today ?? new Date();
  const today = startOfDay(now);
  /** Date-only field, n days from today. */
  const day = (n: number) => format(addDays(today, n), 'yyyy-MM-dd');
  /** Instant n days from today at hh:mm local time. */
  const at = (n: number, hours = 9, minutes = 0) => {
    const d = addDays(today, n);
    d.setHours(hours, minutes, 0, 0);
    return d;
  };
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  // Two hashes in all: the demo sign-ins share the published demo password, and the other staff share one
  // nobody knows. Both at the demo's own low cost (DEMO_PASSWORD_COST_LOG2).
  const [signInHash, extraStaffHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD, DEMO_PASSWORD_COST_LOG2),
    hashPassword(randomBytes(18).toString('base64url'), DEMO_PASSWORD_COST_LOG2),
  ]);

  // The receipts' PDFs are made on this thread while the database's thread works on the transaction below.
  const withReceipt = EXPENSES.flatMap((e, i) => (e.receipt ? [{ e, i }] : []));
  const receiptFiles = options.storage
    ? renderDemoReceipts(
        withReceipt.map(({ e }) => ({
          fileName: e.receipt!,
          vendor: e.vendor ?? e.payee ?? 'Supplier',
          description: e.description,
          amount: e.amount,
          date: day(e.day),
        })),
      )
    : undefined;
  // Awaited inside the transaction; a transaction that fails first must not leave its failure unobserved.
  receiptFiles?.catch(() => {});

  await db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) throw new Error('Demo data is loaded only into an empty database');
    // The demo's history is made up; its audit log starts with the first real action.
    await pauseAuditInTransaction(tx);

    // --- company and people -----------------------------------------------------------------------------
    const [company] = await tx
      .insert(companies)
      .values({ ...COMPANY, createdAt: at(-400), updatedAt: at(-400) })
      .returning();
    if (!company) throw new Error('demo seed: company not created');
    const companyId = company.id;

    const staffRows = await tx
      .insert(users)
      .values([
        ...SIGN_INS.map(({ label: _, ...s }, i) => ({
          ...s,
          companyId: s.isAdmin ? null : companyId,
          passwordHash: signInHash,
          passwordChangedAt: now,
          createdAt: at(-400 + i),
        })),
        ...EXTRA_STAFF.map((s, i) => ({
          ...s,
          companyId,
          passwordHash: extraStaffHash,
          mustChangePassword: true,
          passwordChangedAt: now,
          createdAt: at(-300 + i),
        })),
      ])
      .returning();
    const userId = (key: StaffKey) => find(staffRows, (u) => u.username === key, `user ${key}`).id;
    const owner = find(staffRows, (u) => u.username === 'owner', 'owner');
    await tx.insert(invitations).values(
      PENDING_INVITATIONS.map((inv) => ({
        companyId,
        // A hash of a random token nobody holds: the list shows the invitation; sending it again makes a link.
        tokenHash: newTokenHash(),
        email: inv.email,
        role: inv.role,
        createdBy: owner.id,
        createdAt: at(-inv.sentDaysAgo),
        sentAt: at(-inv.sentDaysAgo),
        expiresAt: at(-inv.sentDaysAgo + 7),
      })),
    );
    const managerId = userId('manager');

    // --- customers --------------------------------------------------------------------------------------
    const customerRows = await tx
      .insert(customers)
      .values(
        CUSTOMERS.map(({ key: _, created, ...c }) => ({
          ...c,
          companyId,
          createdAt: at(created, 11),
          updatedAt: at(created, 11),
        })),
      )
      .returning();
    const customerOf = (key: CustomerKey) => customerRows[CUSTOMERS.findIndex((c) => c.key === key)]!;

    await tx.insert(customerUsers).values(
      CUSTOMER_ASSIGNMENTS.map((a) => ({
        companyId,
        customerId: customerOf(a.customer).id,
        userId: userId(a.user),
        assignedBy: userId(a.by),
        assignedAt: at(a.day, 10),
      })),
    );
    await tx.insert(notes).values(
      CUSTOMER_NOTES.map((n) => ({
        companyId,
        customerId: customerOf(n.customer).id,
        content: n.content,
        createdBy: userId(n.by),
        createdAt: at(n.day, 15),
        updatedAt: at(n.day, 15),
      })),
    );

    // --- catalog and vendors ----------------------------------------------------------------------------
    const tradeRows = await tx
      .insert(trades)
      .values(TRADES.map(([name, description]) => ({ companyId, name, description })))
      .returning();
    const tradeId = (name: string | null | undefined) =>
      name ? find(tradeRows, (t) => t.name === name, `trade ${name}`).id : null;
    const unitRows = await tx
      .insert(units)
      .values(UNITS.map(([name, symbol, description]) => ({ companyId, name, symbol, description })))
      .returning();
    const productRows = await tx
      .insert(products)
      .values(
        // MORE_CATALOG after CATALOG, so productOf's indexes stay those of CATALOG.
        [...CATALOG, ...MORE_CATALOG].map((p) => ({
          companyId,
          name: p.name,
          description: p.description,
          category: p.category,
          tradeId: tradeId(p.trade),
          unitId: find(unitRows, (u) => u.symbol === p.unit, `unit ${p.unit}`).id,
          unit: p.unit,
          ...pricing(toCents(p.cost), p.markup),
        })),
      )
      .returning();
    const productOf = (key: CatalogKey) => productRows[CATALOG.findIndex((p) => p.key === key)]!;

    await tx.insert(customTaskTypes).values(TASK_TYPES.map((t) => ({ ...t, companyId })));
    const vendorRows = await tx
      .insert(vendors)
      .values(
        VENDORS.map((v) => ({
          ...v,
          companyId,
          createdBy: owner.id,
          createdAt: at(-380),
          updatedAt: at(-380),
        })),
      )
      .returning();

    // --- projects, phases and team ----------------------------------------------------------------------
    await tx.insert(phaseTemplates).values(
      PHASE_TEMPLATES.map((p, order) => ({
        ...p,
        companyId,
        order,
        createdAt: at(-390),
        updatedAt: at(-390),
      })),
    );

    const projectIds = {} as Record<ProjectKey, number>;
    const phaseIds = new Map<string, number>();
    for (const p of PROJECTS) {
      const [row] = await tx
        .insert(projects)
        .values({
          companyId,
          customerId: customerOf(p.customer).id,
          name: p.name,
          description: p.description,
          type: p.type,
          stage: p.stage,
          progress: Math.round((p.completedPhases / PHASE_TEMPLATES.length) * 100),
          startDate: day(p.start),
          targetCompletionDate: day(p.target),
          endDate: p.end === null ? null : day(p.end),
          createdBy: owner.id,
          createdAt: at(p.created, 10),
          updatedAt: at(Math.min(p.created + 20, 0), 10),
        })
        .returning({ id: projects.id });
      const projectId = row!.id;
      projectIds[p.key] = projectId;

      // Phases copied from the templates, spread evenly between start and target.
      const span = p.target - p.start;
      const count = PHASE_TEMPLATES.length;
      const phaseRows = await tx
        .insert(projectPhases)
        .values(
          PHASE_TEMPLATES.map((t, order) => {
            const from = p.start + Math.floor((span * order) / count);
            const to = p.start + Math.floor((span * (order + 1)) / count) - (order + 1 < count ? 1 : 0);
            const done = order < p.completedPhases;
            return {
              companyId,
              projectId,
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
        )
        .returning({ id: projectPhases.id, name: projectPhases.name });
      for (const ph of phaseRows) phaseIds.set(`${p.key}/${ph.name}`, ph.id);
    }
    const projectOf = (key: ProjectKey) => find(PROJECTS, (p) => p.key === key, `project ${key}`);

    await tx.insert(projectTeamMembers).values(
      TEAM.map((m) => ({
        companyId,
        projectId: projectIds[m.project],
        userId: userId(m.user),
        role: m.role,
        isPrimary: m.isPrimary,
        notes: m.notes ?? null,
        assignedBy: owner.id,
        assignedAt: at(projectOf(m.project).created + 1, 11),
      })),
    );

    // --- budgets ----------------------------------------------------------------------------------------
    // One insert per level of the trees, all projects at once (a level needs its parents' ids): a few statements
    // instead of one per item. Each project's rows are then listed depth first, parents before their children.
    type Placed = {
      project: ProjectKey;
      path: string;
      node: BudgetSeed;
      parentId: number | null;
      order: number;
    };
    const saved = new Map<string, BudgetItem>();
    const placeChildren = (
      project: ProjectKey,
      nodes: BudgetSeed[],
      parentId: number | null,
      parentPath: string,
    ): Placed[] =>
      nodes.map((node, order) => ({ project, path: `${parentPath}${order}.`, node, parentId, order }));
    let level = PROJECTS.flatMap((p) => placeChildren(p.key, BUDGETS[p.key], null, `${p.key}/`));
    while (level.length > 0) {
      const inserted = await tx
        .insert(budgetItems)
        .values(level.map((placed) => budgetItemValues(placed)))
        .returning();
      // Matched by place, not by position: a project's parent and order name one item of a level.
      const byPlace = new Map(inserted.map((row) => [`${row.projectId}/${row.parentId}/${row.order}`, row]));
      for (const placed of level) {
        const row = byPlace.get(`${projectIds[placed.project]}/${placed.parentId}/${placed.order}`);
        if (!row) throw new Error(`demo seed: budget item ${placed.path} not saved`);
        saved.set(placed.path, row);
      }
      level = level.flatMap((placed) =>
        'group' in placed.node
          ? placeChildren(placed.project, placed.node.children, saved.get(placed.path)!.id, placed.path)
          : [],
      );
    }
    function budgetItemValues({ project, node, parentId, order }: Placed) {
      const common = { companyId, projectId: projectIds[project], parentId, order };
      if ('group' in node) {
        return { ...common, type: 'group' as const, name: node.group, description: node.description ?? null };
      }
      // Products carry the catalog item's pricing, so markup and margin agree with cost and price.
      const product = productOf(node.product);
      return {
        ...common,
        type: 'product' as const,
        name: node.name ?? product.name,
        description: node.description ?? product.description,
        productId: product.id,
        quantity: fmt(node.quantity * 100),
        unitCost: product.unitCost,
        unitPrice: product.unitPrice,
        markup: product.markup,
        margin: product.margin,
        tradeId: product.tradeId,
      };
    }
    const depthFirst = (project: ProjectKey, nodes: BudgetSeed[], parentPath: string): BudgetItem[] =>
      nodes.flatMap((node, order) => {
        const path = `${parentPath}${order}.`;
        const children = 'group' in node ? depthFirst(project, node.children, path) : [];
        return [saved.get(path)!, ...children];
      });
    const budgetRows = Object.fromEntries(
      PROJECTS.map((p) => [p.key, depthFirst(p.key, BUDGETS[p.key], `${p.key}/`)]),
    ) as Record<ProjectKey, BudgetItem[]>;
    const budgetItemId = (project: ProjectKey, name: string | undefined) =>
      name ? find(budgetRows[project], (b) => b.name === name, `budget item ${name}`).id : null;

    // --- estimates (frozen snapshots), recipients and history -------------------------------------------
    const estimateTotals = {} as Record<ProjectKey, number>;
    for (const e of ESTIMATES) {
      const project = projectOf(e.project);
      const client = customerOf(project.customer);
      const clientName = `${client.firstName} ${client.lastName}`;
      const snapshot = budgetSnapshot(budgetRows[e.project], at(e.sent, 9, 30));
      estimateTotals[e.project] = toCents(snapshot.total);
      const [estimate] = await tx
        .insert(estimates)
        .values({
          companyId,
          projectId: projectIds[e.project],
          status: e.status,
          title: `${project.name} Estimate`,
          clientInfo: { name: clientName, email: client.email, phone: client.phone, address: client.address },
          companyInfo: {
            name: company.name,
            email: company.email,
            phone: company.phone,
            address: company.address,
            website: company.website,
            logoUrl: company.logoUrl,
          },
          terms: { depositPercentage: 25 },
          notes: company.estimateNotes,
          legal: company.estimateTerms,
          snapshot,
          issuedDate: day(e.sent),
          expiryDate: day(e.sent + 30),
          createdBy: managerId,
          createdAt: at(e.created, 14),
          // Approval comes from the client on the public page: no user.
          lastModifiedBy: e.approved === null ? managerId : null,
          lastModifiedAt: e.approved === null ? at(e.sent, 9, 30) : at(e.approved, 18, 30),
        })
        .returning();
      const estimateId = estimate!.id;
      const recipients = await tx
        .insert(estimateRecipients)
        .values(
          [
            { name: clientName, email: client.email ?? '', role: 'client' as const, viewed: e.viewed },
            {
              name: `${owner.firstName} ${owner.lastName}`,
              email: owner.email,
              role: 'team_member' as const,
              viewed: null,
            },
          ].map((r, i) => ({
            companyId,
            estimateId,
            name: r.name,
            email: r.email,
            role: r.role,
            tokenHash: newTokenHash(),
            sentAt: at(e.sent, 9, 30 + i),
            viewedAt: r.viewed === null ? null : at(r.viewed, 19, 12),
            addedBy: managerId,
            addedAt: at(e.sent, 9, 20 + i),
          })),
        )
        .returning();
      const clientRecipient = recipients[0]!;
      const staff = { companyId, estimateId, userId: managerId, ipAddress: OFFICE_IP, userAgent: DEMO_UA };
      const fromClient = {
        companyId,
        estimateId,
        recipientId: clientRecipient.id,
        ipAddress: CLIENT_IP,
        userAgent: DEMO_UA,
      };
      const history: NewEstimateHistoryEntry[] = [
        {
          ...staff,
          action: 'created',
          details: 'Estimate created from the project budget',
          timestamp: at(e.created, 14),
        },
        {
          ...staff,
          action: 'edited',
          details: 'Deposit percentage set to 25%',
          timestamp: at(e.created, 15, 5),
        },
        ...recipients.map((r) => ({
          ...staff,
          action: 'sent' as const,
          details: `Sent to ${r.name} <${r.email}>`,
          timestamp: r.sentAt!,
        })),
      ];
      if (e.viewed !== null) {
        history.push({
          ...fromClient,
          action: 'viewed',
          details: `Viewed by ${clientName}`,
          timestamp: at(e.viewed, 19, 12),
        });
      }
      if (e.approved !== null) {
        history.push({
          ...fromClient,
          action: 'approved',
          details: `Approved by ${clientName} (signed "${clientName}")`,
          timestamp: at(e.approved, 18, 30),
        });
      }
      await tx.insert(estimateHistory).values(history);
      // The project's budget is the amount offered to (or agreed with) the client.
      await tx.update(projects).set({ budget: snapshot.total }).where(eq(projects.id, projectIds[e.project]));
    }

    // --- tasks ------------------------------------------------------------------------------------------
    await tx.insert(tasks).values(
      TASKS.map((t, order) => ({
        companyId,
        projectId: projectIds[t.project],
        phaseId: phaseIds.get(`${t.project}/${t.phase}`) ?? null,
        title: t.title,
        description: t.description ?? null,
        status: t.status,
        priority: t.priority,
        type: t.type,
        assignedTo: t.assignedTo ? userId(t.assignedTo) : null,
        createdBy: managerId,
        tradeId: tradeId(t.trade),
        budgetItemId: budgetItemId(t.project, t.budgetItem),
        startDate: t.status === 'not_started' ? null : day(t.created + 1),
        dueDate: t.due === null ? null : day(t.due),
        completedAt: t.completed === undefined ? null : at(t.completed, 15),
        completedBy: t.completed === undefined ? null : t.assignedTo ? userId(t.assignedTo) : managerId,
        order,
        createdAt: at(t.created, 8, 30),
        updatedAt: at(t.completed ?? t.created, 15),
      })),
    );

    // --- invoices ---------------------------------------------------------------------------------------
    const milestoneAmount = (project: ProjectKey, milestone: MilestoneType) => {
      const total = estimateTotals[project];
      const deposit = divRound(total * 25, 100);
      const progress = divRound(total * 40, 100);
      return fmt(
        milestone === 'deposit' ? deposit : milestone === 'progress' ? progress : total - deposit - progress,
      );
    };
    const invoiceRows = await tx
      .insert(invoices)
      .values(
        INVOICES.map((inv, i) => ({
          companyId,
          projectId: projectIds[inv.project],
          customerId: customerOf(projectOf(inv.project).customer).id,
          invoiceNumber: `INV-${1001 + i}`,
          title: inv.title,
          description: `${inv.title} - ${projectOf(inv.project).name}`,
          amount: inv.milestone ? milestoneAmount(inv.project, inv.milestone) : inv.amount!,
          status: inv.status,
          isPaid: inv.paid !== null,
          milestoneType: inv.milestone,
          issueDate: day(inv.created),
          dueDate: day(inv.due),
          sentAt: inv.status === 'draft' ? null : at(inv.created, 10),
          paidAt: inv.paid === null ? null : at(inv.paid, 13),
          paidDate: inv.paid === null ? null : day(inv.paid),
          createdBy: owner.id,
          createdAt: at(inv.created, 9),
          updatedAt: at(inv.paid ?? inv.created, 13),
        })),
      )
      .returning({
        id: invoices.id,
        title: invoices.title,
        amount: invoices.amount,
        projectId: invoices.projectId,
        customerId: invoices.customerId,
      });
    const changeOrder = find(
      invoiceRows,
      (inv) => inv.title === 'Change Order #1: Heated Floor',
      'change order',
    );
    await tx.insert(invoiceLines).values(
      CHANGE_ORDER_LINES.map((line, position) => ({
        companyId,
        invoiceId: changeOrder.id,
        position,
        ...line,
        amount: lineAmount(line.quantity, line.unitPrice),
      })),
    );

    // --- payments received (decision 0267): each paid invoice in one payment, two invoices in part ------
    const methods = ['check', 'ach', 'bank_transfer', 'card'] as const;
    const paidInFull = INVOICES.flatMap((inv, i) =>
      inv.paid === null
        ? []
        : [
            {
              invoiceId: invoiceRows[i]!.id,
              amount: invoiceRows[i]!.amount,
              date: day(inv.paid),
              method: methods[i % methods.length]!,
              reference: `Check ${4100 + i}`,
            },
          ],
    );
    const partial = PARTIAL_PAYMENTS.map((payment) => ({
      invoiceId: find(
        invoiceRows,
        (inv) => inv.title === payment.title && inv.projectId === projectIds[payment.project],
        payment.title,
      ).id,
      amount: payment.amount,
      date: day(payment.day),
      method: payment.method,
      reference: payment.reference,
    }));
    await tx.insert(payments).values(
      [...paidInFull, ...partial].map((payment) => ({
        ...payment,
        companyId,
        projectId: invoiceRows.find((inv) => inv.id === payment.invoiceId)!.projectId,
        customerId: invoiceRows.find((inv) => inv.id === payment.invoiceId)!.customerId,
        createdBy: owner.id,
        createdAt: at(0, 8),
      })),
    );
    // What each invoice received, summed by the database, as the payments service keeps it.
    await tx.execute(sql`update ${invoices} i set amount_paid = s.total
      from (select invoice_id, sum(amount) as total from ${payments} where company_id = ${companyId} group by invoice_id) s
      where i.id = s.invoice_id and i.company_id = ${companyId}`);

    // --- expenses ---------------------------------------------------------------------------------------
    const expenseRows = await tx
      .insert(expenses)
      .values(
        EXPENSES.map((e) => {
          const vendor = e.vendor ? find(vendorRows, (v) => v.name === e.vendor, `vendor ${e.vendor}`) : null;
          return {
            companyId,
            projectId: e.project ? projectIds[e.project] : null,
            budgetItemId: e.project ? budgetItemId(e.project, e.budgetItem) : null,
            vendorId: vendor?.id ?? null,
            vendor: vendor?.name ?? e.payee ?? null,
            description: e.description,
            amount: e.amount,
            date: day(e.day),
            category: e.category,
            receiptFile: e.receipt ?? null,
            createdBy: e.project ? managerId : owner.id,
            createdAt: at(e.day, 17),
            updatedAt: at(e.day, 17),
          };
        }),
      )
      .returning({ id: expenses.id });
    if (options.storage && receiptFiles) {
      const pdfs = await receiptFiles;
      const receipts = withReceipt.map(({ e, i }, n) => ({
        expenseId: expenseRows[i]!.id,
        fileName: e.receipt!,
        pdf: pdfs[n]!,
      }));
      await attachDemoReceipts(tx, options.storage, companyId, managerId, receipts, now);
    }

    // --- team chat and customer messages ----------------------------------------------------------------
    for (const m of TEAM_CHAT) {
      const createdAt = minutesAgo(m.minutesAgo);
      const [message] = await tx
        .insert(projectChatMessages)
        .values({
          companyId,
          projectId: projectIds[m.project],
          senderId: userId(m.sender),
          content: m.content,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: projectChatMessages.id });
      if (m.readBy.length > 0) {
        await tx.insert(messageReadReceipts).values(
          m.readBy.map((reader) => ({
            companyId,
            messageId: message!.id,
            userId: userId(reader),
            readAt: minutesAgo(m.minutesAgo - 30),
          })),
        );
      }
    }

    await insertDemoChat(tx, companyId, MORE_TEAM_CHAT, {
      project: (key) => projectIds[key],
      user: userId,
      minutesAgo,
    });
    await setDemoReadPositions(tx, companyId, now);

    // One thread per project and customer, identified by a random hash.
    // Made as sending and replying make them, with the threads' reply keys (db/demo-customer-threads.ts).
    await addDemoCustomerThreads(
      tx,
      companyId,
      CUSTOMER_THREADS.map((m) => ({
        projectId: projectIds[m.project],
        customerId: customerOf(projectOf(m.project).customer).id,
        senderId: m.sender ? userId(m.sender) : null,
        content: m.content,
        isRead: m.isRead,
        createdAt: minutesAgo(m.minutesAgo),
      })),
    );

    // --- the client's side: change orders, selections, the portal invitation ---------------------------------
    await seedDemoClientSide(tx, {
      companyId,
      projectId: projectIds.kitchen,
      customerId: customerOf(projectOf('kitchen').customer).id,
      managerId,
      at,
      day,
    });

    // --- purchase orders and vendor bills -------------------------------------------------------------------
    await seedDemoPurchasing(tx, {
      companyId,
      projectId: projectIds.kitchen,
      managerId,
      vendorId: (name) => find(vendorRows, (v) => v.name === name, `vendor ${name}`).id,
      budgetItemId: (name) => budgetItemId('kitchen', name),
      day,
      at,
    });

    // --- a commercial job billed by progress with retainage (decision 0271) ------------------------------
    await seedDemoProgressBilling(tx, {
      companyId,
      customerId: customerOf('thompson').id,
      ownerId: owner.id,
      managerId,
      day,
      at,
    });

    // --- calendar ---------------------------------------------------------------------------------------
    await seedDemoCalendar(tx, {
      companyId,
      today,
      projectIds,
      userIds: { owner: owner.id, manager: managerId, employee: userId('employee') },
      siteOf: (key) => customerOf(projectOf(key).customer).address ?? null,
    });
  });

  return SIGN_INS.map((s) => ({ username: s.username, password: DEMO_PASSWORD, label: s.label }));
}
