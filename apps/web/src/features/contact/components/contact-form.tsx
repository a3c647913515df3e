import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  ZContactForm,
  type TContactForm,
} from '@fournil/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_FIELD, Card, FormStatus, FormSubmit, PageHeader, TextField } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSendContact } from '../api/send-contact';
import { CONTACT_SUCCESS, CONTACT_TITLE, contactErrorMessage } from '../lib/contact-errors';
import '@/styles/forms.css';
import '../contact.css';

/** What the form needs from the captcha the route gives it. */
export type TContactCaptcha = {
  fields: () => { captcha_0: string; captcha_1: string };
  reload: () => void;
};

type ContactFormProps = {
  captcha: TContactCaptcha;
  /** The captcha image, change button and answer field, composed by the route. */
  captchaField: ReactNode;
};

const EMPTY: TContactForm = { name: '', email: '', subject: '', message: '' };

/** /messageriedirect: name, e-mail, subject, message and captcha. */
export function ContactForm({ captcha, captchaField }: ContactFormProps) {
  useDocumentTitle(CONTACT_TITLE);
  const sendMutation = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZContactForm), defaultValues: EMPTY });
  const messageLength = watch('message').length;

  const submit = handleSubmit((values) => {
    if (sendMutation.isPending) return;
    sendMutation.mutate(
      { ...values, ...captcha.fields() },
      {
        onSuccess: () => reset(EMPTY),
        // A captcha is single use: a new one after every attempt.
        onSettled: () => captcha.reload(),
      },
    );
  });

  function field(name: keyof TContactForm) {
    return register(name, {
      // The success message belongs to the message just sent, not to the next one being typed.
      onChange: () => {
        if (sendMutation.isSuccess) sendMutation.reset();
      },
    });
  }

  const error = sendMutation.isError ? contactErrorMessage(sendMutation.error) : null;

  return (
    <div className="contact">
      <PageHeader
        eyebrow="Nous contacter"
        title={CONTACT_TITLE}
        subtitle="Une question, une suggestion ou une fiche de boulangerie à corriger ? L’équipe Fournil vous répond par e-mail."
      />
      <Card className="form-card contact__card">
        <form className="form" onSubmit={(event) => void submit(event)} aria-busy={sendMutation.isPending || undefined}>
          <div className="form__row form__row--2">
            <TextField
              label="Nom"
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_NAME_MAX_LENGTH}
              error={errors.name?.message}
              {...field('name')}
            />
            <TextField {...EMAIL_FIELD} autoComplete="email" error={errors.email?.message} {...field('email')} />
          </div>
          <TextField
            label="Sujet"
            type="text"
            autoComplete="off"
            required
            maxLength={CONTACT_SUBJECT_MAX_LENGTH}
            error={errors.subject?.message}
            {...field('subject')}
          />
          <TextField
            multiline
            label="Message"
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            error={errors.message?.message}
            {...field('message')}
            hint={
              <>
                {messageLength} / {CONTACT_MESSAGE_MAX_LENGTH} caractères
              </>
            }
            hintClassName="contact__count"
          />
          {captchaField}
          <FormStatus message={sendMutation.isSuccess ? CONTACT_SUCCESS : null} />
          <FormSubmit error={error} isPending={sendMutation.isPending}>
            Envoyer
          </FormSubmit>
        </form>
      </Card>
    </div>
  );
}
