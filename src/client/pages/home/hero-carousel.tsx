import { BookPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { actsAs } from '../../../shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CORE } from '../../../shared/i18n/en/core';
import { HOME } from '../../../shared/i18n/en/home';
import { useSession } from '../../features/auth/session';
import slide1 from '../../assets/carousel/slide-1.svg';
import slide2 from '../../assets/carousel/slide-2.svg';
import slide3 from '../../assets/carousel/slide-3.svg';
import slide4 from '../../assets/carousel/slide-4.svg';
import slide5 from '../../assets/carousel/slide-5.svg';
import slide6 from '../../assets/carousel/slide-6.svg';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(HOME);
const core = texts(CORE);

const SLIDES = [
  { src: slide1, alt: 'home.slide1' },
  { src: slide2, alt: 'home.slide2' },
  { src: slide3, alt: 'home.slide3' },
  { src: slide4, alt: 'home.slide4' },
  { src: slide5, alt: 'home.slide5' },
  { src: slide6, alt: 'home.slide6' },
] as const;
const INTERVAL_MS = 6000;

export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + SLIDES.length) % SLIDES.length);

  // The slides turn by themselves until the pointer or the focus is on them. The timer is held
  // aside, not in state: pausing draws nothing, so a tap on an arrow draws the carousel once.
  const timer = useRef<number | undefined>(undefined);
  const pause = () => window.clearInterval(timer.current);
  const resume = useCallback(() => {
    window.clearInterval(timer.current);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    timer.current = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
  }, []);
  useEffect(() => {
    resume();
    return () => window.clearInterval(timer.current);
  }, [resume]);

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.hero')}
      className="relative overflow-hidden rounded-box bg-neutral"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div className="relative">
        {/* A layer of its own, painted ahead: a turn of the slides moves it, and draws nothing. */}
        <div
          className="flex transition-transform duration-700 ease-out will-change-transform motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {SLIDES.map((slide, i) => (
            <div
              key={slide.src}
              className="aspect-[16/9] w-full shrink-0 sm:aspect-[15/7]"
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', {
                n: formatNumber(i + 1),
                total: formatNumber(SLIDES.length),
              })}
              aria-hidden={i !== index}
            >
              <img
                src={slide.src}
                alt={t(slide.alt)}
                width={1200}
                height={560}
                className="size-full object-cover object-right"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
        {/* From tablets up, a row under the picture; on a phone, 44 px targets need the room: the
            arrows sit on the picture's sides and the dots along its foot. */}
        <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-3 max-sm:static">
          <button
            type="button"
            className="btn btn-circle btn-sm max-sm:absolute max-sm:top-1/2 max-sm:left-2 max-sm:z-10 max-sm:size-11 max-sm:-translate-y-1/2"
            onClick={() => go(index - 1)}
            aria-label={t('home.prev')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <div className="flex max-sm:absolute max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-10 max-sm:justify-center sm:gap-1">
            {SLIDES.map((slide, i) => (
              <button
                key={slide.src}
                type="button"
                onClick={() => go(i)}
                aria-label={t('home.showSlide', { n: formatNumber(i + 1) })}
                aria-current={i === index}
                className={`h-11 w-11 rounded-full bg-clip-content px-2.5 py-[18px] transition-colors sm:h-6 sm:w-6 sm:px-0 sm:py-2 ${i === index ? 'bg-primary' : 'bg-base-100/60 hover:bg-base-100/90'}`}
              />
            ))}
          </div>
          <button
            type="button"
            className="btn btn-circle btn-sm max-sm:absolute max-sm:top-1/2 max-sm:right-2 max-sm:z-10 max-sm:size-11 max-sm:-translate-y-1/2"
            onClick={() => go(index + 1)}
            aria-label={t('home.next')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* Below the picture on a phone; over its calm left side from tablets up. */}
      <div className="flex flex-col gap-3 p-6 text-neutral-content sm:absolute sm:inset-y-0 sm:left-0 sm:w-3/5 sm:justify-center sm:gap-4 sm:bg-gradient-to-r sm:from-neutral/90 sm:via-neutral/60 sm:to-transparent sm:p-12 sm:pb-16">
        <h1 className="max-w-md text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">
          {t('home.title')}
        </h1>
        <p className="max-w-sm text-base sm:text-lg">{t('home.intro')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/categories" className="btn btn-primary">
            {core('common.browse')}
          </Link>
          <SellABook />
        </div>
      </div>
    </section>
  );
}

/**
 * The way to sell: a seller goes straight to the form; a buyer to My Profile, where they start
 * selling; a visitor signs up as a seller. Admins do not sell.
 */
function SellABook() {
  const { data: user } = useSession();
  if (user?.role === 'admin') return null;
  const to = !user
    ? '/register?role=seller'
    : actsAs(user, 'seller')
      ? '/dashboard/addProduct'
      : '/dashboard';
  return (
    <Link
      to={to}
      className="btn btn-outline border-neutral-content text-neutral-content hover:bg-neutral-content hover:text-neutral"
    >
      <BookPlus className="size-4" aria-hidden="true" /> {t('home.sell')}
    </Link>
  );
}
