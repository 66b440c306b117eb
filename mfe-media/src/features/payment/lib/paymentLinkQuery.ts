/**
 * The three parameters of a payment link in the page's address; null when the page was opened
 * without one (none of them), so the plain page shows. A link with only some of them is a
 * malformed link: the API refuses it and the page says so.
 */
export function paymentLinkQuery(search: URLSearchParams): { for: string; amount: string; sig: string } | null {
  const values = { for: search.get('for'), amount: search.get('amount'), sig: search.get('sig') };
  if (values.for === null && values.amount === null && values.sig === null) return null;
  return { for: values.for ?? '', amount: values.amount ?? '', sig: values.sig ?? '' };
}
