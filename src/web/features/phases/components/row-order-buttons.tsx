import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type RowOrderButtonsProps = {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (direction: -1 | 1) => void;
};

/** Move up / move down for an ordered list (keyboard friendly, unlike drag and drop). */
export function RowOrderButtons({ name, index, count, disabled, onMove }: RowOrderButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
