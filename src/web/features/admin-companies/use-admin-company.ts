import { useQuery } from '@tanstack/react-query';
import { useParams } from '#web/lib/router';
import { companyQuery } from '../company-profile/api';

/** The company of an /admin/companies/{id}/... page; a path that is not an id reads as a missing company. */
export function useAdminCompany() {
  const param = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  const company = useQuery({ ...companyQuery(id), enabled: id > 0 });
  return { company, invalid: id <= 0 };
}
