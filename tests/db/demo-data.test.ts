/**
 * The demo data reads as one consistent site: departments fit the degree and the
 * subject, review texts agree with the stored values they sit next to, no text repeats on a page,
 * and the pages count and pick what they say they do.
 */
import { type SQL, sql } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";

import { reviewTagKeys } from "~/lib/review-tags";

import { degreeField, departmentFor, fieldDepartments, LAB_FIELDS } from "../../seed/data/demo-fields";
import { type Rating, REVIEW_COMMENTS, REVIEW_REPLIES, REVIEW_TIPS } from "../../seed/data/demo-texts";
import { useTestApp } from "../support/app";
import { unescapeHtml } from "../support/html";
import { textOf } from "../support/no-script-browser";
import { contradictions, genderOf, type StoredReview, storedReviews, valueProblems } from "../support/review-texts";

const { app } = useTestApp();

async function rows<T>(query: SQL): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

let stored: StoredReview[];
beforeAll(async () => {
  stored = await storedReviews(app.db);
});

describe("demo professors", () => {
  it("covers every seeded degree with a field of study", async () => {
    const degrees = await rows<{ name: string }>(
      sql`SELECT DISTINCT c.name FROM careers c JOIN subjects s ON s.career_id = c.id`,
    );
    expect(degrees.length).toBeGreaterThan(5);
    for (const { name } of degrees) expect(() => degreeField(name), name).not.toThrow();
  });

  it("belong to a department of their degree's field that teaches each subject they teach", async () => {
    const teaching = await rows<{
      professor: string;
      department: string;
      career_name: string;
      subject_name: string;
    }>(sql`
      SELECT p.name AS professor, p.department, c.name AS career_name, s.name AS subject_name
      FROM professors p JOIN subject_professors sp ON sp.professor_id = p.id JOIN subjects s ON s.id = sp.subject_id JOIN careers c ON c.id = s.career_id`);
    expect(teaching.length).toBeGreaterThan(500);
    const outsideField = teaching.filter(
      (row) => !fieldDepartments(degreeField(row.career_name)).includes(row.department),
    );
    expect(outsideField.map((row) => `${row.career_name}: ${row.professor}, ${row.department}`)).toEqual([]);
    const wrongSubject = teaching.filter(
      (row) => departmentFor(degreeField(row.career_name), row.subject_name) !== row.department,
    );
    expect(wrongSubject.map((row) => `${row.subject_name}: ${row.department}`)).toEqual([]);
  });

  it("a professor page never shows a department from another field (Derecho Civil in computing)", async () => {
    const [{ misplaced }] = await rows<{ misplaced: number }>(sql`
      SELECT count(*)::int AS misplaced FROM professors p
      WHERE EXISTS (SELECT 1 FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id JOIN careers c ON c.id = s.career_id
                    WHERE sp.professor_id = p.id AND c.name LIKE '%Informática%')
        AND (p.department LIKE '%Derecho%' OR p.department LIKE '%Contabilidad%' OR p.department LIKE '%Historia%')`);
    expect(misplaced).toBe(0);
  });
});

