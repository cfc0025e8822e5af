/**
 * The whole UniOpina schema (SPEC §3). One file so a reader finds every table in one place.
 * Counters (ratings, likes, comments) are stored columns kept in step with their rows by the
 * domain modules inside the same transaction, so every list is a single indexed query.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { CATALOG_ENTRY_KINDS, CATALOG_REPORT_REASONS } from "~/lib/catalog-reports";
import { CONTACT_TYPES, INSTITUTION_TYPES } from "~/lib/contact-forms";
import { LEGAL_NOTICE_REASONS } from "~/lib/legal-notices";
import {
  MODERATED_CONTENT_KINDS,
  MODERATION_STATUSES,
  PUBLIC_MODERATION_STATUSES,
  SANCTION_KINDS,
  USER_ROLES,
} from "~/lib/moderation";
import {
  APPEAL_LIMITS,
  APPEAL_STATUSES,
  COMMUNITY_RULES,
  DECISION_SOURCES,
  RESTRICTIONS,
} from "~/lib/moderation-decisions";
import { WEB_IMAGE_URL_SQL_PATTERN } from "~/lib/post-forms";
import { CLAIM_STATUSES, EMAIL_DOMAIN_KINDS, PROFESSOR_CLAIM_LIMITS } from "~/lib/professor-accounts";
import { REVIEW_REPLY_MAX } from "~/lib/professor-links";
import {
  OBJECTION_LIMITS,
  OBJECTION_RELATIONSHIPS,
  OBJECTION_REQUESTS,
  OBJECTION_STATUSES,
} from "~/lib/professor-objections";
import { RANKING_MIN_ANSWERS } from "~/lib/ranking";
import { REVIEW_KINDS } from "~/lib/review-forms";
import { REPORT_REASONS } from "~/lib/review-interaction-forms";
import { GRADES, SITTINGS } from "~/lib/review-scales";
import { REVIEW_TAGS, REVIEW_TAGS_MAX, reviewTagKeys } from "~/lib/review-tags";
import { FINISHED_STAGE, VERDICT_CATEGORIES } from "~/lib/verdicts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** An item of a moderators' queue with a due date (notices, claims, objections): when it came, by when to decide, and the decision's why, who and when. */
const dueDecision = () => ({
  decisionReason: text("decision_reason"),
  decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A name as searches compare it, lower-case and without accents ('Córdoba' → 'cordoba'), stored
 * and kept by PostgreSQL itself, under a trigram index. Stored rather than an index on the
 * expression because a trigram match is only a candidate: each one is checked again against the
 * row, and folding every candidate's name again is too slow for a common word at national scale.
 * `f_unaccent` comes from migration 0001.
 */
/**
 * What the public reviews of a professor or a subject add up to beside the average and the count,
 * kept by the same recompute (aggregates.server.ts): how many gave each of 1–5 stars, and how many
 * answered "would take again" and how many of them said yes.
 */
const reviewFigures = () => ({
  ratingCounts: integer("rating_counts")
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`),
  wouldTakeAgainYes: integer("would_take_again_yes").notNull().default(0),
  wouldTakeAgainAnswers: integer("would_take_again_answers").notNull().default(0),
  /** How many answered each workload band (1–5), in that order. */
  workloadCounts: integer("workload_counts")
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`),
});

/** How many public reviews carry each tag of a kind's vocabulary, in its order (lib/review-tags.ts). */
const tagCounts = (kind: keyof typeof REVIEW_TAGS) =>
  integer("tag_counts")
    .array()
    .notNull()
    .default(sql.raw(`'{${REVIEW_TAGS[kind].map(() => 0).join(",")}}'`));

/** "tags <@ ARRAY['a', 'b']": every tag of a review is one of its kind's. */
const tagsOf = (kind: keyof typeof REVIEW_TAGS) =>
  sql.raw(
    `tags <@ ARRAY[${reviewTagKeys(kind)
      .map((key) => `'${key}'`)
      .join(", ")}]::text[]`,
  );

const searchText = (name: string, source: string) =>
  text(name).generatedAlwaysAs(sql`f_unaccent(lower(${sql.identifier(source)}))`);

/** "col IN ('a', 'b')" for a CHECK constraint, from one of the shared lists of values. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * Every table of student-written content carries its moderation state (app/lib/moderation.ts) and,
 * when it is not simply published, the reason in Spanish: the screening's explanation to the
 * author, or the moderator's. Only 'published' and 'flagged' rows are public and counted.
 */
const moderationStatus = () => text("moderation_status", { enum: MODERATION_STATUSES }).notNull().default("published");
const moderationNote = () => text("moderation_note");
/** The partial indexes' condition for public rows: the literal list the queries write too (public-content.server.ts). */
const publicReviews = oneOf("moderation_status", PUBLIC_MODERATION_STATUSES);

/* ------------------------------------------------------------------ better-auth */
// Column names follow what better-auth's CLI generates for the Drizzle adapter.

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").default(false).notNull(),
    image: text("image"),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    /** student, professor (a claim approved or waiting, professors/claims.server.ts), moderator or admin; only `npm run user:promote` and admins change staff roles. */
    role: text("role", { enum: USER_ROLES }).notNull().default("student"),
    /** Set by a moderator's suspension: until then the account can read but not write. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
  },
  () => [check("user_role_values", oneOf("role", USER_ROLES))],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Fixed-window counters for throttling (failed sign-ins per account and per address, resends).
 * In the database so every server process shares them.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/* ------------------------------------------------------------------ catalog */

export const countries = pgTable("countries", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  code: text("code").notNull().unique(),
});

/**
 * The stored figures of students' verdicts on a career or a university (lib/verdicts.ts), kept
 * with their reviews by every write (aggregates.server.ts): count, average, stars counts, the
 * stars counts of each category (five per category), and «¿Volverías a elegirla?».
 */
