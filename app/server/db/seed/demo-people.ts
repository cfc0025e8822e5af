/**
 * Demo people and their activity, generated deterministically from the real catalog: professors
 * for every subject, students with verified university e-mails, their reviews, likes, comments,
 * reports and campus-life posts. All names are obviously fictional (see data/demo-texts.ts).
 */
import type * as t from "../schema";
import {
  DEMO_DEPARTMENTS,
  DEMO_FIRST_NAMES,
  DEMO_SURNAMES,
  GRADES_RECEIVED,
  LIFE_COMMENTS,
  LIFE_POSTS,
  PROFESSOR_BIOS,
  REVIEW_COMMENTS,
  REVIEW_REPLIES,
  REVIEW_TIPS,
} from "./data/demo-texts";
import { REPORT_REASONS } from "../../../lib/review-interaction-forms";
import { asciiSlug, SeededRandom, stableId } from "./random";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

interface DemoInput {
  careers: { id: string; universityId: string }[];
  subjects: { id: string; careerId: string }[];
  emailDomainsByUniversity: Map<string, string[]>;
  lifeCategories: { id: number; name: string }[];
  passwordHash: string;
  studentsPerCareer?: number;
}

const DAY = 86_400_000;
const PROFESSOR_ROLES = ["Profesor", "Profesor", "Profesor", "Coordinador", "Prácticas"];

