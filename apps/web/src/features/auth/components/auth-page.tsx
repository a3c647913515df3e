import type { ReactNode } from 'react';
import { BreadMark, Card, PageHeader } from '@/components/ui';
import '@/styles/forms.css';
import '../auth.css';

type AuthPageProps = {
  title: string;
  subtitle?: ReactNode;
  titleId?: string;
  /** Shown above the card (welcome text, notices). */
  notice?: ReactNode;
  children: ReactNode;
  /** Below the card: links, FAQ. */
  after?: ReactNode;
};

/** The narrow, centred column of the account screens: brand mark, title, one card. */
export function AuthPage({ title, subtitle, titleId, notice, children, after }: AuthPageProps) {
  return (
    <div className="form-page">
      <div className="form-page__intro">
        <BreadMark className="form-page__mark" />
        <PageHeader eyebrow="Accès PRO" title={title} subtitle={subtitle} titleId={titleId} />
      </div>
      {notice}
      <Card className="form-card auth-card">{children}</Card>
      {after ? <div className="form-page__after">{after}</div> : null}
    </div>
  );
}
