/**
 * The seed: real catalog facts (countries, universities, e-mail domains, degrees and study plans)
 * plus deterministic demo data with invented names (professors, students, reviews, campus posts,
 * blog). It runs once, on an empty database.
 */
import { hashPassword } from "better-auth/crypto";
import { count, sql } from "drizzle-orm";

import { admitsStudents, classifyDomains } from "~/lib/professor-accounts";
import { recomputeAllCounters, recomputeAllRatings } from "~/server/aggregates.server";
import { insertAccount, staffRows } from "~/server/auth/account-rows.server";
import { countWords, readTimeMinutes, renderArticleBody } from "~/server/blog/content.server";
import type { Database } from "~/server/db/client.server";
import * as t from "~/server/db/schema";

import { CAREERS } from "./data/careers";
import { ARTICLE_COMMENTS, BLOG_ARTICLES, BLOG_AUTHORS, BLOG_CATEGORIES, LIFE_CATEGORIES } from "./data/demo-texts";
import { COUNTRIES, UNIVERSITIES } from "./data/universities";
import { buildDemoPeople } from "./demo-people";
import { stableId } from "./random";
import { careersFromRegister, readRegister, sameDegree } from "./register-careers";

/** Password of every demo account (documented in the README). */
export const DEMO_PASSWORD = "UniOpina2026";

/** The demo moderator (README): a staff account without a student profile, to try /moderacion. */
export const DEMO_MODERATOR_EMAIL = "moderacion@uniopina.es";
/** The demo admin (README): the moderator's powers, plus roles and the audit log (/moderacion/registro). */
export const DEMO_ADMIN_EMAIL = "admin@uniopina.es";
/** A verified professor account of the Universidad de Alicante: it manages the profile of that university's most reviewed professor. */
export const DEMO_PROFESSOR_EMAIL = "docente.demo@ua.es";

const SUBJECT_CATEGORIES = [
  { name: "Formación básica", description: "Asignaturas de formación básica de la rama de conocimiento." },
  { name: "Obligatoria", description: "Asignaturas obligatorias del plan de estudios." },
  { name: "Optativa", description: "Asignaturas optativas a elección del estudiante." },
  { name: "Prácticas externas", description: "Prácticas en empresas e instituciones." },
  { name: "Trabajo Fin de Grado", description: "Trabajo final que culmina los estudios de grado." },
];

/** What the register does not say of a degree: left empty, as the catalog leaves every unknown fact. */
const EMPTY_CAREER_FACTS = {
  description: null,
  durationYears: null,
  campus: null,
  modalidad: null,
  plazasOfertadas: null,
  precioCredito1: null,
  precioCredito2: null,
  precioCredito3: null,
  precioCredito4: null,
  professionalOutcomes: null,
  url: null,
} as const;

async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [{ universities }] = await db.select({ universities: count() }).from(t.universities);
  return universities === 0;
}

export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db);
  return true;
}

/** Insert in chunks: one statement per few hundred rows keeps PGlite and PostgreSQL fast. */
async function insertChunked<T extends Parameters<Database["insert"]>[0]>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
  chunk = 500,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}

