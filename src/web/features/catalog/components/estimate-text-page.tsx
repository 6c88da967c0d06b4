import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import {
  ESTIMATE_NOTES_MAX,
  ESTIMATE_TERMS_MAX,
  type UpdateEstimateDefaultsBody,
  updateEstimateDefaultsBody,
} from '#domain/contracts/estimate-defaults';
import { can } from '#domain/permissions';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/components/ui/toast-store';
import { useUser } from '../../auth/api';
import { estimateDefaultsQuery, useUpdateEstimateDefaults } from '../api';

/** Which of the company's default estimate texts a page shows and edits. */
export type EstimateTextKind = {
  field: 'notes' | 'terms';
  title: string;
  description: string;
  /** The card's heading and the dialog's field label. */
  label: string;
  /** What the toast says once saved. */
  saved: string;
};

export const notesKind: EstimateTextKind = {
  field: 'notes',
  title: 'Document Templates',
  description: 'The notes printed at the foot of every new estimate',
  label: 'Estimate Notes',
  saved: 'Estimate notes saved',
};

export const termsKind: EstimateTextKind = {
  field: 'terms',
  title: 'Terms & Conditions',
  description: 'The terms and conditions printed on every new estimate',
  label: 'Terms & Conditions',
  saved: 'Terms & Conditions saved',
};

// One field of the PATCH contract, required: the dialog saves the text it shows.
const schemas: Record<
  EstimateTextKind['field'],
  z.ZodType<UpdateEstimateDefaultsBody, UpdateEstimateDefaultsBody>
> = {
  notes: updateEstimateDefaultsBody.pick({ notes: true }).required(),
  terms: updateEstimateDefaultsBody.pick({ terms: true }).required(),
};
const limits = { notes: ESTIMATE_NOTES_MAX, terms: ESTIMATE_TERMS_MAX };

/**
 * /catalog/templates and /catalog/terms: the company's default text as a new estimate will print it, and, for
 * catalog editors (permissions.manageCatalog), an Edit dialog. Estimates already made keep their own texts.
 */
export function EstimateTextPage({ companyId, kind }: { companyId: number; kind: EstimateTextKind }) {
  const { user } = useUser();
  const canEdit = can(user, 'manageCatalog');
  const defaults = useQuery(estimateDefaultsQuery(companyId));
  const update = useUpdateEstimateDefaults(companyId, defaults.data?.version);
  const [editing, setEditing] = useState(false);
  const text = defaults.data?.[kind.field];
  const standard = kind.field === 'notes' ? defaults.data?.standardNotes : defaults.data?.standardTerms;

  return (
    <>
      <PageHeader
        title={kind.title}
        description={kind.description}
        actions={
          canEdit && text !== undefined ? (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit {kind.label}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{kind.label}</CardTitle>
            {standard ? <Badge variant="grey">Standard text</Badge> : null}
          </div>
          <CardDescription>
            New estimates start with this text. An estimate already made keeps its own, which its Create
            Estimate dialog changes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView
            query={defaults}
            errorTitle={`Error loading ${kind.label.toLowerCase()}`}
            loading={<Skeleton className="h-24" />}
          >
            {(data) => (
              <p className="whitespace-pre-line text-slate-700 text-sm wrap-anywhere">{data[kind.field]}</p>
            )}
          </QueryView>
        </CardContent>
      </Card>
      <FormDialog
        open={editing}
        onOpenChange={setEditing}
        title={`Edit ${kind.label}`}
        description="New estimates will start with this text."
        className="md:max-w-[640px]"
        schema={schemas[kind.field]}
        defaultValues={
          text === undefined ? undefined : ({ [kind.field]: text } as Record<typeof kind.field, string>)
        }
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          toast({ title: kind.saved });
        }}
      >
        <FormDialogField name={kind.field} label={kind.label}>
          <Textarea rows={12} maxLength={limits[kind.field]} />
        </FormDialogField>
      </FormDialog>
    </>
  );
}
