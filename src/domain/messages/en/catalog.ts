/**
 * English texts of the catalog area: the overview, products and services, trades, units, task types and the
 * default estimate texts pages, their dialogs, the contracts' messages and the server's answers.
 */
export const catalog = {
  /** Labels of the product categories (contracts/catalog-products.ts categoryLabels). */
  categories: {
    material: 'Material',
    labor: 'Labor',
    service: 'Service',
    equipment: 'Equipment',
    other: 'Other',
  },
  product: {
    fields: {
      name: 'Name',
      unitCost: 'Unit cost',
      markup: 'Markup',
      margin: 'Margin',
      unitPrice: 'Unit price',
    },
    messages: {
      unitCost: 'Unit cost cannot be negative',
      markup: 'Markup cannot be negative',
      marginNegative: 'Margin cannot be negative',
      marginTooLarge: 'Margin cannot exceed 100%',
      marginUnpriceable: 'Margin must be less than 100% to set the price',
      unitPrice: 'Unit price cannot be negative',
      category: 'Please select a valid category',
      tradeId: 'Please select a trade of your company',
      unitId: 'Please select a unit of your company',
      mustBeNumber: '{{label}} must be a number',
      tooLarge: '{{label}} is too large',
      amountTooLarge: '{{label}} must be at most 9999999999.99',
      markupTooLarge: 'Markup must be at most 99999999.99',
      kind: 'Please select products or services',
      sort: 'Please select a valid sort',
    },
  },
  trades: {
    fields: { name: 'Trade name' },
    nameRequired: 'Please enter a name for the trade.',
  },
  units: {
    fields: { name: 'Unit name' },
    nameRequired: 'Unit name is required.',
  },
  taskTypes: {
    fields: { name: 'Name', value: 'Value' },
    duplicate: 'A task type with this value already exists',
  },
  estimateTexts: {
    fields: { notes: 'Notes', terms: 'Terms & Conditions' },
  },
} as const;
