/**
 * Fills a sentence's `{placeholders}`: `fill('Showing {shown} of {total} posts', { shown: 3, total: 6 })`.
 * Words with numbers in them stay whole sentences in content, so each language orders them its own way.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