const verdictFigures = (categories: number) => ({
  verdictCount: integer("verdict_count").notNull().default(0),
  verdictAverage: doublePrecision("verdict_average"),
  verdictRatingCounts: integer("verdict_rating_counts").array().notNull().default(sql.raw(`'{0,0,0,0,0}'`)),
  verdictCategoryCounts: integer("verdict_category_counts")
    .array()
    .notNull()
    .default(sql.raw(`'{${Array.from({ length: categories * 5 }, () => 0).join(",")}}'`)),
  verdictAgainYes: integer("verdict_again_yes").notNull().default(0),
  verdictAgainAnswers: integer("verdict_again_answers").notNull().default(0),
});

export const universities = pgTable(
  "universities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    acronym: text("acronym"),
    /** Other names students use for it: other acronyms and short names ("UMU", "Complutense"), from the seed's data. */
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text("city"),
    /** The autonomous community of a Spanish university (lib/regions.ts), from the Ministry's register; null elsewhere. */
    region: text("region"),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    website: text("website"),
    bannerUrl: text("banner_url"),
    logoUrl: text("logo_url"),
    description: text("description"),
    foundationYear: smallint("foundation_year"),
    studentCapacity: integer("student_capacity"),
    campusSizeKm2: doublePrecision("campus_size_km2"),
    rankingPosition: integer("ranking_position"),
    acceptanceRate: doublePrecision("acceptance_rate"),
    tuitionRange: text("tuition_range"),
    facilities: text("facilities").array(),
    phoneNumber: text("phone_number"),
    emailContact: text("email_contact"),
    campusImages: text("campus_images").array(),
    /** Public (state-run) or private institution; real data from the seed. */
    isPublicInstitution: boolean("is_public_institution"),
    isEnabled: boolean("is_enabled").notNull().default(true),
    searchName: searchText("search_name", "name"),
    searchAcronym: searchText("search_acronym", "acronym"),
    /** Average and count of the reviews written by this university's students (SPEC §7 ranking). */
    averageRating: doublePrecision("average_rating"),
    totalReviews: integer("total_reviews").notNull().default(0),
    ...verdictFigures(VERDICT_CATEGORIES.university.length),
    createdAt: createdAt(),
  },
  (t) => [
    index("universities_enabled_name_idx").on(t.isEnabled, t.name),
    index("universities_country_idx").on(t.countryId),
    index("universities_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
    index("universities_search_acronym_idx").using("gin", t.searchAcronym.op("gin_trgm_ops")),
    check(
      "universities_acceptance_rate_range",
      sql`${t.acceptanceRate} IS NULL OR (${t.acceptanceRate} >= 0 AND ${t.acceptanceRate} <= 100)`,
    ),
    check("universities_total_reviews_nonneg", sql`${t.totalReviews} >= 0`),
  ],
);

export const emailDomains = pgTable(
  "email_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    universityId: uuid("university_id")
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    /** Whose addresses these are (lib/professor-accounts.ts): students register with them, professors claim their profile with them. */
    kind: text("kind", { enum: EMAIL_DOMAIN_KINDS }).notNull().default("shared"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_domains_domain_unique").on(t.domain),
    check("email_domains_kind_values", oneOf("kind", EMAIL_DOMAIN_KINDS)),
    index("email_domains_university_idx").on(t.universityId),
    check("email_domains_lowercase", sql`${t.domain} = lower(${t.domain})`),
  ],
);

