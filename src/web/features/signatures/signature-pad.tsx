import '#domain/messages/load/signatures';
import { Eraser } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import type SignaturePadEngine from 'signature_pad';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';

type SignaturePadProps = Omit<ComponentProps<'div'>, 'onChange' | 'onBlur'> & {
  /** The drawing as a PNG data URL, '' while empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/**
 * A box to sign in with a finger, a pen or the mouse (signature_pad, loaded only when a pad is shown, so the
 * library is in no page's bundle but the signing dialogs'). The canvas is sized to its box in device pixels and
 * redrawn from its strokes when the box changes size (a phone turned sideways). Keyboard users read how else to
 * sign: a drawing cannot be made with keys.
 */
export function SignaturePad({ value, onChange, onBlur, className, ...rest }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const [ready, setReady] = useState(false);
  const changeRef = useRef({ onChange, onBlur });
  changeRef.current = { onChange, onBlur };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePadEngine | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const fitCanvas = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad?.toData() ?? [];
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad?.fromData(strokes);
    };
    void import('signature_pad').then(({ default: Engine }) => {
      if (cancelled) return;
      fitCanvas();
      pad = new Engine(canvas, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
      pad.addEventListener('endStroke', () => {
        if (pad) changeRef.current.onChange(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
        changeRef.current.onBlur?.();
      });
      padRef.current = pad;
      observer = new ResizeObserver(fitCanvas);
      observer.observe(canvas);
      setReady(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      pad?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange('');
  };

  return (
    <div className={cn('grid gap-2', className)} {...rest}>
      <div className="relative">
        <canvas
          ref={canvasRef}
          aria-label={t('signatures:pad.label')}
          role="img"
          data-testid="signature-pad"
          className="block h-40 w-full touch-none rounded-md border border-slate-300 bg-white"
        />
        {ready ? null : (
          <p className="absolute inset-0 grid place-items-center text-slate-500 text-sm">
            {t('signatures:pad.loading')}
          </p>
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-4 bottom-8 border-slate-300 border-b"
        />
      </div>
      <div className="flex items-start justify-between gap-3">
        <p className="text-slate-500 text-xs">{t('signatures:pad.hint')}</p>
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!value}>
          <Eraser aria-hidden="true" />
          {t('signatures:pad.clear')}
        </Button>
      </div>
      <p className="sr-only">{t('signatures:pad.keyboardFallback')}</p>
    </div>
  );
}
