import type { ReactNode } from "react";

import type { IconComponent } from "~/components/ui/icons";

/** One way to reach UniOpina (e-mail, phone, hours…): an icon, what it is, and the detail. */
export function ContactDetail({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 text-sm">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
      <div>
        <p className="font-medium">{title}</p>
        <div className="text-slate-600 dark:text-slate-400">{children}</div>
      </div>
    </div>
  );
}

/** A mailto: or tel: link inside a contact detail. */
export function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="text-brand-700 underline dark:text-brand-300">
      {children}
    </a>
  );
}
