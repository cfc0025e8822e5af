/**
 * The synthetic national-scale generator (`npm run db:synthetic`) at a tiny scale on this file's
 * own database copy: the counts its README documents, the rules of the site, counters equal to
 * their rows, students who can sign in, and a second run refused.
 */
import { verifyPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Rating, REVIEW_COMMENTS, REVIEW_TIPS } from "../../seed/data/demo-texts";
import { DEMO_PASSWORD } from "../../seed/seed.server";
import {
  countSyntheticUniversities,
  generateSyntheticData,
  SyntheticDataRefused,
} from "../../seed/synthetic/generate.server";
import { syntheticPlan } from "../../seed/synthetic/plan";
import { startTestApp, type TestApp } from "../support/app";
import { TestClient } from "../support/client";
import { counterDrift, NO_DRIFT } from "../support/counters";
import { contradictions, storedReviews, valueProblems } from "../support/review-texts";

const SCALE = 0.001;
const plan = syntheticPlan(SCALE);

/** Reviews of subjects and professors: the plan counts them (verdicts on careers and universities come on top). */
const TEACHING = sql.raw(`review_type IN ('professor', 'subject')`);

let app: TestApp;
let reviewsBefore: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row!.n);
}

/** The synthetic universities: those with a synthetic student domain. */
const SYNTHETIC_UNIVERSITIES = sql`SELECT university_id FROM email_domains WHERE domain LIKE 'alumnos.sintetica-%.example'`;

beforeAll(async () => {
  app = await startTestApp();
  reviewsBefore = await count(sql`SELECT count(*) AS n FROM reviews WHERE ${TEACHING}`);
  await generateSyntheticData(app.db, { scale: SCALE, kind: app.kind });
  await app.pagesChanged();
});
afterAll(() => app.close());

