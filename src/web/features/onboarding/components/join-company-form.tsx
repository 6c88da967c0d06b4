import '#domain/messages/load/onboarding';
import { type FormEvent, useState } from 'react';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { useAcceptInvitation } from '../api';
import { parseInviteToken } from '../invite-token';

export function JoinCompanyForm({ initialLink }: { initialLink: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [link, setLink] = useState(initialLink);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const token = parseInviteToken(link);
    if (!token) {
      setError(t('onboarding:join.linkRequired'));
      return;
    }
    setError(undefined);
    accept.mutate(token, { onSuccess: () => navigate(href('/dashboard'), { replace: true }) });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label={t('onboarding:join.link')} error={error} hint={t('onboarding:join.linkHint')}>
        <Input
          value={link}
          onChange={(event) => setLink(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        loading={accept.isPending}
        loadingText={t('onboarding:join.joining')}
      >
        {t('onboarding:join.submit')}
      </Button>
    </form>
  );
}
