import { BadgeCheck, CreditCard, Flag, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { CONTENT } from '../../shared/i18n/en/content';
import aboutUrl from '../assets/about.svg';
import { PageTitle } from '../components/page-title';
import { texts } from '../i18n';

const t = texts(CONTENT);

const POLICIES = [
  {
    icon: BadgeCheck,
    title: 'about.policy.verified.title',
    text: 'about.policy.verified.text',
  },
  {
    icon: Handshake,
    title: 'about.policy.campus.title',
    text: 'about.policy.campus.text',
  },
  {
    icon: CreditCard,
    title: 'about.policy.card.title',
    text: 'about.policy.card.text',
  },
  {
    icon: Flag,
    title: 'about.policy.report.title',
    text: 'about.policy.report.text',
  },
] as const;

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <PageTitle title={t('about.title')} description={t('about.description')} />
      <section className="grid items-center gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <h1 className="text-4xl font-bold">{t('about.heading')}</h1>
          <p className="text-lg">{t('about.lead')}</p>
          <p>{t('about.how')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/categories" className="btn btn-primary">
              {t('about.browse')}
            </Link>
            <Link to="/#contact" className="btn btn-outline">
              {t('about.contact')}
            </Link>
          </div>
        </div>
        <img src={aboutUrl} alt={t('about.imageAlt')} width={640} height={480} className="w-full" />
      </section>
      <section aria-labelledby="policies-heading" className="space-y-6">
        <h2 id="policies-heading" className="text-3xl font-bold">
          {t('about.policies')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POLICIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card card-border border-base-300 bg-base-100">
              <div className="card-body">
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <h3 className="card-title">{t(title)}</h3>
                <p>{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
