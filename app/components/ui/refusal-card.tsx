import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { useLoginHref } from "~/components/use-viewer";

/** In place of a form the viewer may not use: why, then the login (back to this page) or the way back. */
export function RefusalCard({ refusal, back }: { refusal: { status: number; message: string }; back: { to: string; label: string } }) {
  return (
    <Card className="flex flex-col items-start gap-3">
      <FormMessage tone="info">{refusal.message}</FormMessage>
      <RefusalLink status={refusal.status} back={back} />
    </Card>
  );
}

/** The login for a visitor (401), back to this page after it; the way back for anyone else. */
export function RefusalLink({ status, back }: { status: number; back: { to: string; label: string } }) {
  const loginHref = useLoginHref();
  return status === 401 ? (
    <ButtonLink to={loginHref} size="sm">
      Iniciar sesión
    </ButtonLink>
  ) : (
    <ButtonLink to={back.to} variant="secondary" size="sm">
      {back.label}
    </ButtonLink>
  );
}
