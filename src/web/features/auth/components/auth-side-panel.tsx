import '#domain/messages/load/auth';
import { CheckCircle2 } from 'lucide-react';
import { t } from '#web/lib/i18n';

const benefits = [
  t('auth:sidePanel.benefits.projects'),
  t('auth:sidePanel.benefits.customers'),
  t('auth:sidePanel.benefits.estimates'),
  t('auth:sidePanel.benefits.budgets'),
  t('auth:sidePanel.benefits.schedules'),
];

/** The sign-in page's tagline and benefits (docs/product.md#accounts-and-sign-in). */
export function AuthSidePanel() {
  return (
    <section
      aria-labelledby="auth-tagline"
      className="flex flex-col justify-center bg-slate-900 px-6 py-10 text-white md:px-12 lg:px-16"
    >
      <div className="mx-auto w-full max-w-md">
        <h2 id="auth-tagline" className="font-bold text-2xl leading-tight md:text-3xl">
          {t('auth:sidePanel.tagline')}
        </h2>
        <ul className="mt-8 grid gap-4">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-slate-200">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-blue-400" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
