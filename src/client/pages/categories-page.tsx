import { CORE } from '../../shared/i18n/en/core';
import { HOME } from '../../shared/i18n/en/home';
import { CategoryGrid } from '../features/categories/category-grid';
import { PageTitle } from '../components/page-title';
import { texts } from '../i18n';

const core = texts(CORE);
const t = texts(HOME);

export default function CategoriesPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle title={core('nav.categories')} description={t('home.catsDescription')} />
      <header className="space-y-2">
        <h1 className="text-4xl font-bold">{t('home.categories')}</h1>
        <p className="text-base-content/75">{t('home.catsIntro')}</p>
      </header>
      <CategoryGrid headingLevel={2} />
    </div>
  );
}
