import { useId } from 'react';
import { Button, Card, CheckCircleIcon, ErrorBox, FormStatus } from '@/components/ui';
import { isApiError } from '@/lib/api-error';
import { useExportMyData } from '../api/export-data';
import { DATA_EXPORTED, DATA_EXPORT_ERROR } from '../lib/account-messages';

/** The profile's « Mes données » section: one JSON file of everything Fournil holds about the person. */
export function DataExportSection() {
  const id = useId();
  const exportData = useExportMyData();
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 className="profile__section-title" id={`${id}-title`}>
        Mes données
      </h2>
      <p className="profile__section-text">
        Téléchargez tout ce que Fournil conserve sur vous : profil, boulangeries, campagnes, paiements et factures, invitations, sessions,
        messages envoyés. Le fichier est au format JSON.
      </p>
      <FormStatus message={exportData.isSuccess ? DATA_EXPORTED : null} icon={<CheckCircleIcon />} />
      {exportData.isError ? (
        <ErrorBox>{isApiError(exportData.error) && exportData.error.detail ? exportData.error.detail : DATA_EXPORT_ERROR}</ErrorBox>
      ) : null}
      <Button variant="secondary" className="profile__section-action" onClick={() => exportData.mutate()} isLoading={exportData.isPending}>
        Exporter mes données
      </Button>
    </Card>
  );
}
