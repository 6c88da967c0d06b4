import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '#domain/permissions';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useUser } from '../../auth/api';
import { estimateDefaultsQuery } from '../api';

// The Edit dialog and its form load when first opened, not with the text.
const EstimateTextDialog = lazy(() =>
  import('./estimate-text-dialog').then((m) => ({ default: m.EstimateTextDialog })),
);

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

/**
 * /catalog/templates and /catalog/terms: the company's default text as a new estimate will print it, and, for
 * catalog editors (permissions.manageCatalog), an Edit dialog. Estimates already made keep their own texts.
 */
export function EstimateTextPage({ companyId, kind }: { companyId: number; kind: EstimateTextKind }) {
  const { user } = useUser();
  const canEdit = can(user, 'manageCatalog');
  const defaults = useQuery(estimateDefaultsQuery(companyId));
  const [editing, setEditing] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const editMounted = useOpenedOnce(editing);
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
      {editMounted ? (
        <Suspense fallback={null}>
          <EstimateTextDialog
            open={editing}
            onOpenChange={setEditing}
            companyId={companyId}
            kind={kind}
            text={text}
            version={defaults.data?.version}
          />
        </Suspense>
      ) : null}
    </>
  );
}
