import { Icon, type IconProps } from './icon';

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5V13M12 16.4v.1" />
    </Icon>
  );
}
