import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  ZContactForm,
  type TContactForm,
} from '@fournil/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_FIELD, Button, Card, CheckCircleIcon, FormSubmit, PageHeader, SentNotice, TextField } from '@/components/ui';
import { errorFields } from '@/lib/api-client';
import { applyServerErrors, focusFirstErrorSoon, isCaptchaSpent, type TServerFieldError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSendContact } from '../api/send-contact';
import { CONTACT_ACK_TEXT, CONTACT_ANOTHER, CONTACT_SUCCESS, CONTACT_TITLE, contactErrorMessage } from '../lib/contact-errors';
import '@/styles/forms.css';
import '../contact.css';

/** What the form needs from the captcha the route gives it. */
export type TContactCaptcha = {
  fields: () => { captcha_0: string; captcha_1: string };
  reload: () => void;
  /** Shows the server's refusal of the answer next to the captcha. */
  setError: (message: string | null) => void;
};

type ContactFormProps = {
  captcha: TContactCaptcha;
  /** The captcha image, change button and answer field, composed by the route. */
  captchaField: ReactNode;
};

const EMPTY: TContactForm = { name: '', email: '', subject: '', message: '' };
/** The fields a server refusal can name, in the order of the screen (the captcha's go to its control). */
const FIELDS = ['name', 'email', 'subject', 'message', 'captcha', 'captcha_0', 'captcha_1'] as const;
type TField = (typeof FIELDS)[number];

/** /messageriedirect: name, e-mail, subject, message and captcha. */
export function ContactForm({ captcha, captchaField }: ContactFormProps) {
  useDocumentTitle(CONTACT_TITLE);
  const sendMutation = useSendContact();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZContactForm), defaultValues: EMPTY });
  const messageLength = watch('message').length;

  // The confirmation replaces the form: focus goes to it so it is read and seen at once.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit((values) => {
    if (sendMutation.isPending) return;
    setFormError(null);
    captcha.setError(null);
    sendMutation.mutate(
      { ...values, ...captcha.fields() },
      {
        onSuccess: () => {
          setSentTo(values.email);
          reset(EMPTY);
          // The captcha was used: the next message needs a new one.
          captcha.reload();
        },
        onError: (error) => {
          const place = (name: TField, fieldError: TServerFieldError) => {
            if (name === 'captcha' || name === 'captcha_0' || name === 'captcha_1') captcha.setError(fieldError.message);
            else setError(name, fieldError);
          };
          // Messages next to their fields; above the button only what belongs to none (the network,
          // a rate limit, an unknown failure: the spec's texts).
          const unplaced = applyServerErrors(error, place, FIELDS, '', '');
          const isPlaced = Object.keys(errorFields(error)).length > 0;
          setFormError(isPlaced ? unplaced || null : contactErrorMessage(error));
          if (isCaptchaSpent(error)) captcha.reload();
          focusFirstErrorSoon(() => formRef.current);
        },
      },
    );
  });

  return (
    <div className="contact">
      <PageHeader
        eyebrow="Nous contacter"
        title={CONTACT_TITLE}
        subtitle="Une question, une suggestion ou une fiche de boulangerie à corriger ? L’équipe Fournil vous répond par e-mail."
      />
      <Card className="form-card contact__card">
        {sentTo ? (
          <div role="status">
            <SentNotice icon={<CheckCircleIcon />} title={CONTACT_SUCCESS} titleRef={sentRef}>
              <p>
                {CONTACT_ACK_TEXT} <strong>{sentTo}</strong>.
              </p>
              <p>L’équipe Fournil vous répond par e-mail, en général sous deux jours ouvrés.</p>
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                {CONTACT_ANOTHER}
              </Button>
            </SentNotice>
          </div>
        ) : (
          <form
            ref={formRef}
            className="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-busy={sendMutation.isPending || undefined}
          >
            <div className="form__row form__row--2">
              <TextField
                label="Nom"
                type="text"
                autoComplete="name"
                required
                maxLength={CONTACT_NAME_MAX_LENGTH}
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField {...EMAIL_FIELD} autoComplete="email" error={errors.email?.message} {...register('email')} />
            </div>
            <TextField
              label="Sujet"
              type="text"
              autoComplete="off"
              required
              maxLength={CONTACT_SUBJECT_MAX_LENGTH}
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextField
              multiline
              label="Message"
              required
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              error={errors.message?.message}
              {...register('message')}
              hint={
                <>
                  {messageLength} / {CONTACT_MESSAGE_MAX_LENGTH} caractères
                </>
              }
              hintClassName="contact__count"
            />
            {captchaField}
            <FormSubmit error={formError} isPending={sendMutation.isPending}>
              Envoyer
            </FormSubmit>
          </form>
        )}
      </Card>
    </div>
  );
}
