import { Form } from "react-router";

import { Button } from "~/components/ui/button";

/** A subject a student added to the plan: who may confirm it, and the form that does (subject-confirm.tsx). */
export function StudentAdditionNotice({ subjectId }: { subjectId: string }) {
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <p>
        Añadida por estudiantes de la carrera y aún sin confirmar: la confirma otro estudiante verificado de la carrera
        o el equipo de moderación.
      </p>
      <Form method="post" action={`/subject/${subjectId}/confirmar`}>
        <Button type="submit" variant="secondary" size="sm">
          Confirmar
        </Button>
      </Form>
    </div>
  );
}
