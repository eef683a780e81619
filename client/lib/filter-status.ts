/** The count a category filter announces; the server renders the unfiltered one, the script each new one. */
export function filterStatus(shown: number, total: number, noun: string): string {
  return `Showing ${shown} of ${total} ${noun}`;
}
