/** A student's profile: university, career, year, privacy. */
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { user } from "~/server/db/schema/accounts";
import { careers, universities } from "~/server/db/schema/catalog";
import { createdAt, updatedAt } from "~/server/db/schema/columns";

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    universityId: uuid("university_id")
      .notNull()
      .references(() => universities.id),
    /**
     * Null while the career the student wrote at sign-up ("Mi carrera no aparece") waits: the
     * request is a submission `for_profile` of theirs, settled (the career created) when they
     * confirm their address, or by a moderator before that.
     */
    careerId: uuid("career_id").references(() => careers.id),
    isUniversityVerified: boolean("is_university_verified").notNull().default(false),
    verificationEmail: text("verification_email"),
    fullName: text("full_name").notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    /** A public profile shows the university e-mail only when its owner chose so. */
    showEmail: boolean("show_email").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_profiles_university_idx").on(t.universityId, t.createdAt),
    index("user_profiles_career_idx").on(t.careerId, t.createdAt),
  ],
);