describe("no repeated text on one page", () => {
  it("no subject, professor or student profile lists two reviews with the same comment", async () => {
    const repeated = await rows<{ page: string; comment: string; n: number }>(sql`
      SELECT 'subject ' || subject_id AS page, comment, count(*)::int AS n FROM reviews WHERE subject_id IS NOT NULL AND comment IS NOT NULL GROUP BY subject_id, comment HAVING count(*) > 1
      UNION ALL
      SELECT 'professor ' || professor_id, comment, count(*)::int FROM reviews WHERE professor_id IS NOT NULL AND comment IS NOT NULL GROUP BY professor_id, comment HAVING count(*) > 1
      UNION ALL
      SELECT 'author ' || user_id, comment, count(*)::int FROM reviews WHERE comment IS NOT NULL GROUP BY user_id, comment HAVING count(*) > 1`);
    expect(repeated).toEqual([]);
  });

  it("no review has two identical replies, no professor two identical tips, no post two identical comments", async () => {
    const repeated = await rows<{ page: string; text: string }>(sql`
      SELECT 'review ' || review_id AS page, comment AS text FROM review_comments GROUP BY review_id, comment HAVING count(*) > 1
      UNION ALL
      SELECT 'tips of ' || r.professor_id, pd.tips FROM professor_review_details pd JOIN reviews r ON r.id = pd.review_id
        WHERE pd.tips IS NOT NULL GROUP BY r.professor_id, pd.tips HAVING count(*) > 1
      UNION ALL
      SELECT 'post ' || post_id, content FROM university_life_comments GROUP BY post_id, content HAVING count(*) > 1`);
    expect(repeated).toEqual([]);
  });

  it("the 30 most reviewed subjects and professors render each review text once", async () => {
    const targets = await rows<{ path: string; id: string; column: "subject_id" | "professor_id" }>(sql`
      (SELECT '/subject/' || subject_id AS path, subject_id AS id, 'subject_id' AS column FROM reviews WHERE subject_id IS NOT NULL GROUP BY subject_id ORDER BY count(*) DESC, subject_id LIMIT 30)
      UNION ALL
      (SELECT '/profesor/' || professor_id, professor_id, 'professor_id' FROM reviews WHERE professor_id IS NOT NULL GROUP BY professor_id ORDER BY count(*) DESC, professor_id LIMIT 30)`);
    expect(targets).toHaveLength(60);
    for (const target of targets) {
      // The first page: the 10 newest reviews, as the page lists them.
      const firstPage = await rows<{ comment: string | null }>(
        sql`SELECT comment FROM reviews WHERE ${sql.identifier(target.column)} = ${target.id} ORDER BY created_at DESC, id DESC LIMIT 10`,
      );
      const html = await app.html(target.path);
      const shown = [...html.matchAll(/<p class="review-comment">([^<]*)<\/p>/g)].map((match) =>
        unescapeHtml(match[1]!),
      );
      expect(shown.toSorted(), target.path).toEqual(
        firstPage.flatMap((review) => (review.comment ? [review.comment] : [])).toSorted(),
      );
      expect(new Set(shown).size, `${target.path} repeats a review text`).toBe(shown.length);
    }
  });
});

