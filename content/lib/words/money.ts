import { LANG, languages, type Lang } from './language';

/**
 * An amount the organisation asks a donor for: in US dollars, and in Kenyan shillings where it sets one
 * (content/donate.yml). The shillings are the organisation's own round figure, never converted from the dollars.
 */
export interface Amount {
  amount: number;
  shillings?: number;
}

/**
 * Whether an edition's readers see shillings alone where an amount has them: the Kiswahili edition's readers
 * are in Kenya, and pay by M-PESA in shillings; English readers may give from anywhere, in dollars or shillings.
 */
const SHILLINGS_ALONE: Record<Lang, boolean> = { en: false, sw: true };

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Shillings as Kenyans write them, in either edition: KSh 3,000 (content/sw/GLOSSARY.md, "Money"). */
const shillingsIn = (lang: Lang, shillings: number) =>
  `KSh ${new Intl.NumberFormat(languages[lang].locale, { maximumFractionDigits: 0 }).format(shillings)}`;

/**
 * An amount as an edition shows it: `main`, and in English the shillings `beside` the dollars. Without
 * shillings, every edition shows the dollars.
 */
export function amountParts({ amount, shillings }: Amount, lang: Lang = LANG): { main: string; beside?: string } {
  if (shillings === undefined) return { main: dollars.format(amount) };
  if (SHILLINGS_ALONE[lang]) return { main: shillingsIn(lang, shillings) };
  return { main: dollars.format(amount), beside: shillingsIn(lang, shillings) };
}

/** An amount inside a sentence: "$25 (KSh 3,000)" in English, "KSh 3,000" in Kiswahili, "$25" without shillings. */
export function amountText(amount: Amount, lang: Lang = LANG): string {
  const { main, beside } = amountParts(amount, lang);
  return beside ? `${main} (${beside})` : main;
}

/** The name a text gives an amount: `{{gift25}}` for $25 (content/facts.ts, `factWords`). */
export const giftName = (amount: number) => `gift${amount}`;

/**
 * The amounts the donate page asks for, from its record's data as written (content/donate.yml): its smallest
 * gift and its tiers, each with the field it is set in. A value that is no number is left out here; the
 * record's own check names it.
 */
export function amountsIn(data: Record<string, unknown>): (Amount & { field: 'smallestGift' | 'tiers' })[] {
  const items = [
    { item: data.smallestGift, field: 'smallestGift' as const },
    ...(Array.isArray(data.tiers) ? data.tiers : []).map((item: unknown) => ({ item, field: 'tiers' as const })),
  ];
  return items.flatMap(({ item, field }) => {
    const { amount, shillings } = (item ?? {}) as Record<string, unknown>;
    if (typeof amount !== 'number') return [];
    return [{ amount, ...(typeof shillings === 'number' ? { shillings } : {}), field }];
  });
}
