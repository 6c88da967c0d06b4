import { useId, useLayoutEffect, useRef, useState } from 'react';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';

/** Line-clamp classes by line count, written out so that Tailwind sees each one. */
const clampClasses = {
  3: 'line-clamp-3',
  4: 'line-clamp-4',
  6: 'line-clamp-6',
} as const;

type ClampedTextProps = {
  text: string;
  /** Lines shown while collapsed. */
  lines?: keyof typeof clampClasses;
  className?: string;
};

/**
 * Free text a person typed (a customer's notes, a note), cut to a few lines with Show more / Show less, so that a
 * 5,000-character note does not push the rest of the page off screen. The toggle appears only when the text
 * really overflows those lines at the current width, measured again whenever the box is resized.
 */
export function ClampedText({ text, lines = 4, className }: ClampedTextProps) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // While expanded nothing is cut, so there is nothing to measure: the toggle stays to collapse it again.
    if (!element || expanded) return;
    // The text of `text` is read through the element; naming it keeps the measurement in step with a new text.
    void text;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <div className="grid justify-items-start gap-1">
      <p
        ref={ref}
        id={id}
        className={cn(
          'whitespace-pre-line [overflow-wrap:anywhere]',
          !expanded && clampClasses[lines],
          className,
        )}
      >
        {text}
      </p>
      {overflows ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="rounded-sm font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
        >
          {expanded ? t('common:showLess') : t('common:showMore')}
        </button>
      ) : null}
    </div>
  );
}