export async function seedDatabase(db: Database, options: { studentsPerCareer?: number } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;

    /* ---- Real catalog ---- */
    const countryRows = await database
      .insert(t.countries)
      .values(COUNTRIES)
      .returning({ id: t.countries.id, code: t.countries.code });
    const countryIdByCode = new Map(countryRows.map((row) => [row.code, row.id]));

    await insertChunked(
      database,
      t.universities,
      UNIVERSITIES.map((u) => ({
        id: stableId("university", u.key),
        name: u.name,
        acronym: u.acronym,
        aliases: u.aliases ?? [],
        city: u.city,
        countryId: countryIdByCode.get(u.countryCode) ?? fail(`País desconocido: ${u.countryCode}`),
        website: u.website,
        description: u.description ?? null,
        foundationYear: u.foundationYear ?? null,
        isPublicInstitution: u.isPublicInstitution,
      })),
    );
    await insertChunked(
      database,
      t.emailDomains,
      UNIVERSITIES.flatMap((u) =>
        [...classifyDomains(u.emailDomains)].map(([domain, kind]) => ({
          universityId: stableId("university", u.key),
          domain,
          kind,
        })),
      ),
    );

    const categoryRows = await database.insert(t.subjectCategories).values(SUBJECT_CATEGORIES).returning();
    const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));

    // The careers with a study plan (data/careers.ts) and their demo students, reviews and posts.
    const careerRows: (typeof t.careers.$inferInsert & { id: string; universityId: string; ructCodes: string[] })[] =
      CAREERS.map((c) => ({
        id: stableId("career", `${c.universityKey}:${c.name}`),
        universityId: stableId("university", c.universityKey),
        name: c.name,
        description: c.description ?? null,
        durationYears: c.durationYears,
        area: c.area,
        campus: c.campus ?? null,
        modalidad: c.modalidad ?? null,
        plazasOfertadas: c.plazasOfertadas ?? null,
        precioCredito1: c.precioCredito?.first ?? null,
        precioCredito2: c.precioCredito?.second ?? null,
        precioCredito3: c.precioCredito?.third ?? null,
        precioCredito4: c.precioCredito?.fourth ?? null,
        professionalOutcomes: c.professionalOutcomes ?? null,
        url: c.url ?? null,
        ructCodes: [],
      }));
    // Every other official degree of the Spanish universities, from the register: a career with its
    // name, branch and codes, and nothing else (the register says nothing else). A register degree
    // that has a study plan here is that career, which takes its codes.
    for (const degree of careersFromRegister(UNIVERSITIES, readRegister()).careers) {
      const planned = CAREERS.findIndex((c) => sameDegree(c, degree));
      if (planned !== -1) {
        careerRows[planned]!.ructCodes = degree.ructCodes;
        continue;
      }
      careerRows.push({
        ...EMPTY_CAREER_FACTS,
        id: stableId("career", `${degree.universityKey}:${degree.name}`),
        universityId: stableId("university", degree.universityKey),
        name: degree.name,
        area: degree.branch,
        ructCodes: degree.ructCodes,
      });
    }
    await insertChunked(database, t.careers, careerRows);
    const plannedCareers = careerRows.slice(0, CAREERS.length);

    const subjectRows = CAREERS.flatMap((c) =>
      c.subjects.map((s) => ({
        id: stableId("subject", `${c.universityKey}:${c.name}:${s.courseYear}:${s.semester ?? 0}:${s.name}`),
        careerId: stableId("career", `${c.universityKey}:${c.name}`),
        name: s.name,
        courseYear: s.courseYear,
        semester: s.semester,
        credits: s.credits ?? null,
        categoryId: categoryIdByName.get(s.category) ?? null,
      })),
    );
    await insertChunked(database, t.subjects, subjectRows);

    /* ---- Demo data ---- */
    const lifeCategoryRows = await database
      .insert(t.universityLifeCategories)
      .values(LIFE_CATEGORIES.map((name) => ({ name })))
      .returning();

    const people = buildDemoPeople({
      careers: plannedCareers.map((c) => ({ id: c.id, universityId: c.universityId, name: c.name })),
      subjects: subjectRows.map((s) => ({ id: s.id, careerId: s.careerId, name: s.name })),
      // Demo students get an address of a domain students register with.
      emailDomainsByUniversity: new Map(
        UNIVERSITIES.map((u) => [
          stableId("university", u.key),
          [...classifyDomains(u.emailDomains)].filter(([, kind]) => admitsStudents(kind)).map(([domain]) => domain),
        ]),
      ),
      lifeCategories: lifeCategoryRows,
      passwordHash,
      studentsPerCareer: options.studentsPerCareer,
    });
    await insertChunked(database, t.professors, people.professors);
    await insertChunked(database, t.subjectProfessors, people.subjectProfessors);
    await insertChunked(database, t.user, people.users);
    await insertChunked(database, t.account, people.accounts);
    await insertChunked(database, t.userProfiles, people.profiles);
    await insertChunked(database, t.reviews, people.reviews);
    await insertChunked(database, t.professorReviewDetails, people.professorReviewDetails);
    await insertChunked(database, t.subjectReviewDetails, people.subjectReviewDetails);
    await insertChunked(database, t.reviewLikes, people.reviewLikes);
    await insertChunked(database, t.reviewComments, people.reviewComments);
    await insertChunked(database, t.reviewReports, people.reviewReports);
    await insertChunked(database, t.universityLifePosts, people.posts);
    await insertChunked(database, t.universityLifeLikes, people.postLikes);
    await insertChunked(database, t.universityLifeComments, people.postComments);

    await seedBlog(
      database,
      people.users.map((user) => user.id),
    );
    await seedModeration(
      database,
      people.users.map((user) => user.id),
      passwordHash,
      plannedCareers,
      countryIdByCode,
    );

    // The demo grades are written as students wrote them before the form asked the scale; the
    // migration's mapping puts the unambiguous ones on it, as it did for the reviews of the time.
    await database.execute(sql`SELECT * FROM f_map_legacy_grades()`);
    await recomputeAllCounters(database);
    await recomputeAllRatings(database);
    // The demo professor account manages the Universidad de Alicante's most reviewed professor.
    await database.execute(sql`
      UPDATE professors SET claimed_by = ${stableId("user", "professor")}
      WHERE id = (SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.name = 'Universidad de Alicante' ORDER BY p.review_count DESC, p.id LIMIT 1)`);
  });
  // Fresh statistics so the planner uses the indexes at once.
  await db.execute(sql`ANALYZE`);
}

