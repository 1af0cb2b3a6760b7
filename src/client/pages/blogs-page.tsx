import { Link } from 'react-router';
import { CONTENT } from '../../shared/i18n/en/content';
import { PageTitle } from '../components/page-title';
import { BLOG_IMAGES } from '../content/blog-images';
import { BLOG_POSTS, blogParagraphs } from '../content/blog-posts';
import { BlogByline } from '../content/blog-byline';
import { blogPreview } from '../content/blog-preview';
import { RichText } from '../content/rich-text';
import { texts } from '../i18n';

const t = texts(CONTENT);

export default function BlogsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageTitle title={t('blog.list.title')} description={t('blog.list.description')} />
      <header className="space-y-2">
        <h1 className="text-4xl font-bold">{t('blog.list.title')}</h1>
        <p className="text-base-content/75">{t('blog.list.intro')}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {BLOG_POSTS.map((post, index) => {
          const title = t(post.title);
          // Cut in the reader's language: each language's article is the text it is measured by.
          const preview = blogPreview(blogParagraphs(post).join('\n\n'));
          return (
            <article key={post.id} className="card card-border border-base-300 bg-base-100">
              <figure className="aspect-video bg-base-200">
                <img
                  src={BLOG_IMAGES[post.id]}
                  alt={t(post.imageAlt)}
                  width={800}
                  height={450}
                  // The first picture is in view when the page opens: fetched first, not later.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="size-full object-cover"
                />
              </figure>
              <div className="card-body">
                <h2 className="card-title text-2xl">{title}</h2>
                <BlogByline post={post} className="text-sm" />
                <p className="whitespace-pre-line leading-relaxed">
                  <RichText text={preview.text} />
                </p>
                {preview.cut && (
                  <div className="card-actions justify-end">
                    <Link to={`/blog/${post.id}`} className="btn btn-primary btn-sm">
                      {t('blog.learnMore')}
                      <span className="sr-only">: {title}</span>
                    </Link>
                  </div>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </div>
  );
}
