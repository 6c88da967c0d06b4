import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { ESTIMATE_NOTES_MAX, ESTIMATE_TERMS_MAX } from '#calls/estimate-defaults';
import {
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
import { t } from '#web/lib/i18n';
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
  title: t('catalog:estimateTexts.notes.title'),
  description: t('catalog:estimateTexts.notes.description'),
  label: t('catalog:estimateTexts.notes.label'),
  saved: t('catalog:estimateTexts.notes.saved'),
};

export const termsKind: EstimateTextKind = {
  field: 'terms',
  title: t('catalog:estimateTexts.terms.title'),
  description: t('catalog:estimateTexts.terms.description'),
  label: t('catalog:estimateTexts.terms.label'),
  saved: t('catalog:estimateTexts.terms.saved'),
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
              {t('catalog:estimateTexts.edit', { label: kind.label })}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{kind.label}</CardTitle>
            {standard ? <Badge variant="grey">{t('catalog:estimateTexts.standard')}</Badge> : null}
          </div>
          <CardDescription>{t('catalog:estimateTexts.cardDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView
            query={defaults}
            errorTitle={t('catalog:estimateTexts.loadError', { label: kind.label.toLowerCase() })}
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
        title={t('catalog:estimateTexts.edit', { label: kind.label })}
        description={t('catalog:estimateTexts.dialogDescription')}
        className="md:max-w-[640px]"
        schema={schemas[kind.field]}
        defaultValues={
          text === undefined ? undefined : ({ [kind.field]: text } as Record<typeof kind.field, string>)
        }
        submitLabel={t('common:saveChanges')}
        pendingLabel={t('common:saving')}
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
