import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** Spec 9: the group search waits this long after the last key (and the request 100 ms more). */
export const GROUP_SEARCH_DEBOUNCE_MS = 500;
export const GROUP_SEARCH_PLACEHOLDER = 'namn, e-post eller system:system_id';

type GroupSearchFieldProps = { search: string; onSearch(search: string): void };

/** The search box: what is typed is searched after a pause; a search set by the address shows in it. */
export function GroupSearchField({ search, onSearch }: GroupSearchFieldProps) {
  const [text, setText] = useState(search);

  // Back, forward or a link changed the search: show it, unless the field already says the same.
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => onSearch(wanted), GROUP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={GROUP_SEARCH_PLACEHOLDER}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { 'aria-label': 'Sök grupp', maxLength: 200, spellCheck: false },
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
