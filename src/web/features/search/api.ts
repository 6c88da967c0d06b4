import { queryOptions } from '@tanstack/react-query';
import type { InvoiceStatus, ProjectStage } from '../../../domain/enums';

/** GET /api/search?q=: up to 5 projects, customers and invoices of the company matching the text. */
export type SearchResults = {
  projects: { id: number; name: string; stage: ProjectStage; type: string }[];
  customers: { id: number; firstName: string; lastName: string; email: string | null }[];
  invoices: {
    id: number;
    invoiceNumber: string;
    title: string | null;
    amount: string;
    isPaid: boolean;
    status: InvoiceStatus;
  }[];
};

export function searchQuery(text: string) {
  return queryOptions<SearchResults>({
    queryKey: ['/api/search', { q: text }],
    // Records change anywhere in the app; a remembered answer is shown at once and refreshed.
    staleTime: 0,
  });
}
