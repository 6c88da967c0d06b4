import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PortalMe } from '#domain/contracts/portal';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingScreen } from '#web/components/ui/loading-screen';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useLiveUpdates } from '#web/lib/live-updates';
import { portalLiveStream, portalMeQuery } from '../api';
import { PortalSignIn } from './portal-sign-in';

/**
 * A portal screen for a signed-in client, with the portal's event stream open; the sign-in form instead while the
 * browser has no portal session.
 */
export function PortalGate({ children }: { children: (me: PortalMe) => ReactNode }) {
  const me = useQuery(portalMeQuery());
  useLiveUpdates(Boolean(me.data), portalLiveStream);
  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    return (
      <ErrorState
        title={t('common:couldNotLoad', { what: t('portal:title') })}
        message={errorMessage(me.error, t('common:checkConnection'))}
        onRetry={() => void me.refetch()}
      />
    );
  }
  if (!me.data) return <PortalSignIn />;
  return <>{children(me.data)}</>;
}
