import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LoginBody, loginBody } from '../../../../domain/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLogin } from '../api';

export function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        {/* The reset-by-e-mail flow (RULINGS, E-mail) is a later issue; the link is here as the spec shows it. */}
        <a href="#forgot-password" className="justify-self-end text-primary text-sm hover:underline">
          Forgot password?
        </a>
      </div>
      <Button type="submit" className="w-full" loading={login.isPending} loadingText="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
