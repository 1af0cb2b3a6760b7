import { CONTENT } from '../../shared/i18n/en/content';
import { texts } from '../i18n';

const t = texts(CONTENT);

type ContentKey = keyof typeof CONTENT;

/** An article: its texts are catalogue keys, said in the reader's language when it renders. */
export type BlogPost = {
  id: string;
  title: ContentKey;
  author: ContentKey;
  publishedOn: string;
  readingMinutes: number;
  imageAlt: ContentKey;
  paragraphs: readonly ContentKey[];
  /** Code the article quotes that holds braces or digits: the same in every language. */
  code?: Record<string, string>;
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'react-state-management',
    title: 'blog.reactState.title',
    author: 'blog.reactState.author',
    publishedOn: '2025-09-14',
    readingMinutes: 4,
    imageAlt: 'blog.reactState.imageAlt',
    paragraphs: [
      'blog.reactState.p1',
      'blog.reactState.p2',
      'blog.reactState.p3',
      'blog.reactState.p4',
      'blog.reactState.p5',
      'blog.reactState.p6',
      'blog.reactState.p7',
      'blog.reactState.p8',
    ],
    code: {
      updater: 'setCount(c => c + 1)',
      contextValue: '{ user, setUser }',
      queryKey: "['books', { dept: 'CSE' }]",
    },
  },
  {
    id: 'prototypal-inheritance',
    title: 'blog.prototypes.title',
    author: 'blog.prototypes.author',
    publishedOn: '2025-11-03',
    readingMinutes: 4,
    imageAlt: 'blog.prototypes.imageAlt',
    paragraphs: [
      'blog.prototypes.p1',
      'blog.prototypes.p2',
      'blog.prototypes.p3',
      'blog.prototypes.p4',
      'blog.prototypes.p5',
      'blog.prototypes.p6',
      'blog.prototypes.p7',
      'blog.prototypes.p8',
      'blog.prototypes.p9',
    ],
    code: { objectLiteral: "{ title: 'Calculus' }", assignment: 'textbook.price = 250' },
  },
  {
    id: 'unit-tests',
    title: 'blog.unitTests.title',
    author: 'blog.unitTests.author',
    publishedOn: '2026-01-18',
    readingMinutes: 4,
    imageAlt: 'blog.unitTests.imageAlt',
    paragraphs: [
      'blog.unitTests.p1',
      'blog.unitTests.p2',
      'blog.unitTests.p3',
      'blog.unitTests.p4',
      'blog.unitTests.p5',
      'blog.unitTests.p6',
      'blog.unitTests.p7',
      'blog.unitTests.p8',
      'blog.unitTests.p9',
    ],
    code: { assertion: "expect(suggestPrice(600, 'good')).toBe(300)" },
  },
  {
    id: 'react-angular-vue',
    title: 'blog.frameworks.title',
    author: 'blog.frameworks.author',
    publishedOn: '2026-02-25',
    readingMinutes: 4,
    imageAlt: 'blog.frameworks.imageAlt',
    paragraphs: [
      'blog.frameworks.p1',
      'blog.frameworks.p2',
      'blog.frameworks.p3',
      'blog.frameworks.p4',
      'blog.frameworks.p5',
      'blog.frameworks.p6',
      'blog.frameworks.p7',
      'blog.frameworks.p8',
      'blog.frameworks.p9',
    ],
  },
];

export const findBlogPost = (id: string) => BLOG_POSTS.find((p) => p.id === id);

/** An article's paragraphs in the reader's language (`backticks` mark code). */
export const blogParagraphs = (post: BlogPost) => post.paragraphs.map((key) => t(key, post.code));

/** The start of an article in the reader's language, cut at a word, for its meta description. */
export function blogSummary(post: BlogPost, length = 155): string {
  const text = t(post.paragraphs[0]!, post.code).replace(/`/g, '');
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(' ', length - 1))}…`;
}
