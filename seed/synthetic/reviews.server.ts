/**
 * Synthetic reviews with their details rows, likes and comments.
 *
 * Two kinds of review, planned into one temporary table (syn_review) and then written:
 * - students' own: each student reviews 2–9 subjects and up to 3 professors of their own career
 *   (consecutive from a random start, so never the same target twice: the one-per-user unique
 *   indexes hold), liked and commented on by classmates;
 * - anonymised (user_id NULL, as after the author deleted the account) fill up the total: 50,000
 *   students cannot write 3,000,000 reviews within their careers. Their targets follow a long tail
 *   (the most reviewed subject and professor get thousands, the least a couple), and they are
 *   liked and commented on by any synthetic student.
 *
 * Likes and comments are planned per review (how many, and from which run of the student
 * numbers), so each review's counters are known when it is written, every like is unique per
 * student and review by construction, and nobody likes their own review. Texts come from the
 * seed's demo texts (texts.ts) and the stored values follow what they claim.
 */
import { sql } from "drizzle-orm";

import { DEMO_TAGS_PER_REVIEW, demoTagRules } from "../data/demo-tags";
import type { Step } from "./plan";

/** The columns of syn_review both kinds of review fill in. */
const PLANNED_REVIEW = sql.raw(`
  id uuid NOT NULL,
  user_id text,
  kind text NOT NULL,
  target_n bigint NOT NULL,
  -- the degree field of the target's career: which texts fit it
  field text NOT NULL,
  -- subject review: the professor it was taken with; professor review: the subject taught (or NULL)
  related_n bigint,
  created_at timestamptz NOT NULL,
  rating smallint NOT NULL,
  difficulty smallint,
  likes int NOT NULL,
  -- the k-th like (k < likes) comes from student liker_first + (liker_offset + k) % liker_pool + 1
  liker_first bigint NOT NULL,
  liker_pool bigint NOT NULL,
  liker_offset bigint NOT NULL,
  comments int NOT NULL,
  commenter_first bigint NOT NULL,
  commenter_pool bigint NOT NULL,
  commenter_offset bigint NOT NULL,
  -- randomness for what is decided when the rows are written: the comment, the details row
  seed text NOT NULL,
  detail_seed text NOT NULL`);

/** Whether a written review (w) says attendance is taken, and a textbook is needed: what it claims, else chance. */
const ATTENDANCE = sql.raw("coalesce(w.claimed_attendance, pg_temp.unit(w.detail_seed, 0) < 0.4)");
const TEXTBOOK = sql.raw("coalesce(w.claimed_textbook, pg_temp.unit(w.detail_seed, 1) < 0.3)");

/** The demo tag rules (seed/data/demo-tags.ts) as rows: kind, key, its place in the vocabulary and its bounds. */
const TAG_RULE_ROWS = sql.join(
  (["professor", "subject"] as const).flatMap((kind) =>
    demoTagRules(kind).map(
      ({ key, rule }, position) =>
        sql`(${kind}, ${key}, ${position}::int, ${rule.minRating ?? null}::int, ${rule.maxRating ?? null}::int, ${rule.minDifficulty ?? null}::int, ${rule.maxDifficulty ?? null}::int,
             ${rule.minWorkload ?? null}::int, ${rule.maxWorkload ?? null}::int, ${rule.attendanceMandatory ?? null}::boolean, ${rule.textbookRequired ?? null}::boolean, ${rule.withoutComment ?? false}::boolean)`,
    ),
  ),
  sql`, `,
);

