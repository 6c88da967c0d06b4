import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/types';
import { createBenchCompany } from './generate';

export type CatalogScale = { products: number; vendors: number };

export const CATALOG_FULL_SCALE: CatalogScale = { products: 10_000, vendors: 2_000 };

const TRADES = [
  'Carpentry',
  'Concrete',
  'Drywall',
  'Electrical',
  'Flooring',
  'HVAC',
  'Masonry',
  'Painting',
  'Plumbing',
  'Roofing',
  'Tile',
  'Demolition',
];
const UNITS: [string, string][] = [
  ['Each', 'ea'],
  ['Square Foot', 'sq ft'],
  ['Linear Foot', 'lf'],
  ['Hour', 'hr'],
  ['Cubic Yard', 'cu yd'],
  ['Gallon', 'gal'],
  ['Sheet', 'sht'],
  ['Day', 'day'],
  ['Bundle', 'bdl'],
  ['Box', 'box'],
];

/**
 * One company with a real catalog's shape at `scale`: 12 trades, 10 units, 5 custom task types, then products of
 * every category spread over the trades and units (about a fifth are services), and vendors. Generated inside the
 * database (generate_series), so the full size takes seconds.
 */
export async function generateCatalogCompany(db: Db, scale: CatalogScale) {
  const company = await createBenchCompany(db);
  const { companyId } = company;
  for (const name of TRADES) {
    await db.execute(sql`insert into trades (company_id, name) values (${companyId}, ${name})`);
  }
  for (const [name, symbol] of UNITS) {
    await db.execute(
      sql`insert into units (company_id, name, symbol) values (${companyId}, ${name}, ${symbol})`,
    );
  }
  await db.execute(sql`
    insert into custom_task_types (company_id, name, value)
    select ${companyId}, 'Task type ' || g, 'task_type_' || g from generate_series(1, 5) g`);
  // Names like 'Tile labor 1234': a search for 'tile labor 12' finds a few dozen whatever the size.
  await db.execute(sql`
    insert into products (company_id, trade_id, unit_id, name, description, category, unit_cost, markup, margin,
      unit_price, unit)
    select ${companyId}, t.id, u.id,
      t.name || ' ' || c.category || ' ' || g,
      'Supplied and installed to code, item ' || g,
      c.category::product_category, (10 + g % 500)::numeric(12,2), 25, 20, ((10 + g % 500) * 1.25)::numeric(12,2),
      u.symbol
    from generate_series(1, ${scale.products}) g
    cross join lateral (select (array['material','labor','service','equipment','other'])[1 + g % 5] as category) c
    join lateral (select id, name from trades where company_id = ${companyId} order by id offset (g % 12) limit 1) t
      on true
    join lateral (select id, symbol from units where company_id = ${companyId} order by id offset (g % 10) limit 1) u
      on true`);
  await db.execute(sql`
    insert into vendors (company_id, name, contact_person, email, phone, address)
    select ${companyId},
      (array['Alpine','Summit','Cedar','Granite','Harbor'])[1 + g % 5] || ' '
        || (array['Lumber','Electric','Plumbing','Tile','Roofing','Concrete'])[1 + g % 6] || ' ' || g,
      'Contact ' || g, 'sales' || g || '@vendor.example', '555-' || lpad((g % 10000)::text, 4, '0'),
      g || ' Industrial Way'
    from generate_series(1, ${scale.vendors}) g`);
  await db.execute(sql`vacuum analyze`);
  return company;
}
