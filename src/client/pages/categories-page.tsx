import { CategoryGrid } from '../features/categories/category-grid';
import { PageTitle } from '../components/page-title';

export default function CategoriesPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle
        title="Categories"
        description="Second-hand books by category: job preparation, admission tests, university academic, science fiction, novels and stories, and more."
      />
      <header className="space-y-2">
        <h1 className="text-4xl font-bold">Book Categories</h1>
        <p className="text-base-content/75">
          Pick a category to see the books students are selling in it.
        </p>
      </header>
      <CategoryGrid headingLevel={2} />
    </div>
  );
}
