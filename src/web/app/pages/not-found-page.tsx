import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <FileQuestion className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900 md:text-3xl">404 Page Not Found</h1>
      <p className="max-w-md text-slate-500">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild>
        <Link to="/">Go to home page</Link>
      </Button>
    </div>
  );
}
