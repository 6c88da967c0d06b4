import type { PublicUser } from '#domain/contracts/auth';

/** A signed-in user without a company (and not a system administrator) must onboard first. */
export function needsOnboarding(user: PublicUser): boolean {
  return user.companyId === null && !user.isAdmin;
}
