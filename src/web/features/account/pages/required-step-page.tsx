import '#domain/messages/load/account';
import { HardHat, LogOut } from 'lucide-react';
import type { CurrentUser, SessionRestriction } from '#domain/contracts/account-security';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card';
import { t } from '#web/lib/i18n';
import { useLogout } from '../../auth/api';
import { useRefreshAccount } from '../api';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSetup } from '../components/two-factor-setup';

const TEXTS: Record<SessionRestriction, { title: string; description: string }> = {
  change_password: {
    title: t('account:requiredStep.change_password.title'),
    description: t('account:requiredStep.change_password.description'),
  },
  enrol_two_factor: {
    title: t('account:requiredStep.enrol_two_factor.title'),
    description: t('account:requiredStep.enrol_two_factor.description'),
  },
};

/**
 * Shown instead of the application while the session must first change the password or set up two-factor
 * sign-in (the server refuses everything else meanwhile). When the step is done the user query is read again
 * and the page the user asked for appears.
 */
export default function RequiredStepPage({
  user,
}: {
  user: CurrentUser & { restriction: SessionRestriction };
}) {
  const logout = useLogout();
  const refreshAccount = useRefreshAccount();
  const text = TEXTS[user.restriction];
  return (
    <main className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10">
      <div className="mb-6 flex items-center gap-2 font-semibold text-lg text-slate-900">
        <HardHat className="size-6 text-primary" aria-hidden="true" />
        {t('common:appName')}
      </div>
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="font-semibold text-2xl text-slate-900">{text.title}</h1>
          <CardDescription>{text.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {user.restriction === 'change_password' ? (
            <ChangePasswordForm submitLabel={t('account:requiredStep.changeAndContinue')} />
          ) : (
            <TwoFactorSetup onDone={() => void refreshAccount()} />
          )}
          <div className="flex items-center justify-between border-slate-200 border-t pt-4 text-slate-600 text-sm">
            <span>{t('account:signedInAs', { username: user.username })}</span>
            <Button variant="ghost" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
              <LogOut aria-hidden="true" />
              {t('account:requiredStep.logOut')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
