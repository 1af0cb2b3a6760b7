import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_HEADERS } from '../../storage/storage';
import { BRAND_CARD_PATH } from './addresses';
import type { ShareCards } from './share-cards';

const CARD_FILE = /^[A-Za-z0-9_-]{16}\.jpg$/;

/** A card as every stored image is sent: cached for a year (its address never changes), never run. */
const sendCard = (reply: FastifyReply, image: Buffer) =>
  reply
    .headers(IMAGE_HEADERS)
    .type('image/jpeg')
    .header('content-length', image.length)
    .send(image);

/**
 * The pictures link previews show (Open Graph `og:image`): a book's card, drawn at its first
 * request, and the site's own card for pages without one.
 */
export function shareRoutes(app: FastifyInstance, cards: ShareCards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/share/book/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.uuid({ error: 'listing.notFound' }),
          file: z.string().regex(CARD_FILE),
        }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const card = await cards.bookCard(id, file.slice(0, -'.jpg'.length));
      // An address from before the book changed: its card now, which is a different picture.
      if ('movedTo' in card)
        return reply.header('cache-control', 'no-cache').redirect(card.movedTo, 302);
      return sendCard(reply, card.image);
    },
  );
  r.get(BRAND_CARD_PATH, { schema: { hide: true } }, async (_request, reply) =>
    sendCard(reply, await cards.brandCard()),
  );
}
