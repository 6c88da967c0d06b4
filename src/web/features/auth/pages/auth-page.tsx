import '#domain/messages/load/auth';
import { useQuery } from '@tanstack/react-query';
import { HardHat } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { companyCalls } from '#calls/companies';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { SESSION_ENDED_KEY } from '#web/lib/api';
import { callQuery } from '#web/lib/calls';
import { t } from '#web/lib/i18n';
import { AuthSidePanel } from '../components/auth-side-panel';
import { InvitationNotice } from '../components/invitation-notice';
import { LoginForm } from '../components/login-form';
import { wantsForgotPassword } from '../password-reset-paths';

// The sign-in form is what nearly every visit needs; the Register tab and the reset dialog bring the form
// library and the contracts with them, so they load when first shown (Register also on hover or focus).
const loadRegisterForm = () => import('../components/register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));
const ForgotPasswordDialog = lazy(() =>
  import('../components/forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

/**
 * GET /api/invitations/{token}: what a visitor learns about an invitation before they register. Here rather than
 * in ../api.ts, which the first page loads: the company contract it needs stays out of that (decision 0256).
 */
function invitationQuery(token: string) {
  return callQuery(companyCalls.invitation, { params: { token } });
}

export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const inviteToken = params.get('invite')?.trim() || undefined;
  // An invitation link is for someone new: open on Register.
  const [tab, setTab] = useState(inviteToken ? 'register' : 'login');
  const invitation = useQuery({ ...invitationQuery(inviteToken ?? ''), enabled: !!inviteToken });
  const forgotOpen = wantsForgotPassword(params);
  // Once opened, the dialog stays mounted (closed), as it always was, so Radix handles its closing.
  const forgotUsed = useRef(false);
  if (forgotOpen) forgotUsed.current = true;
  // Said once, after the server ended the session under a signed-in page (lib/api.ts).
  const [sessionEnded] = useState(() => {
    const ended = sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return ended;
  });

  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center justify-center gap-2 font-semibold text-lg text-slate-900">
            <HardHat className="size-6 text-primary" aria-hidden="true" />
            {t('common:appName')}
          </div>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('auth:tabs.login')}</TabsTrigger>
              <TabsTrigger value="register" onPointerEnter={loadRegisterForm} onFocus={loadRegisterForm}>
                {t('auth:tabs.register')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <Card>
                <CardHeader>
                  <h1 className="font-semibold text-2xl text-slate-900">{t('auth:page.loginTitle')}</h1>
                  <CardDescription>{t('auth:page.loginDescription')}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4">
                  {sessionEnded ? (
                    <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm">
                      {t('auth:page.sessionEnded')}
                    </p>
                  ) : null}
                  <LoginForm />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="register">
              <Card>
                <CardHeader>
                  <h1 className="font-semibold text-2xl text-slate-900">{t('auth:page.registerTitle')}</h1>
                  <CardDescription>{t('auth:page.registerDescription')}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4">
                  {inviteToken ? (
                    <InvitationNotice status={invitation.status} invitation={invitation.data} />
                  ) : null}
                  <Suspense fallback={<LoadingForm />}>
                    <RegisterForm
                      inviteToken={invitation.isSuccess ? inviteToken : undefined}
                      invitedEmail={invitation.data?.email}
                    />
                  </Suspense>
                </CardContent>
              </Card>
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <AuthSidePanel />
      {forgotUsed.current ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={(open) => {
              if (!open) setParams((prev) => withoutForgot(prev), { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Holds the Register form's place for the moment its code takes to arrive. */
function LoadingForm() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner className="size-6 text-primary" label={t('auth:page.loadingForm')} />
    </div>
  );
}

function withoutForgot(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('forgot');
  return next;
}
