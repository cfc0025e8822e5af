/**
 * Privacy by construction: names that must not be shown are replaced inside the SQL, so they never
 * reach a loader, the HTML or the JSON sent to the browser (SPEC §1, §6).
 */
import { type SQL, sql } from "drizzle-orm";

import { professors, userProfiles } from "~/server/db/schema";

/** The professor's name when it is public, otherwise NULL (rendered as 'Profesor Anónimo'). */
export const professorPublicName: SQL<string | null> = sql<
  string | null
>`CASE WHEN ${professors.isNamePublic} THEN ${professors.name} END`;

/** The name is private because the professor chose it: in their account's settings, or by an objection moderators accepted. */
export const professorNameWithheldByChoice: SQL<boolean> = sql<boolean>`(NOT ${professors.isNamePublic} AND (${professors.claimedBy} IS NOT NULL OR EXISTS (
  SELECT 1 FROM professor_objections o WHERE o.professor_id = ${professors.id} AND o.status = 'accepted' AND o.request = 'nombre')))`;

/** The student's name when the profile is public, otherwise NULL ('Perfil Anónimo' / 'Anónimo'). */
export const profilePublicName: SQL<string | null> = sql<
  string | null
>`CASE WHEN ${userProfiles.isPublic} THEN ${userProfiles.fullName} END`;

/** The profile id only when the profile is public: private profiles cannot be opened. */
export const profilePublicId: SQL<string | null> = sql<
  string | null
>`CASE WHEN ${userProfiles.isPublic} THEN ${userProfiles.id} END`;
