import { zodResolver } from '@hookform/resolvers/zod';
import { FAQ_COLORS, FAQ_COLOR_LABELS, ZAdminFaqInput, type TAdminFaq, type TAdminFaqInput } from '@fournil/shared';
import { useDeferredValue, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ChevronDownIcon, ErrorBox, LoadingText, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminFaq, useDeleteAdminFaq, useSaveAdminFaq } from '../api/faqs';
import { useEditorSave } from '../hooks/use-editor-save';
import { useFaqDestinations } from '../hooks/use-faq-destinations';
import { EditorActions } from './editor-actions';
import { RichTextField } from './rich-text-field';
import { SectionHeader } from './section-header';

const FIELDS = ['question', 'answer', 'color', 'destinations', 'position'] as const;
const SAVE_ERROR = 'La question n’a pas pu être enregistrée. Réessayez dans un instant.';
export const FAQ_SAVED = 'Question enregistrée.';
const FAQ_DELETED = 'Question supprimée.';

/** /admin/faq/:id (or a new FAQ): loads the FAQ, then shows its form. */
export function FaqEditor({ id }: { id: number | null }) {
  const query = useAdminFaq(id);
  if (id === null) return <FaqForm faq={null} />;
  if (query.isPending) return <LoadingText>Chargement de la question…</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  return <FaqForm key={query.data.id} faq={query.data} />;
}

/** The FAQ as the public FAQ block shows it: its colour, its question, its answer through the same sanitizer. */
function FaqPreview({ question, answer, color }: Pick<TAdminFaqInput, 'question' | 'answer' | 'color'>) {
  const deferred = useDeferredValue(answer);
  const html = useMemo(() => sanitizeHtml(deferred), [deferred]);
  return (
    <div className="admin-preview" role="region" aria-label="Aperçu de la question">
      <details className="faq-item" data-color={color} open>
        <summary className="faq-item__summary">
          <span>{question || 'Votre question'}</span>
          <ChevronDownIcon className="faq-item__chevron" />
        </summary>
        {/* Sanitised by sanitizeHtml, the public FAQ block's own sanitizer. */}
        <div className="faq-item__answer prose" dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </div>
  );
}

function FaqForm({ faq }: { faq: TAdminFaq | null }) {
  const isNew = faq === null;
  useDocumentTitle(isNew ? 'Nouvelle question · Administration' : 'Question · Administration');
  const save = useSaveAdminFaq(faq?.id ?? null);
  const remove = useDeleteAdminFaq(faq?.id ?? 0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TAdminFaqInput>({
    resolver: zodResolver(ZAdminFaqInput),
    defaultValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      color: faq?.color ?? 'orange',
      destinations: faq?.destinations ?? [paths.home.getHref()],
      position: faq?.position ?? 0,
    },
  });
  const [question, answer, color] = watch(['question', 'answer', 'color']);
  const destinations = useFaqDestinations(faq?.destinations);

  const { status, formError, send } = useEditorSave({
    save,
    setError,
    fields: FIELDS,
    saveError: SAVE_ERROR,
    href: isNew ? null : paths.admin.faq.getHref(faq.id),
    hrefOf: (saved) => paths.admin.faq.getHref(saved.id),
    notice: FAQ_SAVED,
  });
  const submit = handleSubmit(send);

  return (
    <section className="admin-editor">
      <p className="admin-back">
        <Link to={paths.admin.faqs.getHref()}>← Toutes les questions</Link>
      </p>
      <SectionHeader title={isNew ? 'Nouvelle question' : 'Modifier la question'}>
        La réponse accepte la mise en forme : gras, italique, liens et listes.
      </SectionHeader>
      <form className="form admin-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending || undefined}>
        <TextField label="Question" autoComplete="off" error={errors.question?.message} {...register('question')} />
        <div className="admin-split admin-split--always">
          <div className="admin-split__panel is-active">
            <RichTextField
              label="Réponse"
              registration={register('answer')}
              onEdit={(text) => setValue('answer', text, { shouldDirty: true })}
              error={errors.answer?.message}
            />
          </div>
          <div className="admin-split__panel is-active">
            <p className="field__label" aria-hidden="true">
              Aperçu
            </p>
            <FaqPreview question={question} answer={answer} color={color} />
          </div>
        </div>
        <fieldset className="admin-fieldset" aria-describedby={errors.color ? 'faq-color-error' : undefined}>
          <legend className="field__label">Couleur</legend>
          <div className="admin-colors">
            {FAQ_COLORS.map((value) => (
              <label key={value} className="admin-colors__option">
                <input type="radio" value={value} {...register('color')} />
                <span className="admin-swatch" data-color={value} aria-hidden="true" />
                {FAQ_COLOR_LABELS[value]}
              </label>
            ))}
          </div>
          {errors.color ? (
            <p className="field__error" id="faq-color-error">
              {errors.color.message}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="admin-fieldset" aria-describedby={errors.destinations ? 'faq-destinations-error' : undefined}>
          <legend className="field__label">Afficher sur</legend>
          <div className="admin-checks">
            {destinations.options.map((destination) => (
              <label key={destination.path} className="admin-checks__option">
                <input type="checkbox" value={destination.path} {...register('destinations')} />
                {destination.label} <span className="admin-muted">({destination.path})</span>
              </label>
            ))}
          </div>
          {destinations.isLoadingPages ? <p className="admin-muted">Chargement des pages…</p> : null}
          {errors.destinations ? (
            <p className="field__error" id="faq-destinations-error">
              {errors.destinations.message ?? errors.destinations.root?.message}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Ordre"
          hint="Les questions s’affichent de la plus petite valeur à la plus grande (0 à 10 000)."
          type="number"
          inputMode="numeric"
          min={0}
          max={10_000}
          step={1}
          error={errors.position?.message}
          {...register('position', { valueAsNumber: true })}
        />
        <EditorActions
          status={status}
          formError={formError}
          isSaving={save.isPending}
          deletion={
            isNew
              ? null
              : {
                  label: 'Supprimer la question',
                  question: 'Supprimer cette question ? Elle disparaîtra des pages où elle s’affiche.',
                  remove,
                  listHref: paths.admin.faqs.getHref(),
                  notice: FAQ_DELETED,
                }
          }
        />
      </form>
    </section>
  );
}
