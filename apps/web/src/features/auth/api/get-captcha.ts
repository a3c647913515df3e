import type { TCaptcha } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

export const CAPTCHA_LOAD_ERROR = 'Impossible de charger le captcha.';

/** `GET /api/captcha/`: a fresh key and the URL of its SVG image. */
export async function getCaptcha(signal?: AbortSignal): Promise<TCaptcha> {
  return apiFetch<TCaptcha>('/api/captcha/', { cache: 'no-store', ...(signal ? { signal } : {}) });
}

export type TCaptchaControl = {
  captcha: TCaptcha | null;
  answer: string;
  setAnswer: (answer: string) => void;
  /** A new image is being fetched: the previous one is no longer valid. */
  isLoading: boolean;
  /** The spec's load-failure text, or null. */
  loadError: string | null;
  /** New key and image, empty answer. Called after every attempt: a captcha is single use. */
  reload: () => void;
  /** `captcha_0` (key) and `captcha_1` (answer) for the request body. */
  fields: () => { captcha_0: string; captcha_1: string };
  /** The image itself could not be loaded. */
  reportImageError: () => void;
};

/** One captcha per form: never shared, never cached. */
export function useCaptcha(loadErrorMessage: string = CAPTCHA_LOAD_ERROR): TCaptchaControl {
  const scope = useId();
  const query = useQuery({
    queryKey: ['captcha', scope],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [answer, setAnswer] = useState('');
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const { refetch } = query;
  const captcha = query.isFetching ? null : (query.data ?? null);

  const reload = useCallback(() => {
    setAnswer('');
    setImageFailed(null);
    void refetch();
  }, [refetch]);

  const hasError = (query.isError && !query.isFetching) || (captcha !== null && imageFailed === captcha.key);
  return {
    captcha,
    answer,
    setAnswer,
    isLoading: query.isFetching,
    loadError: hasError ? loadErrorMessage : null,
    reload,
    fields: () => ({ captcha_0: query.data?.key ?? '', captcha_1: answer.trim() }),
    reportImageError: () => setImageFailed(query.data?.key ?? null),
  };
}
