import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { DealFormValues, DocumentTrackingFlag } from '@core/deals/form-fields';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { ConfidenceMarker } from './confidence-marker';
import { useDealFormMeta, type DealFieldName } from './deal-form-meta';
import { FieldMessages } from '@web/components/ui/field-messages';

type TextFieldName = Exclude<DealFieldName, DocumentTrackingFlag>;

interface FieldBase<Name extends DealFieldName> {
  name: Name;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

function useFieldIds(name: DealFieldName) {
  const { idPrefix, confidence } = useDealFormMeta();
  const {
    formState: { errors },
  } = useFormContext<DealFormValues>();
  const id = `${idPrefix}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, error: errors[name]?.message, confidence: confidence[name] };
}

/** Label (with the required * and the AI confidence chip), the control, its hint and its error. */
function FieldShell({
  name,
  label,
  required,
  hint,
  className,
  children,
}: FieldBase<DealFieldName> & { children: ReactNode }) {
  const { id, hintId, errorId, error, confidence } = useFieldIds(name);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center gap-2">
        <div className="flex items-center gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {required && (
            <span className="text-sm font-medium text-destructive" aria-hidden="true">
              *
            </span>
          )}
        </div>
        {confidence !== undefined && <ConfidenceMarker value={confidence} />}
      </div>
      {children}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

function useControlProps(name: DealFieldName, required: boolean | undefined, hint: string | undefined) {
  const { id, hintId, errorId, error } = useFieldIds(name);
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

interface TextFieldProps extends FieldBase<TextFieldName> {
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' | 'text';
  placeholder?: string;
  /** On-blur formatter (SPEC §5 "Input formatting on blur"). */
  format?: (value: string) => string;
}

export function TextField({ type = 'text', inputMode, placeholder, format, ...base }: TextFieldProps) {
  const { register, setValue } = useFormContext<DealFormValues>();
  const controlProps = useControlProps(base.name, base.required, base.hint);
  const field = register(base.name, {
    onBlur: format
      ? (event: { target: { value: string } }) => {
          const formatted = format(event.target.value);
          if (formatted !== event.target.value) setValue(base.name, formatted, { shouldDirty: true, shouldValidate: false });
        }
      : undefined,
  });
  return (
    <FieldShell {...base}>
      <Input type={type} inputMode={inputMode} placeholder={placeholder} autoComplete="off" {...controlProps} {...field} />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldBase<TextFieldName>) {
  const { register } = useFormContext<DealFormValues>();
  const controlProps = useControlProps(props.name, props.required, props.hint);
  return (
    <FieldShell {...props}>
      <Textarea rows={3} {...controlProps} {...register(props.name)} />
    </FieldShell>
  );
}

interface SelectFieldProps extends FieldBase<TextFieldName> {
  options: readonly (string | number)[];
  /** Text of the empty first option; omitted when the field always has a value. */
  placeholder?: string;
}

export function SelectField({ options, placeholder, ...base }: SelectFieldProps) {
  const { register } = useFormContext<DealFormValues>();
  const controlProps = useControlProps(base.name, base.required, base.hint);
  return (
    <FieldShell {...base}>
      <NativeSelect {...controlProps} {...register(base.name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}

export function CheckboxField({ name, label }: { name: DocumentTrackingFlag; label: string }) {
  const { register } = useFormContext<DealFormValues>();
  const { idPrefix } = useDealFormMeta();
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex items-center gap-2 self-end pb-2">
      <input id={id} type="checkbox" className="size-4 accent-primary" {...register(name)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>{children}</div>;
}
