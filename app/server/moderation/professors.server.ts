/**
 * Professors' side of moderation (/moderacion/profesores): a professor asks
 * through the contact form (type 'professor') to hide their name or to answer a review; the
 * moderator finds the professor and turns `is_name_public` on or off, and sees the subjects they
 * teach (linked and unlinked in teaching-links.server.ts). Every page reads names
 * through privacy.server.ts (`professorPublicName`, the search, the sitemap), and the write makes
 * every cached page stale, so the change shows everywhere at once.
 */
import { desc, eq, sql } from "drizzle-orm";

import { getDb } from "~/server/db/client.server";
import { nameContains } from "~/server/db/name-search.server";
import { contactMessages, professors, universities } from "~/server/db/schema";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { professorNameWithheldByChoice } from "~/server/privacy.server";

const PROFESSORS_SHOWN = 20;
const MESSAGES_SHOWN = 10;

export interface ModeratedProfessor {
  id: string;
  name: string;
  isNamePublic: boolean;
  /** Private because the professor chose it, not because nobody asked. */
  nameWithheldByChoice: boolean;
  department: string | null;
  universityName: string;
  reviewCount: number;
  /** The subjects they teach, with their careers. */
  subjects: { id: string; name: string; careerName: string }[];
}

/** Professors whose real name contains the text (case and accents aside), hidden names included. */
export async function findProfessors(nameText: string): Promise<ModeratedProfessor[]> {
  return getDb()
    .select({
      id: professors.id,
      name: professors.name,
      isNamePublic: professors.isNamePublic,
      nameWithheldByChoice: professorNameWithheldByChoice,
      department: professors.department,
      universityName: universities.name,
      reviewCount: professors.reviewCount,
      subjects: sql<ModeratedProfessor["subjects"]>`coalesce((
        SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'careerName', c.name) ORDER BY c.name, s.name)
        FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id JOIN careers c ON c.id = s.career_id
        WHERE sp.professor_id = ${professors.id}), '[]'::json)`,
    })
    .from(professors)
    .innerJoin(universities, eq(universities.id, professors.universityId))
    .where(nameContains(professors.searchName, nameText.trim()))
    .orderBy(professors.name, professors.id)
    .limit(PROFESSORS_SHOWN);
}

export interface ProfessorRequest {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** The latest contact messages of type 'professor' (requests to hide a name, answers to reviews). */
export function listProfessorRequests(): Promise<ProfessorRequest[]> {
  return getDb()
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.type, "professor"))
    .orderBy(desc(contactMessages.createdAt))
    .limit(MESSAGES_SHOWN);
}

/** Sets whether the professor's name is public; false when the professor does not exist. */
export async function setProfessorNamePublic(
  actorId: string,
  professorId: string,
  isNamePublic: boolean,
  reason: string | null,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(professors)
      .set({ isNamePublic })
      .where(eq(professors.id, professorId))
      .returning({ id: professors.id });
    if (rows.length === 0) return false;
    await writeAudit(tx, {
      actorId,
      action: "professor.name_visibility",
      targetType: "professor",
      targetId: professorId,
      reason,
      details: { isNamePublic },
    });
    return true;
  });
}
