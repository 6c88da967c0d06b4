import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-slate-100 text-slate-700',
        outline: 'border-slate-300 text-slate-700',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        // Stage and status colours of the product (docs/product.md#projects).
        blue: 'border-transparent bg-blue-100 text-blue-800',
        amber: 'border-transparent bg-amber-100 text-amber-800',
        purple: 'border-transparent bg-purple-100 text-purple-800',
        green: 'border-transparent bg-green-100 text-green-800',
        red: 'border-transparent bg-red-100 text-red-800',
        grey: 'border-transparent bg-slate-100 text-slate-600',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
