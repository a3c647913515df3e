import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTimeFr, LEGAL_PLACEHOLDERS, ZAdminPageInput, type TAdminPage, type TAdminPageInput } from '@fournil/shared';
import { useDeferredValue, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorBox, LinkButton, LoadingText, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { renderMarkdown } from '@/lib/sanitize-html';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminPage, useDeleteAdminPage, useSaveAdminPage } from '../api/pages';
import { useEditorSave } from '../hooks/use-editor-save';
import { EditorActions } from './editor-actions';
import { SectionHeader } from './section-header';
import { WritePreviewTabs } from './write-preview-tabs';

const FIELDS = ['slug', 'title', 'content'] as const;
const SAVE_ERROR = 'La page n’a pas pu être enregistrée. Réessayez dans un instant.';
export const PAGE_SAVED = 'Page enregistrée.';
export const PAGE_DELETED = 'Page supprimée.';

type PageEditorProps = {
  /** The edited page's slug; null for a new page. */
  slug: string | null;
};

/** /admin/pages/:slug (or a new page): loads the page, then shows its form. */
export function PageEditor({ slug }: PageEditorProps) {
  const query = useAdminPage(slug);
  if (slug === null) return <PageForm page={null} />;
  if (query.isPending) return <LoadingText>Chargement de la page…</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  return <PageForm key={query.data.slug} page={query.data} />;
}

/** The markdown of a page rendered exactly as /page/{slug} renders it (renderMarkdown: marked, then DOMPurify). */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <div className="admin-preview" aria-label="Aperçu de la page" role="region">
      {/* Rendered and sanitised by renderMarkdown, the public page's own function. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** The placeholders the server fills from the configuration when the page is read (docs/content.md, "Legal pages"). */
function LegalPlaceholdersHelp() {
  return (
    <details className="admin-help">
      <summary>Coordonnées remplies automatiquement</summary>
      <p>
        Écrits dans le contenu, ces champs sont remplacés sur le site par les valeurs de la configuration du serveur (variables LEGAL_* et
        SELLER_*). L’aperçu les montre tels quels.
      </p>
      <ul>
        {LEGAL_PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder.key}>
            <code>{`{{${placeholder.key}}}`}</code> : {placeholder.help}
          </li>
        ))}
      </ul>
    </details>
  );
}

function PageForm({ page }: { page: TAdminPage | null }) {
  const isNew = page === null;
  useDocumentTitle(isNew ? 'Nouvelle page · Administration' : `${page.title} · Administration`);
  const save = useSaveAdminPage(page?.slug ?? null);
  const remove = useDeleteAdminPage(page?.slug ?? '');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TAdminPageInput>({
    resolver: zodResolver(ZAdminPageInput),
    defaultValues: { slug: page?.slug ?? '', title: page?.title ?? '', content: page?.content ?? '' },
  });
  const content = watch('content');

  const { status, formError, send } = useEditorSave({
    save,
    setError,
    fields: FIELDS,
    saveError: SAVE_ERROR,
    href: isNew ? null : paths.admin.page.getHref(page.slug),
    hrefOf: (saved) => paths.admin.page.getHref(saved.slug),
    notice: PAGE_SAVED,
  });
  const submit = handleSubmit(send);

  return (
    <section className="admin-editor">
      <p className="admin-back">
        <Link to={paths.admin.pages.getHref()}>← Toutes les pages</Link>
      </p>
      <SectionHeader
        title={isNew ? 'Nouvelle page' : `Modifier « ${page.title} »`}
        actions={
          isNew ? null : (
            <LinkButton to={paths.staticPage.getHref(page.slug)} size="sm" variant="secondary">
              Voir la page
            </LinkButton>
          )
        }
      >
        {isNew
          ? 'Le contenu s’écrit en markdown ; l’aperçu montre la page telle que les visiteurs la verront.'
          : `Modifiée le ${formatDateTimeFr(page.updated_at)}`}
      </SectionHeader>
      <form className="form admin-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending || undefined}>
        <TextField label="Titre" autoComplete="off" error={errors.title?.message} {...register('title')} />
        <TextField
          label="Adresse de la page"
          hint="Lettres minuscules, chiffres et tirets, par exemple « mentions ». La page s’affiche à /page/adresse."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <WritePreviewTabs
          write={
            <TextField
              label="Contenu (markdown)"
              multiline
              rows={18}
              className="admin-code"
              spellCheck
              error={errors.content?.message}
              {...register('content')}
            />
          }
          preview={<MarkdownPreview markdown={content} />}
        />
        <LegalPlaceholdersHelp />
        <EditorActions
          status={status}
          formError={formError}
          isSaving={save.isPending}
          deletion={
            isNew
              ? null
              : {
                  label: 'Supprimer la page',
                  question: `Supprimer la page « ${page.title} » ? L’adresse /page/${page.slug} n’affichera plus rien.`,
                  remove,
                  listHref: paths.admin.pages.getHref(),
                  notice: PAGE_DELETED,
                }
          }
        />
      </form>
    </section>
  );
}
