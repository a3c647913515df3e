import { CHAT_ICON_PATHS } from '@fournil/shared';
import { SharedLineIcon, type IconProps } from './icon';

export function ChatIcon(props: IconProps) {
  return <SharedLineIcon paths={CHAT_ICON_PATHS} {...props} />;
}
