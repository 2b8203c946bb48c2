import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

type SearchFieldProps = {
  /** The search as searched, from the address. */
  search: string;
  /** keepShown: the user chose another item since the last key, which the new search leaves open. */
  onSearch(search: string, options: { keepShown: boolean }): void;
  /** The item the screen shows beside the hits, if any. */
  shown?: unknown;
  placeholder: string;
  /** The field's accessible name ('Sök person'). */
  label: string;
  /** How long after the last key the search goes out. */
  waitMs: number;
};

/**
 * Another item was chosen since the last key. One shown where none was is the screen's own choice of
 * the first hit, which a new search replaces with its own first.
 */
function chosenSinceLastKey(atLastKey: unknown, now: unknown): boolean {
  return atLastKey !== undefined && now !== atLastKey;
}

/** The search box: what is typed is searched after a pause; a search set by the address shows in it. */
export function SearchField({ search, onSearch, shown, placeholder, label, waitMs }: SearchFieldProps) {
  const [text, setText] = useState(search);
  const shownNow = useRef(shown);
  const shownAtLastKey = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);

  // Back, forward or a link changed the search: show it, unless the field already says the same.
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(
      () => onSearch(wanted, { keepShown: chosenSinceLastKey(shownAtLastKey.current, shownNow.current) }),
      waitMs,
    );
    return () => clearTimeout(timer);
  }, [text, search, onSearch, waitMs]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => {
        shownAtLastKey.current = shownNow.current;
        setText(event.target.value);
      }}
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
