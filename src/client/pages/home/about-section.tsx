import { Link } from 'react-router';
import { HOME } from '../../../shared/i18n/en/home';
import aboutUrl from '../../assets/about.svg';
import { texts } from '../../i18n';

const t = texts(HOME);

export function AboutSection() {
  return (
    <section
      aria-labelledby="about-heading"
      className="grid items-center gap-8 rounded-box bg-base-200 p-6 sm:p-10 lg:grid-cols-2"
    >
      <img
        src={aboutUrl}
        alt={t('home.aboutAlt')}
        width={640}
        height={480}
        loading="lazy"
        className="w-full"
      />
      <div className="space-y-4">
        <h2 id="about-heading" className="text-3xl font-bold">
          {t('home.about')}
        </h2>
        <p>{t('home.about1')}</p>
        <p>{t('home.about2')}</p>
        <Link to="/about" className="btn btn-primary">
          {t('home.moreInfo')}
        </Link>
      </div>
    </section>
  );
}
