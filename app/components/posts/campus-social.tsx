import type { ReactNode } from "react";

import { MemberInitial } from "~/components/member-grid";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Compass, LogIn, MessageSquareText, UserPlus, UserRound, Users } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { plural } from "~/lib/format";
import type { ActiveMember } from "~/server/posts/reads.server";

export const CAMPUS_TABS = ["vida-universitaria", "descubrir", "comunidad"] as const;
export type CampusTab = (typeof CAMPUS_TABS)[number];

export function campusHref(tab: CampusTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== "vida-universitaria") params.set("tab", tab);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `/campus-social?${query}` : "/campus-social";
}

/** Campus Social's three sections, each a plain link. */
export const CAMPUS_SECTIONS = [
  {
    id: "vida-universitaria",
    label: "Vida Universitaria",
    icon: MessageSquareText,
    href: campusHref("vida-universitaria"),
  },
  { id: "descubrir", label: "Descubrir", icon: Compass, href: campusHref("descubrir") },
  { id: "comunidad", label: "Comunidad", icon: Users, href: campusHref("comunidad") },
] as const;

/** What a tab about the viewer's own university shows instead, to a visitor or a student without one. */
export function CampusGate({ reason, tab }: { reason: "visitor" | "no-university"; tab: CampusTab }) {
  if (reason === "visitor") {
    return (
      <GateCard
        title="Únete a la vida de tu campus"
        text="Inicia sesión o regístrate con tu correo universitario para ver y compartir lo que pasa en tu universidad y conocer a su comunidad."
      >
        <ButtonLink to={`/login?redirectTo=${encodeURIComponent(campusHref(tab))}`} rel="nofollow">
          <LogIn className="size-4" aria-hidden="true" />
          Iniciar sesión
        </ButtonLink>
        <ButtonLink to="/register" variant="secondary">
          <UserPlus className="size-4" aria-hidden="true" />
          Registrarse
        </ButtonLink>
        <Link
          to={campusHref("descubrir")}
          className="basis-full pt-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Mientras tanto, descubre lo más popular de la semana en todas las universidades
        </Link>
      </GateCard>
    );
  }
  return (
    <GateCard
      title="Tu perfil no tiene universidad"
      text="Para ver la vida universitaria de tu campus, tu perfil necesita una universidad. Revísalo en tu perfil."
    >
      <ButtonLink to="/profile">
        <UserRound className="size-4" aria-hidden="true" />
        Ir a mi perfil
      </ButtonLink>
    </GateCard>
  );
}

function GateCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-xl text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </Card>
  );
}

/** Campus Social's 'Comunidad': the most active students with a public profile, each a link to it. */
export function ActiveMembers({ members, universityName }: { members: ActiveMember[]; universityName: string }) {
  if (members.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Users className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
        <p className="font-medium">Aún no hay miembros activos con perfil público en {universityName}.</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Publica o comenta en la vida universitaria y haz público tu perfil para aparecer aquí.
        </p>
      </Card>
    );
  }
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Miembros más activos de ${universityName}`}>
      {members.map((member) => (
        <li key={member.id}>
          <Link
            to={`/perfil-publico/${member.id}`}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-400 hover:bg-brand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500 dark:hover:bg-brand-500/10"
          >
            <MemberInitial name={member.name} />
            <span className="min-w-0">
              <span className="block truncate font-medium">{member.name}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {plural(member.posts, "publicación", "publicaciones")} ·{" "}
                {plural(member.comments, "comentario", "comentarios")}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