describe("synthetic dataset", () => {
  it("adds the documented counts, scaled", async () => {
    expect(plan).toMatchObject({
      universities: 1,
      careers: 15,
      subjects: 300,
      professors: 150,
      students: 50,
      reviews: 3000,
      posts: 500,
    });
    const [added] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM universities WHERE id IN (${SYNTHETIC_UNIVERSITIES})) AS universities,
        (SELECT count(*)::int FROM careers WHERE university_id IN (${SYNTHETIC_UNIVERSITIES})) AS careers,
        (SELECT count(*)::int FROM subjects s JOIN careers c ON c.id = s.career_id WHERE c.university_id IN (${SYNTHETIC_UNIVERSITIES})) AS subjects,
        (SELECT count(*)::int FROM professors WHERE university_id IN (${SYNTHETIC_UNIVERSITIES})) AS professors,
        (SELECT count(*)::int FROM user_profiles WHERE university_id IN (${SYNTHETIC_UNIVERSITIES})) AS students,
        (SELECT count(*)::int FROM reviews WHERE ${TEACHING}) - ${reviewsBefore}::int AS reviews,
        (SELECT count(*)::int FROM university_life_posts WHERE university_id IN (${SYNTHETIC_UNIVERSITIES})) AS posts`);
    expect(added).toEqual({
      universities: plan.universities,
      careers: plan.careers,
      subjects: plan.subjects,
      professors: plan.professors,
      students: plan.students,
      reviews: plan.reviews,
      posts: plan.posts,
    });
    expect(await countSyntheticUniversities(app.db)).toBe(plan.universities);
  });

  it("gives every review its details row, and likes, comments and teaching links in numbers", async () => {
    const [facts] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM reviews r WHERE r.review_type IN ('professor', 'subject')
                                              AND NOT EXISTS (SELECT 1 FROM subject_review_details d WHERE d.review_id = r.id)
                                              AND NOT EXISTS (SELECT 1 FROM professor_review_details d WHERE d.review_id = r.id)) AS without_details,
        (SELECT count(*)::int FROM subject_review_details d JOIN reviews r ON r.id = d.review_id WHERE r.review_type <> 'subject') AS wrong_subject_details,
        (SELECT count(*)::int FROM professor_review_details d JOIN reviews r ON r.id = d.review_id WHERE r.review_type <> 'professor') AS wrong_professor_details,
        (SELECT count(*)::int FROM reviews WHERE user_id IS NULL) AS anonymised,
        (SELECT count(*)::int FROM review_likes) AS review_likes,
        (SELECT count(*)::int FROM review_comments) AS review_comments,
        (SELECT count(*)::int FROM university_life_likes) AS post_likes,
        (SELECT count(*)::int FROM university_life_comments) AS post_comments,
        (SELECT count(*)::int FROM subjects s JOIN careers c ON c.id = s.career_id
           WHERE c.university_id IN (${SYNTHETIC_UNIVERSITIES}) AND NOT EXISTS (SELECT 1 FROM subject_professors sp WHERE sp.subject_id = s.id)) AS untaught_subjects,
        (SELECT count(*)::int FROM professors WHERE university_id IN (${SYNTHETIC_UNIVERSITIES}) AND NOT is_name_public) AS private_professors`);
    expect(facts).toMatchObject({
      without_details: 0,
      wrong_subject_details: 0,
      wrong_professor_details: 0,
      untaught_subjects: 0,
    });
    // Most reviews are anonymised (their authors' accounts are gone): 50 students cannot write 3,000 within their careers.
    expect(facts.anonymised).toBeGreaterThan(plan.reviews / 2);
    expect(facts.review_likes).toBeGreaterThan(plan.reviews);
    expect(facts.review_comments).toBeGreaterThan(plan.reviews / 10);
    expect(facts.post_likes).toBeGreaterThan(plan.posts / 2);
    expect(facts.post_comments).toBeGreaterThan(plan.posts / 2);
    expect(facts.private_professors).toBeGreaterThan(plan.professors / 5);
  });

  it("gives students' verdicts on their own career and university, in proportion to them", async () => {
    const [verdicts] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM reviews r JOIN user_profiles up ON up.id = r.user_id
           WHERE up.university_id IN (${SYNTHETIC_UNIVERSITIES}) AND r.review_type = 'career') AS careers,
        (SELECT count(*)::int FROM reviews r JOIN user_profiles up ON up.id = r.user_id
           WHERE up.university_id IN (${SYNTHETIC_UNIVERSITIES}) AND r.review_type = 'university') AS universities,
        (SELECT count(*)::int FROM reviews r JOIN user_profiles up ON up.id = r.user_id
           WHERE up.university_id IN (${SYNTHETIC_UNIVERSITIES}) AND r.review_type IN ('career', 'university')
             AND coalesce(r.career_id = up.career_id, r.university_id = up.university_id) IS NOT TRUE) AS elsewhere`);
    // Two in five students give one on their career, one in three on their university (a hash decides).
    expect(verdicts!.careers).toBeGreaterThan(plan.students * 0.2);
    expect(verdicts!.careers).toBeLessThan(plan.students * 0.6);
    expect(verdicts!.universities).toBeGreaterThan(plan.students * 0.15);
    expect(verdicts!.universities).toBeLessThan(plan.students * 0.55);
    expect(verdicts!.elsewhere).toBe(0);
  });

  it("follows the site's rules: own career only, nobody likes their own review or post", async () => {
    const [violations] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM reviews r JOIN user_profiles up ON up.id = r.user_id JOIN subjects s ON s.id = r.subject_id
           WHERE s.career_id <> up.career_id) AS subject_outside_career,
        (SELECT count(*)::int FROM reviews r JOIN user_profiles up ON up.id = r.user_id
           WHERE r.professor_id IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE sp.professor_id = r.professor_id AND s.career_id = up.career_id)) AS professor_outside_career,
        (SELECT count(*)::int FROM review_likes l JOIN reviews r ON r.id = l.review_id WHERE r.user_id = l.user_id) AS own_review_likes,
        (SELECT count(*)::int FROM university_life_likes l JOIN university_life_posts p ON p.id = l.post_id
           WHERE p.user_id = l.user_id AND p.university_id IN (${SYNTHETIC_UNIVERSITIES})) AS own_post_likes,
        (SELECT count(*)::int FROM university_life_posts p JOIN user_profiles up ON up.id = p.user_id WHERE up.university_id <> p.university_id) AS posts_elsewhere,
        (SELECT count(*)::int FROM user_profiles up JOIN email_domains d ON d.university_id = up.university_id
           WHERE d.domain LIKE 'alumnos.sintetica-%.example' AND split_part(up.verification_email, '@', 2) <> d.domain) AS foreign_addresses`);
    expect(violations).toEqual({
      subject_outside_career: 0,
      professor_outside_career: 0,
      own_review_likes: 0,
      own_post_likes: 0,
      posts_elsewhere: 0,
      foreign_addresses: 0,
    });
  });

  it("writes texts that agree with the values stored next to them, as the seed does", async () => {
    const reviews = await storedReviews(app.db, sql`c.university_id IN (${SYNTHETIC_UNIVERSITIES})`);
    expect(reviews.filter((review) => review.comment).length).toBeGreaterThan(plan.reviews / 2);
    expect(reviews.filter((review) => review.tags.length > 0).length).toBeGreaterThan(plan.reviews / 2);
    const problems = reviews.flatMap((review) => {
      const found: string[] = [];
      if (review.comment) {
        const text = REVIEW_COMMENTS[review.rating as Rating].find((candidate) => candidate.text === review.comment);
        if (!text) found.push(`not a ${review.rating}-star demo text`);
        else found.push(...contradictions(text, review));
      }
      if (review.tips) {
        const tip = REVIEW_TIPS.find((candidate) => candidate.text === review.tips);
        if (!tip) found.push(`unknown tip`);
        else found.push(...contradictions(tip, review).map((problem) => `tip: ${problem}`));
      }
      found.push(...valueProblems(review));
      return found.map((problem) => `${review.id}: ${problem}`);
    });
    expect(problems).toEqual([]);
    const [repeated] = await rows<{ replies: number; post_comments: number }>(sql`
      SELECT (SELECT count(*)::int FROM (SELECT 1 FROM review_comments GROUP BY review_id, comment HAVING count(*) > 1) x) AS replies,
             (SELECT count(*)::int FROM (SELECT 1 FROM university_life_comments GROUP BY post_id, content HAVING count(*) > 1) x) AS post_comments`);
    expect(repeated).toEqual({ replies: 0, post_comments: 0 });
  });

  it("stores counters and averages equal to what the rows say", async () => {
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("lets a synthetic student sign in with the demo password and read the most reviewed subject", async () => {
    const [student] = await rows<{ email: string; password: string }>(sql`
      SELECT u.email, a.password FROM "user" u JOIN account a ON a.user_id = u.id AND a.provider_id = 'credential'
      WHERE u.email LIKE '%@alumnos.sintetica-%.example' AND u.email_verified ORDER BY u.email LIMIT 1`);
    expect(await verifyPassword({ hash: student!.password, password: DEMO_PASSWORD })).toBe(true);
    const client = new TestClient(app, "198.51.100.77");
    expect((await client.signIn(student!.email, DEMO_PASSWORD)).status).toBe(302);

    const [subject] = await rows<{ id: string; name: string }>(
      sql`SELECT id, name FROM subjects ORDER BY review_count DESC, id LIMIT 1`,
    );
    const page = await client.request(`/subject/${subject!.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(subject!.name);
  });

  it("refuses a second run, and PGlite above a small scale, changing nothing", async () => {
    const before = await count(sql`SELECT count(*) AS n FROM reviews`);
    await expect(generateSyntheticData(app.db, { scale: SCALE, kind: app.kind })).rejects.toThrow(SyntheticDataRefused);
    await expect(generateSyntheticData(app.db, { scale: 1, kind: "pglite" })).rejects.toThrow(/PGlite/);
    expect(await count(sql`SELECT count(*) AS n FROM reviews`)).toBe(before);
  });
});
