const MONTHS = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];

/** "2025-01-15" → "15 Ene 2025", the way the blog shows dates. Read as a calendar date, never shifted by time zones. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Fecha no válida: ${iso} (use AAAA-MM-DD)`);
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) throw new Error(`Mes no válido en ${iso}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
