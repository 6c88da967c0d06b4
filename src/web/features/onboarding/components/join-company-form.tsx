import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
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
      setError('Invitation link is required');
      return;
    }
    setError(undefined);
    accept.mutate(token, { onSuccess: () => navigate(href('/dashboard'), { replace: true }) });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField
        label="Invitation link or token"
        error={error}
        hint="Paste the link your company administrator sent you."
      >
        <Input
          value={link}
          onChange={(event) => setLink(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <Button type="submit" variant="outline" loading={accept.isPending} loadingText="Joining...">
        Join company
      </Button>
    </form>
  );
}