describe("texts agree with the values stored next to them", () => {
  it("every review comment comes from its rating's pool and contradicts none of its stored values", () => {
    const commented = stored.filter((review) => review.comment);
    expect(commented.length).toBeGreaterThan(1500);
    const problems = commented.flatMap((review) => {
      const text = REVIEW_COMMENTS[review.rating as Rating].find((candidate) => candidate.text === review.comment);
      if (!text) return [`${review.id}: not a ${review.rating}-star demo text`];
      return contradictions(text, review).map(
        (problem) => `${review.id} «${review.comment!.slice(0, 40)}…»: ${problem}`,
      );
    });
    expect(problems).toEqual([]);
  });

  it("every tip fits its professor review and every reply fits the review it answers", async () => {
    const problems = stored
      .filter((review) => review.tips)
      .flatMap((review) => {
        const tip = REVIEW_TIPS.find((candidate) => candidate.text === review.tips);
        return tip
          ? contradictions(tip, review).map((problem) => `tip «${review.tips}»: ${problem}`)
          : [`unknown tip «${review.tips}»`];
      });
    const replies = await rows<{ review_id: string; comment: string }>(
      sql`SELECT review_id, comment FROM review_comments`,
    );
    const reviewById = new Map(stored.map((review) => [review.id, review]));
    for (const { review_id, comment } of replies) {
      const review = reviewById.get(review_id)!;
      const reply = REVIEW_REPLIES.find((candidate) => candidate.text === comment);
      if (!reply) {
        problems.push(`unknown reply «${comment}»`);
        continue;
      }
      problems.push(...contradictions(reply, review).map((problem) => `reply «${comment}»: ${problem}`));
      if (reply.ratings && (review.rating < reply.ratings[0] || review.rating > reply.ratings[1]))
        problems.push(`reply «${comment}» to ${review.rating} stars`);
      if (reply.mentions && !reply.mentions.test(review.comment ?? ""))
        problems.push(`reply «${comment}» to «${review.comment}»`);
    }
    expect(replies.length).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it("stars, would-take-again, grades, courses and tags agree: no 'Suspenso' on four or five stars, no course after the review, no tag its values deny", () => {
    const problems = stored.flatMap((review) => valueProblems(review).map((problem) => `${review.id}: ${problem}`));
    expect(problems).toEqual([]);
    // Most reviews carry tags, and each kind's vocabulary is used.
    expect(stored.filter((review) => review.tags.length > 0).length).toBeGreaterThan(stored.length / 2);
    for (const kind of ["subject", "professor"] as const) {
      const used = new Set(stored.filter((review) => review.review_type === kind).flatMap((review) => review.tags));
      expect([...used].sort()).toEqual(reviewTagKeys(kind).sort());
    }
  });

  // Read straight from the wording, independently of the tags the generator uses.
  const wording: { name: string; pattern: RegExp; breaks: (review: StoredReview) => boolean }[] = [
    {
      name: "a text saying classes are not compulsory is never tagged 'Asistencia obligatoria'",
      pattern: /no es obligatori|no son obligatori|no pasa lista|no hace falta ir|sin pasar lista/i,
      breaks: (review) => review.attendance_mandatory === true || review.tags.includes("asistencia-controlada"),
    },
    {
      name: "a text saying the teacher takes attendance always carries 'Asistencia obligatoria'",
      pattern: /(?<!no )pasa lista|asistencia es obligatoria/i,
      breaks: (review) => review.attendance_mandatory !== true,
    },
    {
      name: "a text recommending the subject or teacher never says it would not take it again",
      pattern: /recomendable|la recomiendo|(?<!no )volvería a (cursarla|cogerla|elegir)|elige el suyo/i,
      breaks: (review) => review.would_take_again === "no",
    },
    {
      name: "a text advising against it never says it would take it again",
      pattern: /no recomiendo|no volvería|no la cursaría/i,
      breaks: (review) => review.would_take_again === "yes",
    },
    {
      name: "a text saying 'aprobé' never sits on a failing grade",
      pattern: /\baprobé/i,
      breaks: (review) => /suspenso|no presentado/i.test(review.grade_received ?? ""),
    },
    {
      name: "a text complaining about the workload is never tagged 'Llevadera'",
      pattern: /carga de trabajo (es )?desproporcionada|no tiene nada que ver con los créditos|exige mucha dedicación/i,
      breaks: (review) => review.tags.includes("llevadera"),
    },
    {
      name: "a text about bad classes never praises them with a tag",
      pattern: /clases no aportan nada|lectura del manual|lectura de las diapositivas/i,
      breaks: (review) =>
        review.tags.some((tag) =>
          ["explica-con-claridad", "clases-participativas", "motiva", "contenido-interesante"].includes(tag),
        ),
    },
    {
      name: "a text saying the writer failed (and no later pass) never sits on a passing grade",
      pattern: /^(?!.*aprob).*\b(suspend(í|imos)|me presenté dos veces)/i,
      breaks: (review) => review.grade_received !== null && !/suspenso|no presentado/i.test(review.grade_received),
    },
    {
      name: "a text calling the subject very hard is not rated easy",
      pattern: /asignatura (muy )?difícil/i,
      breaks: (review) => review.difficulty_level !== null && review.difficulty_level <= 3,
    },
    {
      name: "a text about 'la profesora' is about a woman",
      pattern: /\bprofesora\b|\bcon ella\b/i,
      breaks: (review) => !review.professor_name || genderOf(review.professor_name) !== "f",
    },
    {
      name: "a text about laboratory practicals belongs to a degree with laboratories",
      pattern: /laboratorio/i,
      breaks: (review) => !LAB_FIELDS.includes(degreeField(review.career_name)),
    },
    {
      name: "a text judging the subject's place in the plan is a subject review",
      pattern: /^(asignatura|la mejor asignatura|una de las asignaturas)/i,
      breaks: (review) => review.review_type !== "subject",
    },
  ];
  it.each(wording)("$name", ({ pattern, breaks }) => {
    const matching = stored.filter((review) => review.comment && pattern.test(review.comment));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.filter(breaks).map((review) => `${review.id}: ${review.comment}`)).toEqual([]);
  });
});

describe("pages count and pick what they say", () => {
  it("the career page's 'N profesores evaluados' counts only professors with reviews", async () => {
    const careers = await rows<{ id: string; evaluated: number; unrated: number }>(sql`
      SELECT c.id, count(*) FILTER (WHERE p.review_count > 0)::int AS evaluated, count(*) FILTER (WHERE p.review_count = 0)::int AS unrated
      FROM careers c JOIN professors p ON p.id IN (SELECT sp.professor_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE s.career_id = c.id)
      GROUP BY c.id`);
    expect(careers.length).toBeGreaterThan(5);
    expect(careers.some((career) => career.unrated > 0)).toBe(true);
    for (const career of careers) {
      const html = await app.html(`/career/${career.id}`);
      const line = html.match(/(\d+) profesor(?:es)? evaluados?/);
      expect(line, career.id).not.toBeNull();
      expect(Number(line![1]), career.id).toBe(career.evaluated);
      expect(html.split("Sin valoraciones aún").length - 1, career.id).toBe(career.unrated);
    }
  });

  it("the home's three student voices come from three different universities, even when one has all the most-liked reviews", async () => {
    const voiceUniversities = async () => {
      const html = await app.html("/");
      const section = html.slice(html.indexOf("Lo que dicen los estudiantes"));
      const voices = parseDocument(section.slice(0, section.indexOf("</ul>")));
      // Each voice names its university after the label a screen reader reads.
      const lines = DomUtils.findAll(
        (element) => element.name === "p" && textOf(element).startsWith("Universidad:"),
        voices.children,
      );
      return lines.map((line) => textOf(line).slice("Universidad:".length).trim());
    };
    const seeded = await voiceUniversities();
    expect(seeded).toHaveLength(3);
    expect(new Set(seeded).size).toBe(3);

    // Make one university's recent reviews the most liked of all: it may show one voice, not three.
    const busiest = await rows<{ id: string; university: string }>(sql`
      SELECT r.id, u.name AS university FROM reviews r JOIN subjects s ON s.id = r.subject_id JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
      WHERE r.comment IS NOT NULL AND r.created_at >= now() - interval '150 days'
        AND u.id = (SELECT university_id FROM user_profiles GROUP BY university_id ORDER BY count(*) DESC, university_id LIMIT 1)
      ORDER BY r.created_at DESC LIMIT 5`);
    expect(busiest).toHaveLength(5);
    const ids = sql.join(
      busiest.map((review) => sql`${review.id}::uuid`),
      sql`, `,
    );
    await app.db.execute(sql`UPDATE reviews SET likes_count = likes_count + 1000 WHERE id IN (${ids})`);
    await app.pagesChanged();
    try {
      const voices = await voiceUniversities();
      expect(voices).toHaveLength(3);
      expect(new Set(voices).size).toBe(3);
      expect(voices[0]).toBe(busiest[0]!.university);
    } finally {
      await app.db.execute(sql`UPDATE reviews SET likes_count = likes_count - 1000 WHERE id IN (${ids})`);
      await app.pagesChanged();
    }
  });
});

describe("campus life", () => {
  it("no student likes their own post, and every post is liked and answered by students of its university", async () => {
    const [own] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM university_life_likes l JOIN university_life_posts p ON p.id = l.post_id WHERE l.user_id = p.user_id`);
    expect(own!.n).toBe(0);
    const [outsiders] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT l.user_id, l.post_id FROM university_life_likes l UNION ALL SELECT c.user_id, c.post_id FROM university_life_comments c
      ) x JOIN university_life_posts p ON p.id = x.post_id JOIN user_profiles up ON up.id = x.user_id WHERE up.university_id <> p.university_id`);
    expect(outsiders!.n).toBe(0);
    const [posts] = await rows<{ n: number; liked: number; commented: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE likes_count > 0)::int AS liked, count(*) FILTER (WHERE comments_count > 0)::int AS commented FROM university_life_posts`);
    expect(posts!.liked).toBeGreaterThan(posts!.n / 3);
    expect(posts!.commented).toBeGreaterThan(posts!.n / 3);
  });
});
