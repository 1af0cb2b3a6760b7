import { Clock, Mail, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { HOME } from '../../../shared/i18n/en/home';
import mapUrl from '../../assets/campus-map.svg';
import { texts } from '../../i18n';

const t = texts(HOME);

// The form (and its validation library) loads only when the section comes near the screen.
const ContactForm = lazy(() => import('../../features/contact/contact-form'));

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function ContactSection() {
  const [ref, near] = useNearScreen<HTMLElement>();
  return (
    <section
      ref={ref}
      id="contact"
      aria-labelledby="contact-heading"
      className="grid gap-8 lg:grid-cols-2"
    >
      <div className="space-y-4">
        <h2 id="contact-heading" className="text-3xl font-bold">
          {t('home.contact')}
        </h2>
        <figure className="overflow-hidden rounded-box border border-base-300">
          <img
            src={mapUrl}
            alt={t('home.mapAlt')}
            width={800}
            height={500}
            loading="lazy"
            className="w-full"
          />
          <figcaption className="bg-base-200 px-4 py-2 text-sm">{t('home.desk')}</figcaption>
        </figure>
        <ul className="space-y-1 text-sm">
          <li className="flex items-center gap-2">
            <MapPin className="size-4 text-primary" aria-hidden="true" /> {t('home.address')}
          </li>
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-primary" aria-hidden="true" /> hello@boipoka.app
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-primary" aria-hidden="true" /> {t('home.hours')}
          </li>
        </ul>
      </div>
      <div className="card card-border border-base-300 bg-base-100">
        <div className="card-body">
          <p className="mb-2">{t('home.contactIntro')}</p>
          {near ? (
            <Suspense fallback={<div className="skeleton h-96 w-full" aria-hidden="true" />}>
              <ContactForm />
            </Suspense>
          ) : (
            <div className="skeleton h-96 w-full" aria-hidden="true" />
          )}
        </div>
      </div>
    </section>
  );
}