export function buildDemoPeople(input: DemoInput) {
  const random = new SeededRandom(20261123);
  const now = Date.now();
  const daysAgo = (min: number, max: number) => new Date(now - random.int(min * 24, max * 24) * 3_600_000 - random.int(0, 3_599_999));

  const fictionalName = () => `${random.pick(DEMO_FIRST_NAMES)} ${random.pick(DEMO_SURNAMES)} ${random.pick(DEMO_SURNAMES)}`;
  /** Each target gets its own "true quality", so averages differ meaningfully between targets. */
  const quality = () => Math.min(4.9, Math.max(1.4, 3.6 + (random.next() + random.next() + random.next() - 1.5) * 1.6));
  const ratingAround = (base: number) => Math.min(5, Math.max(1, Math.round(base + (random.next() - 0.5) * 2.2)));

  const professors: Insert<typeof t.professors>[] = [];
  const subjectProfessors: Insert<typeof t.subjectProfessors>[] = [];
  const professorsBySubject = new Map<string, string[]>();
  const subjectsByProfessor = new Map<string, string[]>();
  const professorQuality = new Map<string, number>();
  const subjectQuality = new Map<string, { rating: number; difficulty: number }>();

  const subjectsByCareer = new Map<string, string[]>();
  for (const subject of input.subjects) {
    subjectsByCareer.set(subject.careerId, [...(subjectsByCareer.get(subject.careerId) ?? []), subject.id]);
    subjectQuality.set(subject.id, { rating: quality(), difficulty: random.int(1, 5) });
  }

  /* Professors: a pool per degree, each teaching two or three of its subjects. */
  for (const career of input.careers) {
    const careerSubjects = subjectsByCareer.get(career.id) ?? [];
    const poolSize = Math.max(3, Math.ceil(careerSubjects.length / 2.5));
    const pool: string[] = [];
    for (let i = 0; i < poolSize; i++) {
      const id = stableId("professor", `${career.id}:${i}`);
      pool.push(id);
      professorQuality.set(id, quality());
      professors.push({
        id,
        name: fictionalName(),
        isNamePublic: random.chance(0.65),
        universityId: career.universityId,
        department: random.pick(DEMO_DEPARTMENTS),
        description: random.chance(0.7) ? random.pick(PROFESSOR_BIOS) : null,
      });
    }
    careerSubjects.forEach((subjectId, index) => {
      const teachers = [pool[index % pool.length]];
      if (random.chance(0.3)) teachers.push(random.pick(pool.filter((p) => p !== teachers[0])));
      teachers.forEach((professorId, position) => {
        subjectProfessors.push({ subjectId, professorId, role: position === 0 ? random.pick(PROFESSOR_ROLES) : "Prácticas" });
        professorsBySubject.set(subjectId, [...(professorsBySubject.get(subjectId) ?? []), professorId]);
        subjectsByProfessor.set(professorId, [...(subjectsByProfessor.get(professorId) ?? []), subjectId]);
      });
    });
  }

  /* Students: verified accounts with the university's student e-mail domain. */
  const users: Insert<typeof t.user>[] = [];
  const accounts: Insert<typeof t.account>[] = [];
  const profiles: Insert<typeof t.userProfiles>[] = [];
  const studentsByUniversity = new Map<string, string[]>();
  const studentsPerCareer = input.studentsPerCareer ?? 14;
  let studentNumber = 0;
  for (const career of input.careers) {
    const domains = input.emailDomainsByUniversity.get(career.universityId) ?? [];
    const domain = domains.find((d) => /^(alu|alum|estudiante|correo|e-campus|go)/.test(d)) ?? domains[0];
    for (let i = 0; i < studentsPerCareer; i++) {
      studentNumber++;
      const id = stableId("user", String(studentNumber));
      const firstName = random.pick(DEMO_FIRST_NAMES);
      const surnames = `${random.pick(DEMO_SURNAMES)} ${random.pick(DEMO_SURNAMES)}`;
      const fullName = `${firstName} ${surnames}`;
      const email = `${asciiSlug(firstName)}.${asciiSlug(surnames)}${studentNumber}@${domain}`;
      const createdAt = daysAgo(200, 720);
      const isPublic = random.chance(0.55);
      users.push({ id, name: fullName, email, emailVerified: true, createdAt, updatedAt: createdAt });
      accounts.push({ id: stableId("account", String(studentNumber)), accountId: id, providerId: "credential", userId: id, password: input.passwordHash, createdAt, updatedAt: createdAt });
      profiles.push({
        id,
        universityId: career.universityId,
        careerId: career.id,
        isUniversityVerified: true,
        verificationEmail: email,
        fullName,
        isPublic,
        showEmail: isPublic && random.chance(0.25),
        createdAt,
        updatedAt: createdAt,
      });
      studentsByUniversity.set(career.universityId, [...(studentsByUniversity.get(career.universityId) ?? []), id]);
    }
  }

  /* Reviews of the subjects and professors of each student's own degree. */
  const reviews: Insert<typeof t.reviews>[] = [];
  const professorReviewDetails: Insert<typeof t.professorReviewDetails>[] = [];
  const subjectReviewDetails: Insert<typeof t.subjectReviewDetails>[] = [];
  const reviewUniversity = new Map<string, string>();
  for (const profile of profiles) {
    const careerSubjects = subjectsByCareer.get(profile.careerId) ?? [];
    const reviewedProfessors = new Set<string>();
    for (const subjectId of random.sample(careerSubjects, random.int(3, 9))) {
      const target = subjectQuality.get(subjectId)!;
      const rating = ratingAround(target.rating);
      const id = stableId("review", `${profile.id}:subject:${subjectId}`);
      const createdAt = daysAgo(0, 540);
      reviews.push({
        id,
        userId: profile.id,
        reviewType: "subject",
        subjectId,
        rating,
        difficultyLevel: random.chance(0.85) ? Math.min(5, Math.max(1, target.difficulty + random.int(-1, 1))) : null,
        wouldTakeAgain: rating >= 4 ? "yes" : rating <= 2 ? "no" : random.pick(["yes", "no", "unsure"] as const),
        comment: random.chance(0.85) ? random.pick(REVIEW_COMMENTS[rating as 1 | 2 | 3 | 4 | 5]) : null,
        createdAt,
        updatedAt: createdAt,
      });
      subjectReviewDetails.push({
        reviewId: id,
        attendanceMandatory: random.chance(0.4),
        textbookRequired: random.chance(0.3),
        gradeReceived: random.chance(0.6) ? random.pick(GRADES_RECEIVED) : null,
        professorId: random.chance(0.7) ? random.pick(professorsBySubject.get(subjectId) ?? [null]) : null,
      });
      reviewUniversity.set(id, profile.universityId);

      // Sometimes the student also reviews one of the subject's professors.
      const professorId = random.pick(professorsBySubject.get(subjectId) ?? []);
      if (professorId && !reviewedProfessors.has(professorId) && random.chance(0.45)) {
        reviewedProfessors.add(professorId);
        const professorRating = ratingAround(professorQuality.get(professorId)!);
        const professorReviewId = stableId("review", `${profile.id}:professor:${professorId}`);
        const professorCreatedAt = daysAgo(0, 540);
        reviews.push({
          id: professorReviewId,
          userId: profile.id,
          reviewType: "professor",
          professorId,
          rating: professorRating,
          difficultyLevel: random.chance(0.6) ? random.int(1, 5) : null,
          wouldTakeAgain: professorRating >= 4 ? "yes" : professorRating <= 2 ? "no" : "unsure",
          comment: random.pick(REVIEW_COMMENTS[professorRating as 1 | 2 | 3 | 4 | 5]),
          createdAt: professorCreatedAt,
          updatedAt: professorCreatedAt,
        });
        professorReviewDetails.push({
          reviewId: professorReviewId,
          attendanceMandatory: random.chance(0.4),
          tips: random.chance(0.5) ? random.pick(REVIEW_TIPS) : null,
          subjectId,
        });
        reviewUniversity.set(professorReviewId, profile.universityId);
      }
    }
  }

  /* Likes, replies and a few reports, from fellow students of the same university. */
  const reviewLikes: Insert<typeof t.reviewLikes>[] = [];
  const reviewComments: Insert<typeof t.reviewComments>[] = [];
  const reviewReports: Insert<typeof t.reviewReports>[] = [];
  for (const review of reviews) {
    const peers = (studentsByUniversity.get(reviewUniversity.get(review.id!)!) ?? []).filter((id) => id !== review.userId);
    const likeCount = random.chance(0.35) ? 0 : Math.floor(random.next() ** 2 * 12);
    for (const userId of random.sample(peers, likeCount)) reviewLikes.push({ reviewId: review.id!, userId });
    if (random.chance(0.25)) {
      random.sample(peers, random.int(1, 3)).forEach((userId, index) => {
        const createdAt = new Date(new Date(review.createdAt!).getTime() + (index + 1) * random.int(2, 72) * 3_600_000);
        reviewComments.push({ reviewId: review.id!, userId, comment: random.pick(REVIEW_REPLIES), createdAt: clampToNow(createdAt, now), updatedAt: clampToNow(createdAt, now) });
      });
    }
    if (random.chance(0.02) && peers.length > 0) {
      reviewReports.push({ reviewId: review.id!, userId: random.pick(peers), reason: random.pick(REPORT_REASONS), description: null });
    }
  }

  /* Campus-life posts with likes and comments. */
  const posts: Insert<typeof t.universityLifePosts>[] = [];
  const postLikes: Insert<typeof t.universityLifeLikes>[] = [];
  const postComments: Insert<typeof t.universityLifeComments>[] = [];
  const categoryIdByName = new Map(input.lifeCategories.map((c) => [c.name, c.id]));
  let postNumber = 0;
  for (const [universityId, students] of studentsByUniversity) {
    for (const template of random.sample(LIFE_POSTS, random.int(10, 16))) {
      postNumber++;
      const id = stableId("post", String(postNumber));
      const createdAt = random.chance(0.3) ? daysAgo(0, 6) : daysAgo(7, 240);
      posts.push({
        id,
        universityId,
        categoryId: random.chance(0.9) ? (categoryIdByName.get(template.category) ?? null) : null,
        userId: random.pick(students),
        title: template.title,
        content: template.content,
        createdAt,
        updatedAt: createdAt,
      });
      for (const userId of random.sample(students, Math.floor(random.next() ** 2 * 18))) postLikes.push({ postId: id, userId });
      for (let i = random.int(0, 5); i > 0; i--) {
        const commentAt = clampToNow(new Date(createdAt.getTime() + random.int(1, 96) * 3_600_000), now);
        postComments.push({ postId: id, userId: random.pick(students), content: random.pick(LIFE_COMMENTS), createdAt: commentAt });
      }
    }
  }

  return {
    professors,
    subjectProfessors,
    users,
    accounts,
    profiles,
    reviews,
    professorReviewDetails,
    subjectReviewDetails,
    reviewLikes,
    reviewComments,
    reviewReports,
    posts,
    postLikes,
    postComments,
  };
}

function clampToNow(date: Date, now: number): Date {
  return date.getTime() > now ? new Date(now - DAY / 24) : date;
}
