import '#domain/messages/load/onboarding';
import { HardHat, LogOut } from 'lucide-react';
import type { PublicUser } from '#domain/contracts/auth';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { t } from '#web/lib/i18n';
import { useSearchParams } from '#web/lib/router';
import { useLogout } from '../../auth/api';
import { CreateCompanyForm } from '../components/create-company-form';
import { JoinCompanyForm } from '../components/join-company-form';

/**
 * Shown instead of every signed-in page while the user belongs to no company (docs/product.md#accounts-and-sign-in).
 */
export default function OnboardingPage({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';

  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center justify-between border-slate-200 border-b bg-white px-4 md:px-8">
        <div className="flex items-center gap-2 font-semibold text-slate-900">
          <HardHat className="size-5 text-primary" aria-hidden="true" />
          {t('common:appName')}
        </div>
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
          <LogOut aria-hidden="true" />
          {t('onboarding:logOut')}
        </Button>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 md:py-12">
        <h1 className="font-bold text-2xl text-slate-900 md:text-3xl">
          {t('onboarding:welcome', { name: user.firstName || user.username })}
        </h1>
        <p className="mt-1 text-slate-500">{t('onboarding:intro')}</p>
        <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('onboarding:createTitle')}</CardTitle>
              <CardDescription>{t('onboarding:createDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <CreateCompanyForm defaultEmail={user.email} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('onboarding:joinTitle')}</CardTitle>
              <CardDescription>{t('onboarding:joinDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <JoinCompanyForm initialLink={invite} />
            </CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
