import { auditLog } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type AuditEntry = {
  companyId: number | null;
  userId: number | null;
  action: string;
  entityType: string;
  entityId?: number | string | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
};

/** Appends one line to the audit log (who changed what and when); call it inside the change's transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
