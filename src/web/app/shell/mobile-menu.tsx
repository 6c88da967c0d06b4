import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicUser } from '#domain/contracts/auth';
import { t } from '#web/lib/i18n';
import { useLocation } from '#web/lib/router';
import { Button } from '../../components/ui/button';
import { useDialogOpener } from '../../lib/focus-return';
import { useOpenedOnce } from '../../lib/opened-once';
import { Brand } from './brand';
import { homeFor } from './nav-items';

// The menu's code (Radix Dialog and its focus trap) is fetched on the first press of the menu button, not with
// every screen.
const MobileMenuSheet = lazy(() =>
  import('./mobile-menu-sheet').then((module) => ({ default: module.MobileMenuSheet })),
);

/** The narrow-screen top bar and its menu button; a route change closes the menu. */
export function MobileTopBar({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const opened = useDialogOpener(open);
  const wanted = useOpenedOnce(open);
  // Every navigation has a new key, a tap on the current page's link included: the menu closes on each.
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a navigation.
  useEffect(() => {
    setOpen(false);
  }, [key]);

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-slate-200 border-b bg-white px-3 md:hidden print:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common:shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="[&_svg]:size-5"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} open={open} onOpenChange={setOpen} opened={opened} />
        </Suspense>
      ) : null}
      <Brand home={homeFor(user)} />
    </header>
  );
}
