// Uploaded files are stored by relative name (e.g. `logos/3f2a….jpg`) and served under /media/.

/** Public URL of a stored file, or null when there is none. */
export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (stored.startsWith('/') || /^https?:\/\//.test(stored)) return stored;
  return `/media/${stored}`;
}
