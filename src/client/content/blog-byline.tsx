import type { BlogPost } from './blog-posts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function BlogByline({ post, className = '' }: { post: BlogPost; className?: string }) {
  return (
    <p className={`text-base-content/70 ${className}`}>
      {post.author} · <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time> ·{' '}
      {post.readingMinutes} min read
    </p>
  );
}
