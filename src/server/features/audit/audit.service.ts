import { sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type AuditEntry = {
  companyId: number | null;
  userId: number | null;
  action: string;
  entityType: string;
  entityId?: number | string | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
  /** A client's portal event (issue 26): the customer, and the browser it came from. */
  customerId?: number;
  userAgent?: string;
};

/**
 * Appends one event that is not a row change (sign-in, failed sign-in, sign-out, a password or second-factor
 * change, a sent mail, a backup) to the audit log; call it inside the transaction of what it records. Changes of
 * business records need no call: the database's triggers write them (migration 0015, audit-context.ts).
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    companyId: entry.companyId,
    userId: entry.userId,
    // The name stays readable after the user is deleted (user_id then becomes null).
    username:
      entry.userId == null
        ? null
        : sql`(select ${users.username} from ${users} where ${users.id} = ${entry.userId})`,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
    customerId: entry.customerId ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
  });
}
