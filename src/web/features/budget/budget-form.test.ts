import { describe, expect, it } from 'vitest';
import { budgetMessages } from '#domain/contracts/budget';
import {
  type BudgetFormValues,
  budgetFormDefaults,
  budgetFormResolver,
  repriceAfterEdit,
  toBudgetBody,
  valuesFromProduct,
} from './budget-form';

const figures = (unitCost: string, unitPrice = '', markup = '', margin = '') => ({
  unitCost,
  unitPrice,
  markup,
  margin,
});

describe('repriceAfterEdit', () => {
  it('sets the price from a markup and the margin from that price', () => {
    expect(repriceAfterEdit('markup', figures('100', '', '25'))).toEqual({
      unitPrice: '125.00',
      margin: '20.00',
      priceSource: 'markup',
    });
  });

  it('sets the price from a margin and the markup from that price', () => {
    expect(repriceAfterEdit('margin', figures('60', '', '', '40'))).toEqual({
      unitPrice: '100.00',
      markup: '66.67',
      priceSource: 'margin',
    });
  });

  it('gives markup and margin from a price or a new cost', () => {
    expect(repriceAfterEdit('unitPrice', figures('80', '100'))).toEqual({
      markup: '25.00',
      margin: '20.00',
      priceSource: 'unitPrice',
    });
    expect(repriceAfterEdit('unitCost', figures('50', '100', '25', '20'))).toEqual({
      markup: '100.00',
      margin: '50.00',
      priceSource: 'unitPrice',
    });
  });

  it('prices a cost typed after a markup when there is no price yet', () => {
    expect(repriceAfterEdit('unitCost', figures('10', '', '10'))).toEqual({
      unitPrice: '11.00',
      margin: '9.09',
      priceSource: 'markup',
    });
  });

  it('changes nothing else while a figure cannot be read', () => {
    expect(repriceAfterEdit('markup', figures('100', '120', '2x'))).toEqual({ priceSource: 'markup' });
    expect(repriceAfterEdit('margin', figures('100', '120', '', '100'))).toEqual({ priceSource: 'margin' });
    expect(repriceAfterEdit('markup', figures('', '', '10'))).toEqual({ priceSource: 'markup' });
    expect(repriceAfterEdit('unitCost', figures('', '120'))).toEqual({});
  });
});

const product = (overrides: Partial<BudgetFormValues> = {}): BudgetFormValues => ({
  ...budgetFormDefaults(undefined, 7),
  name: 'Tile',
  ...overrides,
});

describe('toBudgetBody', () => {
  it('sends a group without figures', () => {
    const values = { ...budgetFormDefaults(), type: 'group' as const, name: ' Kitchen ', unitCost: '5' };
    expect(toBudgetBody(values)).toEqual({ type: 'group', parentId: null, name: 'Kitchen', description: '' });
  });

  it('sends the cost and the figure that set the price', () => {
    const values = product({ unitCost: '10', unitPrice: '11.00', markup: '10', margin: '9.09' });
    expect(toBudgetBody({ ...values, priceSource: 'markup' })).toMatchObject({
      parentId: 7,
      quantity: '1',
      unitCost: '10',
      markup: '10',
      tradeId: null,
    });
    const byPrice = toBudgetBody({ ...values, priceSource: 'unitPrice' });
    expect(byPrice).toMatchObject({ unitCost: '10', unitPrice: '11.00' });
    expect(byPrice).not.toHaveProperty('markup');
    expect(byPrice).not.toHaveProperty('margin');
  });

  it('sends a catalog product only when it is new to the item', () => {
    const values = product({ productId: 3 });
    expect(toBudgetBody(values)).toHaveProperty('productId', 3);
    const item = { productId: 3 } as Parameters<typeof toBudgetBody>[1];
    expect(toBudgetBody(values, item)).not.toHaveProperty('productId');
  });
});

describe('valuesFromProduct', () => {
  it('copies the product and makes its figures agree', () => {
    const values = valuesFromProduct({
      id: 4,
      name: 'Quartz',
      description: null,
      category: 'material',
      unitCost: '100.00',
      markup: '50.00',
      margin: '33.33',
      unitPrice: '150.00',
      unit: 'sqft',
      tradeId: 2,
    });
    expect(values).toEqual({
      productId: 4,
      name: 'Quartz',
      description: '',
      unitCost: '100.00',
      unitPrice: '150.00',
      markup: '50.00',
      margin: '33.33',
      tradeId: '2',
      priceSource: 'unitPrice',
    });
  });
});

describe('budgetFormResolver', () => {
  const resolve = async (values: BudgetFormValues) => {
    const result = await budgetFormResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
  };

  it('shows the budget validation messages word for word', async () => {
    expect(
      await resolve(product({ name: '', quantity: '0', unitCost: '-1', unitPrice: '-2', margin: '100' })),
    ).toEqual({
      name: budgetMessages.productName(),
      quantity: budgetMessages.quantity(),
      unitCost: budgetMessages.unitCost(),
      unitPrice: budgetMessages.unitPrice(),
      margin: budgetMessages.margin(),
    });
    expect(await resolve({ ...budgetFormDefaults(), type: 'group' })).toEqual({
      name: budgetMessages.groupName(),
    });
    expect(await resolve(product({ markup: '-101' }))).toEqual({ markup: budgetMessages.markup() });
  });

  it('accepts a product from the catalog without a name, and empty figures', async () => {
    expect(await resolve(product({ name: '', productId: 5 }))).toEqual({});
    expect(await resolve(product({ quantity: '0.01' }))).toEqual({});
  });
});
