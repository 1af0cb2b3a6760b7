import { HOME } from '../../shared/i18n/en/home';
import { PageTitle } from '../components/page-title';
import { CategoryGrid } from '../features/categories/category-grid';
import { AboutSection } from './home/about-section';
import { AdvertisedSection } from './home/advertised-section';
import { ContactSection } from './home/contact-section';
import { texts } from '../i18n';
import { HeroCarousel } from './home/hero-carousel';
import { NewlyListedSection } from './home/newly-listed-section';

const t = texts(HOME);

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-6 sm:py-10">
      <PageTitle description={t('home.description')} />
      <HeroCarousel />
      <section aria-labelledby="categories-heading" className="space-y-6">
        <h2 id="categories-heading" className="text-3xl font-bold">
          {t('home.categories')}
        </h2>
        <CategoryGrid />
      </section>
      {/* Below the first screen: the browser lays them out and paints them only as they near it,
          so a tap on the carousel or the menu redraws one screen, not the whole shop. */}
      <div className="space-y-16 [contain-intrinsic-size:auto_900px] [content-visibility:auto]">
        <AdvertisedSection />
        <AboutSection />
      </div>
      <div className="[contain-intrinsic-size:auto_900px] [content-visibility:auto]">
        <ContactSection />
      </div>
      <div className="[contain-intrinsic-size:auto_1600px] [content-visibility:auto]">
        <NewlyListedSection />
      </div>
    </div>
  );
}
