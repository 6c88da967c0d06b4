import '#domain/messages/load/portal';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { portalSignInBody } from '#domain/contracts/portal';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { usePortalSignIn } from '../api';

/**
 * The portal's sign-in: an address, then "check your e-mail". The page says the same whether the address is a
 * client's or not (the server answers 204 either way).
 */
export function PortalSignIn({ notice }: { notice?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = usePortalSignIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = portalSignInBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    signIn.mutate(parsed.data.email, {
      onError: (e) => setError(errorMessage(e, t('common:checkConnection'))),
    });
  }

  return (
    <div className="flex min-h-screen items-start justify-center bg-slate-50 px-3 pt-12 sm:pt-24">
      <main className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
        <h1 className="font-semibold text-slate-900 text-xl">{t('portal:signIn.heading')}</h1>
        {signIn.isSuccess ? (
          <div className="mt-4 grid gap-4">
            <p role="status" className="flex gap-3 text-slate-700 text-sm">
              <MailCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              {t('portal:signIn.sent')}
            </p>
            <Button variant="outline" onClick={() => signIn.reset()}>
              {t('portal:signIn.again')}
            </Button>
          </div>
        ) : (
          <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
            {notice ? (
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900 text-sm">
                {notice}
              </p>
            ) : null}
            <p className="text-slate-600 text-sm">{t('portal:signIn.intro')}</p>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-email`}>{t('portal:fields.email')}</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
              {error ? (
                <p id={`${id}-error`} className="text-destructive text-sm">
                  {error}
                </p>
              ) : null}
            </div>
            <Button type="submit" loading={signIn.isPending} loadingText={t('portal:signIn.submit')}>
              {t('portal:signIn.submit')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
