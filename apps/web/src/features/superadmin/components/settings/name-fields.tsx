import TextField from '@mui/material/TextField';

/** A segment's or a flag's Namn (required, focused first) and Beskrivning, in their dialogs. */
export function NameFields({
  name,
  description,
  onName,
  onDescription,
}: {
  name: string;
  description: string;
  onName(name: string): void;
  onDescription(description: string): void;
}) {
  return (
    <>
      <TextField
        label="Namn"
        value={name}
        onChange={(event) => onName(event.target.value)}
        required
        autoFocus
      />
      <TextField
        label="Beskrivning"
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        multiline
        minRows={2}
      />
    </>
  );
}
