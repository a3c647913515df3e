import type { TCaptcha } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { getCaptchaPow, solveCaptchaPow } from './get-captcha-pow';

export const CAPTCHA_LOAD_ERROR = 'Impossible de charger le captcha.';

/** `GET /api/captcha/`: a fresh key and the URL of its PNG image. */
export async function getCaptcha(signal?: AbortSignal): Promise<TCaptcha> {
  return apiFetch<TCaptcha>('/api/captcha/', { cache: 'no-store', ...(signal ? { signal } : {}) });
}

export type TCaptchaControl = {
  captcha: TCaptcha | null;
  answer: string;
  setAnswer: (answer: string) => void;
  /** A new image is being fetched: the previous one is no longer valid. */
  isLoading: boolean;
  /** The load-failure text (docs/accounts.md, "Captcha"), or null. */
  loadError: string | null;
  /** The server's refusal of the answer (« Captcha invalide ou expiré. »), shown next to it until a new answer is typed. */
  error: string | null;
  setError: (message: string | null) => void;
  /** New key and image, empty answer. Called when the server used the captcha up (lib/form-errors.ts isCaptchaSpent). */
  reload: () => void;
  /** `captcha_0` (key) and `captcha_1` (answer) for the request body. */
  fields: () => { captcha_0: string; captcha_1: string };
  /** The image itself could not be loaded. */
  reportImageError: () => void;
  /** The accessible alternative: the browser proves some work instead of the user reading the image. */
  proofOfWork: TProofOfWork;
};

export type TProofOfWorkStatus = 'idle' | 'solving' | 'solved' | 'failed';

export type TProofOfWork = {
  status: TProofOfWorkStatus;
  /** Fetches and solves the challenge of the current key; its answer then replaces the typed one. */
  start: () => void;
};

/**
 * One captcha per form: never shared, never cached. `isEnabled: false` loads none until it turns true
 * (the login asks for one only when the server says so).
 */
export function useCaptcha(
  loadErrorMessage: string = CAPTCHA_LOAD_ERROR,
  { isEnabled = true }: { isEnabled?: boolean } = {},
): TCaptchaControl {
  const scope = useId();
  const query = useQuery({
    queryKey: ['captcha', scope],
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled: isEnabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const [pow, setPow] = useState<{ key: string; status: TProofOfWorkStatus; answer: string }>({ key: '', status: 'idle', answer: '' });
  const solving = useRef<AbortController | null>(null);
  const { refetch } = query;
  const captcha = query.isFetching ? null : (query.data ?? null);
  const key = query.data?.key ?? '';

  const stopSolving = useCallback(() => {
    solving.current?.abort();
    solving.current = null;
  }, []);
  useEffect(() => stopSolving, [stopSolving]);

  const reload = useCallback(() => {
    stopSolving();
    setAnswer('');
    setImageFailed(null);
    setPow({ key: '', status: 'idle', answer: '' });
    void refetch();
  }, [refetch, stopSolving]);

  const startProofOfWork = useCallback(() => {
    if (!key) return;
    stopSolving();
    const controller = new AbortController();
    solving.current = controller;
    setPow({ key, status: 'solving', answer: '' });
    void (async () => {
      try {
        const solved = await solveCaptchaPow(await getCaptchaPow(key, controller.signal), controller);
        if (controller.signal.aborted) return;
        setPow(solved ? { key, status: 'solved', answer: solved } : { key, status: 'failed', answer: '' });
      } catch {
        if (!controller.signal.aborted) setPow({ key, status: 'failed', answer: '' });
      }
    })();
  }, [key, stopSolving]);

  // A proof of work belongs to one key: a new captcha starts from scratch.
  const powStatus: TProofOfWorkStatus = pow.key === key ? pow.status : 'idle';
  const powAnswer = pow.key === key && pow.status === 'solved' ? pow.answer : '';

  const hasError = (query.isError && !query.isFetching) || (captcha !== null && imageFailed === captcha.key);
  return {
    captcha,
    answer,
    setAnswer: (value: string) => {
      setAnswer(value);
      setError(null);
    },
    isLoading: query.isFetching,
    loadError: hasError ? loadErrorMessage : null,
    error,
    setError,
    reload,
    fields: () => ({ captcha_0: key, captcha_1: powAnswer || answer.trim() }),
    reportImageError: () => setImageFailed(query.data?.key ?? null),
    proofOfWork: { status: powStatus, start: startProofOfWork },
  };
}
