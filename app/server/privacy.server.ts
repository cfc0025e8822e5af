/**
 * Privacy by construction: names that must not be shown are replaced inside the SQL, so they never
 * reach a loader, the HTML or the JSON sent to the browser (SPEC §1, §6).
 */
import { type SQL, sql } from "drizzle-orm";

import { professors, userProfiles } from "~/server/db/schema";

/** The professor's name when it is public, otherwise NULL (rendered as 'Profesor Anónimo'). */
export const professorPublicName: SQL<string | null> = sql<string | null>`CASE WHEN ${professors.isNamePublic} THEN ${professors.name} END`;

/** The student's name when the profile is public, otherwise NULL ('Perfil Anónimo' / 'Anónimo'). */
export const profilePublicName: SQL<string | null> = sql<string | null>`CASE WHEN ${userProfiles.isPublic} THEN ${userProfiles.fullName} END`;

/** The profile id only when the profile is public: private profiles cannot be opened. */
export const profilePublicId: SQL<string | null> = sql<string | null>`CASE WHEN ${userProfiles.isPublic} THEN ${userProfiles.id} END`;
