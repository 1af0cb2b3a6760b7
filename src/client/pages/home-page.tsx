import { PageTitle } from '../components/page-title';
import { CategoryGrid } from '../features/categories/category-grid';
import { AboutSection } from './home/about-section';
import { AdvertisedSection } from './home/advertised-section';
import { ContactSection } from './home/contact-section';
import { HeroCarousel } from './home/hero-carousel';

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-6 sm:py-10">
      <PageTitle description="Buy and sell second-hand books on your campus: textbooks, admission and job guides, novels. Book a copy, meet the seller on campus and pay by card." />
      <HeroCarousel />
      <section aria-labelledby="categories-heading" className="space-y-6">
        <h2 id="categories-heading" className="text-3xl font-bold">
          Book Categories
        </h2>
        <CategoryGrid />
      </section>
      <AdvertisedSection />
      <AboutSection />
      <ContactSection />
    </div>
  );
}
