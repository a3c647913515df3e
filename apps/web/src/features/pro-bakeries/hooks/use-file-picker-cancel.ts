import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onCancel` when the file picker of `input` is closed without a choice (the input's
 * `cancel` event: browsers fire no `change` then).
 */
export function useFilePickerCancel(input: RefObject<HTMLInputElement | null>, onCancel: () => void): void {
  const callback = useRef(onCancel);
  useEffect(() => {
    callback.current = onCancel;
  }, [onCancel]);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const handle = () => callback.current();
    element.addEventListener('cancel', handle);
    return () => element.removeEventListener('cancel', handle);
  }, [input]);
}
