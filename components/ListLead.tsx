/**
 * Words read just before a list whose purpose the page shows by its look alone (a card's tags, a report's
 * highlights). A list takes no label of its own (`aria-label` on <ul> is unreliably announced), so screen
 * readers meet the words in reading order, as plain text.
 */
export function ListLead({ children }: { children: string }) {
  return <p className="visually-hidden">{children}</p>;
}
