import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConfirmAction, ErrorBox, FormStatus } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import type { useDeleteAdminItem } from '../api/admin-item';

type TDeletion = {
  label: string;
  question: ReactNode;
  remove: ReturnType<typeof useDeleteAdminItem>;
  /** Where a deleted element sends the editor back, with `notice` for the list to show. */
  listHref: string;
  notice: string;
};

type TEditorActionsProps = {
  /** What the last save said (« Page enregistrée. »). */
  status: string | null;
  /** The form-level message of a failed save (useServerErrors). */
  formError: string | null;
  isSaving: boolean;
  /** The delete button of a saved element; null for a new one. */
  deletion: TDeletion | null;
};

/** The end of a back-office editor's form: the save's status and error, Enregistrer, and the delete asked first. */
export function EditorActions({ status, formError, isSaving, deletion }: TEditorActionsProps) {
  const navigate = useNavigate();
  return (
    <>
      <FormStatus message={status} />
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <div className="admin-form__actions">
        <Button type="submit" isLoading={isSaving}>
          Enregistrer
        </Button>
        {deletion ? (
          <ConfirmAction
            label={deletion.label}
            question={deletion.question}
            isPending={deletion.remove.isPending}
            onConfirm={() =>
              deletion.remove.mutate(undefined, {
                onSuccess: () => void navigate(deletion.listHref, { replace: true, state: { notice: deletion.notice } }),
              })
            }
          />
        ) : null}
      </div>
      {deletion?.remove.isError ? <ErrorBox>{errorMessage(deletion.remove.error)}</ErrorBox> : null}
    </>
  );
}
