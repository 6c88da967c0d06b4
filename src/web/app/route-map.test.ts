import { describe, expect, it } from 'vitest';
import { href } from './paths';
import {
  accountRoutes,
  adminHome,
  adminRoutes,
  companyRoutes,
  namedCompanyRoutes,
  notBuilt,
} from './route-map';
import { signedInScriptBudgetsKb } from './script-budgets';
import { adminNav, companyNavFor, homeFor, mainNav } from './shell/nav-items';

const allRoutes = [...companyRoutes, ...namedCompanyRoutes, ...adminRoutes];

/**
 * Routes whose page a later issue builds; until then they say "Not available yet". When you build one, replace
 * its `notBuilt` in route-map.ts and take it off this list.
 */
const notBuiltYet: string[] = [];

describe('the route table', () => {
  it('offers the sidebar links in their fixed order', () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      'Dashboard',
      'Projects',
      'Customers',
      'Finances',
      'Documents',
      'Catalog',
      'Vendors',
      'Team',
      'Chats',
      'Calendar',
      'Company',
    ]);
    expect(adminNav.map((item) => item.label)).toEqual([
      'Companies',
      'Users',
      'Settings',
      'Audit Log',
      'Outbox',
    ]);
  });

  it('has a route for every navigation entry, and admin entries only under /admin', () => {
    const paths = new Set(allRoutes.map((route) => route.path));
    for (const item of [...mainNav, ...adminNav]) {
      expect(paths, item.label).toContain(item.to);
      expect(item.to, item.label).not.toContain(':');
    }
    for (const item of mainNav) expect(item.to).not.toMatch(/^\/admin/);
    for (const item of adminNav) expect(item.to).toMatch(/^\/admin\//);
  });

  it('lists each path once', () => {
    const paths = allRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows which pages are not built yet (update the list when you build one)', () => {
    expect(allRoutes.filter((route) => route.page === notBuilt).map((route) => route.path)).toEqual(
      notBuiltYet,
    );
  });

  it('sends a system administrator without a company to a built page', () => {
    const home = adminRoutes.find((route) => route.path === adminHome);
    expect(home?.page).toBeDefined();
    expect(home?.page).not.toBe(notBuilt);
  });
});

describe('href', () => {
  it('fills path parameters', () => {
    expect(href('/customers/:id', { id: 7 })).toBe('/customers/7');
    expect(href('/projects/:id/budget', { id: '12' })).toBe('/projects/12/budget');
  });

  it('adds a query, leaving out undefined values', () => {
    expect(href('/finances/invoices/new', { customerId: 3 })).toBe('/finances/invoices/new?customerId=3');
    expect(href('/projects/new', { customerId: undefined })).toBe('/projects/new');
    expect(href('/dashboard', { invite: 'a b&c' })).toBe('/dashboard?invite=a+b%26c');
  });

  it('accepts only paths of the route table', () => {
    // @ts-expect-error: not a route; checked by `tsc`, which fails if this line compiles.
    expect(href('/invoices')).toBe('/invoices');
    // @ts-expect-error: a path with parameters needs their values.
    expect(() => href('/customers/:id')).toThrow();
  });
});

describe('the navigation of a user', () => {
  it('offers the company’s areas only with a company to work in, and leads home accordingly', () => {
    const member = { companyId: 4, isAdmin: false };
    const sysadminAlone = { companyId: null, isAdmin: true };
    const sysadminInCompany = { companyId: 4, isAdmin: true };
    expect(companyNavFor(member)).toEqual(mainNav);
    expect(companyNavFor(sysadminInCompany)).toEqual(mainNav);
    expect(companyNavFor(sysadminAlone)).toEqual([]);
    expect(homeFor(member)).toBe('/dashboard');
    expect(homeFor(sysadminInCompany)).toBe('/dashboard');
    expect(homeFor(sysadminAlone)).toBe(adminHome);
  });

  it('gives every signed-in screen a script budget, and no budget to a route that is gone', () => {
    const paths = [...allRoutes, ...accountRoutes].map((route) => route.path).sort();
    expect(Object.keys(signedInScriptBudgetsKb).sort(), 'src/web/app/script-budgets.ts').toEqual(paths);
  });
});
