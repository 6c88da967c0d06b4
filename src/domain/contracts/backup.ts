import { streamAnswer } from './answers';
import { declareCall } from './declare';

/**
 * Backup downloads (a gzip file, streamed): one company's data for its administrator, everything for a system
 * administrator.
 */
export const backupCalls = {
  company: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/backup',
    permission: 'downloadCompanyBackup',
    answers: { 200: streamAnswer },
  }),
  all: declareCall({ method: 'GET', path: '/api/admin/backup', answers: { 200: streamAnswer } }),
};
