/**
 * What a link to one of our pages shows when it is pasted into Facebook, Messenger or WhatsApp:
 * their crawlers read Open Graph tags from the HTML and run no JavaScript. Only what any visitor
 * may see goes in (never a phone number).
 */
export type ShareCard = {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** What the image shows, for those who do not see it. */
  imageAlt?: string;
  /** A book for sale: shared as a product, with its price in taka. */
  price?: number;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tags, escaped, for the page's <head>. */
export function shareTags(card: ShareCard): string {
  const tags: [string, string][] = [
    ['og:site_name', 'Boipoka'],
    ['og:type', card.price === undefined ? 'website' : 'product'],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:url', card.url],
    ...(card.image ? ([['og:image', card.image]] as [string, string][]) : []),
    ...(card.image && card.imageAlt
      ? ([['og:image:alt', card.imageAlt]] as [string, string][])
      : []),
    ...(card.price === undefined
      ? []
      : ([
          ['product:price:amount', card.price.toFixed(2)],
          ['product:price:currency', 'BDT'],
        ] as [string, string][])),
    ['twitter:card', card.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', card.title],
    ['twitter:description', card.description],
    ...(card.image ? ([['twitter:image', card.image]] as [string, string][]) : []),
  ];
  return tags
    .map(([key, value]) => {
      const attribute = key.startsWith('og:') ? 'property' : 'name';
      return `<meta ${attribute}="${key}" content="${escape(value)}" />`;
    })
    .join('\n    ');
}

/** The page's HTML with its own title and its share tags just before </head>. */
export const withShareTags = (html: string, card: ShareCard) =>
  html
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(card.title)} | Boipoka</title>`)
    .replace('</head>', `    ${shareTags(card)}\n  </head>`);
