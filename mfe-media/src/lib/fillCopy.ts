/** Fills `{name}` placeholders of content copy from runtime config values; unknown names stay as written. */
export function fillCopy(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
