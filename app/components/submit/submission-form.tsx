import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  CheckboxField,
  FormMessage,
  SelectField,
  SelectOptions,
  TextAreaField,
  TextField,
} from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { useDependentOptions } from "~/components/use-dependent-options";
import { type AcademicTerms, academicTermsOf } from "~/lib/academic-terms";
import type { FieldErrors } from "~/lib/forms";
import { careersOfUniversityUrl, type Option, subjectsOfCareerUrl, universitiesOfCountryUrl } from "~/lib/options";
import { COURSE_YEAR_RANGE, TERM_CHOICES } from "~/lib/study-plan";
import {
  CONFIRM_DUPLICATE_FIELD,
  SUBMISSION_LIMITS as L,
  SUBMISSION_MESSAGES,
  type SubmissionField,
  type SubmissionKind,
  type SubmissionValues,
} from "~/lib/submission-forms";

/** The entry that already has the proposed name (the server's duplicate warning). */
interface ExistingEntry {
  kind: SubmissionKind;
  id: string;
  name: string;
}

const EXISTING_HREF: Record<SubmissionKind, (id: string) => string> = {
  universidad: (id) => `/universidad/${id}`,
  carrera: (id) => `/career/${id}`,
  profesor: (id) => `/profesor/${id}`,
  asignatura: (id) => `/subject/${id}`,
};

const EXISTING_WHAT: Record<SubmissionKind, string> = {
  universidad: "una universidad",
  carrera: "una carrera",
  profesor: "un profesor",
  asignatura: "una asignatura en tu carrera",
};

/** The years of a degree a subject may belong to, as the university's country names them ("2.º curso", "2.º año"). */
function yearsOfStudy(terms: AcademicTerms): Option[] {
  return Array.from({ length: COURSE_YEAR_RANGE.max - COURSE_YEAR_RANGE.min + 1 }, (_, index) => {
    const year = COURSE_YEAR_RANGE.min + index;
    return { id: String(year), name: terms.yearOfStudy(year) };
  });
}

export interface SubmissionFormProps {
  kind: SubmissionKind;
  values: SubmissionValues;
  countries: { id: number; name: string }[];
  /** The universities of `values.pais` and the careers of `values.universidad`, rendered by the server. */
  universities: Option[];
  careers: Option[];
  /** The subjects of `values.carrera` (a professor may be proposed as the teacher of one). */
  subjects: Option[];
  /** The student's own career: the only one they propose subjects for. */
  ownCareer: { id: string; name: string; universityName: string | null; countryCode: string | null } | null;
  fieldErrors: FieldErrors<SubmissionField>;
  message?: string;
  existing?: ExistingEntry;
  /** A visitor sees the form but cannot use it (SPEC §2: the banner asks to sign in). */
  locked: boolean;
  /** No request left today: the button is off (the server refuses anyway). */
  limitReached: boolean;
  failures: { countries: boolean; universities: boolean; careers: boolean };
}

/**
 * The three forms of SPEC §5 Submissions, and the subject form of a student's own career. The
 * country narrows the universities, the university the careers and the career (of a professor)
 * its subjects: with JavaScript their options load as soon as the choice changes (and the
 * dependent choice is cleared); without it, 'Ver universidades' / 'Ver carreras' / 'Ver
 * asignaturas' reload the page through a GET with what was typed, and the server renders the
 * options (and clears what no longer fits).
 */
