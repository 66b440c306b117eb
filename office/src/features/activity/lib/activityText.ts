import type { ActivityEntry } from '@academy/contracts/records';
import { activityCopy as copy } from '../../../content/payments';
import { dayText, istDateTime } from '@academy/contracts/time';

/** One entry as staff read it: what (and its outcome), then what happened. */
export function activityLine(entry: ActivityEntry): { what: string; detail: string } {
  const outcome = entry.outcome ? ` · ${copy.outcomes[entry.outcome]}` : '';
  const what = `${copy.kinds[entry.kind]}${outcome}`;
  if (entry.statusChange) return { what, detail: copy.statusChange(entry.statusChange.from, entry.statusChange.to) };
  if (entry.payment)
    return { what, detail: copy.payment(entry.payment.amountInr, dayText(entry.payment.paidOn), entry.payment.upiReference) };
  return { what, detail: entry.text || copy.erasedText };
}

/** When and by whom: `25/11/2026 07:00 PM IST by desk@academy.example`. */
export const activityByline = (entry: ActivityEntry): string => `${istDateTime(entry.at)} IST ${copy.by(entry.author)}`;
