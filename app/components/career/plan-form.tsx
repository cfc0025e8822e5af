import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  CheckboxField,
  FormMessage,
  SelectField,
  SelectOptions,
  TextAreaField,
  TextField,
} from "~/components/ui/form-field";
import { type AcademicTerms } from "~/lib/academic-terms";
import { type FormResult, repliedError, repliedValue } from "~/lib/forms";
import {
  blankPlanRow,
  PLAN_BLANK_ROWS,
  PLAN_CATEGORIES,
  PLAN_COURSE_YEARS,
  PLAN_INTENTS,
  PLAN_MESSAGES,
  PLAN_NAME_MAX,
  PLAN_PASTE_FIELD,
  PLAN_PASTE_MAX,
  PLAN_REVIEW_AFTER,
  PLAN_ROW_FIELDS,
  PLAN_ROWS_MAX,
  type PlanAnswer,
  planFieldName,
  type PlanRowField,
  type TypedPlanRow,
  typedRowOfPasted,
} from "~/lib/plan-form";
import { parsePastedPlan } from "~/lib/plan-paste";
import { TERM_CHOICES } from "~/lib/study-plan";

type Row = TypedPlanRow;

const ROWS_HEADING_ID = "filas-del-plan";

const CATEGORY_OPTIONS = PLAN_CATEGORIES.map((name) => ({ id: name, name }));

const blankRow = blankPlanRow;

/** The rows an answer of the action brings back: every row as typed, then blank ones up to its count. */
function rowsOf(result: FormResult<PlanAnswer> | undefined): Row[] {
  const count = result?.data?.rowCount ?? PLAN_BLANK_ROWS;
  return Array.from({ length: count }, (_, index) => {
    const row = blankRow();
    for (const field of PLAN_ROW_FIELDS) row[field] = repliedValue(result?.reply, planFieldName(index, field)) ?? "";
    return row;
  });
}

/** The rows as the form holds them now (what was typed since the last answer included). */
function currentRows(form: HTMLFormElement, count: number): Row[] {
  const values = new FormData(form);
  return Array.from({ length: count }, (_, index) => {
    const row = blankRow();
    for (const field of PLAN_ROW_FIELDS) row[field] = String(values.get(planFieldName(index, field)) ?? "");
    return row;
  });
}

const isBlank = (row: Row) => row.nombre.trim() === "" && row.creditos.trim() === "";

/**
 * The study plan in one form. Without JavaScript: blank rows, «Añadir más filas» and «Convertir en
 * filas» ask the server for the form again with more rows or with the pasted text read into rows.
 * With JavaScript the same buttons work in the page, and a new blank row appears as the last one
 * is filled in. The rows are uncontrolled fields; a change of rows remounts them with their values.
 */
