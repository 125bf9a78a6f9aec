const MONTHS = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];

/** "2025-01-15" → "15 Ene 2025", the way the blog shows dates. Read as a calendar date, never shifted by time zones. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Fecha no válida: ${iso} (use AAAA-MM-DD)`);
  const [year, monthNumber, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const month = MONTHS[monthNumber - 1];
  if (!month) throw new Error(`Mes no válido en ${iso}`);
  const check = new Date(Date.UTC(year, monthNumber - 1, day));
  if (check.getUTCDate() !== day || check.getUTCMonth() !== monthNumber - 1) throw new Error(`Día no válido en ${iso}`);
  return `${day} ${month} ${year}`;
}
