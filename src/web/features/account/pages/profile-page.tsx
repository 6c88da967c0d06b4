import '#domain/messages/load/account';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorCard } from '../components/two-factor-card';

/** /profile: the signed-in user's own sign-in security, for every user (company members and administrators). */
export default function ProfilePage() {
  const { user } = useUser();
  return (
    <>
      <PageHeader
        title={t('account:profile.title')}
        description={user ? t('account:signedInAs', { username: user.username }) : undefined}
      />
      <div className="grid max-w-3xl gap-6">
        <TwoFactorCard />
        <Card>
          <CardHeader>
            <CardTitle>{t('account:profile.passwordTitle')}</CardTitle>
            <CardDescription>{t('account:profile.passwordDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
