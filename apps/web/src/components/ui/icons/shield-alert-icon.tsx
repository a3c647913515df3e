import { Icon, type IconProps } from './icon';

export function ShieldAlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" />
      <path d="M12 8.5V13M12 16v.1" />
    </Icon>
  );
}