/** The articles, and on most of them up to two comments by demo students (counted in `comments_count`). */
async function seedBlog(db: Database, studentIds: string[]) {
  const now = Date.now();
  const comments = BLOG_ARTICLES.flatMap((article, index) =>
    Array.from({ length: index % 3 }, (_, k) => ({
      postId: stableId("blog-post", article.slug),
      userId: studentIds[(index * 7 + k * 13) % studentIds.length]!,
      content: ARTICLE_COMMENTS[(index + k) % ARTICLE_COMMENTS.length]!,
      createdAt: new Date(Math.min(now, new Date(article.publishedAt).getTime() + (k + 1) * 86_400_000)),
    })),
  );
  const categories = await db.insert(t.blogCategories).values(BLOG_CATEGORIES).returning();
  const authors = await db
    .insert(t.blogAuthors)
    .values(BLOG_AUTHORS.map((a) => ({ id: stableId("blog-author", a.fullName), fullName: a.fullName, bio: a.bio })))
    .returning();
  await db.insert(t.blogPosts).values(
    BLOG_ARTICLES.map((article) => ({
      id: stableId("blog-post", article.slug),
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      content: article.body,
      contentFormat: article.format,
      readTimeMinutes: readTimeMinutes(countWords(renderArticleBody(article.body, article.format))),
      isFeatured: article.isFeatured,
      isPublished: true,
      publishedAt: new Date(article.publishedAt),
      categoryId: categories.find((c) => c.name === article.category)?.id ?? null,
      authorId: authors.find((a) => a.fullName === article.author)?.id ?? null,
      commentsCount: comments.filter((comment) => comment.postId === stableId("blog-post", article.slug)).length,
    })),
  );
  await db.insert(t.blogPostComments).values(comments);
}

/**
 * The demo moderator and admin, a few requests waiting for review and two decisions already taken
 * (a rejected request, a warning), each with its row in the audit log, so the console and the log
 * have something to show. The requests are from the last students by id (tests take students from
 * the first ones) and a few days old (outside the daily limit's window).
 */
