import { HardHat, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { PublicUser } from '#domain/contracts/auth';
import { t } from '#web/lib/i18n';
import { Button } from '../../components/ui/button';
import { overlayClasses } from '../../components/ui/dialog';
import { type Opened, returnFocus } from '../../lib/focus-return';
import { companyNavFor } from './nav-items';
import { NavList } from './nav-list';
import { AdminSection } from './sidebar';
import { UserBlock } from './user-block';

type Props = {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opened: Opened | undefined;
};

/**
 * The narrow screen's slide-in menu. Radix Dialog traps focus and closes on Escape and on a click on the
 * backdrop. Loaded the first time the menu button is pressed (mobile-menu.tsx).
 */
export function MobileMenuSheet({ user, open, onOpenChange, opened }: Props) {
  const companyNav = companyNavFor(user);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClasses} data-testid="mobile-menu-backdrop" />
        <Dialog.Content
          aria-describedby={undefined}
          // After a link to another page the shell focuses that page's heading, else focus goes back to the
          // menu button.
          onCloseAutoFocus={(event) => returnFocus(event, opened)}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl data-[state=open]:animate-slide-in-left"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-slate-200 border-b px-4">
            {/* Plain text, not the brand link: the menu's links are only its navigation. */}
            <Dialog.Title className="flex items-center gap-2 font-semibold text-lg text-slate-900">
              <HardHat className="size-6 text-primary" aria-hidden="true" />
              {t('common:appName')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('common:shell.closeMenu')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t('common:shell.mobileNav')} className="flex-1 overflow-y-auto p-3">
            {/* Every area, as in the sidebar: a phone must reach all of them. */}
            {companyNav.length > 0 ? <NavList items={companyNav} /> : null}
            {user.isAdmin ? <AdminSection first={companyNav.length === 0} /> : null}
          </nav>
          <UserBlock user={user} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
