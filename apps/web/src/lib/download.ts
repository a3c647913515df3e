// Saving what the API answered as a file: the API needs a bearer header, so a plain link cannot fetch it.
/**
 * Hands `text` to the browser as a file named `filename`, through an object URL (the API needs a
 * bearer header, so a plain link cannot fetch it).
 */
export function downloadText(text: string, filename: string, type: string): void {
  downloadBlob(new Blob([text], { type }), filename);
}

/** Hands bytes (a PDF) to the browser as a file named `filename`, through an object URL. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The byte order mark French spreadsheets need to read UTF-8; fetch's text decoding drops it. */
export function withByteOrderMark(text: string): string {
  return text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
}
