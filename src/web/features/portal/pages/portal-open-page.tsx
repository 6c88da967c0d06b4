import '#domain/messages/load/portal';
import { useEffect, useRef } from 'react';
import { LoadingScreen } from '#web/components/ui/loading-screen';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useNavigate, useSearchParams } from '#web/lib/router';
import { usePortalOpen } from '../api';
import { PortalSignIn } from '../components/portal-sign-in';

/**
 * /portal/open?token=...: where an e-mailed link lands. The token is sent by POST from the page, so a mail
 * program that opens links to check them cannot use up the single-use link.
 */
export default function PortalOpenPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const open = usePortalOpen();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    open.mutate(token, { onSuccess: () => void navigate('/portal', { replace: true }) });
  }, [token, open, navigate]);
  if (open.isError) return <PortalSignIn notice={errorMessage(open.error, t('portal:signIn.linkInvalid'))} />;
  return (
    <>
      <p className="sr-only" role="status">
        {t('portal:signIn.opening')}
      </p>
      <LoadingScreen />
    </>
  );
}
