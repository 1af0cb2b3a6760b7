import type { BlogPost } from './blog-posts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The date as written, wherever the reader is (and the same in the prerendered page).
    timeZone: 'UTC',
  });

export function BlogByline({ post, className = '' }: { post: BlogPost; className?: string }) {
  return (
    <p className={`text-base-content/70 ${className}`}>
      {post.author} · <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time> ·{' '}
      {post.readingMinutes} min read
    </p>
  );
}
