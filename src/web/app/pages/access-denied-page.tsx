import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { href } from '../paths';

/** What a signed-in non-administrator sees on /admin/* (docs/product.md#navigation-and-shell). */
export default function AccessDeniedPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900 md:text-3xl">Access Denied</h1>
      <p className="max-w-md text-slate-500">
        You don't have permission to access this area. This section is restricted to administrators only.
      </p>
      <Button asChild>
        <Link to={href('/dashboard')}>Return to Dashboard</Link>
      </Button>
    </div>
  );
}
