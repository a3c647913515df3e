import type { ReactNode, Ref } from 'react';

export type SentNoticeProps = {
  /** Decorative: a mail for « check your inbox », a tick for « received ». */
  icon: ReactNode;
  title: ReactNode;
  /** Given: the title is a heading that takes the focus once the form gives way to the notice. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The sentences under the title, then any action. */
  children: ReactNode;
};

/**
 * What replaces a form once it has been sent (a confirmation e-mail on its way, a message received):
 * an icon in a green disc, a title and its sentences, centred (styles/forms.css, "Sent notice").
 */
export function SentNotice({ icon, title, titleRef, children }: SentNoticeProps) {
  return (
    <div className="sent-notice">
      <span className="sent-notice__icon">{icon}</span>
      {titleRef ? (
        <h2 className="sent-notice__title" ref={titleRef} tabIndex={-1}>
          {title}
        </h2>
      ) : (
        <p className="sent-notice__title">{title}</p>
      )}
      {children}
    </div>
  );
}
