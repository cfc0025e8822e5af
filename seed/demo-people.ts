/**
 * Demo people and their activity, generated deterministically from the real catalog: professors
 * for every subject, students with verified university e-mails, their reviews, likes, comments,
 * reports and campus-life posts. Names are invented (see data/demo-texts.ts).
 *
 * The data must read as one consistent site: a professor belongs to a department that teaches the
 * subject, a text only sits on a review whose stored values agree with what it claims, and no text
 * appears twice on one page (a subject, a professor, a review's replies, a student's profile).
 */
import { academicYearOf } from "~/lib/academic-terms";
import { REPORT_REASONS } from "~/lib/review-interaction-forms";
import { studentRows } from "~/server/auth/account-rows.server";
import type * as t from "~/server/db/schema";

import { type DegreeField, degreeField, departmentFor } from "./data/demo-fields";
import { DEMO_TAGS_PER_REVIEW, demoTagRules, tagFits } from "./data/demo-tags";
import {
  DEMO_FIRST_NAMES,
  DEMO_SURNAMES,
  type Gender,
  GRADES_RECEIVED,
  LIFE_POSTS,
  PROFESSOR_BIOS,
  type Rating,
  type ReplyText,
  REVIEW_COMMENTS,
  REVIEW_REPLIES,
  REVIEW_TIPS,
  type TextClaims,
} from "./data/demo-texts";
import { buildDemoVerdicts } from "./demo-verdicts";
import { asciiSlug, SeededRandom, stableId } from "./random";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type WouldTakeAgain = "yes" | "no" | "unsure";

interface DemoInput {
  careers: { id: string; universityId: string; name: string }[];
  subjects: { id: string; careerId: string; name: string }[];
  emailDomainsByUniversity: Map<string, string[]>;
  lifeCategories: { id: number; name: string }[];
  passwordHash: string;
  studentsPerCareer?: number;
}

const DAY = 86_400_000;
const PROFESSOR_ROLES = ["Profesor", "Profesor", "Profesor", "Coordinador", "Prácticas"];
/** A professor teaches about this many subjects of their department in one degree. */
const SUBJECTS_PER_PROFESSOR = 2.5;

/** The stored values a text's claims are checked against (see TextClaims). */
interface ReviewFacts {
  kind: "subject" | "professor";
  field: DegreeField;
  rating: number;
  attendanceMandatory: boolean;
  textbookRequired: boolean;
  difficulty: number | null;
  /** The workload band (1–5): the demo students' hours follow the difficulty they report. */
  workload: number | null;
  /** Fixed by the rating except at 3 stars, where the text may say either. */
  wouldTakeAgain?: WouldTakeAgain;
  /** Who a gendered text may be talking about: the professor, or the subject's teachers. */
  teacherGenders: readonly Gender[];
}

function agrees(claims: TextClaims, facts: ReviewFacts): boolean {
  return (
    (claims.on === undefined || claims.on === facts.kind) &&
    (claims.fields === undefined || claims.fields.includes(facts.field)) &&
    (claims.gender === undefined || facts.teacherGenders.includes(claims.gender)) &&
    (claims.attendanceMandatory === undefined || claims.attendanceMandatory === facts.attendanceMandatory) &&
    (claims.textbookRequired === undefined || claims.textbookRequired === facts.textbookRequired) &&
    (claims.wouldTakeAgain === undefined ||
      facts.wouldTakeAgain === undefined ||
      claims.wouldTakeAgain === facts.wouldTakeAgain) &&
    (claims.difficulty === undefined ||
      (facts.difficulty !== null &&
        facts.difficulty >= claims.difficulty[0] &&
        facts.difficulty <= claims.difficulty[1])) &&
    (claims.workload === undefined ||
      (facts.workload !== null && facts.workload >= claims.workload[0] && facts.workload <= claims.workload[1]))
  );
}

function replyFits(reply: ReplyText, facts: ReviewFacts, comment: string | null): boolean {
  return (
    agrees(reply, facts) &&
    (reply.ratings === undefined || (facts.rating >= reply.ratings[0] && facts.rating <= reply.ratings[1])) &&
    (reply.mentions === undefined || (comment !== null && reply.mentions.test(comment)))
  );
}

/**
 * The course a review written on `createdAt` describes: the one under way, except early in a
 * course (September, October), when students write about the one they just finished.
 */
