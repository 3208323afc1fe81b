/**
 * Our blog's posts (SPEC §7 GET /v3/users/forums/blog). A row's url is either a path on our blog
 * (what the seed writes: "/salary-negotiation"), resolved against BLOG_URL when answered so moving
 * the blog needs no data change, or an absolute https URL kept as it is.
 */
import { desc } from 'drizzle-orm';
import type { BlogList, BlogPost } from '../../../src/contract/content';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema-content';
import { badRequest } from '../../errors/api-error';

const BLOG_LIMIT_DEFAULT = 6;
const BLOG_LIMIT_MAX = 20;

/** The query's `limit` (digits, already checked by the contract) as a number of posts, 1…20. */
export function blogLimit(raw: string | undefined): number {
  if (raw === undefined) return BLOG_LIMIT_DEFAULT;
  const limit = Number(raw);
  if (limit < 1 || limit > BLOG_LIMIT_MAX) throw badRequest(`limit 항목은 1부터 ${BLOG_LIMIT_MAX}까지예요.`, 'limit');
  return limit;
}

/** Where a post is read: its path under `blogUrl`, or its own https URL; undefined for anything else. */
export function blogPostUrl(blogUrl: string, stored: string): string | undefined {
  if (/^https:\/\//i.test(stored)) return stored;
  if (stored.startsWith('/') && !stored.startsWith('//')) return `${blogUrl}${stored}`;
  return undefined;
}

export async function listBlogPosts(db: Database, blogUrl: string, limit: number): Promise<BlogList> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
  const items = rows.flatMap((row): BlogPost[] => {
    const url = blogPostUrl(blogUrl, row.url);
    if (!url) return [];
    // Only same-origin images: a thumbnail elsewhere would be a third-party request from our pages.
    const thumbnail = row.thumbnail.startsWith('/') && !row.thumbnail.startsWith('//') ? row.thumbnail : '';
    return [
      {
        id: row.id,
        title: row.title,
        summary: row.summary,
        url,
        thumbnail,
        publishedAt: row.publishedAt.toISOString(),
      },
    ];
  });
  return { items };
}
