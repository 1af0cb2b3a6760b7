import type { Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  photoFile,
  signInAsAdmin,
  signUpAs,
  test,
} from './support/fixtures';

// HTML typed into any field is stored as text and shown as text on every page that shows it:
// names, book fields, meeting places and report reasons never turn into markup.

const SELLER_NAME = '<img src=x onerror="window.__xss=1">Sel <b>bold</b>';
const BUYER_NAME = '<iframe src="javascript:window.__xss=2"></iframe>Buyer';
const BOOK_NAME = `<script>window.__xss=3</script><b>Markup</b> ${Date.now()}`;
const DESCRIPTION = '<img src=x onerror="window.__xss=4"> A clean copy.';
const LOCATION = '<svg onload="window.__xss=5"></svg>Library';
const MEETING = '<a href="javascript:window.__xss=6">TSC</a>';
const REASON = '<style>body{display:none}</style>Wrong category';

/** Nothing a field held became an element, a handler or a script on this page. */
async function expectNoMarkupFromFields(page: Page) {
  const found = await page.evaluate(() => {
    const hits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) hits.push(`${element.tagName} ${attribute.name}`);
        // Text in a label or a title is text; a link or a source that runs script is not.
        const runs = ['href', 'src', 'action', 'formaction'].includes(attribute.name);
        if (runs && /^\s*javascript:/i.test(attribute.value))
          hits.push(`${element.tagName} ${attribute.name}`);
      }
      if (element.tagName === 'SCRIPT' && element.textContent?.includes('__xss'))
        hits.push('SCRIPT');
      if (['IFRAME', 'SVG', 'STYLE'].includes(element.tagName.toUpperCase()))
        if (element.outerHTML.includes('__xss') || element.textContent?.includes('display:none'))
          hits.push(element.tagName);
    }
    return { hits, flag: (window as unknown as { __xss?: unknown }).__xss };
  });
  expect(found).toEqual({ hits: [], flag: undefined });
}

async function visit(page: Page, path: string, shows: string[]) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const text of shows) await expect(page.getByText(text).first()).toBeVisible();
  await expectNoMarkupFromFields(page);
}

test('HTML typed into any field shows as text on every page and never runs', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAs(page, 'seller', SELLER_NAME);
  const upload = await page.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await page.request.post('/api/books', {
    data: {
      name: BOOK_NAME,
      price: 350,
      originalPrice: 700,
      location: LOCATION,
      sellerPhone: '01712345678',
      categoryId: 'university-academic',
      condition: 'Good',
      purchaseYear: 2022,
      description: DESCRIPTION,
      image: (await upload.json()).url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bookId = (await created.json()).id as string;
  expect((await page.request.post(`/api/books/${bookId}/advertise`)).status()).toBe(200);

  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', BUYER_NAME);
  const booking = await buyer.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: MEETING },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const report = await buyer.request.post(`/api/books/${bookId}/report`, {
    data: { reason: REASON },
  });
  expect(report.status()).toBe(200);
  expect((await buyer.request.put(`/api/me/wishlist/${bookId}`)).status()).toBe(200);

  // What everyone sees, then what the seller, the buyer and the admin see.
  await visit(buyer, '/', [BOOK_NAME]);
  await visit(buyer, '/category/university-academic', [BOOK_NAME]);
  await visit(buyer, `/book/${bookId}`, [BOOK_NAME, DESCRIPTION, LOCATION, SELLER_NAME]);
  await visit(buyer, `/search?q=${encodeURIComponent('Markup')}`, [BOOK_NAME]);
  await visit(buyer, '/dashboard/myOrders', [BOOK_NAME]);
  await visit(buyer, '/dashboard/myWishLists', [BOOK_NAME]);
  await visit(page, '/dashboard/myProducts', [BOOK_NAME]);
  await visit(page, '/dashboard/myBuyers', [BOOK_NAME, BUYER_NAME, MEETING]);
  await visit(page, '/dashboard', [SELLER_NAME]);

  const admin = await anotherPerson(browser);
  await signInAsAdmin(admin.request);
  await visit(admin, '/dashboard/allSellers', [SELLER_NAME]);
  await visit(admin, '/dashboard/allBuyers', [BUYER_NAME]);
  await visit(admin, '/dashboard/reportedItem', [BOOK_NAME]);
});
