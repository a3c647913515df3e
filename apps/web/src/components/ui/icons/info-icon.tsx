import { INFO_ICON_PATHS } from '@fournil/shared';
import { SharedLineIcon, type IconProps } from './icon';

export function InfoIcon(props: IconProps) {
  return <SharedLineIcon paths={INFO_ICON_PATHS} {...props} />;
}
