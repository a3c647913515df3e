import { STORE_ICON_PATHS } from '@fournil/shared';
import { SharedLineIcon, type IconProps } from './icon';

export function StoreIcon(props: IconProps) {
  return <SharedLineIcon paths={STORE_ICON_PATHS} {...props} />;
}
