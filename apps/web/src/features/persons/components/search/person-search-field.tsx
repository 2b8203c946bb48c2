import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** Spec 5.3 and 9: the person search waits this long after the last key. */
export const PERSON_SEARCH_DEBOUNCE_MS = 500;
export const PERSON_SEARCH_PLACEHOLDER = 'pnr, name, e-mail or system:system_id';

type PersonSearchFieldProps = { search: string; onSearch(search: string): void };

/** The search box: what is typed is searched after a pause; a search set by the address shows in it. */
export function PersonSearchField({ search, onSearch }: PersonSearchFieldProps) {
  const [text, setText] = useState(search);

  // Back, forward or a link changed the search: show it, unless the field already says the same.
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => onSearch(wanted), PERSON_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={PERSON_SEARCH_PLACEHOLDER}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { 'aria-label': 'Sök person', maxLength: 200, spellCheck: false },
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
