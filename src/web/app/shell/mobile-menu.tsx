import { HardHat, Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PublicUser } from '#domain/contracts/auth';
import { t } from '#web/lib/i18n';
import { Button } from '../../components/ui/button';
import { overlayClasses } from '../../components/ui/dialog';
import { returnFocus, useDialogOpener } from '../../lib/focus-return';
import { Brand } from './brand';
import { companyNavFor, homeFor } from './nav-items';
import { NavList } from './nav-list';
import { AdminSection } from './sidebar';
import { UserBlock } from './user-block';

/**
 * The narrow-screen top bar and its slide-in menu. Radix Dialog traps focus and closes on Escape and on a
 * click on the backdrop; a route change closes it too.
 */
export function MobileTopBar({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const opened = useDialogOpener(open);
  // Every navigation has a new key, a tap on the current page's link included: the menu closes on each.
  const { key } = useLocation();
  const companyNav = companyNavFor(user);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a navigation.
  useEffect(() => {
    setOpen(false);
  }, [key]);

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-slate-200 border-b bg-white px-3 md:hidden print:hidden">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('common:shell.openMenu')}
            className="[&_svg]:size-5"
          >
            <Menu aria-hidden="true" />
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={overlayClasses} data-testid="mobile-menu-backdrop" />
          <Dialog.Content
            aria-describedby={undefined}
            // After a link to another page the shell focuses that page's heading; Radix would refocus the trigger.
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
      <Brand home={homeFor(user)} />
    </header>
  );
}
