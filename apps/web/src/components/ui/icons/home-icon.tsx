import { HOME_ICON_PATHS } from '@fournil/shared';
import { SharedLineIcon, type IconProps } from './icon';

export function HomeIcon(props: IconProps) {
  return <SharedLineIcon paths={HOME_ICON_PATHS} {...props} />;
}
