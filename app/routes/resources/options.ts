import { data } from "react-router";

import { isUuid } from "~/lib/ids";
import type { DependentOptions } from "~/lib/options";
import { listCareerOptions, listSubjectOptions } from "~/server/catalog/home.server";
import { listUniversityOptionsIn } from "~/server/catalog/reads.server";

import type { Route } from "./+types/options";

/**
 * The options of a dependent select, read by forms' fetchers when JavaScript is on (without it the
 * page renders them after a GET step):
 * - `?universidadesDe=<country id>` → the enabled universities of that country;
 * - `?carrerasDe=<university id>` → the enabled careers of that university;
 * - `?asignaturasDe=<career id>` → the subjects of that career, in the order of its plan.
 * Answers `{ parent, options, failed }`; a failed read answers an empty list with `failed`, so
 * the form can say so instead of the page breaking.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const country = params.get("universidadesDe");
  const university = params.get("carrerasDe");
  const career = params.get("asignaturasDe");
  if (country !== null) {
    const countryId = /^\d{1,9}$/.test(country) ? Number(country) : null;
    return answer(
      country,
      countryId === null ? null : () => listUniversityOptionsIn(countryId),
      "Error al cargar la lista de universidades",
    );
  }
  if (university !== null) {
    return answer(
      university,
      isUuid(university) ? () => listCareerOptions(university.toLowerCase()) : null,
      "Error al cargar la lista de carreras",
    );
  }
  if (career !== null) {
    return answer(
      career,
      isUuid(career) ? () => listSubjectOptions(career.toLowerCase()) : null,
      "Error al cargar la lista de asignaturas",
    );
  }
  return data({ parent: "", options: [], failed: false } satisfies DependentOptions, { status: 400 });
}

async function answer(parent: string, load: (() => Promise<{ id: string; name: string }[]>) | null, failure: string) {
  if (!load) return data({ parent, options: [], failed: false } satisfies DependentOptions);
  try {
    return data({ parent, options: await load(), failed: false } satisfies DependentOptions);
  } catch (error) {
    console.error(failure, error);
    return data({ parent, options: [], failed: true } satisfies DependentOptions);
  }
}