export function SubmissionForm({
  kind,
  values,
  countries,
  universities,
  careers,
  subjects,
  ownCareer,
  fieldErrors,
  message,
  existing,
  locked,
  limitReached,
  failures,
}: SubmissionFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const terms = academicTermsOf(ownCareer?.countryCode);
  const [country, setCountry] = useState(values.pais);
  const [university, setUniversity] = useState(values.universidad);
  const [career, setCareer] = useState(values.carrera);
  const universitiesOf = useDependentOptions(
    country,
    { parent: values.pais, options: universities },
    universitiesOfCountryUrl,
  );
  const careersOf = useDependentOptions(
    university,
    { parent: values.universidad, options: careers },
    careersOfUniversityUrl,
  );
  const subjectsOf = useDependentOptions(career, { parent: values.carrera, options: subjects }, subjectsOfCareerUrl);
  const formRef = useRef<HTMLFormElement>(null);
  const picksUniversity = kind === "carrera" || kind === "profesor";

  function chooseCountry(value: string) {
    setCountry(value);
    if (picksUniversity) {
      universitiesOf.load(value);
      chooseUniversity("");
    }
  }

  function chooseUniversity(value: string) {
    setUniversity(value);
    if (kind === "profesor") {
      careersOf.load(value);
      chooseCareer("");
    }
  }

  function chooseCareer(value: string) {
    setCareer(value);
    subjectsOf.load(value);
  }

  // Choices made before the page hydrated.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const chosen = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? "";
    if (chosen("pais") !== country) chooseCountry(chosen("pais"));
    else if (picksUniversity && chosen("universidad") !== university) chooseUniversity(chosen("universidad"));
    else if (kind === "profesor" && chosen("carrera") !== career) chooseCareer(chosen("carrera"));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const nameLabels: Record<SubmissionKind, string> = {
    universidad: "Nombre de la universidad",
    carrera: "Nombre de la carrera",
    profesor: "Nombre del profesor",
    asignatura: "Nombre de la asignatura",
  };

  return (
    <Card padding="none" className="p-5 sm:p-8">
      <Form method="post" ref={formRef} noValidate className="space-y-5">
        <input type="hidden" name="tipo" value={kind} />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        {existing && (
          <FormMessage tone="info">
            <p>
              {`Ya existe ${EXISTING_WHAT[existing.kind]} con ese nombre en UniOpina: `}
              <Link to={EXISTING_HREF[existing.kind](existing.id)} className="font-semibold underline">
                {existing.name}
              </Link>
              . Si es la misma, no hace falta que la propongas. Si es otra distinta, marca la casilla y vuelve a enviar
              la solicitud.
            </p>
            <CheckboxField
              name={CONFIRM_DUPLICATE_FIELD}
              label="Es otra distinta: enviar la solicitud igualmente"
              className="mt-3"
            />
          </FormMessage>
        )}
        <fieldset disabled={locked} className="space-y-5">
          <legend className="sr-only">Datos de la solicitud</legend>
          {kind === "universidad" && (
            <TextField
              label={nameLabels.universidad}
              name="nombre"
              required
              maxLength={L.nameMax}
              defaultValue={values.nombre}
              error={fieldErrors.nombre}
            />
          )}

          {kind === "asignatura" && (
            <div>
              <p className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">Carrera</p>
              {ownCareer ? (
                <p className="text-slate-900 dark:text-slate-100">
                  {ownCareer.name}
                  {ownCareer.universityName && (
                    <span className="text-slate-600 dark:text-slate-400">{` · ${ownCareer.universityName}`}</span>
                  )}
                </p>
              ) : (
                <p className="text-slate-600 dark:text-slate-400">Tu carrera</p>
              )}
              <input type="hidden" name="carrera" value={ownCareer?.id ?? ""} />
              {fieldErrors.carrera && (
                <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">{fieldErrors.carrera}</p>
              )}
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Solo los estudiantes verificados de una carrera proponen sus asignaturas; aprobada, la asignatura
                aparece en su plan de estudios.
              </p>
            </div>
          )}

          {kind !== "asignatura" && (
            <div>
              <SelectField
                label="País"
                name="pais"
                required={kind === "universidad"}
                defaultValue={values.pais}
                onChange={(event) => chooseCountry(event.target.value)}
                error={fieldErrors.pais ?? (failures.countries ? SUBMISSION_MESSAGES.countriesFailed : undefined)}
                hint={picksUniversity ? "Para elegir entre sus universidades" : undefined}
              >
                <SelectOptions placeholder="Selecciona un país" options={countries} />
              </SelectField>
              {picksUniversity && <NoScriptStep label="Ver universidades" />}
            </div>
          )}

          {picksUniversity && (
            <div>
              <DependentSelect
                label="Universidad"
                name="universidad"
                parent={country}
                renderedParent={values.pais}
                renderedValue={values.universidad}
                choices={universitiesOf}
                placeholders={{
                  noParent: "Elige primero un país",
                  loading: "Cargando universidades…",
                  choose: "Selecciona una universidad",
                }}
                onChange={chooseUniversity}
                error={
                  fieldErrors.universidad ??
                  (universitiesOf.failed || failures.universities ? SUBMISSION_MESSAGES.universitiesFailed : undefined)
                }
              />
              {kind === "profesor" && <NoScriptStep label="Ver carreras" />}
            </div>
          )}

          {kind === "profesor" && (
            <div>
              <DependentSelect
                label="Carrera"
                name="carrera"
                parent={university}
                renderedParent={values.universidad}
                renderedValue={values.carrera}
                choices={careersOf}
                placeholders={{
                  noParent: "Elige primero una universidad",
                  loading: "Cargando carreras…",
                  choose: "Selecciona una carrera",
                }}
                onChange={chooseCareer}
                error={
                  fieldErrors.carrera ??
                  (careersOf.failed || failures.careers ? SUBMISSION_MESSAGES.careersFailed : undefined)
                }
                hint={
                  university && !careersOf.loading && careersOf.options.length === 0
                    ? "Esta universidad todavía no tiene carreras en UniOpina: propón primero la carrera."
                    : undefined
                }
              />
              <NoScriptStep label="Ver asignaturas" />
            </div>
          )}

          {kind !== "universidad" && (
            <TextField
              label={nameLabels[kind]}
              name="nombre"
              required
              maxLength={L.nameMax}
              defaultValue={values.nombre}
              error={fieldErrors.nombre}
            />
          )}

          {kind === "universidad" && (
            <>
              <TextField
                label="Ciudad"
                name="ciudad"
                required
                maxLength={L.cityMax}
                defaultValue={values.ciudad}
                error={fieldErrors.ciudad}
                autoComplete="address-level2"
              />
              <TextField
                label="Sitio web (opcional)"
                name="web"
                inputMode="url"
                maxLength={L.websiteMax}
                placeholder="https://www.universidad.es"
                defaultValue={values.web}
                error={fieldErrors.web}
              />
              <TextField
                label="Siglas (opcional)"
                name="siglas"
                maxLength={L.acronymMax}
                placeholder="Por ejemplo, UA"
                defaultValue={values.siglas}
                error={fieldErrors.siglas}
              />
            </>
          )}

          {kind === "carrera" && (
            <>
              <TextAreaField
                label="Descripción (opcional)"
                name="descripcion"
                rows={4}
                counterMax={L.descriptionMax}
                defaultValue={values.descripcion}
                error={fieldErrors.descripcion}
              />
              <TextField
                label="Duración en años (opcional)"
                name="duracion"
                type="number"
                inputMode="numeric"
                min={L.durationMin}
                max={L.durationMax}
                defaultValue={values.duracion}
                error={fieldErrors.duracion}
                className="max-w-40"
              />
            </>
          )}

          {kind === "profesor" && (
            <>
              <DependentSelect
                label="Asignatura que imparte (opcional)"
                name="asignatura"
                optional
                parent={career}
                renderedParent={values.carrera}
                renderedValue={values.asignatura}
                choices={subjectsOf}
                placeholders={{
                  noParent: "Elige primero una carrera",
                  loading: "Cargando asignaturas…",
                  choose: "Ninguna en concreto",
                }}
                error={fieldErrors.asignatura ?? (subjectsOf.failed ? SUBMISSION_MESSAGES.subjectsFailed : undefined)}
                hint="Si la eliges, el profesor aparecerá en ella cuando el equipo apruebe la solicitud."
              />
              <TextField
                label="Departamento (opcional)"
                name="departamento"
                maxLength={L.departmentMax}
                defaultValue={values.departamento}
                error={fieldErrors.departamento}
              />
              <TextField
                label="Correo del profesor (opcional)"
                name="correo"
                type="email"
                maxLength={L.emailMax}
                autoComplete="off"
                defaultValue={values.correo}
                error={fieldErrors.correo}
              />
            </>
          )}

          {kind === "asignatura" && (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  label={terms.yearOfStudyLabel}
                  name="curso"
                  required
                  defaultValue={values.curso}
                  error={fieldErrors.curso}
                >
                  <SelectOptions
                    placeholder={`Selecciona el ${terms.yearOfStudyLabel.toLowerCase()}`}
                    options={yearsOfStudy(terms)}
                  />
                </SelectField>
                <SelectField
                  label="Semestre"
                  name="semestre"
                  required
                  defaultValue={values.semestre}
                  error={fieldErrors.semestre}
                >
                  <SelectOptions placeholder="Selecciona el semestre" options={TERM_CHOICES} />
                </SelectField>
              </div>
              <TextField
                label={`${terms.creditsLabel} (opcional)`}
                name="creditos"
                inputMode="decimal"
                maxLength={5}
                placeholder="6"
                defaultValue={values.creditos}
                error={fieldErrors.creditos}
                hint="Como figuran en el plan de estudios, por ejemplo 6 o 4,5."
                className="max-w-40"
              />
            </>
          )}

          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={sending} disabled={limitReached}>
            {sending ? "Enviando…" : "Enviar Solicitud"}
          </Button>
        </fieldset>
      </Form>
    </Card>
  );
}

