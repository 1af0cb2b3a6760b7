import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { BLOG_IMAGES } from '../content/blog-images';
import { BLOG_POSTS } from '../content/blog-posts';
import { BlogByline } from '../content/blog-byline';
import { blogPreview } from '../content/blog-preview';
import { RichText } from '../content/rich-text';

export default function BlogsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageTitle
        title="Blogs"
        description="Articles from the Boipoka community on programming and study: state in React, prototypal inheritance, unit tests, and React, Angular or Vue."
      />
      <header className="space-y-2">
        <h1 className="text-4xl font-bold">Blogs</h1>
        <p className="text-base-content/75">Notes from our community on programming and study.</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {BLOG_POSTS.map((post, index) => {
          const preview = blogPreview(post.paragraphs.join('\n\n'));
          return (
            <article key={post.id} className="card card-border border-base-300 bg-base-100">
              <figure className="aspect-video bg-base-200">
                <img
                  src={BLOG_IMAGES[post.id]}
                  alt={post.imageAlt}
                  width={800}
                  height={450}
                  // The first picture is in view when the page opens: fetched first, not later.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="size-full object-cover"
                />
              </figure>
              <div className="card-body">
                <h2 className="card-title text-2xl">{post.title}</h2>
                <BlogByline post={post} className="text-sm" />
                <p className="whitespace-pre-line leading-relaxed">
                  <RichText text={preview.text} />
                </p>
                {preview.cut && (
                  <div className="card-actions justify-end">
                    <Link to={`/blog/${post.id}`} className="btn btn-primary btn-sm">
                      Learn More<span className="sr-only">: {post.title}</span>
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