export const careers = pgTable(
  "careers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    universityId: uuid("university_id")
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    description: text("description"),
    durationYears: smallint("duration_years"),
    area: text("area"),
    campus: text("campus"),
    modalidad: text("modalidad"),
    plazasOfertadas: integer("plazas_ofertadas"),
    precioCredito1: numeric("precio_credito_1", { precision: 7, scale: 2, mode: "number" }),
    precioCredito2: numeric("precio_credito_2", { precision: 7, scale: 2, mode: "number" }),
    precioCredito3: numeric("precio_credito_3", { precision: 7, scale: 2, mode: "number" }),
    precioCredito4: numeric("precio_credito_4", { precision: 7, scale: 2, mode: "number" }),
    professionalOutcomes: text("professional_outcomes"),
    url: text("url"),
    /** The degree's codes in the Ministry's register (RUCT): two when it was registered again under a new code. */
    ructCodes: text("ruct_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isEnabled: boolean("is_enabled").notNull().default(true),
    searchName: searchText("search_name", "name"),
    /**
     * The folded name as students type it, for the search (catalog/search-match.server.ts):
     * «grado en medicina» → «medicina», without the English title some carry («… / bachelor in …»).
     */
    searchCore: text("search_core").generatedAlwaysAs(
      sql`regexp_replace(regexp_replace(f_unaccent(lower(name)), '^(doble )?grado en ', ''), ' / .*$', '')`,
    ),
    /** The sum of its subjects' review counts (the home's most reviewed careers), kept with them. */
    reviewCount: integer("review_count").notNull().default(0),
    /** The average rating of its subjects' reviews (Explore's rating filter, the careers ranking), kept with them. */
    averageRating: doublePrecision("average_rating"),
    createdAt: createdAt(),
    /**
     * Created for the student who could not find it at sign-up, when they confirmed their address
     * (published at once, «pendiente de confirmar»), not by the register or a moderator.
     */
    addedByStudent: boolean("added_by_student").notNull().default(false),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    /** When a moderator confirmed a career a student added. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: text("confirmed_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * The lowest official cut-off mark of its latest year with one (cutoff_marks), kept with them:
     * the mark that gave a place at one of its centres («¿Con mi nota?», cards, sorting).
     */
    latestCutoff: numeric("latest_cutoff", { precision: 5, scale: 3, mode: "number" }),
    latestCutoffYear: smallint("latest_cutoff_year"),
    /** How many centres published a mark that year: «desde» on a card when several did. */
    latestCutoffCentres: smallint("latest_cutoff_centres"),
    ...verdictFigures(VERDICT_CATEGORIES.career.length),
  },
  (t) => [
    index("careers_university_name_idx").on(t.universityId, t.name),
    // «¿Con mi nota?»: the careers whose latest cut-off is at or below a mark, highest first.
    index("careers_latest_cutoff_idx")
      .on(t.latestCutoff.desc(), t.id)
      .where(sql`${t.latestCutoff} IS NOT NULL`),
    // The console's queue of careers students added that no moderator has confirmed, oldest first.
    index("careers_unconfirmed_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.addedByStudent} AND ${t.confirmedAt} IS NULL`),
    index("careers_most_reviewed_idx").on(t.reviewCount.desc().nullsFirst(), t.name),
    // Explore lists careers by name.
    index("careers_name_idx").on(t.name, t.id),
    index("careers_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
    index("careers_search_core_idx").on(t.searchCore),
    check("careers_duration_range", sql`${t.durationYears} IS NULL OR ${t.durationYears} BETWEEN 1 AND 8`),
    check("careers_review_count_nonneg", sql`${t.reviewCount} >= 0`),
  ],
);

/**
 * The official cut-off marks of a career (data/notas-de-corte), per centre and year of admission:
 * a null mark is a year the Ministry published none for that centre.
 */
export const cutoffMarks = pgTable(
  "cutoff_marks",
  {
    careerId: uuid("career_id")
      .notNull()
      .references(() => careers.id, { onDelete: "cascade" }),
    centre: text("centre").notNull(),
    year: smallint("year").notNull(),
    mark: numeric("mark", { precision: 5, scale: 3, mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.careerId, t.centre, t.year] }),
    check("cutoff_marks_mark_range", sql`${t.mark} IS NULL OR ${t.mark} BETWEEN 5 AND 14`),
  ],
);

/** Which version (checksum) of each official data file is loaded, so a start loads a new one once. */
export const officialDataImports = pgTable("official_data_imports", {
  name: text("name").primaryKey(),
  checksum: text("checksum").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subjectCategories = pgTable("subject_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  description: text("description"),
});

export const subjects = pgTable(
  "subjects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    careerId: uuid("career_id")
      .notNull()
      .references(() => careers.id, { onDelete: "cascade" }),
    courseYear: smallint("course_year").notNull(),
    /** 1 or 2; null for a year-long subject. */
    semester: smallint("semester"),
    credits: doublePrecision("credits"),
    categoryId: integer("category_id").references(() => subjectCategories.id),
    description: text("description"),
    averageRating: doublePrecision("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    averageDifficulty: doublePrecision("average_difficulty"),
    ...reviewFigures(),
    /** How many gave each grade of the scale, in its order (lib/review-scales.ts GRADES). */
    gradeCounts: integer("grade_counts")
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0}'`),
    tagCounts: tagCounts("subject"),
    searchName: searchText("search_name", "name"),
    createdAt: createdAt(),
    /** Whether a student of the career added it to the plan (published at once), not the register or a moderator. */
    addedByStudent: boolean("added_by_student").notNull().default(false),
    /** The student who added it: their day's limit, and the moderators' queue of what students added. */
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    /** When a moderator or a second verified student of the career confirmed a subject a student added. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: text("confirmed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    // A student's additions of the last day (the plan form's daily limit).
    index("subjects_added_by_idx")
      .on(t.addedBy, t.createdAt)
      .where(sql`${t.addedBy} IS NOT NULL`),
    // The console's queue of what students added and nobody has confirmed, oldest first.
    index("subjects_unconfirmed_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.addedByStudent} AND ${t.confirmedAt} IS NULL`),
    index("subjects_career_plan_idx").on(t.careerId, t.courseYear, t.semester, t.name),
    index("subjects_top_rated_idx").on(t.averageRating, t.reviewCount),
    // The ranking of the least difficult subjects, then the most reviewed.
    index("subjects_least_difficult_idx")
      .on(t.averageDifficulty, t.reviewCount.desc(), t.id)
      .where(sql`${t.averageDifficulty} IS NOT NULL`),
    // Explore's order: best rated first, unrated last, then by name.
    index("subjects_explore_idx").on(t.averageRating.desc().nullsLast(), t.name, t.id),
    index("subjects_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
    // The search's exact names (catalog/search.server.ts): a trigram index finds «derecho» among
    // every name that contains it, this one at once.
    index("subjects_search_name_exact_idx").on(t.searchName),
    check("subjects_course_year_range", sql`${t.courseYear} BETWEEN 1 AND 8`),
    check("subjects_semester_range", sql`${t.semester} IS NULL OR ${t.semester} IN (1, 2)`),
    check("subjects_review_count_nonneg", sql`${t.reviewCount} >= 0`),
  ],
);

export const professors = pgTable(
  "professors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    isNamePublic: boolean("is_name_public").notNull().default(false),
    universityId: uuid("university_id")
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    averageRating: doublePrecision("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    averageDifficulty: doublePrecision("average_difficulty"),
    ...reviewFigures(),
    tagCounts: tagCounts("professor"),
    description: text("description"),
    department: text("department"),
    /** Searched only where the name is public (Explore); the moderators' search sees every name. */
    searchName: searchText("search_name", "name"),
    createdAt: createdAt(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** The verified professor account that manages this profile (a claim a moderator approved). */
    claimedBy: text("claimed_by")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    /** Whether that account is e-mailed each new review (its choice, with a one-click unsubscribe in every e-mail). */
    notifyNewReviews: boolean("notify_new_reviews").notNull().default(false),
    /** Added by a student of a subject they teach (published at once), not by the seed or a moderator. */
    addedByStudent: boolean("added_by_student").notNull().default(false),
    /** When a moderator checked a professor a student added (it leaves the queue of additions). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: text("confirmed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("professors_university_idx").on(t.universityId),
    // The console's queue of professors students added that no moderator has checked, oldest first.
    index("professors_unconfirmed_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.addedByStudent} AND ${t.confirmedAt} IS NULL`),
    // A student's additions of the last day (the day's limit of professors added).
    index("professors_added_by_idx")
      .on(t.createdBy, t.createdAt)
      .where(sql`${t.addedByStudent}`),
    index("professors_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
    // The search's exact names (catalog/search.server.ts): a trigram index finds «derecho» among
    // every name that contains it, this one at once.
    index("professors_search_name_exact_idx").on(t.searchName),
    // Explore's and the home's order: best rated first (unrated last), then the most reviewed.
    index("professors_top_rated_idx").on(t.averageRating.desc().nullsLast(), t.reviewCount.desc().nullsLast(), t.id),
    // The ranking of professors students would take again: the share of yes, then the most answers.
    index("professors_would_take_again_idx")
      .on(sql`(${t.wouldTakeAgainYes}::float8 / ${t.wouldTakeAgainAnswers}) DESC`, t.wouldTakeAgainAnswers.desc(), t.id)
      .where(sql`${t.wouldTakeAgainAnswers} >= ${sql.raw(String(RANKING_MIN_ANSWERS))}`),
    check("professors_review_count_nonneg", sql`${t.reviewCount} >= 0`),
  ],
);

/**
 * Every word of the searched names (careers, subjects, professors' public names), folded: each run
 * of a–z and digits. The search asks it whether a typed word is in any name at all (when one is
 * not, no name can match and nothing else is read) and which words are close to a misspelt one,
 * in a few thousand words rather than in every name. Kept by triggers on those tables (migration
 * 0043, docs/search.md): a word whose names are gone stays, which only costs a search.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  // Written through at once rather than kept in a pending list that every search would scan: the
  // table grows by a few words a day.
  index("search_words_word_idx").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: false }),
]);

export const subjectProfessors = pgTable(
  "subject_professors",
  {
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    professorId: uuid("professor_id")
      .notNull()
      .references(() => professors.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("Profesor"),
    /** How many of the subject's reviews taken with this professor gave each grade (lib/review-scales.ts GRADES). */
    gradeCounts: integer("grade_counts")
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0}'`),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.professorId] }),
    index("subject_professors_professor_idx").on(t.professorId),
  ],
);

/**
 * A catalogue entry a moderator merged into its twin: the row is gone, and its old address answers
 * 301 with the one kept (updated when the kept one is merged in turn, so there are no chains).
 */
export const mergedEntries = pgTable(
  "merged_entries",
  {
    oldId: uuid("old_id").primaryKey(),
    kind: text("kind", { enum: CATALOG_ENTRY_KINDS }).notNull(),
    keptId: uuid("kept_id").notNull(),
    mergedAt: createdAt(),
  },
  (t) => [
    index("merged_entries_kept_idx").on(t.keptId),
    check("merged_entries_kind_values", oneOf("kind", CATALOG_ENTRY_KINDS)),
  ],
);

/**
 * A signed-in person's notice that a subject, professor or career of the catalogue is wrong (it
 * does not exist, it is repeated, its name is wrong): it reaches the moderators' queue of what
 * students added, where it is corrected and marked as handled.
 */
export const catalogReports = pgTable(
  "catalog_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: CATALOG_ENTRY_KINDS }).notNull(),
    entityId: uuid("entity_id").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason", { enum: CATALOG_REPORT_REASONS }).notNull(),
    details: text("details"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("catalog_reports_kind_values", oneOf("kind", CATALOG_ENTRY_KINDS)),
    check("catalog_reports_reason_values", oneOf("reason", CATALOG_REPORT_REASONS)),
    check("catalog_reports_details_length", sql`${t.details} IS NULL OR char_length(${t.details}) <= 500`),
    // The queue: the notices nobody has handled, oldest first.
    index("catalog_reports_pending_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.handledAt} IS NULL`),
    // A person's notices of the last day (their limit), and one waiting per person and entry.
    index("catalog_reports_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("catalog_reports_one_pending_idx")
      .on(t.userId, t.kind, t.entityId)
      .where(sql`${t.handledAt} IS NULL`),
  ],
);

/* ------------------------------------------------------------------ people */

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

/* ------------------------------------------------------------------ reviews */

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the author deleted the account: the review stays, anonymised. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reviewType: text("review_type", { enum: REVIEW_KINDS }).notNull(),
    professorId: uuid("professor_id").references(() => professors.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id").references(() => subjects.id, { onDelete: "cascade" }),
    /** A student's verdict on their own career or university (lib/verdicts.ts). */
    careerId: uuid("career_id").references(() => careers.id, { onDelete: "cascade" }),
    universityId: uuid("university_id").references(() => universities.id, { onDelete: "cascade" }),
    /** A verdict's stars per category, in VERDICT_CATEGORIES order (null: not rated); null on other reviews. */
    categoryRatings: smallint("category_ratings").array().$type<(number | null)[]>(),
    /** A verdict's stage of studies: the course the student is in, or FINISHED_STAGE. */
    studyStage: smallint("study_stage"),
    rating: smallint("rating").notNull(),
    difficultyLevel: smallint("difficulty_level"),
    wouldTakeAgain: text("would_take_again", { enum: ["yes", "no", "unsure"] }),
    /** The course the experience belongs to (2024 is "Curso 2024-25"); null on reviews written before it was asked. */
    academicYear: smallint("academic_year"),
    /** Hours of work a week outside class, as a band of lib/review-scales.ts (1: 0–2 h … 5: 16 h or more). */
    workloadBand: smallint("workload_band"),
    /** Up to REVIEW_TAGS_MAX keys of its kind's vocabulary (lib/review-tags.ts). */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'`),
    comment: text("comment"),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    reportsCount: integer("reports_count").notNull().default(0),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    // The moderators' queue: the few reviews that are not simply published, oldest first (id: the
    // page order's tie-breaker, so a page of the queue is read from the index alone).
    index("reviews_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_difficulty_range", sql`${t.difficultyLevel} IS NULL OR ${t.difficultyLevel} BETWEEN 1 AND 5`),
    check("reviews_type_values", oneOf("review_type", REVIEW_KINDS)),
    check("reviews_workload_band_range", sql`${t.workloadBand} IS NULL OR ${t.workloadBand} BETWEEN 1 AND 5`),
    check("reviews_tags_count", sql.raw(`cardinality(tags) <= ${REVIEW_TAGS_MAX}`)),
    check(
      "reviews_tags_vocabulary",
      sql`(${t.reviewType} = 'professor' AND ${tagsOf("professor")}) OR (${t.reviewType} = 'subject' AND ${tagsOf("subject")})
        OR (${t.reviewType} IN ('career', 'university') AND cardinality(${t.tags}) = 0)`,
    ),
    check(
      "reviews_verdict_categories",
      sql.raw(`(review_type = 'career' AND cardinality(category_ratings) = ${VERDICT_CATEGORIES.career.length})
        OR (review_type = 'university' AND cardinality(category_ratings) = ${VERDICT_CATEGORIES.university.length})
        OR (review_type IN ('professor', 'subject') AND category_ratings IS NULL)`),
    ),
    check("reviews_category_ratings_range", sql`1 <= ALL(${t.categoryRatings}) AND 5 >= ALL(${t.categoryRatings})`),
    check(
      "reviews_study_stage_range",
      sql.raw(
        `study_stage IS NULL OR (review_type IN ('career', 'university') AND study_stage BETWEEN 1 AND ${FINISHED_STAGE})`,
      ),
    ),
    check("reviews_academic_year_range", sql`${t.academicYear} IS NULL OR ${t.academicYear} BETWEEN 1950 AND 2200`),
    check(
      "reviews_would_take_again_values",
      sql`${t.wouldTakeAgain} IS NULL OR ${t.wouldTakeAgain} IN ('yes', 'no', 'unsure')`,
    ),
    check(
      "reviews_target_matches_type",
      sql`num_nonnulls(${t.professorId}, ${t.subjectId}, ${t.careerId}, ${t.universityId}) = 1 AND CASE ${t.reviewType}
        WHEN 'professor' THEN ${t.professorId} IS NOT NULL WHEN 'subject' THEN ${t.subjectId} IS NOT NULL
        WHEN 'career' THEN ${t.careerId} IS NOT NULL ELSE ${t.universityId} IS NOT NULL END`,
    ),
    check("reviews_comment_length", sql`${t.comment} IS NULL OR char_length(${t.comment}) <= 500`),
    check("reviews_counters_nonneg", sql`${t.likesCount} >= 0 AND ${t.commentsCount} >= 0 AND ${t.reportsCount} >= 0`),
    // One review per user per target.
    unique("reviews_one_per_user_professor").on(t.userId, t.professorId),
    unique("reviews_one_per_user_subject").on(t.userId, t.subjectId),
    unique("reviews_one_per_user_career").on(t.userId, t.careerId),
    unique("reviews_one_per_user_university").on(t.userId, t.universityId),
    // Newest first with the id as tie-breaker, exactly as the review lists order: a page is read
    // from the index alone, however deep.
    // Only public reviews are listed: the indexes hold only them, so a page is still read from the
    // index alone (pending and hidden ones are a handful, found by the moderation queue's index).
    index("reviews_professor_recent_idx")
      .on(t.professorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicReviews),
    index("reviews_subject_recent_idx")
      .on(t.subjectId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicReviews),
    index("reviews_career_recent_idx")
      .on(t.careerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`career_id IS NOT NULL AND ${publicReviews}`),
    index("reviews_university_recent_idx")
      .on(t.universityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`university_id IS NOT NULL AND ${publicReviews}`),
    index("reviews_user_recent_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("reviews_popular_idx").on(t.likesCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
  ],
);

export const professorReviewDetails = pgTable("professor_review_details", {
  reviewId: uuid("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  attendanceMandatory: boolean("attendance_mandatory"),
  tips: text("tips"),
  subjectId: uuid("subject_id").references(() => subjects.id, { onDelete: "set null" }),
});

export const subjectReviewDetails = pgTable(
  "subject_review_details",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    attendanceMandatory: boolean("attendance_mandatory"),
    textbookRequired: boolean("textbook_required"),
    /** The grade as written before the form asked it on the scale; kept as the student wrote it. */
    gradeReceived: text("grade_received"),
    /** The grade on the Spanish scale (lib/review-scales.ts), its mark 0–10 and its convocatoria. */
    grade: text("grade", { enum: GRADES }),
    gradeMark: doublePrecision("grade_mark"),
    gradeSitting: text("grade_sitting", { enum: SITTINGS }),
    professorId: uuid("professor_id").references(() => professors.id, { onDelete: "set null" }),
  },
  (t) => [
    check("subject_review_details_grade_values", sql`${t.grade} IS NULL OR ${oneOf("grade", GRADES)}`),
    check(
      "subject_review_details_grade_mark_range",
      sql`${t.gradeMark} IS NULL OR (${t.grade} IS NOT NULL AND ${t.grade} <> 'no_presentado' AND ${t.gradeMark} BETWEEN 0 AND 10)`,
    ),
    check(
      "subject_review_details_grade_sitting_values",
      sql`${t.gradeSitting} IS NULL OR (${t.grade} IS NOT NULL AND ${oneOf("grade_sitting", SITTINGS)})`,
    ),
  ],
);

export const reviewLikes = pgTable(
  "review_likes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_likes_user_idx").on(t.userId)],
);

export const reviewComments = pgTable(
  "review_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("review_comments_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("review_comments_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("review_comments_review_idx").on(t.reviewId, t.createdAt),
    index("review_comments_user_idx").on(t.userId),
    check("review_comments_length", sql`char_length(${t.comment}) BETWEEN 1 AND 500`),
  ],
);

/**
 * The professor's public reply to a review of them ("Respuesta del profesor"): one per review,
 * written by the verified account that manages the professor's profile, screened and moderated
 * like any text (a reply of a profile whose account is gone stays, author null).
 */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reply: text("reply").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_replies_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("review_replies_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("review_replies_user_idx").on(t.userId),
    check("review_replies_length", sql`char_length(${t.reply}) BETWEEN 1 AND ${sql.raw(String(REVIEW_REPLY_MAX))}`),
  ],
);

