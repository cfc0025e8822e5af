import { GraduationCap, Info, MessageSquareText, Users } from "~/components/ui/icons";
import { TabLinks } from "~/components/ui/tab-links";

export const UNIVERSITY_TABS = ["info", "careers", "students", "life"] as const;
export type UniversityTab = (typeof UNIVERSITY_TABS)[number];

const tabs = [
  { id: "info", label: "Información", icon: Info },
  { id: "careers", label: "Carreras", icon: GraduationCap },
  { id: "students", label: "Estudiantes", icon: Users },
  { id: "life", label: "Vida Universitaria", icon: MessageSquareText },
] as const;

function universityTabHref(universityId: string, tab: UniversityTab): string {
  return tab === "info" ? `/universidad/${universityId}` : `/universidad/${universityId}?tab=${tab}`;
}

/** The four sections as plain links (`?tab=...`), so they work without JavaScript. */
export function UniversityTabs({ universityId, active }: { universityId: string; active: UniversityTab }) {
  return (
    <TabLinks
      label="Secciones de la universidad"
      tabs={tabs.map(({ id, label, icon }) => ({
        to: universityTabHref(universityId, id),
        label,
        icon,
        active: id === active,
      }))}
    />
  );
}
