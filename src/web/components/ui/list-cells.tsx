import { cn } from '../../lib/cn';

/** A list's empty cell. */
export const noValue = <span className="text-slate-500">—</span>;

const linkClasses = 'block truncate hover:text-primary hover:underline';

/** An e-mail address in a list: a mailto link, or the empty cell. */
export function EmailCell({ email }: { email: string | null | undefined }) {
  return email ? (
    <a href={`mailto:${email}`} className={cn(linkClasses, 'text-slate-700')}>
      {email}
    </a>
  ) : (
    noValue
  );
}

/** A website in a list: opens in a new tab, shown without its scheme and trailing slash; null when there is none. */
export function WebsiteLink({ url, className }: { url: string | null | undefined; className?: string }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={cn(linkClasses, className)}>
      {url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  );
}
