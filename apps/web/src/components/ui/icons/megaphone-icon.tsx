import { Icon, type IconProps } from './icon';

export function MegaphoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z" />
      <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />
    </Icon>
  );
}
