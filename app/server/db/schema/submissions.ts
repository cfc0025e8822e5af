/** What students propose to add to the catalog. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "~/server/db/schema/accounts";
import { careers, countries, subjects, universities } from "~/server/db/schema/catalog";
import { createdAt } from "~/server/db/schema/columns";

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    submissionType: text("submission_type", { enum: ["university", "career", "professor", "subject"] }).notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    universityName: text("university_name"),
    universityCountryId: integer("university_country_id").references(() => countries.id),
    universityCity: text("university_city"),
    universityWebsite: text("university_website"),
    universityAcronym: text("university_acronym"),
    careerName: text("career_name"),
    careerUniversityId: uuid("career_university_id").references(() => universities.id, { onDelete: "cascade" }),
    careerDescription: text("career_description"),
    careerDurationYears: smallint("career_duration_years"),
    professorName: text("professor_name"),
    professorCareerId: uuid("professor_career_id").references(() => careers.id, { onDelete: "cascade" }),
    professorDepartment: text("professor_department"),
    professorEmail: text("professor_email"),
    /** A subject of the professor's career they teach (linked when the request is approved). */
    professorSubjectId: uuid("professor_subject_id").references(() => subjects.id, { onDelete: "set null" }),
    subjectName: text("subject_name"),
    subjectCareerId: uuid("subject_career_id").references(() => careers.id, { onDelete: "cascade" }),
    subjectCourseYear: smallint("subject_course_year"),
    /** 1 or 2; null for a year-long subject, as in `subjects`. */
    subjectSemester: smallint("subject_semester"),
    subjectCredits: doublePrecision("subject_credits"),
    /** The moderator's reason (shown to the submitter on /profile and in the e-mail). */
    moderatorNote: text("moderator_note"),
    /**
     * A career its submitter studies and could not find: approving it (or linking it) makes it their profile's
     * career.
     */
    forProfile: boolean("for_profile").notNull().default(false),
    /** What the automatic screening found, for the moderator (empty when nothing). */
    screeningNote: text("screening_note"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The university, career or professor the approval created or linked to. */
    resultEntityId: uuid("result_entity_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("submissions_user_recent_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("submissions_status_idx").on(t.status, t.createdAt),
    check("submissions_type_values", sql`${t.submissionType} IN ('university', 'career', 'professor', 'subject')`),
    check("submissions_status_values", sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
