import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-16 py-2', className)} {...props} />;
}