// The CTEs that compute md5 seeds are MATERIALIZED: otherwise PostgreSQL inlines them and computes
// the same md5 again for every expression that reads it.
export const reviewSteps: Step[] = [
  {
    label: "Plan de las reseñas de estudiantes",
    statements: [
      sql`CREATE TEMP TABLE syn_review (${PLANNED_REVIEW}) ON COMMIT DROP`,
      sql`INSERT INTO syn_review
        WITH student AS MATERIALIZED (
          SELECT st.n, st.idx, st.user_id, c.field, c.first_subject, c.subject_count, c.first_professor, c.professor_count,
                 c.first_student, c.student_count, pg_temp.seed('student-reviews', st.n::text) AS seed
          FROM syn_student st JOIN syn_career c ON c.n = st.career_n
        ), planned AS (
          -- Subjects of the student's career, taken in turn from a random start.
          SELECT s.*, 'subject' AS kind, i,
                 (floor(s.subject_count * pg_temp.unit(s.seed, 1))::bigint + i) % s.subject_count AS subject_idx
          FROM student s CROSS JOIN LATERAL generate_series(0, least(s.subject_count, 2 + floor(8 * pg_temp.unit(s.seed, 0))::int) - 1) AS i
          UNION ALL
          -- Professors of the career: professor j teaches subject j (catalog step), for j below
          -- both counts, so each of them is someone who teaches the student's career.
          SELECT s.*, 'professor', i,
                 (floor(least(s.subject_count, s.professor_count) * pg_temp.unit(s.seed, 3))::bigint + i) % least(s.subject_count, s.professor_count)
          FROM student s CROSS JOIN LATERAL generate_series(0, least(s.subject_count, s.professor_count, floor(4 * pg_temp.unit(s.seed, 2))::int) - 1) AS i
        ), seeded AS MATERIALIZED (
          SELECT planned.*, CASE kind WHEN 'subject' THEN first_subject ELSE first_professor END + subject_idx + 1 AS target_n,
                 pg_temp.seed('student-review', kind || ':' || n || ':' || i) AS a,
                 pg_temp.seed('student-review-counts', kind || ':' || n || ':' || i) AS b
          FROM planned
        )
        SELECT pg_temp.synthetic_id('student-review', kind || ':' || n || ':' || i), user_id, kind, target_n, field,
               CASE WHEN kind = 'professor' THEN first_subject + subject_idx + 1
                    WHEN professor_count > 0 THEN first_professor + subject_idx % professor_count + 1 END,
               p.anchor - interval '1 minute' * floor(540 * 24 * 60 * pg_temp.unit(a, 0)),
               pg_temp.rating(kind, target_n, pg_temp.unit(a, 1)),
               CASE WHEN pg_temp.unit(a, 2) < CASE kind WHEN 'subject' THEN 0.85 ELSE 0.6 END
                    THEN pg_temp.difficulty(kind, target_n, pg_temp.unit(a, 3)) END,
               -- Up to two classmates like it, up to one comments: the classmates after the author
               -- in the career's range, never the author.
               least(student_count - 1, floor(3 * pg_temp.unit(b, 0))::int), first_student, student_count, idx + 1,
               CASE WHEN pg_temp.unit(b, 1) < 0.15 THEN 1 ELSE 0 END, first_student, student_count, idx + 1,
               pg_temp.seed('student-review-text', kind || ':' || n || ':' || i), pg_temp.seed('student-review-details', kind || ':' || n || ':' || i)
        FROM seeded CROSS JOIN syn_plan p`,
      sql`UPDATE syn_plan SET anonymous_reviews = reviews - (SELECT count(*) FROM syn_review)`,
    ],
  },
  {
    label: "Plan de las reseñas anonimizadas",
    statements: [
      sql`INSERT INTO syn_review
        WITH anonymous AS MATERIALIZED (
          SELECT k, pg_temp.seed('anonymous-review', k::text) AS a, pg_temp.seed('anonymous-review-likes', k::text) AS b,
                 pg_temp.seed('anonymous-review-comments', k::text) AS c, pg_temp.seed('anonymous-review-difficulty', k::text) AS d
          FROM generate_series(1, (SELECT anonymous_reviews FROM syn_plan)) AS k
        ), targeted AS (
          SELECT anonymous.*, CASE WHEN pg_temp.unit(a, 0) < 0.55 THEN 'subject' ELSE 'professor' END AS kind
          FROM anonymous
        ), ranked AS (
          -- A uniform number squared piles the reviews on the first ranks (a long tail); multiplying
          -- by the prime 2^31-1 modulo the count scatters the ranks over the whole catalog, so the
          -- popular subjects are not all in the first career.
          SELECT t.*, (floor(target_count * pg_temp.unit(t.a, 1) ^ 2)::bigint * 2147483647) % target_count + 1 AS target_n
          FROM targeted t CROSS JOIN LATERAL (SELECT CASE t.kind WHEN 'subject' THEN p.subjects ELSE p.professors END AS target_count FROM syn_plan p) counts
        ), rated AS (
          SELECT ranked.*, pg_temp.rating(kind, target_n, pg_temp.unit(a, 3)) AS rating FROM ranked
        )
        SELECT pg_temp.synthetic_id('anonymous-review', r.k::text), NULL, r.kind, r.target_n, c.field,
               CASE WHEN r.kind = 'subject' AND c.professor_count > 0 THEN c.first_professor + s.idx % c.professor_count + 1
                    WHEN r.kind = 'professor' AND pr.idx < c.subject_count THEN c.first_subject + pr.idx + 1 END,
               p.anchor - interval '1 minute' * floor(730 * 24 * 60 * pg_temp.unit(r.a, 2)),
               r.rating,
               CASE WHEN pg_temp.unit(r.c, 3) < CASE r.kind WHEN 'subject' THEN 0.85 ELSE 0.6 END
                    THEN pg_temp.difficulty(r.kind, r.target_n, pg_temp.unit(r.d, 0)) END,
               -- Most get 0–7 likes; one in 500 is a hit with 50–300.
               least(p.students, floor(8 * pg_temp.unit(r.b, 0) ^ 3)::int
                 + CASE WHEN pg_temp.unit(r.b, 1) > 0.998 THEN 50 + floor(250 * pg_temp.unit(r.b, 2))::int ELSE 0 END),
               0, p.students, floor(p.students * pg_temp.unit(r.c, 0))::bigint,
               -- One in eight gets 1–4 comments; one in 2,000 a long thread with every reply that
               -- fits its stars (13 to 19: a reply never appears twice under one review).
               CASE WHEN pg_temp.unit(r.c, 1) < 0.125 THEN 1 + floor(4 * pg_temp.unit(r.c, 2) ^ 2)::int
                    WHEN pg_temp.unit(r.c, 1) > 0.9995 THEN replies.size ELSE 0 END,
               0, p.students, floor(p.students * pg_temp.unit(r.b, 3))::bigint,
               pg_temp.seed('anonymous-review-text', r.k::text), pg_temp.seed('anonymous-review-details', r.k::text)
        FROM rated r CROSS JOIN syn_plan p
          JOIN syn_list replies ON replies.list = 'reply:' || r.kind || ':' || r.rating
          LEFT JOIN syn_subject s ON r.kind = 'subject' AND s.n = r.target_n
          LEFT JOIN syn_professor pr ON r.kind = 'professor' AND pr.n = r.target_n
          JOIN syn_career c ON c.n = coalesce(s.career_n, pr.career_n)`,
      sql`ANALYZE syn_review`,
      // Each review with the comment it gets (85 % have one): a demo comment written for its
      // stars, its kind and its degree field. Whatever the comment claims (attendance, textbook,
      // difficulty, would take again, passing) the stored values then follow.
      sql`CREATE TEMP VIEW syn_written_review AS
        SELECT r.*, comment.body AS comment, comment.attendance_mandatory AS claimed_attendance, comment.textbook_required AS claimed_textbook,
               comment.would_take_again AS claimed_would_take_again, comment.difficulty_low, comment.difficulty_high, comment.workload_low, comment.workload_high, comment.passed AS claimed_passed
        FROM syn_review r
          LEFT JOIN syn_list comments ON pg_temp.unit(r.seed, 1) < 0.85 AND comments.list = 'comment:' || r.field || ':' || r.kind || ':' || r.rating
          LEFT JOIN syn_text comment ON comment.list = comments.list AND comment.i = floor(comments.size * pg_temp.unit(r.seed, 2))::int`,
    ],
  },
  {
    label: "Reseñas",
    statements: [
      sql`CREATE TEMP TABLE syn_tag (
          kind text NOT NULL, key text NOT NULL, position int NOT NULL, min_rating int, max_rating int, min_difficulty int, max_difficulty int,
          min_workload int, max_workload int, attendance boolean, textbook boolean, without_comment boolean NOT NULL
        ) ON COMMIT DROP`,
      sql`INSERT INTO syn_tag VALUES ${TAG_RULE_ROWS}`,
      // Stored counters are the planned likes and comments: the rows written below match them.
      // A claimed difficulty range keeps the target's own difficulty where it falls inside it.
      // The course described is the one under way when written, the one just finished early in a
      // course (September, October), as in the demo data (seed/demo-people.ts).
      // The workload band follows the difficulty, as the demo students' does, kept inside a claimed range.
      // Tags as the seed picks them: none for a third, else up to three of those whose rule the
      // stored values meet (the attendance and textbook the details below store), in vocabulary order.
      sql`INSERT INTO reviews (id, user_id, review_type, professor_id, subject_id, rating, difficulty_level, workload_band, tags, would_take_again, academic_year, comment,
                               likes_count, comments_count, reports_count, created_at, updated_at)
        SELECT w.id, w.user_id, w.kind,
               CASE WHEN w.kind = 'professor' THEN pg_temp.synthetic_id('professor', w.target_n::text) END,
               CASE WHEN w.kind = 'subject' THEN pg_temp.synthetic_id('subject', w.target_n::text) END,
               w.rating,
               stored.difficulty,
               stored.workload,
               ARRAY(SELECT picked.key FROM (
                       SELECT t.key, t.position FROM syn_tag t
                       WHERE t.kind = w.kind
                         AND (t.min_rating IS NULL OR w.rating >= t.min_rating) AND (t.max_rating IS NULL OR w.rating <= t.max_rating)
                         AND (t.min_difficulty IS NULL OR stored.difficulty >= t.min_difficulty) AND (t.max_difficulty IS NULL OR stored.difficulty <= t.max_difficulty)
                         AND (t.min_workload IS NULL OR stored.workload >= t.min_workload) AND (t.max_workload IS NULL OR stored.workload <= t.max_workload)
                         AND (t.attendance IS NULL OR t.attendance = ${ATTENDANCE})
                         AND (t.textbook IS NULL OR (w.kind = 'subject' AND t.textbook = ${TEXTBOOK}))
                         AND NOT (t.without_comment AND w.comment IS NOT NULL)
                       ORDER BY md5(tag_seed.seed || t.key)
                       LIMIT (${sql.raw(`ARRAY[${DEMO_TAGS_PER_REVIEW.join(", ")}]`)})[1 + floor(${DEMO_TAGS_PER_REVIEW.length} * pg_temp.unit(tag_seed.seed, 0))::int]
                     ) picked ORDER BY picked.position),
               coalesce(w.claimed_would_take_again, CASE WHEN w.rating >= 4 THEN 'yes' WHEN w.rating <= 2 THEN 'no'
                                                        ELSE (ARRAY['yes', 'no', 'unsure'])[1 + floor(3 * pg_temp.unit(w.seed, 0))::int] END),
               extract(year FROM w.created_at AT TIME ZONE 'UTC' - interval '8 months')::int - CASE WHEN extract(month FROM w.created_at AT TIME ZONE 'UTC') IN (9, 10) THEN 1 ELSE 0 END,
               w.comment, w.likes, w.comments, 0, w.created_at, w.created_at
        FROM syn_written_review w
          CROSS JOIN LATERAL (SELECT CASE WHEN w.difficulty_low IS NULL THEN w.difficulty
                                          ELSE least(w.difficulty_high, greatest(w.difficulty_low, coalesce(w.difficulty, w.difficulty_low))) END AS difficulty) chosen
          CROSS JOIN LATERAL (SELECT chosen.difficulty,
                                     CASE WHEN w.workload_low IS NULL THEN chosen.difficulty
                                          ELSE least(w.workload_high, greatest(w.workload_low, coalesce(chosen.difficulty, w.workload_low))) END AS workload) stored
          CROSS JOIN LATERAL (SELECT pg_temp.seed('review-tags', w.id::text) AS seed) tag_seed`,
    ],
  },
  {
    label: "Detalles de las reseñas",
    statements: [
      // A grade only where it agrees: the one the comment implies, otherwise (60 %) any grade,
      // but no failing one under four or five stars.
      sql`INSERT INTO subject_review_details (review_id, attendance_mandatory, textbook_required, grade_received, professor_id)
        SELECT w.id, ${ATTENDANCE}, ${TEXTBOOK}, grade.body,
               CASE WHEN pg_temp.unit(w.detail_seed, 3) < 0.7 THEN pg_temp.synthetic_id('professor', w.related_n::text) END
        FROM syn_written_review w
          LEFT JOIN syn_list grades ON grades.list = CASE WHEN w.claimed_passed THEN 'grade:passed' WHEN NOT w.claimed_passed THEN 'grade:failed'
                                                         WHEN pg_temp.unit(w.detail_seed, 2) < 0.6 THEN CASE WHEN w.rating <= 3 THEN 'grade:any' ELSE 'grade:high' END END
          LEFT JOIN syn_text grade ON grade.list = grades.list AND grade.i = floor(grades.size * pg_temp.unit(w.seed, 3))::int
        WHERE w.kind = 'subject'`,
      sql`INSERT INTO professor_review_details (review_id, attendance_mandatory, tips, subject_id)
        SELECT w.id, ${ATTENDANCE}, tip.body, pg_temp.synthetic_id('subject', w.related_n::text)
        FROM syn_written_review w
          LEFT JOIN syn_list tips ON pg_temp.unit(w.detail_seed, 2) < 0.5 AND tips.list = 'tip:' || w.field
          LEFT JOIN syn_text tip ON tip.list = tips.list AND tip.i = floor(tips.size * pg_temp.unit(w.seed, 3))::int
        WHERE w.kind = 'professor'`,
    ],
  },
  {
    label: "Me gusta de las reseñas",
    statements: [
      sql`INSERT INTO review_likes (review_id, user_id, created_at)
        SELECT r.id, pg_temp.synthetic_id('student', (r.liker_first + (r.liker_offset + k) % r.liker_pool + 1)::text)::text,
               least(p.anchor, r.created_at + interval '3 hours' * (k + 1))
        FROM syn_review r CROSS JOIN syn_plan p CROSS JOIN LATERAL generate_series(0, r.likes - 1) AS k
        WHERE r.likes > 0`,
    ],
  },
  {
    label: "Comentarios de las reseñas",
    statements: [
      // Replies that fit the review's kind and stars, never the same one twice under a review.
      sql`INSERT INTO review_comments (id, review_id, user_id, comment, created_at, updated_at)
        SELECT pg_temp.synthetic_id('review-comment', r.id || ':' || k), r.id,
               pg_temp.synthetic_id('student', (r.commenter_first + (r.commenter_offset + 7 * k) % r.commenter_pool + 1)::text)::text,
               reply.body, least(p.anchor, r.created_at + interval '5 hours' * (k + 1)), least(p.anchor, r.created_at + interval '5 hours' * (k + 1))
        FROM syn_review r CROSS JOIN syn_plan p CROSS JOIN LATERAL generate_series(0, r.comments - 1) AS k
          JOIN syn_list replies ON replies.list = 'reply:' || r.kind || ':' || r.rating
          JOIN syn_text reply ON reply.list = replies.list AND reply.i = (floor(replies.size * pg_temp.unit(r.seed, 3))::int + k) % replies.size
        WHERE r.comments > 0`,
    ],
  },
];
