export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, LinkButton, type ButtonProps, type ButtonSize, type ButtonVariant, type LinkButtonProps } from './button';
export { Card, type CardProps } from './card';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorBox, type ErrorBoxProps } from './error-box';
export { PageHeader, type PageHeaderProps } from './page-header';
export { LoadingText, Spinner, type LoadingTextProps, type SpinnerProps } from './spinner';
export { Toast, useToast, type ToastProps, type ToastTone } from './toast';
export * from './icons';
