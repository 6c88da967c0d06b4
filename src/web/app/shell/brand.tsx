import { HardHat } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '../paths';

export function Brand() {
  return (
    <Link
      to={href('/dashboard')}
      className="flex items-center gap-2 rounded-md font-semibold text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <HardHat className="size-6 text-primary" aria-hidden="true" />
      BuildLine
    </Link>
  );
}