async function seedModeration(
  db: Database,
  studentIds: string[],
  passwordHash: string,
  careerRows: { id: string; universityId: string; name: string }[],
  countryIdByCode: Map<string, number>,
) {
  const moderatorId = stableId("user", "moderator");
  const createdAt = new Date(Date.now() - 400 * 86_400_000);
  const staff = [
    { key: "moderator", role: "moderator", name: "Equipo de Moderación", email: DEMO_MODERATOR_EMAIL },
    { key: "admin", role: "admin", name: "Administración de UniOpina", email: DEMO_ADMIN_EMAIL },
    { key: "professor", role: "professor", name: "Docente de demostración", email: DEMO_PROFESSOR_EMAIL },
  ] as const;
  for (const { key, ...person } of staff) {
    await insertAccount(
      db,
      staffRows({ id: stableId("user", key), accountId: stableId("account", key), passwordHash, createdAt, ...person }),
    );
  }

  const [warned, rejectedAuthor, first, second, third] = [...studentIds].sort().slice(-5);
  const career = careerRows[0]!;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db.insert(t.submissions).values([
    {
      userId: first!,
      submissionType: "university",
      universityName: "Universidad del Atlántico Medio",
      universityCountryId: countryIdByCode.get("ES")!,
      universityCity: "Las Palmas de Gran Canaria",
      universityWebsite: "https://www.unidam.es",
      createdAt: daysAgo(3),
    },
    {
      userId: second!,
      submissionType: "career",
      careerName: "Grado en Ciencia de Datos",
      careerUniversityId: career.universityId,
      careerDurationYears: 4,
      createdAt: daysAgo(2),
    },
    {
      userId: third!,
      submissionType: "professor",
      professorName: "Lucía Ferrandiz Olmedilla",
      professorCareerId: career.id,
      professorDepartment: "Departamento de Matemáticas",
      createdAt: daysAgo(2),
    },
  ]);

  const rejectionNote = "Ya está en UniOpina como Universitat de València.";
  const [rejected] = await db
    .insert(t.submissions)
    .values({
      userId: rejectedAuthor!,
      submissionType: "university",
      status: "rejected",
      universityName: "Universidad de Valencia",
      universityCountryId: countryIdByCode.get("ES")!,
      universityCity: "València",
      moderatorNote: rejectionNote,
      reviewedBy: moderatorId,
      reviewedAt: daysAgo(4),
      createdAt: daysAgo(5),
    })
    .returning({ id: t.submissions.id });
  const warning = "Cuida el tono: critica la asignatura, no a las personas.";
  await db
    .insert(t.userSanctions)
    .values({ userId: warned!, kind: "warning", reason: warning, createdBy: moderatorId, createdAt: daysAgo(3) });
  await db.insert(t.moderationAuditLog).values([
    {
      actorId: moderatorId,
      action: "submission.reject",
      targetType: "submission",
      targetId: rejected!.id,
      reason: rejectionNote,
      details: { kind: "university", name: "Universidad de Valencia" },
      createdAt: daysAgo(4),
    },
    {
      actorId: moderatorId,
      action: "user.warn",
      targetType: "user",
      targetId: warned!,
      reason: warning,
      details: { rule: "respeto" },
      createdAt: daysAgo(3),
    },
  ]);
  // Its statement of reasons, as the console writes it: the student reads it on /profile and may appeal it.
  await db.insert(t.moderationDecisions).values({
    userId: warned!,
    targetType: "user",
    targetId: warned!,
    restriction: "warning",
    rule: "respeto",
    facts: `${warning} Si se repite, tu cuenta podría suspenderse.`,
    source: "moderator",
    automated: false,
    decidedBy: moderatorId,
    createdAt: daysAgo(3),
  });
}

function fail(message: string): never {
  throw new Error(message);
}