/**
 * A required select whose options depend on another choice (`parent`): off until the parent is
 * chosen and while its options load; emptied (remounted) when the parent changes.
 */
function DependentSelect({
  label,
  name,
  parent,
  renderedParent,
  renderedValue,
  choices,
  placeholders,
  onChange,
  error,
  hint,
  optional = false,
}: {
  label: string;
  name: string;
  /** Not required: the placeholder is a valid choice. */
  optional?: boolean;
  parent: string;
  /** The parent and value the page was rendered with. */
  renderedParent: string;
  renderedValue: string;
  choices: ReturnType<typeof useDependentOptions>;
  placeholders: { noParent: string; loading: string; choose: string };
  onChange?: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <SelectField
      key={`${name}-${parent}`}
      label={label}
      name={name}
      required={!optional}
      defaultValue={parent === renderedParent ? renderedValue : ""}
      disabled={!parent || choices.loading}
      aria-busy={choices.loading || undefined}
      onChange={(event) => onChange?.(event.target.value)}
      error={error}
      hint={hint}
    >
      <SelectOptions
        placeholder={!parent ? placeholders.noParent : choices.loading ? placeholders.loading : placeholders.choose}
        options={choices.options}
      />
    </SelectField>
  );
}

/** Without JavaScript: reload the page with the choice so far, to get the dependent options. */
function NoScriptStep({ label }: { label: string }) {
  return (
    <noscript>
      <button
        type="submit"
        formMethod="get"
        formAction="/submit"
        formNoValidate
        className={buttonClasses({
          variant: "secondary",
          size: "sm",
          className: "mt-2",
        })}
      >
        {label}
      </button>
    </noscript>
  );
}