export function PlanForm({
  result,
  terms,
  remaining,
  reviewAfter,
}: {
  result: FormResult<PlanAnswer> | undefined;
  terms: AcademicTerms;
  remaining: number;
  reviewAfter: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(result));
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [shownResult, setShownResult] = useState(result);
  // The generation whose rows are the ones the last answer numbered: its messages belong to them.
  const [answeredGeneration, setAnsweredGeneration] = useState(0);
  if (result !== shownResult) {
    setShownResult(result);
    setRows(rowsOf(result));
    setGeneration(generation + 1);
    setAnsweredGeneration(generation + 1);
    setNotice(null);
  }
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const nearRows = new Set(result?.data?.nearRows ?? []);
  const errorOf = (index: number, field: PlanRowField) =>
    generation === answeredGeneration ? repliedError(result?.reply, planFieldName(index, field)) : undefined;

  const replaceRows = (next: Row[], message: string | null) => {
    setRows(next);
    setGeneration((value) => value + 1);
    setNotice(message);
  };

  const addRows = (event: FormEvent) => {
    event.preventDefault();
    const form = formRef.current!;
    replaceRows([...currentRows(form, rows.length), ...Array.from({ length: PLAN_BLANK_ROWS }, blankRow)], null);
  };

  const readPaste = (event: FormEvent) => {
    event.preventDefault();
    const form = formRef.current!;
    const text = String(new FormData(form).get(PLAN_PASTE_FIELD) ?? "");
    if (text.trim() === "") return setNotice(PLAN_MESSAGES.pasteEmpty);
    const pasted = parsePastedPlan(text).map(typedRowOfPasted);
    if (pasted.length === 0) return setNotice(PLAN_MESSAGES.pasteNothing);
    const typed = currentRows(form, rows.length).filter((row) => !isBlank(row));
    const pasteBox = form.elements.namedItem(PLAN_PASTE_FIELD);
    if (pasteBox instanceof HTMLTextAreaElement) pasteBox.value = "";
    replaceRows([...typed, ...pasted, ...Array.from({ length: 2 }, blankRow)], PLAN_MESSAGES.pasteRead(pasted.length));
    // The rows to check are below the paste box: the student is taken to them.
    requestAnimationFrame(() => document.getElementById(ROWS_HEADING_ID)?.scrollIntoView({ block: "start" }));
  };

  // A new blank row as soon as the last one gets a name, up to the limit of a send.
  const growIfLast = (index: number) => {
    if (index === rows.length - 1 && rows.length < PLAN_ROWS_MAX + PLAN_BLANK_ROWS)
      setRows((current) => [...current, blankRow()]);
  };

  const message = notice ?? (result?.message || null);
  const tone = notice ? "info" : result?.ok ? "info" : "error";
  return (
    <Form method="post" ref={formRef} noValidate className="flex flex-col gap-6">
      {message && <FormMessage tone={tone}>{message}</FormMessage>}
      {reviewAfter && (
        <>
          <input type="hidden" name={PLAN_REVIEW_AFTER.field} value={PLAN_REVIEW_AFTER.value} />
          <FormMessage tone="info">
            Escribe la asignatura que quieres valorar en la primera fila: al añadirla irás a su formulario de opinión.
          </FormMessage>
        </>
      )}

      <Card padding="sm" className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-lg font-semibold">Pegar el plan</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Copia el plan de la web de tu universidad o de una hoja de cálculo y pégalo aquí: lo convertimos en filas para
          que las revises antes de añadirlas.
        </p>
        <TextAreaField
          label="Texto del plan de estudios"
          name={PLAN_PASTE_FIELD}
          maxLength={PLAN_PASTE_MAX}
          rows={5}
          className="font-mono text-sm"
        />
        <div>
          <Button type="submit" name="intent" value={PLAN_INTENTS.readPaste} variant="secondary" onClick={readPaste}>
            Convertir en filas
          </Button>
        </div>
      </Card>

      <fieldset className="flex flex-col gap-3">
        <legend id={ROWS_HEADING_ID} className="mb-2 scroll-mt-24 text-lg font-semibold">
          Asignaturas
        </legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {`Nombre, ${terms.yearOfStudyLabel.toLowerCase()} y semestre en cada fila; ${terms.creditsUnit} y tipo si los sabes. Hasta ${PLAN_ROWS_MAX} por envío; hoy puedes añadir ${remaining}. Las filas vacías no se envían.`}
        </p>
        <ol className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <li key={`${generation}-${index}`}>
              <PlanRowFields
                index={index}
                row={row}
                terms={terms}
                error={(field) => errorOf(index, field)}
                near={nearRows.has(index)}
                onName={() => growIfLast(index)}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button type="submit" name="intent" value={PLAN_INTENTS.moreRows} variant="secondary" onClick={addRows}>
            Añadir más filas
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value={PLAN_INTENTS.save} loading={sending}>
          Añadir al plan
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Se publican al momento, marcadas como añadidas por estudiantes hasta que otro estudiante o el equipo de
          moderación las confirme.
        </p>
      </div>
    </Form>
  );
}

function PlanRowFields({
  index,
  row,
  terms,
  error,
  near,
  onName,
}: {
  index: number;
  row: Row;
  terms: AcademicTerms;
  error: (field: PlanRowField) => string | undefined;
  near: boolean;
  onName: () => void;
}) {
  const name = (field: PlanRowField) => planFieldName(index, field);
  return (
    <Card as="fieldset" padding="sm" className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-6">
      <legend className="sr-only">{`Asignatura ${index + 1}`}</legend>
      <div className="col-span-2 sm:col-span-6">
        <TextField
          label={`Asignatura ${index + 1}`}
          name={name("nombre")}
          defaultValue={row.nombre}
          maxLength={PLAN_NAME_MAX * 2}
          error={error("nombre")}
          autoComplete="off"
          onInput={onName}
        />
      </div>
      <SelectField
        label={terms.yearOfStudyLabel}
        name={name("curso")}
        defaultValue={row.curso}
        error={error("curso")}
        wrapperClassName="sm:col-span-1"
      >
        <SelectOptions placeholder="—" options={PLAN_COURSE_YEARS.map((year) => ({ id: year, name: `${year}.º` }))} />
      </SelectField>
      <SelectField
        label="Semestre"
        name={name("periodo")}
        defaultValue={row.periodo}
        error={error("periodo")}
        wrapperClassName="sm:col-span-2"
      >
        <SelectOptions placeholder="—" options={TERM_CHOICES} />
      </SelectField>
      <div className="sm:col-span-1">
        <TextField
          label={terms.creditsUnit}
          name={name("creditos")}
          defaultValue={row.creditos}
          inputMode="decimal"
          error={error("creditos")}
        />
      </div>
      <SelectField
        label="Tipo"
        name={name("tipo")}
        defaultValue={row.tipo}
        error={error("tipo")}
        wrapperClassName="sm:col-span-2"
      >
        <SelectOptions placeholder="Sin indicar" options={CATEGORY_OPTIONS} />
      </SelectField>
      {near && (
        <CheckboxField
          label="No, es otra asignatura"
          name={name("distinta")}
          defaultChecked={row.distinta === "on"}
          className="col-span-2 sm:col-span-6"
        />
      )}
    </Card>
  );
}
