/** The event a report is of, on one line: its name and place ("Legacy Night · The Game Shop, Leeds"). */
import type { EventInfo } from '../check/check.js';

export function eventLine(event: EventInfo | undefined): string | undefined {
  if (!event) return undefined;
  const parts = [event.name, event.location].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
