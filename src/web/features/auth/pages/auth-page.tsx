import { useQuery } from '@tanstack/react-query';
import { HardHat } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { invitationQuery } from '../api';
import { AuthSidePanel } from '../components/auth-side-panel';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { InvitationNotice } from '../components/invitation-notice';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { wantsForgotPassword } from '../password-reset-paths';

export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const inviteToken = params.get('invite')?.trim() || undefined;
  // An invitation link is for someone new: open on Register.
  const [tab, setTab] = useState(inviteToken ? 'register' : 'login');
  const invitation = useQuery({ ...invitationQuery(inviteToken ?? ''), enabled: !!inviteToken });

  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center justify-center gap-2 font-semibold text-lg text-slate-900">
            <HardHat className="size-6 text-primary" aria-hidden="true" />
            BuildLine
          </div>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <Card>
                <CardHeader>
                  <h1 className="font-semibold text-2xl text-slate-900">Welcome back</h1>
                  <CardDescription>Sign in to access your account</CardDescription>
                </CardHeader>
                <CardContent>
                  <LoginForm />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="register">
              <Card>
                <CardHeader>
                  <h1 className="font-semibold text-2xl text-slate-900">Create an account</h1>
                  <CardDescription>Sign up to get started</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4">
                  {inviteToken ? (
                    <InvitationNotice status={invitation.status} invitation={invitation.data} />
                  ) : null}
                  <RegisterForm inviteToken={invitation.isSuccess ? inviteToken : undefined} />
                </CardContent>
              </Card>
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <AuthSidePanel />
      <ForgotPasswordDialog
        open={wantsForgotPassword(params)}
        onOpenChange={(open) => {
          if (!open) setParams((prev) => withoutForgot(prev), { replace: true });
        }}
      />
    </div>
  );
}

function withoutForgot(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('forgot');
  return next;
}
