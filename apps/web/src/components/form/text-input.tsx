import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

// A form's text field bound to react-hook-form: the message of the form schema shows under the field
// it belongs to.

export interface FieldProps<T extends FieldValues, O> {
  /** The form's control, whatever its schema turns the values into. */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

export function TextInput<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  disabled,
  ...props
}: FieldProps<T, O> & Omit<TextFieldProps, 'name' | 'label'>) {
  return (
    <Controller
      control={control}
      name={name}
      // The ref goes to the input alone, so that a field in error can be focused.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          inputRef={ref}
          label={label}
          required={required}
          disabled={disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
        />
      )}
    />
  );
}
