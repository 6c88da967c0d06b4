import { useState } from 'react';
import { type MilestoneScheme, milestoneSchemeLabels, milestoneSchemes } from '../../../../domain/milestones';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useCreateMilestones } from '../api';

type MilestoneDialogProps = { projectId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Add Milestone: one scheme of payment milestones, added as top-level groups. */
export function MilestoneDialog({ projectId, open, onOpenChange }: MilestoneDialogProps) {
  const [scheme, setScheme] = useState<MilestoneScheme>('three');
  const create = useCreateMilestones(projectId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(scheme, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Milestone</DialogTitle>
          <DialogDescription>
            Milestones are top-level groups; the estimate splits the total price equally across them.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-slate-900 text-sm">Milestone scheme</legend>
            {milestoneSchemes.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="milestone-scheme"
                  value={value}
                  checked={scheme === value}
                  onChange={() => setScheme(value)}
                  className="accent-primary"
                />
                {milestoneSchemeLabels[value]}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} loadingText="Adding...">
              Add Milestone
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
