/**
 * The places a picture is shown, each declared once: how wide it is drawn (`sizes`, which must match its
 * rule in styles/), the widths the build makes of a photo for it, and how wide a photo must be to fill it
 * on a screen of two device pixels per CSS pixel. Phone screens are 320–430 CSS px wide, the layout's
 * content at most 1104 px (styles/_tokens.scss: $container-width less its padding).
 */
export interface Slot {
  /** The `sizes` attribute: how wide the slot is drawn at each screen width. */
  sizes: string;
  /** The widths the build makes, narrowest first; none wider than the photo itself. */
  widths: number[];
  /** Narrower photos are a build error: they would look blurred where the slot is widest. */
  fills: number;
}

export const slots = {
  /** A page's hero picture (styles/components/_hero.scss: half the row from 960 px) and a featured event's. */
  hero: { sizes: '(min-width: 960px) 520px, calc(100vw - 32px)', widths: [480, 720, 1040], fills: 1040 },
  /** A card's picture (styles/components/_card.scss) in a grid (components/Grid.tsx) of three columns. */
  card: {
    sizes: '(min-width: 960px) 352px, (min-width: 600px) 50vw, calc(100vw - 32px)',
    widths: [320, 480, 720],
    fills: 720,
  },
  /** A card's picture in a grid of two columns: the news, the other competitions. */
  cardHalf: {
    sizes: '(min-width: 960px) 540px, (min-width: 600px) 50vw, calc(100vw - 32px)',
    widths: [320, 540, 720, 1080],
    fills: 1080,
  },
  /** An impact feature's picture (styles/pages/_features.scss): across its card, beside the text (42%) from 960 px. */
  feature: { sizes: '(min-width: 960px) 464px, calc(100vw - 32px)', widths: [320, 480, 720, 960], fills: 960 },
  /** A gallery card's thumbnail: like a card, and never the viewer's large picture. */
  thumbnail: {
    sizes: '(min-width: 960px) 352px, (min-width: 600px) 50vw, calc(100vw - 32px)',
    widths: [320, 480, 640],
    fills: 640,
  },
  /** The gallery viewer's picture (styles/components/_gallery.scss: a dialog at most 44rem wide). */
  viewer: { sizes: '(min-width: 768px) 704px, calc(100vw - 32px)', widths: [640, 960, 1408], fills: 1408 },
  /** A picture across the text column: the video's poster, the office map. */
  wide: {
    sizes: '(min-width: 1008px) 960px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
    widths: [480, 960, 1920],
    fills: 1920,
  },
  /** A person's portrait on their card (styles/components/_profile-card.scss). */
  portrait: { sizes: '96px', widths: [96, 192], fills: 192 },
} satisfies Record<string, Slot>;

export type SlotName = keyof typeof slots;
