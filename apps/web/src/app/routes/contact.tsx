import { paths } from '@/config/paths';
import { useCaptcha } from '@/features/auth/api/get-captcha';
import { CaptchaField } from '@/features/auth/components/captcha-field';
import { ContactForm } from '@/features/contact/components/contact-form';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { CONTACT_CAPTCHA_LOAD_ERROR } from '@/features/contact/lib/contact-errors';

function ContactRoute() {
  // The captcha lives with the account screens; the contact form only needs its key, answer and reload.
  const captcha = useCaptcha(CONTACT_CAPTCHA_LOAD_ERROR);
  return (
    <div className="container page">
      <ContactForm captcha={captcha} captchaField={<CaptchaField control={captcha} />} />
      {/* The answers that spare a message; none: no empty box under the form (docs/content.md). */}
      <FaqBlock pathname={paths.contact.getHref()} hideWhenEmpty />
    </div>
  );
}

export const Component = ContactRoute;
