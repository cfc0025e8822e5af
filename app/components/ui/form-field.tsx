import clsx from "clsx";
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";

import { TextWithSiteLinks } from "~/components/ui/site-links";

export const inputClasses =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800";

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Classes of the block holding label, control, hint and error (its place in a grid). */
  wrapperClassName?: string;
  children: ReactNode;
}

/** Label, control, then the hint and the error, which the control points at (aria-describedby). */
function FieldFrame({ id, label, error, hint, wrapperClassName, children }: FieldFrameProps) {
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** What every control of a field shares: its id, the invalid state and what describes it. */
function controlAttributes(
  id: string,
  {
    error,
    hint,
    invalid = Boolean(error),
    className,
  }: { error?: string | null; hint?: ReactNode; invalid?: boolean; className?: string },
) {
  return {
    id,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: clsx(
      inputClasses,
      invalid ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-700",
      className,
    ),
  };
}

/**
 * A live 'n/max' counter for a text control (the limit itself is the server's and the schema's):
 * it turns red past the limit instead of silently cutting the text.
 */
function useLengthCounter(defaultValue: string, counterMax: number | undefined) {
  const [length, setLength] = useState(defaultValue.length);
  const over = counterMax != null && length > counterMax;
  const counter =
    counterMax != null ? (
      <span className={clsx("block text-right tabular-nums", over && "font-semibold text-red-700 dark:text-red-400")}>
        {length}/{counterMax}
      </span>
    ) : undefined;
  return { counter, over, track: (value: string) => setLength(value.length) };
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "defaultValue"> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shows a live 'n/max' counter (instead of a hint). */
  counterMax?: number;
  defaultValue?: string;
}

export function TextField({
  label,
  error,
  hint,
  counterMax,
  id,
  className,
  defaultValue,
  onChange,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const { counter, over, track } = useLengthCounter(defaultValue ?? "", counterMax);
  const shownHint = counter ?? hint;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={shownHint}>
      <input
        {...controlAttributes(fieldId, { error, hint: shownHint, invalid: Boolean(error) || over, className })}
        defaultValue={defaultValue}
        onChange={(event) => {
          track(event.currentTarget.value);
          onChange?.(event);
        }}
        {...input}
      />
    </FieldFrame>
  );
}

/** An e-mail address field: the browser's e-mail keyboard and autofill, labelled 'Correo electrónico' unless told otherwise. */
export function EmailField({
  label = "Correo electrónico",
  ...input
}: Omit<TextFieldProps, "type" | "label" | "autoComplete"> & { label?: string }) {
  return <TextField label={label} name="email" type="email" autoComplete="email" required {...input} />;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  wrapperClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  wrapperClassName,
  children,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} wrapperClassName={wrapperClassName}>
      <select {...controlAttributes(fieldId, { error, hint, className })} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "defaultValue" | "value"> {
  label: string;
  error?: string | null;
  /** Shows a live 'n/max' counter; the limit itself is the server's (and the schema's). */
  counterMax?: number;
  defaultValue?: string;
}

/** A textarea, with a live counter when it has a limit. */
export function TextAreaField({
  label,
  error,
  counterMax,
  id,
  className,
  defaultValue = "",
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const { counter, over, track } = useLengthCounter(defaultValue, counterMax);
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={counter}>
      <textarea
        {...controlAttributes(fieldId, {
          error,
          hint: counter,
          invalid: Boolean(error) || over,
          className: clsx("min-h-24", className),
        })}
        defaultValue={defaultValue}
        onChange={(event) => {
          track(event.currentTarget.value);
          onChange?.(event);
        }}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  id,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={clsx("flex items-center gap-2 has-[:disabled]:opacity-60", className)}>
      <input
        id={fieldId}
        type="checkbox"
        className="size-4 rounded border-slate-400 text-brand-600 focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900"
        {...input}
      />
      <label htmlFor={fieldId} className="text-sm text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}

/** A form-level message: an error (role=alert) or a confirmation (role=status). */
export function FormMessage({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" &&
          "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200",
        tone === "success" &&
          "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200",
        tone === "info" &&
          "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-100",
      )}
    >
      {typeof children === "string" ? <TextWithSiteLinks text={children} /> : children}
    </div>
  );
}

/** A select's choices after its placeholder (the empty value). */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string;
  options: readonly { id: string | number; name: string }[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </>
  );
}
