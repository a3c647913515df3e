/** Route duration: '45 min' under an hour (at least 1 min), else '1 h 05', '7 h 05', '2 h 00'. */
export function formatDuration(seconds: number): string {
  const totalMinutes = Number.isFinite(seconds) ? Math.round(Math.max(0, seconds) / 60) : 0;
  if (totalMinutes < 60) return `${Math.max(1, totalMinutes)} min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours} h ${String(minutes).padStart(2, '0')}`;
}
