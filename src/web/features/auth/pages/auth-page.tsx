import '#domain/messages/load/auth';
import { HardHat } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { SESSION_ENDED_KEY } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useSearchParams } from '#web/lib/router';
import { AuthSidePanel } from '../components/auth-side-panel';
import { LoginForm } from '../components/login-form';
import { wantsForgotPassword } from '../password-reset-paths';

// The sign-in form is what nearly every visit needs; the Register tab (with an invitation's check) and the reset
// dialog bring the form library and the contracts with them, so they load when first shown (Register also on
// hover or focus).
const loadRegistration = () => import('../components/registration');
const Registration = lazy(() => loadRegistration().then((module) => ({ default: module.Registration })));
const ForgotPasswordDialog = lazy(() =>
  import('../components/forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const inviteToken = params.get('invite')?.trim() || undefined;
  // An invitation link is for someone new: open on Register.
  const [tab, setTab] = useState(inviteToken ? 'register' : 'login');
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
              <TabsTrigger value="register" onPointerEnter={loadRegistration} onFocus={loadRegistration}>
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
                  <Suspense fallback={<LoadingForm />}>
                    <Registration inviteToken={inviteToken} />
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
