/**
 * Synthetic campus-life posts of the synthetic universities, written by their students, liked and
 * commented on by fellow students of the same university. Like the reviews, each post's likes and
 * comments are planned first (syn_post), so its counters are known when it is written and every
 * like is unique per student and post by construction; nobody likes their own post.
 */
import { sql } from "drizzle-orm";

import type { Step } from "./plan";

export const campusSteps: Step[] = [
  {
    label: "Plan de la vida universitaria",
    statements: [
      sql`CREATE TEMP TABLE syn_post ON COMMIT DROP AS
        WITH seeded AS MATERIALIZED (
          SELECT k, pg_temp.seed('post', k::text) AS seed, pg_temp.seed('post-counts', k::text) AS seed2
          FROM generate_series(1, (SELECT posts FROM syn_plan)) AS k
        ), authored AS (
          SELECT seeded.*, u.id AS university_id, u.first_student, u.student_count,
                 floor(u.student_count * pg_temp.unit(seeded.seed, 1))::bigint AS author_idx
          FROM seeded JOIN syn_university u ON u.n = 1 + floor((SELECT universities FROM syn_plan) * pg_temp.unit(seeded.seed, 0))::bigint
        )
        SELECT k AS n, pg_temp.synthetic_id('post', k::text) AS id, university_id,
               CASE WHEN student_count > 0 THEN first_student + author_idx + 1 END AS author_n,
               floor(templates.size * pg_temp.unit(seed, 2))::int AS template_i,
               -- A quarter from the last week, so the feed and the home look alive.
               p.anchor - CASE WHEN pg_temp.unit(seed, 3) < 0.25 THEN interval '1 minute' * floor(7 * 24 * 60 * pg_temp.unit(seed2, 0))
                               ELSE interval '7 days' + interval '1 minute' * floor(723 * 24 * 60 * pg_temp.unit(seed2, 0)) END AS created_at,
               pg_temp.unit(seed2, 1) < 0.98 AS is_published,
               -- The students after the author in the university's range like it, never the author.
               greatest(0, least(student_count - 1, floor(20 * pg_temp.unit(seed2, 2) ^ 4)::int)) AS likes,
               -- 0–3 replies: fewer than any template has (at least five).
               CASE WHEN student_count > 0 THEN floor(4 * pg_temp.unit(seed2, 3) ^ 2)::int ELSE 0 END AS comments,
               first_student, student_count, author_idx
        FROM authored CROSS JOIN syn_plan p JOIN syn_list templates ON templates.list = 'post'`,
    ],
  },
  {
    label: "Publicaciones",
    statements: [
      // An unpublished post is one the screening held: 'pending', for its author and the moderators.
      sql`INSERT INTO university_life_posts (id, university_id, category_id, user_id, title, content, is_published, moderation_status,
                                             comments_count, likes_count, created_at, updated_at)
        SELECT po.id, po.university_id, category.id, pg_temp.synthetic_id('student', po.author_n::text)::text, template.title, template.body, po.is_published,
               CASE WHEN po.is_published THEN 'published' ELSE 'pending' END,
               po.comments, po.likes, po.created_at, po.created_at
        FROM syn_post po
          JOIN syn_text template ON template.list = 'post' AND template.i = po.template_i
          LEFT JOIN university_life_categories category ON category.name = template.category`,
    ],
  },
  {
    label: "Me gusta y comentarios de las publicaciones",
    statements: [
      sql`INSERT INTO university_life_likes (id, post_id, user_id, created_at)
        SELECT pg_temp.synthetic_id('post-like', po.n || ':' || k), po.id,
               pg_temp.synthetic_id('student', (po.first_student + (po.author_idx + 1 + k) % po.student_count + 1)::text)::text,
               least(p.anchor, po.created_at + interval '2 hours' * (k + 1))
        FROM syn_post po CROSS JOIN syn_plan p CROSS JOIN LATERAL generate_series(0, po.likes - 1) AS k
        WHERE po.likes > 0`,
      // Each template has replies of its own: a post shows each at most once.
      sql`INSERT INTO university_life_comments (id, post_id, user_id, content, created_at)
        SELECT pg_temp.synthetic_id('post-comment', po.n || ':' || k), po.id,
               pg_temp.synthetic_id('student', (po.first_student + (po.author_idx + 3 * k) % po.student_count + 1)::text)::text,
               comment.body, least(p.anchor, po.created_at + interval '4 hours' * (k + 1))
        FROM syn_post po CROSS JOIN syn_plan p CROSS JOIN LATERAL generate_series(0, po.comments - 1) AS k
          JOIN syn_list comments ON comments.list = 'postComment:' || po.template_i
          JOIN syn_text comment ON comment.list = comments.list AND comment.i = (floor(comments.size * pg_temp.unit(md5(po.id::text), 0))::int + k) % comments.size
        WHERE po.comments > 0`,
    ],
  },
];
