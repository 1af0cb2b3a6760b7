import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CONTENT } from '../../shared/i18n/en/content';
import { PageTitle } from '../components/page-title';
import { BLOG_IMAGES } from '../content/blog-images';
import { blogParagraphs, blogSummary, findBlogPost } from '../content/blog-posts';
import { BlogByline } from '../content/blog-byline';
import { RichText } from '../content/rich-text';
import { texts } from '../i18n';
import { NotFound } from '../components/not-found';

const t = texts(CONTENT);

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = findBlogPost(id);
  // The same page the server sends with its 404 for an article that does not exist.
  // The server answers an unknown post with the 404 page; the browser takes it over as it is.
  if (!post) return <NotFound />;
  const title = t(post.title);
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageTitle title={title} description={blogSummary(post)} />
      <Link to="/blogs" className="btn btn-ghost btn-sm">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('blog.allArticles')}
      </Link>
      <header className="space-y-3">
        <h1 className="text-4xl font-bold leading-tight">{title}</h1>
        <BlogByline post={post} />
      </header>
      <img
        src={BLOG_IMAGES[post.id]}
        alt={t(post.imageAlt)}
        width={800}
        height={450}
        className="w-full rounded-box bg-base-200"
      />
      <div className="space-y-4 text-lg leading-relaxed">
        {blogParagraphs(post).map((paragraph, i) => (
          <p key={i}>
            <RichText text={paragraph} />
          </p>
        ))}
      </div>
    </article>
  );
}
