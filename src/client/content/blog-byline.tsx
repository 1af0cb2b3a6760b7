import { CONTENT } from '../../shared/i18n/en/content';
import { texts } from '../i18n';
import { formatDate, formatNumber } from '../i18n/format';
import type { BlogPost } from './blog-posts';

const t = texts(CONTENT);

export function BlogByline({ post, className = '' }: { post: BlogPost; className?: string }) {
  const published = formatDate(post.publishedOn, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The date as written, wherever the reader is (and the same in the prerendered page).
    timeZone: 'UTC',
  });
  return (
    <p className={`text-base-content/70 ${className}`}>
      {t(post.author)} · <time dateTime={post.publishedOn}>{published}</time> ·{' '}
      {t('blog.readingTime', { minutes: formatNumber(post.readingMinutes) })}
    </p>
  );
}
