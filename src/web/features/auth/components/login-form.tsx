import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type LoginBody, loginBody } from '../../../../domain/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLogin } from '../api';
import { FORGOT_PASSWORD_PATH } from '../password-reset-paths';

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
        {/* Opens the reset dialog of the auth page (RULINGS: a reset link by e-mail); Back closes it. */}
        <Link to={FORGOT_PASSWORD_PATH} className="justify-self-end text-primary text-sm hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={login.isPending} loadingText="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
