import { data, isRouteErrorResponse, useNavigate } from "react-router";

import { Card } from "~/components/ui/card";
import { ArrowLeft, BadgeCheck, GraduationCap, Lock, Mail, School, UserX } from "~/components/ui/icons";
import { pageMeta } from "~/lib/seo";
import { findPublicProfile, isUserId } from "~/server/profiles/reads.server";

import type { Route } from "./+types/public-profile";

type ProfileProblem = { title: string; message: string; kind: "invalid" | "missing" | "private" | "unavailable" };

const PROBLEMS = {
  invalid: { kind: "invalid", title: "Perfil No Disponible", message: "ID de usuario no válido" },
  missing: { kind: "missing", title: "Perfil No Disponible", message: "Usuario no encontrado" },
  private: { kind: "private", title: "Perfil Privado", message: "Este perfil es privado" },
} satisfies Record<string, ProfileProblem>;

export async function loader({ params }: Route.LoaderArgs) {
  if (!isUserId(params.userId)) throw data(PROBLEMS.invalid, { status: 400 });
  const result = await findPublicProfile(params.userId);
  if (result.state === "not-found") throw data(PROBLEMS.missing, { status: 404 });
  if (result.state === "private") throw data(PROBLEMS.private, { status: 403 });
  return { profile: result.profile };
}

// A student who made the profile public chose to be seen on UniOpina, not listed by search engines.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.profile.name} · UniOpina` : "Perfil · UniOpina",
    description: "Perfil público de un estudiante en UniOpina.",
    noindex: true,
  });

function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-200/70 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver
    </button>
  );
}

export default function PublicProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <BackButton />
      <Card padding="lg" className="mt-4 text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-24 items-center justify-center rounded-full bg-brand-600 text-4xl font-bold text-white dark:bg-brand-500 dark:text-slate-950"
        >
          {(profile.name || "Usuario").charAt(0).toUpperCase()}
        </span>
        <h1 className="mt-4 text-3xl font-bold">{profile.name || "Usuario"}</h1>
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
          <BadgeCheck className="size-4" aria-hidden="true" />
          Perfil público
        </p>
        <ul className="mx-auto mt-6 max-w-md space-y-3 text-left">
          {profile.email && (
            <li className="flex items-center gap-3">
              <Mail className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Correo universitario:</span>
              <span className="break-all">{profile.email}</span>
            </li>
          )}
          <li className="flex items-center gap-3">
            <School className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Universidad:</span>
            <span>{profile.universityName}</span>
          </li>
          {profile.careerName && (
            <li className="flex items-center gap-3">
              <GraduationCap className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Carrera:</span>
              <span>{profile.careerName}</span>
            </li>
          )}
        </ul>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const problem: ProfileProblem =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "message" in error.data
      ? (error.data as ProfileProblem)
      : { kind: "unavailable", title: "Perfil No Disponible", message: "No se pudo cargar la información del perfil" };
  if (problem.kind === "unavailable") console.error("Error al cargar el perfil", error);
  const Icon = problem.kind === "private" ? Lock : UserX;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <BackButton />
      <Card padding="lg" className="mt-4 text-center">
        <Icon className="mx-auto size-12 text-slate-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{problem.title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{problem.message}</p>
        {problem.kind === "unavailable" && (
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Error al cargar el perfil</p>
        )}
      </Card>
    </div>
  );
}
