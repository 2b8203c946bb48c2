import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

type SearchFieldProps = {
  /** The search as searched, from the address. */
  search: string;
  onSearch(search: string): void;
  placeholder: string;
  /** The field's accessible name ('Sök person'). */
  label: string;
  /** How long after the last key the search goes out. */
  waitMs: number;
};

/** The search box: what is typed is searched after a pause; a search set by the address shows in it. */
export function SearchField({ search, onSearch, placeholder, label, waitMs }: SearchFieldProps) {
  const [text, setText] = useState(search);

  // Back, forward or a link changed the search: show it, unless the field already says the same.
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => onSearch(wanted), waitMs);
    return () => clearTimeout(timer);
  }, [text, search, onSearch, waitMs]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
