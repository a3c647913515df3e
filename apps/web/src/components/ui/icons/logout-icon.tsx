import { Icon, type IconProps } from './icon';

export function LogoutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
      <path d="M21 12H10M17 8l4 4-4 4" />
    </Icon>
  );
}
