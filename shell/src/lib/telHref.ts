/** A `tel:` link for a display phone number such as '+91 98765 43210'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}
