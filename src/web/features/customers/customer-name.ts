type Named = { firstName: string; lastName: string };

/** "First Last", as the list, detail and toasts show a customer. */
export function customerName(customer: Named): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}