function describedAcademicYear(createdAt: Date): number {
  const startOfCourse = createdAt.getUTCMonth() === 8 || createdAt.getUTCMonth() === 9;
  return academicYearOf(createdAt) - (startOfCourse ? 1 : 0);
}

/** Whoever gives four or five stars would take it again; one or two, would not. */
function wouldTakeAgainFor(rating: number): WouldTakeAgain | undefined {
  if (rating >= 4) return "yes";
  if (rating <= 2) return "no";
  return undefined;
}

/** Hands out texts so that none repeats on one page: each key remembers the texts it already shows. */
class UniqueTexts {
  private readonly shown = new Map<string, Set<string>>();

  constructor(private readonly random: SeededRandom) {}

  pick<T extends { text: string }>(pool: readonly T[], keys: readonly string[], fits: (item: T) => boolean): T | null {
    const seen = keys.map((key) => this.shown.get(key) ?? new Set<string>());
    const candidates = pool.filter((item) => fits(item) && seen.every((texts) => !texts.has(item.text)));
    if (candidates.length === 0) return null;
    const chosen = this.random.pick(candidates);
    keys.forEach((key, index) => this.shown.set(key, seen[index]!.add(chosen.text)));
    return chosen;
  }
}

interface Person {
  id: string;
  gender: Gender;
}

interface Student extends Person {
  field: DegreeField;
}