export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    description: text("description"),
    status: text("status", { enum: ["pending", "dismissed", "actioned"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_reports_one_per_user").on(t.reviewId, t.userId),
    index("review_reports_status_idx").on(t.status, t.createdAt),
    check(
      "review_reports_reason_values",
      sql`${t.reason} IN ('spam', 'inappropriate', 'offensive', 'false_information', 'other')`,
    ),
    check("review_reports_description_length", sql`${t.description} IS NULL OR char_length(${t.description}) <= 500`),
  ],
);

/* ------------------------------------------------------------------ campus life */

/** Start of the popularity clock: scores count weeks from here, so they stay small numbers. */
export const POPULARITY_EPOCH = "2025-01-01T00:00:00Z";
/** A post's engagement weighs half as much for every week of age. */
export const POPULARITY_HALF_LIFE_SECONDS = 7 * 24 * 60 * 60;

/**
 * popularity_score (SPEC §3), the 'Populares' order and Campus Social's 'Descubrir':
 *
 *   log2(1 + likes + 2 × comments) + weeks between POPULARITY_EPOCH and created_at
 *
 * Ordering by it is ordering by engagement × 2^(−age in weeks): each week of age halves a post's
 * weight (a comment counts as two likes, it takes more effort). Because the age term is measured
 * from a fixed date instead of from now, the score of a post changes only when its likes or
 * comments do, never with the clock: it is a generated column, so every counter update (a like,
 * a comment, an account deletion, the seed) recomputes it in the same statement, and 'popular'
 * stays one read of an index on it.
 */
const popularityScoreSql = sql.raw(
  `ln((1 + likes_count + 2 * comments_count)::float8) / ln(2::float8) ` +
    `+ extract(epoch FROM (created_at - timestamptz '${POPULARITY_EPOCH}'))::float8 / ${POPULARITY_HALF_LIFE_SECONDS}`,
);

export const universityLifeCategories = pgTable("university_life_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
});

