import { INTL_LOCALE, type Locale } from '../../shared/i18n/locales';
import { translate } from '../i18n';

/**
 * What a link to one of our pages shows when it is pasted into Facebook, Messenger or WhatsApp:
 * their crawlers read Open Graph tags from the HTML and run no JavaScript. Only what any visitor
 * may see goes in (never a phone number).
 */
export type ShareCard = {
  title: string;
  description: string;
  url: string;
  image?: ShareImage;
  /** A book for sale: shared as a product, with its price in taka. */
  price?: number;
  /** The page's language, when the card speaks it. */
  locale?: Locale;
};

/** A card's picture: an absolute URL, and what it shows for those who do not see it. */
export type ShareImage = {
  url: string;
  alt: string;
  /** Known for our own cards: a preview then shows the picture at once, at its size. */
  width?: number;
  height?: number;
  type?: string;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text of an HTML attribute or element as written by React (or by `escape` above). */
const unescape = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#(x[0-9a-f]+|\d+));/gi, (whole, name: string, code?: string) => {
    if (code)
      return String.fromCodePoint(parseInt(code.replace(/^x/i, ''), /^x/i.test(code) ? 16 : 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"' }[name.toLowerCase()] ?? whole;
  });

/** The tags, escaped, for the page's <head>. */
export function shareTags(card: ShareCard): string {
  const { image } = card;
  const tags: [string, string | number | undefined][] = [
    ['og:site_name', card.locale ? translate(card.locale, 'appName') : 'Boipoka'],
    ['og:type', card.price === undefined ? 'website' : 'product'],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:url', card.url],
    ['og:locale', card.locale && INTL_LOCALE[card.locale].replace('-', '_')],
    ['og:image', image?.url],
    ['og:image:type', image?.type],
    ['og:image:width', image?.width],
    ['og:image:height', image?.height],
    ['og:image:alt', image?.alt],
    ['product:price:amount', card.price?.toFixed(2)],
    ['product:price:currency', card.price === undefined ? undefined : 'BDT'],
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', card.title],
    ['twitter:description', card.description],
    ['twitter:image', image?.url],
    ['twitter:image:alt', image?.alt],
  ];
  return tags
    .filter((tag): tag is [string, string | number] => tag[1] !== undefined)
    .map(([key, value]) => {
      const attribute = key.startsWith('og:') || key.startsWith('product:') ? 'property' : 'name';
      return `<meta ${attribute}="${key}" content="${escape(String(value))}" />`;
    })
    .join('\n    ');
}

const beforeHead = (html: string, tags: string) =>
  html.replace('</head>', `    ${tags}\n  </head>`);

/** The page's HTML with its own title and its share tags just before </head>. */
export const withShareTags = (html: string, card: ShareCard) =>
  beforeHead(
    html.replace(/<title>[^<]*<\/title>/, `<title>${escape(card.title)} | Boipoka</title>`),
    shareTags(card),
  );

/**
 * A prerendered page (the home page, an article, sign-in) with share tags that say what it says
 * itself: its title and description, in its language, with `image`, the site's own card. Its
 * <title> stays as it was built.
 */
export function withPageShareTags(
  html: string,
  { url, locale, image }: { url: string; locale: Locale; image: ShareImage },
): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) return html;
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return beforeHead(
    html,
    shareTags({ title: unescape(title), description: unescape(description), url, image, locale }),
  );
}