export function buildDemoPeople(input: DemoInput) {
  const random = new SeededRandom(20261124);
  const texts = new UniqueTexts(random);
  const now = Date.now();
  const daysAgo = (min: number, max: number) =>
    new Date(now - random.int(min * 24, max * 24) * 3_600_000 - random.int(0, 3_599_999));

  /** Two invented surnames, never the same twice in one name, and no two people share a full name. */
  const usedNames = new Set<string>();
  const inventPerson = () => {
    for (;;) {
      const first = random.pick(DEMO_FIRST_NAMES);
      const [surname1, surname2] = random.sample(DEMO_SURNAMES, 2) as [string, string];
      const fullName = `${first.name} ${surname1} ${surname2}`;
      if (usedNames.has(fullName)) continue;
      usedNames.add(fullName);
      return { firstName: first.name, surnames: `${surname1} ${surname2}`, fullName, gender: first.gender };
    }
  };
  /** Each target gets its own "true quality", so averages differ meaningfully between targets. */
  const quality = () => Math.min(4.9, Math.max(1.4, 3.6 + (random.next() + random.next() + random.next() - 1.5) * 1.6));
  const ratingAround = (base: number) => Math.min(5, Math.max(1, Math.round(base + (random.next() - 0.5) * 2.2)));
  const levelAround = (base: number) => Math.min(5, Math.max(1, base + random.int(-1, 1)));

  const fieldByCareer = new Map(input.careers.map((career) => [career.id, degreeField(career.name)]));

  /* Professors: each department teaching in a degree gets a pool, each teaching two or three of its subjects. */
  const professors: Insert<typeof t.professors>[] = [];
  const subjectProfessors: Insert<typeof t.subjectProfessors>[] = [];
  const teachersBySubject = new Map<string, Person[]>();
  const professorById = new Map<string, Person & { quality: number; attendanceMandatory: boolean }>();
  for (const career of input.careers) {
    const field = fieldByCareer.get(career.id)!;
    const subjectsByDepartment = new Map<string, string[]>();
    for (const subject of input.subjects) {
      if (subject.careerId !== career.id) continue;
      const department = departmentFor(field, subject.name);
      subjectsByDepartment.set(department, [...(subjectsByDepartment.get(department) ?? []), subject.id]);
    }
    const bioPool = [...PROFESSOR_BIOS.any, ...PROFESSOR_BIOS[field]];
    const bios = random.sample(bioPool, bioPool.length);
    for (const [department, subjectIds] of subjectsByDepartment) {
      const pool: Person[] = [];
      for (let i = 0; i < Math.ceil(subjectIds.length / SUBJECTS_PER_PROFESSOR); i++) {
        const person = inventPerson();
        const id = stableId("professor", `${career.id}:${department}:${i}`);
        pool.push({ id, gender: person.gender });
        professorById.set(id, {
          id,
          gender: person.gender,
          quality: quality(),
          attendanceMandatory: random.chance(0.4),
        });
        professors.push({
          id,
          name: person.fullName,
          isNamePublic: random.chance(0.65),
          universityId: career.universityId,
          department,
          description: random.chance(0.7) ? (bios.pop() ?? null) : null,
        });
      }
      subjectIds.forEach((subjectId, index) => {
        const teachers = [pool[index % pool.length]!];
        if (pool.length > 1 && random.chance(0.3)) teachers.push(random.pick(pool.filter((p) => p !== teachers[0])));
        teachers.forEach((teacher, position) => {
          subjectProfessors.push({
            subjectId,
            professorId: teacher.id,
            role: position === 0 ? random.pick(PROFESSOR_ROLES) : "Prácticas",
          });
        });
        teachersBySubject.set(subjectId, teachers);
      });
    }
  }

  /* What every review of a subject agrees on: whether its main teacher takes attendance, whether it needs a textbook. */
  const subjectsByCareer = new Map<string, string[]>();
  const subjectFacts = new Map<
    string,
    { quality: number; difficulty: number; attendanceMandatory: boolean; textbookRequired: boolean }
  >();
  for (const subject of input.subjects) {
    subjectsByCareer.set(subject.careerId, [...(subjectsByCareer.get(subject.careerId) ?? []), subject.id]);
    subjectFacts.set(subject.id, {
      quality: quality(),
      difficulty: random.int(1, 5),
      attendanceMandatory: professorById.get(teachersBySubject.get(subject.id)![0]!.id)!.attendanceMandatory,
      textbookRequired: random.chance(0.3),
    });
  }

  /* Students: verified accounts with the university's student e-mail domain. */
  const users: Insert<typeof t.user>[] = [];
  const accounts: Insert<typeof t.account>[] = [];
  // Every demo student has a career (none waits for one).
  const profiles: (Insert<typeof t.userProfiles> & { careerId: string })[] = [];
  const studentsByUniversity = new Map<string, Student[]>();
  const studentsByCareer = new Map<string, string[]>();
  const studentsPerCareer = input.studentsPerCareer ?? 14;
  let studentNumber = 0;
  for (const career of input.careers) {
    const domains = input.emailDomainsByUniversity.get(career.universityId) ?? [];
    const domain = domains.find((d) => /^(alu|alum|estudiante|correo|e-campus|go)/.test(d)) ?? domains[0];
    for (let i = 0; i < studentsPerCareer; i++) {
      studentNumber++;
      const id = stableId("user", String(studentNumber));
      const person = inventPerson();
      const email = `${asciiSlug(person.firstName)}.${asciiSlug(person.surnames)}${studentNumber}@${domain}`;
      const createdAt = daysAgo(200, 720);
      const isPublic = random.chance(0.55);
      const rows = studentRows({
        id,
        accountId: stableId("account", String(studentNumber)),
        name: person.fullName,
        email,
        passwordHash: input.passwordHash,
        createdAt,
        universityId: career.universityId,
        careerId: career.id,
        isPublic,
        showEmail: isPublic && random.chance(0.25),
      });
      users.push(rows.user);
      accounts.push(rows.account);
      profiles.push(rows.profile);
      const student = { id, gender: person.gender, field: fieldByCareer.get(career.id)! };
      studentsByUniversity.set(career.universityId, [
        ...(studentsByUniversity.get(career.universityId) ?? []),
        student,
      ]);
      studentsByCareer.set(career.id, [...(studentsByCareer.get(career.id) ?? []), id]);
    }
  }

  /* Reviews of the subjects and professors of each student's own degree. */
  const reviews: Insert<typeof t.reviews>[] = [];
  const professorReviewDetails: Insert<typeof t.professorReviewDetails>[] = [];
  const subjectReviewDetails: Insert<typeof t.subjectReviewDetails>[] = [];
  const written: {
    id: string;
    authorId: string;
    universityId: string;
    careerId: string;
    createdAt: Date;
    facts: ReviewFacts;
    comment: string | null;
  }[] = [];
  // Tags from a stream of their own, so adding them left every other demo value as it was.
  const tagRandom = new SeededRandom(20261127);
  const pickTags = (facts: ReviewFacts, hasComment: boolean) => {
    const fitting = demoTagRules(facts.kind)
      .filter(({ rule }) => tagFits(rule, { ...facts, hasComment }))
      .map(({ key }) => key);
    const chosen = new Set(tagRandom.sample(fitting, tagRandom.pick(DEMO_TAGS_PER_REVIEW)));
    return fitting.filter((key) => chosen.has(key));
  };
  const pickGrade = (passed: boolean | undefined, rating: number) =>
    random.pick(
      GRADES_RECEIVED.filter((grade) =>
        passed === undefined ? grade.passed !== false || rating <= 3 : grade.passed === passed,
      ),
    ).text;
  for (const profile of profiles) {
    const field = fieldByCareer.get(profile.careerId)!;
    const reviewedProfessors = new Set<string>();
    for (const subjectId of random.sample(subjectsByCareer.get(profile.careerId) ?? [], random.int(3, 9))) {
      const subject = subjectFacts.get(subjectId)!;
      const teachers = teachersBySubject.get(subjectId)!;
      const rating = ratingAround(subject.quality);
      const difficulty = random.chance(0.85) ? levelAround(subject.difficulty) : null;
      const facts: ReviewFacts = {
        kind: "subject",
        field,
        rating,
        attendanceMandatory: subject.attendanceMandatory,
        textbookRequired: subject.textbookRequired,
        difficulty,
        workload: difficulty,
        wouldTakeAgain: wouldTakeAgainFor(rating),
        teacherGenders: teachers.map((teacher) => teacher.gender),
      };
      const text = random.chance(0.85)
        ? texts.pick(REVIEW_COMMENTS[rating as Rating], [`subject:${subjectId}`, `author:${profile.id}`], (item) =>
            agrees(item, facts),
          )
        : null;
      // A text that says 'la profesora' names who it was taken with, so the link must agree.
      const eligibleTeachers = text?.gender
        ? teachers.filter((teacher) => teacher.gender === text.gender)
        : random.chance(0.7)
          ? teachers
          : [];
      const id = stableId("review", `${profile.id}:subject:${subjectId}`);
      const createdAt = daysAgo(0, 540);
      reviews.push({
        id,
        userId: profile.id,
        reviewType: "subject",
        subjectId,
        rating,
        difficultyLevel: facts.difficulty,
        workloadBand: facts.workload,
        tags: pickTags(facts, Boolean(text)),
        academicYear: describedAcademicYear(createdAt),
        wouldTakeAgain: text?.wouldTakeAgain ?? facts.wouldTakeAgain ?? random.pick(["yes", "no", "unsure"] as const),
        comment: text?.text ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      subjectReviewDetails.push({
        reviewId: id,
        attendanceMandatory: subject.attendanceMandatory,
        textbookRequired: subject.textbookRequired,
        gradeReceived: random.chance(0.6) ? pickGrade(text?.passed, rating) : null,
        professorId: eligibleTeachers.length > 0 ? random.pick(eligibleTeachers).id : null,
      });
      written.push({
        id,
        authorId: profile.id,
        universityId: profile.universityId,
        careerId: profile.careerId,
        createdAt,
        facts,
        comment: text?.text ?? null,
      });

      // Sometimes the student also reviews one of the subject's professors, when there is something new to say.
      const teacher = random.pick(teachers);
      if (reviewedProfessors.has(teacher.id) || !random.chance(0.45)) continue;
      const professor = professorById.get(teacher.id)!;
      const professorRating = ratingAround(professor.quality);
      const professorDifficulty = random.chance(0.6) ? levelAround(subject.difficulty) : null;
      const professorFacts: ReviewFacts = {
        kind: "professor",
        field,
        rating: professorRating,
        attendanceMandatory: professor.attendanceMandatory,
        // Not stored on a professor review, but its text speaks of the subject it names.
        textbookRequired: subject.textbookRequired,
        difficulty: professorDifficulty,
        workload: professorDifficulty,
        wouldTakeAgain: wouldTakeAgainFor(professorRating),
        teacherGenders: [professor.gender],
      };
      const professorText = texts.pick(
        REVIEW_COMMENTS[professorRating as Rating],
        [`professor:${teacher.id}`, `author:${profile.id}`],
        (item) => agrees(item, professorFacts),
      );
      if (!professorText) continue;
      reviewedProfessors.add(teacher.id);
      const professorReviewId = stableId("review", `${profile.id}:professor:${teacher.id}`);
      const professorCreatedAt = daysAgo(0, 540);
      reviews.push({
        id: professorReviewId,
        userId: profile.id,
        reviewType: "professor",
        professorId: teacher.id,
        rating: professorRating,
        difficultyLevel: professorFacts.difficulty,
        workloadBand: professorFacts.workload,
        tags: pickTags(professorFacts, true),
        academicYear: describedAcademicYear(professorCreatedAt),
        wouldTakeAgain: professorText.wouldTakeAgain ?? professorFacts.wouldTakeAgain ?? "unsure",
        comment: professorText.text,
        createdAt: professorCreatedAt,
        updatedAt: professorCreatedAt,
      });
      professorReviewDetails.push({
        reviewId: professorReviewId,
        attendanceMandatory: professor.attendanceMandatory,
        tips: random.chance(0.5)
          ? (texts.pick(REVIEW_TIPS, [`tips:${teacher.id}`], (tip) => agrees(tip, professorFacts))?.text ?? null)
          : null,
        subjectId,
      });
      written.push({
        id: professorReviewId,
        authorId: profile.id,
        universityId: profile.universityId,
        careerId: profile.careerId,
        createdAt: professorCreatedAt,
        facts: professorFacts,
        comment: professorText.text,
      });
    }
  }

  /* Likes and a few reports from fellow students of the same university; replies from the same degree, who took the subject. */
  const reviewLikes: Insert<typeof t.reviewLikes>[] = [];
  const reviewComments: Insert<typeof t.reviewComments>[] = [];
  const reviewReports: Insert<typeof t.reviewReports>[] = [];
  for (const review of written) {
    const peers = (studentsByUniversity.get(review.universityId) ?? [])
      .filter((student) => student.id !== review.authorId)
      .map((student) => student.id);
    const likeCount = random.chance(0.35) ? 0 : Math.floor(random.next() ** 2 * 12);
    for (const userId of random.sample(peers, likeCount)) reviewLikes.push({ reviewId: review.id, userId });
    if (random.chance(0.25)) {
      const classmates = (studentsByCareer.get(review.careerId) ?? []).filter((id) => id !== review.authorId);
      random.sample(classmates, random.int(1, 3)).forEach((userId, index) => {
        const reply = texts.pick(REVIEW_REPLIES, [`replies:${review.id}`], (item) =>
          replyFits(item, review.facts, review.comment),
        );
        if (!reply) return;
        const createdAt = clampToNow(
          new Date(review.createdAt.getTime() + (index + 1) * random.int(2, 72) * 3_600_000),
          now,
        );
        reviewComments.push({ reviewId: review.id, userId, comment: reply.text, createdAt, updatedAt: createdAt });
      });
    }
    if (random.chance(0.02) && peers.length > 0) {
      reviewReports.push({
        reviewId: review.id,
        userId: random.pick(peers),
        reason: random.pick(REPORT_REASONS),
        description: null,
      });
    }
  }

  /* Campus-life posts, each by a student who can have written it, with likes and its own replies. */
  const posts: Insert<typeof t.universityLifePosts>[] = [];
  const postLikes: Insert<typeof t.universityLifeLikes>[] = [];
  const postComments: Insert<typeof t.universityLifeComments>[] = [];
  const categoryIdByName = new Map(input.lifeCategories.map((c) => [c.name, c.id]));
  let postNumber = 0;
  for (const [universityId, students] of studentsByUniversity) {
    const studentIds = students.map((student) => student.id);
    const possibleAuthors = (template: (typeof LIFE_POSTS)[number]) =>
      students.filter(
        (s) =>
          (!template.author?.fields || template.author.fields.includes(s.field)) &&
          (!template.author?.gender || template.author.gender === s.gender),
      );
    const templates = LIFE_POSTS.filter((template) => possibleAuthors(template).length > 0);
    for (const template of random.sample(templates, random.int(10, 16))) {
      postNumber++;
      const id = stableId("post", String(postNumber));
      const createdAt = random.chance(0.3) ? daysAgo(0, 6) : daysAgo(7, 240);
      const authorId = random.pick(possibleAuthors(template)).id;
      posts.push({
        id,
        universityId,
        categoryId: random.chance(0.9) ? (categoryIdByName.get(template.category) ?? null) : null,
        userId: authorId,
        title: template.title,
        content: template.content,
        createdAt,
        updatedAt: createdAt,
      });
      // Fellow students like it and reply to it; nobody likes their own post (the site refuses it).
      const others = studentIds.filter((userId) => userId !== authorId);
      for (const userId of random.sample(others, Math.floor(random.next() ** 2 * 18)))
        postLikes.push({ postId: id, userId });
      for (const content of random.sample(template.comments, random.int(0, 5))) {
        const commentAt = clampToNow(new Date(createdAt.getTime() + random.int(1, 96) * 3_600_000), now);
        postComments.push({ postId: id, userId: random.pick(others), content, createdAt: commentAt });
      }
    }
  }

  reviews.push(...buildDemoVerdicts(profiles, now));

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
