import { BASE_URL } from '../../playwright.config';
import { CATEGORIES } from '../../src/shared/constants';
import { expect, putOnSale, signUpAs, test, waitForQuiet } from './support/fixtures';

test.describe('public pages', () => {
  test('home shows the hero with six slides, the categories, About and Contact @phone', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resale Your Book Here!' }),
    ).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Books on campus' });
    // One slide is shown at a time; the other five are hidden from assistive technology.
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('img')).toHaveAccessibleName(
      'A tall stack of used textbooks with a price tag',
    );
    await expect(carousel.getByRole('button', { name: /^Show slide \d$/ })).toHaveCount(6);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('img')).toHaveAccessibleName(
      'A wall of bookshelves in a campus library',
    );

    await expect(page.getByRole('heading', { name: 'Book Categories' })).toBeVisible();
    const categories = page.getByRole('main').getByRole('link', { name: /books? for sale/ });
    await expect(categories).toHaveCount(6);
    for (const name of [
      'Job Preparation',
      'Admission Test',
      'University Academic',
      'Science Fiction',
      'Novel and Story',
      'Others',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        /^\/category\//,
      );
    }

    await expect(page.getByRole('link', { name: 'Get More Info' })).toHaveAttribute(
      'href',
      '/about',
    );
    await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Campus map/ })).toBeVisible();
    for (const label of ['First name', 'Last name', 'E-mail', 'Message']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  test('categories lists the six categories, in 1 column on a phone and 4 on a desktop', async ({
    page,
  }) => {
    const columns = async () => {
      const boxes = await page
        .getByRole('main')
        .getByRole('link', { name: /books? for sale/ })
        .evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
      return boxes.filter((top) => top === boxes[0]).length;
    };
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: /books? for sale/ })).toHaveCount(6);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columns()).toBe(4);
  });

  test('about tells what the platform is; the footer has the logo, the tagline and three columns of links that all go home', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Boipoka' })).toBeVisible();
    await expect(
      page.getByText('a book resale platform where people can sell books with secure policies'),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Providing reliable service since 2022')).toBeVisible();
    const columns = {
      Services: ['Branding', 'Design', 'Marketing', 'Advertisement'],
      Company: ['About us', 'Contact', 'Jobs', 'Press kit'],
      Legal: ['Terms of use', 'Privacy policy', 'Cookie policy'],
    };
    for (const [title, links] of Object.entries(columns)) {
      const column = footer.getByRole('navigation', { name: title });
      await expect(column.getByRole('heading', { name: title })).toBeVisible();
      await expect(column.getByRole('link')).toHaveText(links);
      for (const link of await column.getByRole('link').all())
        await expect(link).toHaveAttribute('href', '/');
    }
  });

  test('the navigation shows Login when signed out, and Dashboard with Logout when signed in', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Categories', 'Blogs', 'About', 'Login']) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toBeAttached();
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await signUpAs(page, 'buyer');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Logout' }).first().click();
    await expect(nav.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('a visitor’s home page is whole before any script runs: Login, every count, the newest books, their names written safely', async ({
    browser,
    page,
  }) => {
    await signUpAs(page, 'seller');
    const name = `Shonar Tori </script><b id="written-in">${Date.now()}</b>`;
    await putOnSale(page, name);
    // What the server sends, as a browser without JavaScript shows it.
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const nav = visitor.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    const counts = visitor.getByRole('main').getByRole('link', { name: /\d+ books? for sale/ });
    await expect(counts).toHaveCount(6);
    await expect(counts.filter({ hasText: 'University Academic' })).toHaveText(
      /[1-9]\d* books? for sale/,
    );
    const newest = visitor.getByRole('region', { name: 'Newly listed' });
    await expect(newest.getByText(name)).toBeVisible();
    // A seller's words are text, in the page and in the data it carries for the app.
    await expect(visitor.locator('#written-in')).toHaveCount(0);
    const carried = (await visitor.locator('#page-state').textContent())!;
    expect(carried).not.toContain('</script');
    const answers = JSON.parse(carried) as [unknown, unknown, number][];
    expect(JSON.stringify(answers.map(([, data]) => data))).toContain(
      JSON.stringify(name).slice(1, -1),
    );
    await context.close();
  });

  test('a button pressed before the page’s script runs is pressed again once it does', async ({
    browser,
  }) => {
    // A fresh visitor's page, with no pointer moved first: the press itself starts the script.
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    // The app's code is held back until the button has been pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Books on campus' });
    await carousel.getByRole('button', { name: 'Show slide 4' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    release();
    await expect(carousel.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await context.close();
  });

  test('the phone menu opens and leads to the pages @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .last()
      .click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  });

  test('blogs shows the four articles, cut after 1200 characters with Learn More, which opens the whole article', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(4);
    await expect(articles.getByRole('heading')).toHaveText([
      /React/,
      /Prototypal Inheritance/,
      /Unit Tests/,
      /React vs Angular vs Vue/,
    ]);
    for (const article of await articles.all()) {
      await expect(article.getByRole('img')).toBeVisible();
      const description = await article.locator('p.whitespace-pre-line').innerText();
      expect(description.length).toBeLessThanOrEqual(1201);
      expect(description.endsWith('…')).toBe(true);
      await expect(article.getByRole('link', { name: /Learn More/ })).toBeVisible();
    }
    await page.getByRole('link', { name: /^Learn More\W+Unit Tests/ }).click();
    await expect(page).toHaveURL('/blog/unit-tests');
    await expect(page.getByRole('heading', { level: 1, name: /Unit Tests/ })).toBeVisible();
    const paragraphs = page.getByRole('article').locator('p');
    expect(await paragraphs.count()).toBeGreaterThan(6);
    const text = (await page.getByRole('article').innerText()).length;
    expect(text).toBeGreaterThan(1300);
  });

  test('an unknown page shows the 404 page with its picture, and answers 404 @phone', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    const image = page.getByRole('img', { name: /404/ });
    await expect(image).toBeVisible();
    // Shown, then loaded and decoded: a broken image never gets a width.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a page whose code cannot load shows the route error page, and Sign out leads to /login', async ({
    page,
  }) => {
    await signUpAs(page, 'buyer');
    await page.goto('/');
    // The page's own scripts (the signed-in navigation's bell among them) have loaded first.
    await waitForQuiet(page);
    // Every lazy script (named by its hash alone) fails from now on: the About page's among them.
    await page.route(/\/assets\/[\w-]{7}\.js$/, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Something went wrong!!!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/Loading chunk [\w-]+ failed/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});

const PUBLIC_PAGES: { path: string; title: string }[] = [
  { path: '/', title: 'Boipoka — second-hand books on campus' },
  { path: '/categories', title: 'Categories · Boipoka' },
  { path: '/blogs', title: 'Blogs · Boipoka' },
  {
    path: '/blog/unit-tests',
    title: 'Unit Tests: Why They Matter and How to Write Good Ones · Boipoka',
  },
  { path: '/about', title: 'About · Boipoka' },
  { path: '/login', title: 'Login · Boipoka' },
  { path: '/register', title: 'Sign Up · Boipoka' },
  { path: '/no-such-page', title: 'Page not found · Boipoka' },
];

test.describe('what visitors and crawlers get', () => {
  test('robots.txt lets crawlers in, keeps them out of the API and the dashboard, and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });

  test('the sitemap lists the public pages, every article and every category, as absolute addresses, and the books for sale in files of their own', async ({
    request,
  }) => {
    const locationsIn = async (url: string) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toContain('application/xml');
      return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    };
    const files = await locationsIn('/sitemap.xml');
    expect(files[0]).toBe(`${BASE_URL}/sitemap-pages.xml`);
    expect(files.slice(1)).toEqual(
      files.slice(1).map((_, i) => `${BASE_URL}/sitemap-books-${i + 1}.xml`),
    );
    // A book address in the books' files opens the book for anyone.
    const [book] = await locationsIn(files[1]!);
    if (book) expect((await request.get(book)).status(), book).toBe(200);
    const locations = await locationsIn(files[0]!);
    const expected = [
      '/',
      '/categories',
      '/blogs',
      '/about',
      '/login',
      '/register',
      '/blog/react-state-management',
      '/blog/prototypal-inheritance',
      '/blog/unit-tests',
      '/blog/react-angular-vue',
      ...CATEGORIES.map((category) => `/category/${category.id}`),
    ].map((path) => BASE_URL + path);
    expect(locations.sort()).toEqual(expected.sort());
    for (const location of locations.filter((l) => !l!.includes('/category/')))
      expect((await request.get(location!)).status(), location).toBe(200);
  });

  for (const { path, title } of PUBLIC_PAGES) {
    test(`${path} has its own title and description in its HTML before any script runs, and logs no console error`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<meta name="description" content="[^"]{50,}"/g)).toHaveLength(1);

      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head title')).toHaveCount(1);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await waitForQuiet(page);
      // The 404 page's own status is what the browser reports there; nothing else may be.
      const ownStatus = (e: string) =>
        response?.status() === 404 && e.includes('status of 404 (Not Found)');
      expect(errors.filter((e) => !ownStatus(e))).toEqual([]);
    });
  }

  for (const [what, path] of [
    ['article', '/blog/1'],
    ['category', '/category/1'],
  ]) {
    test(`an unknown ${what} answers 404 with the 404 page, not a heading that never loads`, async ({
      page,
    }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    });
  }

  test('a category page paints its heading before its script runs, then sends a visitor to /login', async ({
    page,
  }) => {
    const response = await page.goto('/category/science-fiction', { waitUntil: 'commit' });
    expect(await response!.text()).toContain('Book List for Science Fiction');
    await expect(page).toHaveURL('/login');
  });

  test('pages only a signed-in person sees still answer 200, for the app to send them to /login', async ({
    page,
  }) => {
    const response = await page.goto('/dashboard/myOrders');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/login');
  });
});
