import { GraduationCap, Info, MessageSquareText, Users } from "lucide-react";
import { LinkTabs } from "../ui/link-tabs";

export const UNIVERSITY_TABS = ["info", "careers", "students", "life"] as const;
export type UniversityTab = (typeof UNIVERSITY_TABS)[number];

const tabs = [
  { id: "info", label: "Información", icon: Info },
  { id: "careers", label: "Carreras", icon: GraduationCap },
  { id: "students", label: "Estudiantes", icon: Users },
  { id: "life", label: "Vida Universitaria", icon: MessageSquareText },
] as const;

export function universityTabHref(universityId: string, tab: UniversityTab): string {
  return tab === "info" ? `/universidad/${universityId}` : `/universidad/${universityId}?tab=${tab}`;
}

/** The university page's four sections (SPEC §2), each a plain link. */
export function UniversityTabs({ universityId, active }: { universityId: string; active: UniversityTab }) {
  return <LinkTabs label="Secciones de la universidad" active={active} tabs={tabs.map((tab) => ({ ...tab, href: universityTabHref(universityId, tab.id) }))} />;
}