export const universityLifePosts = pgTable(
  "university_life_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    universityId: uuid("university_id")
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => universityLifeCategories.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    /** Kept equal to "moderation_status is public" by a CHECK: the partial indexes below filter on it. */
    isPublished: boolean("is_published").notNull().default(true),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    popularityScore: doublePrecision("popularity_score").notNull().generatedAlwaysAs(popularityScoreSql),
    commentsCount: integer("comments_count").notNull().default(0),
    likesCount: integer("likes_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("posts_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    check("posts_published_matches_moderation", sql`is_published = (moderation_status IN ('published', 'flagged'))`),
    index("posts_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    check("posts_title_length", sql`char_length(${t.title}) BETWEEN 3 AND 200`),
    check("posts_content_length", sql`char_length(${t.content}) BETWEEN 10 AND 5000`),
    check("posts_counters_nonneg", sql`${t.likesCount} >= 0 AND ${t.commentsCount} >= 0`),
    // Only web images: no javascript:, data: or file: URL can reach an <img> of another student's
    // page. The form checks the same rule (~/lib/post-forms.ts).
    check(
      "posts_image_url_http",
      sql`${t.imageUrl} IS NULL OR ${t.imageUrl} ~* ${sql.raw(`'${WEB_IMAGE_URL_SQL_PATTERN}'`)}`,
    ),
    index("posts_university_recent_idx")
      .on(t.universityId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_university_popular_idx")
      .on(t.universityId, t.popularityScore.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_university_commented_idx")
      .on(t.universityId, t.commentsCount.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_recent_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    // Campus Social's 'Descubrir': the most popular posts of every university.
    index("posts_popular_idx")
      .on(t.popularityScore.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_user_idx").on(t.userId),
  ],
);

export const universityLifeComments = pgTable(
  "university_life_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => universityLifePosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
  },
  (t) => [
    check("post_comments_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("post_comments_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("post_comments_post_idx").on(t.postId, t.createdAt),
    index("post_comments_user_idx").on(t.userId),
    check("post_comments_length", sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

export const universityLifeLikes = pgTable(
  "university_life_likes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => universityLifePosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("post_likes_one_per_user").on(t.postId, t.userId), index("post_likes_user_idx").on(t.userId)],
);

/* ------------------------------------------------------------------ submissions */

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
    /** A career its submitter studies and could not find: approving it (or linking it) makes it their profile's career. */
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

/* ------------------------------------------------------------------ blog */

export const BLOG_CONTENT_FORMATS = ["markdown", "html"] as const;
export type BlogContentFormat = (typeof BLOG_CONTENT_FORMATS)[number];

export const blogCategories = pgTable("blog_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

export const blogAuthors = pgTable("blog_authors", {
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  bio: text("bio"),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    /**
     * The body as staff wrote it, in `content_format` (Markdown or HTML). Never trusted as it is:
     * it is rendered and sanitized on the server with an allow-list before any page shows it
     * (blog/content.server.ts).
     */
    content: text("content").notNull().default(""),
    contentFormat: text("content_format", { enum: BLOG_CONTENT_FORMATS }).notNull().default("markdown"),
    imageUrl: text("image_url"),
    readTimeMinutes: smallint("read_time_minutes"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorId: uuid("author_id").references(() => blogAuthors.id, { onDelete: "set null" }),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt.desc().nullsFirst()),
    index("blog_posts_category_idx").on(t.categoryId),
    check("blog_posts_content_format_values", sql`${t.contentFormat} IN ('markdown', 'html')`),
    check("blog_posts_likes_nonneg", sql`${t.likesCount} >= 0`),
    check("blog_posts_comments_nonneg", sql`${t.commentsCount} >= 0`),
  ],
);

/**
 * Comments on an article by signed-in students; `blog_posts.comments_count` counts them. A deleted
 * account leaves its comments without author (the count stays exact).
 */
export const blogPostComments = pgTable(
  "blog_post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
  },
  (t) => [
    check("blog_post_comments_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("blog_post_comments_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("blog_post_comments_post_idx").on(t.postId, t.createdAt),
    // The account's data export and deletion find a student's comments by author.
    index("blog_post_comments_user_idx").on(t.userId),
    check("blog_post_comments_length", sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

/** 'Me gusta' on an article, one per student; `blog_posts.likes_count` counts them. */
export const blogPostLikes = pgTable(
  "blog_post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("blog_post_likes_user_idx").on(t.userId)],
);

/** Articles a student saved to read later (listed on /profile, newest save first). */
export const blogPostSaves = pgTable(
  "blog_post_saves",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("blog_post_saves_user_recent_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/* ------------------------------------------------------------------ contact */

/**
 * Messages of the contact form and requests of the institutions form: stored first (nothing is
 * lost if the mail server is down), then e-mailed to the team; `notified_at` stays empty until the
 * e-mail was accepted, so the team can find what it was not told about.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    type: text("type", { enum: CONTACT_TYPES }).notNull().default("general"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_recent_idx").on(t.createdAt.desc().nullsFirst())],
);

export const institutionRequests = pgTable(
  "institution_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    institutionName: text("institution_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    institutionType: text("institution_type", { enum: INSTITUTION_TYPES }).notNull(),
    message: text("message").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("institution_requests_recent_idx").on(t.createdAt.desc().nullsFirst())],
);

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/**
 * The newsletter list, double opt-in: a subscription is `pending` until its address opens the
 * confirmation link, `confirmed` after, `unsubscribed` after the link every e-mail carries. One row
 * per address, whatever happens. `requested_at` is when the last confirmation link was sent: a
 * link is valid only for the request it was sent for.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    source: text("source"),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_subscriptions_status_values", sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/* ------------------------------------------------------------------ moderation */

/**
 * Every moderation action, append-only: who did what to which target, when and why. Kept when the
 * moderator's account is deleted (actor becomes null), so the history stays complete.
 */
export const moderationAuditLog = pgTable(
  "moderation_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** e.g. "report.dismiss", "content.hide", "content.restore", "user.suspend", "submission.approve". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_audit_log_recent_idx").on(t.createdAt.desc().nullsFirst()),
    index("moderation_audit_log_target_idx").on(t.targetType, t.targetId),
    index("moderation_audit_log_actor_idx").on(t.actorId),
  ],
);

/**
 * Notices of illegal content (lib/legal-notices.ts), sent by anyone: the content they point at (any
 * kind of student-written content, so no foreign key: a notice outlives the content), the grounds,
 * who sent it when they said, the date by which moderators decide, and the decision with its
 * reasons, which the notifier is told.
 */
export const legalNotices = pgTable(
  "legal_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentKind: text("content_kind", { enum: MODERATED_CONTENT_KINDS }).notNull(),
    contentId: uuid("content_id").notNull(),
    reason: text("reason", { enum: LEGAL_NOTICE_REASONS }).notNull(),
    explanation: text("explanation").notNull(),
    notifierName: text("notifier_name"),
    notifierEmail: text("notifier_email"),
    notifierUserId: text("notifier_user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "actioned", "rejected"] })
      .notNull()
      .default("pending"),
    ...dueDecision(),
  },
  (t) => [
    check("legal_notices_content_kind_values", oneOf("content_kind", MODERATED_CONTENT_KINDS)),
    check("legal_notices_reason_values", oneOf("reason", LEGAL_NOTICE_REASONS)),
    check("legal_notices_status_values", sql`${t.status} IN ('pending', 'actioned', 'rejected')`),
    check("legal_notices_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    // The moderators' queue: what waits, the nearest due date first.
    index("legal_notices_queue_idx")
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending'`),
    index("legal_notices_content_idx").on(t.contentKind, t.contentId),
  ],
);

/**
 * Every decision that restricts what someone wrote or their account (lib/moderation-decisions.ts):
 * the statement of reasons its author is e-mailed and reads on /profile — what, on which rule, the
 * facts, from where, automatic or not, by whom. Written in the transaction of the restriction it
 * records. Kept when the author's account is deleted (author null), so the transparency report's
 * figures never change after the fact.
 */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** A kind of content (lib/moderation.ts) or "user" for a warning or a suspension. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    restriction: text("restriction", { enum: RESTRICTIONS }).notNull(),
    rule: text("rule", { enum: COMMUNITY_RULES }).notNull(),
    facts: text("facts").notNull(),
    source: text("source", { enum: DECISION_SOURCES }).notNull(),
    automated: boolean("automated").notNull(),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("moderation_decisions_target_type_values", oneOf("target_type", [...MODERATED_CONTENT_KINDS, "user"])),
    check("moderation_decisions_restriction_values", oneOf("restriction", RESTRICTIONS)),
    check("moderation_decisions_rule_values", oneOf("rule", COMMUNITY_RULES)),
    check("moderation_decisions_source_values", oneOf("source", DECISION_SOURCES)),
    // Only the screening and the report threshold decide alone; a person's decision keeps saying so when their account is gone.
    check(
      "moderation_decisions_automated_source",
      sql`NOT ${t.automated} OR (${t.source} IN ('screening', 'report') AND ${t.decidedBy} IS NULL)`,
    ),
    check("moderation_decisions_screening_automated", sql`${t.source} <> 'screening' OR ${t.automated}`),
    index("moderation_decisions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("moderation_decisions_recent_idx").on(t.createdAt),
    index("moderation_decisions_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * Appeals (DSA art. 20): one per decision, lodged by its author within six months, decided by a
 * moderator who did not take the decision; the outcome and its reasons are e-mailed.
 */
export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    decisionId: uuid("decision_id")
      .notNull()
      .unique()
      .references(() => moderationDecisions.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    explanation: text("explanation").notNull(),
    status: text("status", { enum: APPEAL_STATUSES }).notNull().default("pending"),
    answer: text("answer"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("moderation_appeals_status_values", oneOf("status", APPEAL_STATUSES)),
    check("moderation_appeals_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "moderation_appeals_explanation_length",
      sql`char_length(${t.explanation}) BETWEEN 1 AND ${sql.raw(String(APPEAL_LIMITS.explanation))}`,
    ),
    index("moderation_appeals_queue_idx")
      .on(t.createdAt, t.id)
      .where(sql`status = 'pending'`),
    index("moderation_appeals_recent_idx").on(t.createdAt),
  ],
);

/**
 * A person's claim to be a professor ("Soy este profesor"): made with a staff address of the
 * professor's university, decided once by a moderator who compares the name and the department
 * (approved: professors.claimed_by), with the reasons e-mailed. Listed to moderators once the
 * address is confirmed.
 */
export const professorClaims = pgTable(
  "professor_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professorId: uuid("professor_id")
      .notNull()
      .references(() => professors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    department: text("department").notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("pending"),
    ...dueDecision(),
  },
  (t) => [
    check("professor_claims_status_values", oneOf("status", CLAIM_STATUSES)),
    check("professor_claims_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "professor_claims_department_length",
      sql`char_length(${t.department}) BETWEEN 1 AND ${sql.raw(String(PROFESSOR_CLAIM_LIMITS.department))}`,
    ),
    // One claim waiting per account at a time.
    uniqueIndex("professor_claims_one_pending_idx")
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index("professor_claims_queue_idx")
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending'`),
  ],
);

/** Warnings and suspensions of a student; a suspension also sets user.suspended_until. */
export const userSanctions = pgTable(
  "user_sanctions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SANCTION_KINDS }).notNull(),
    reason: text("reason").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_sanctions_kind_values", oneOf("kind", SANCTION_KINDS)),
    check("user_sanctions_reason_length", sql`char_length(${t.reason}) BETWEEN 1 AND 1000`),
    index("user_sanctions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A professor's objection to the processing of their data (lib/professor-objections.ts; GDPR art.
 * 21), sent from the profile's form by anyone — the professor or someone acting for them — and
 * decided by a moderator within a month: accepted, the name stops being shown; refused, with the
 * reasons e-mailed. It reaches the moderators, and gets its due date, only once its sender has
 * confirmed the address from the e-mailed link; an unconfirmed one cannot be decided. Kept with the
 * professor (removed with the profile).
 */
export const professorObjections = pgTable(
  "professor_objections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professorId: uuid("professor_id")
      .notNull()
      .references(() => professors.id, { onDelete: "cascade" }),
    request: text("request", { enum: OBJECTION_REQUESTS }).notNull(),
    relationship: text("relationship", { enum: OBJECTION_RELATIONSHIPS }).notNull(),
    explanation: text("explanation").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: OBJECTION_STATUSES }).notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...dueDecision(),
    // Counted from the confirmation: none before it.
    dueAt: timestamp("due_at", { withTimezone: true }),
  },
  (t) => [
    check("professor_objections_due_when_confirmed", sql`(${t.confirmedAt} IS NULL) = (${t.dueAt} IS NULL)`),
    check("professor_objections_decided_when_confirmed", sql`${t.status} = 'pending' OR ${t.confirmedAt} IS NOT NULL`),
    check("professor_objections_request_values", oneOf("request", OBJECTION_REQUESTS)),
    check("professor_objections_relationship_values", oneOf("relationship", OBJECTION_RELATIONSHIPS)),
    check("professor_objections_status_values", oneOf("status", OBJECTION_STATUSES)),
    check("professor_objections_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "professor_objections_lengths",
      sql`char_length(${t.explanation}) BETWEEN 1 AND ${sql.raw(String(OBJECTION_LIMITS.explanation))} AND char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(OBJECTION_LIMITS.name))} AND char_length(${t.email}) BETWEEN 3 AND ${sql.raw(String(OBJECTION_LIMITS.email))}`,
    ),
    // The moderators' queue: what waits, the nearest due date first.
    index("professor_objections_queue_idx")
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending' AND confirmed_at IS NOT NULL`),
    index("professor_objections_professor_idx").on(t.professorId),
  ],
);

/**
 * What the automatic screening decided for a text it held or flagged, and by which of its rules
 * (screening.server.ts): when a moderator publishes the text anyway, or an appeal reverses the hold,
 * it is overturned — the console shows each rule's overturn rate, the way to see a rule that is too
 * eager.
 */
export const screeningVerdicts = pgTable(
  "screening_verdicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentKind: text("content_kind", { enum: MODERATED_CONTENT_KINDS }).notNull(),
    contentId: uuid("content_id").notNull(),
    outcome: text("outcome", { enum: ["flag", "hold"] }).notNull(),
    rules: text("rules").array().notNull(),
    overturnedAt: timestamp("overturned_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("screening_verdicts_content_kind_values", oneOf("content_kind", MODERATED_CONTENT_KINDS)),
    check("screening_verdicts_outcome_values", sql`${t.outcome} IN ('flag', 'hold')`),
    index("screening_verdicts_content_idx").on(t.contentKind, t.contentId),
    index("screening_verdicts_rules_idx").using("gin", t.rules),
  ],
);
