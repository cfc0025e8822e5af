/**
 * The catalog: countries, universities and their e-mail domains, careers and their cut-off marks, subjects,
 * professors, who teaches what, merged entries and reports of wrong entries.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { CATALOG_ENTRY_KINDS, CATALOG_REPORT_REASONS } from "~/lib/catalog-reports";
import { EMAIL_DOMAIN_KINDS } from "~/lib/professor-accounts";
import { RANKING_MIN_ANSWERS } from "~/lib/ranking";
import { VERDICT_CATEGORIES } from "~/lib/verdicts";
import { user } from "~/server/db/schema/accounts";
import { createdAt, oneOf, reviewFigures, searchText, tagCounts } from "~/server/db/schema/columns";

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
    /**
     * The autonomous community of a Spanish university (lib/regions.ts), from the Ministry's register; null
     * elsewhere.
     */
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
    /**
     * Whose addresses these are (lib/professor-accounts.ts): students register with them, professors claim their
     * profile with them.
     */
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
