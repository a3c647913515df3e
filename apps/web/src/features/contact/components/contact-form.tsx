import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { EMAIL_FIELD, Card, FormStatus, FormSubmit, PageHeader, TextField } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSendContact } from '../api/send-contact';
import { CONTACT_SUCCESS, CONTACT_TITLE, contactErrorMessage } from '../lib/contact-errors';
import '@/styles/forms.css';
import '../contact.css';

const MESSAGE_MAX = 5000;

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

type TFields = { name: string; email: string; subject: string; message: string };
const EMPTY: TFields = { name: '', email: '', subject: '', message: '' };

/** /messageriedirect: name, e-mail, subject, message and captcha. */
export function ContactForm({ captcha, captchaField }: ContactFormProps) {
  useDocumentTitle(CONTACT_TITLE);
  const [fields, setFields] = useState<TFields>(EMPTY);
  const sendMutation = useSendContact();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendMutation.isPending) return;
    sendMutation.mutate(
      { name: fields.name.trim(), email: fields.email.trim(), subject: fields.subject.trim(), message: fields.message.trim(), ...captcha.fields() },
      {
        onSuccess: () => setFields(EMPTY),
        // A captcha is single use: a new one after every attempt.
        onSettled: () => captcha.reload(),
      },
    );
  }

  function edit(field: keyof TFields) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      // The success message belongs to the message just sent, not to the next one being typed.
      if (sendMutation.isSuccess) sendMutation.reset();
      const { value } = event.target;
      setFields((previous) => ({ ...previous, [field]: value }));
    };
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
        <form className="form" onSubmit={handleSubmit} aria-busy={sendMutation.isPending || undefined}>
          <div className="form__row form__row--2">
            <TextField
              label="Nom"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={100}
              value={fields.name}
              onChange={edit('name')}
            />
            <TextField
              {...EMAIL_FIELD}
              autoComplete="email"
              value={fields.email}
              onChange={edit('email')}
            />
          </div>
          <TextField
            label="Sujet"
            name="subject"
            type="text"
            autoComplete="off"
            required
            maxLength={200}
            value={fields.subject}
            onChange={edit('subject')}
          />
          <TextField
            multiline
            label="Message"
            name="message"
            required
            rows={6}
            maxLength={MESSAGE_MAX}
            value={fields.message}
            onChange={edit('message')}
            hint={
              <>
                {fields.message.length} / {MESSAGE_MAX} caractères
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
