import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

/** A check or a cross for a case's flag, named for a screen reader ('Ja'/'Nej'). */
export function YesNoIcon({ value }: { value: boolean }) {
  return value ? (
    <CheckIcon titleAccess="Ja" color="success" fontSize="small" />
  ) : (
    <CloseIcon titleAccess="Nej" color="disabled" fontSize="small" />
  );
}
