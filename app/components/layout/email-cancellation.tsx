import { Form, useNavigation } from "react-router";

import { EmailLinkFrame } from "~/components/layout/email-link-frame";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";

export interface CancellationTexts {
  title: string;
  lead: string;
  button: string;
  doneTitle: string;
  done: string;
  invalid: string;
}

/**
 * The page of an e-mail's cancellation link (the newsletter's, the review alerts'): one button —
 * mail scanners open links too — then what was cancelled, or why the link does not work.
 */
export function EmailCancellation({
  valid,
  token,
  result,
  texts,
}: {
  valid: boolean;
  token: string;
  result: { ok: boolean } | undefined;
  texts: CancellationTexts;
}) {
  const navigation = useNavigation();
  if (result?.ok) {
    return (
      <EmailLinkFrame title={texts.doneTitle}>
        <div className="mt-6 text-left">
          <FormMessage tone="success">{texts.done}</FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  if (!valid || result) {
    return (
      <EmailLinkFrame title="Enlace no válido">
        <div className="mt-6 text-left">
          <FormMessage tone="error">{texts.invalid}</FormMessage>
        </div>
      </EmailLinkFrame>
    );
  }
  return (
    <EmailLinkFrame title={texts.title}>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{texts.lead}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" variant="danger" loading={navigation.state === "submitting"}>
          {texts.button}
        </Button>
      </Form>
    </EmailLinkFrame>
  );
}
