import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nl } from '../../i18n/nl';
import { debounce, type Debounced } from '../../lib/timers';
import { useAppServices } from '../../services/appServices';
import { searchDebounceMs, searchPath } from './searchQuery';

/**
 * The search box (spec §2): the trimmed text searches on submit and 500 ms after the last change, only when not
 * empty. Escape clears the text, or, when it is already empty, leaves the box.
 */
export function SearchBox() {
  const { timers } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname === '/nl/search';
  const [text, setText] = useState(() =>
    onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : '',
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const textRef = useRef(text);
  const goRef = useRef<(query: string) => void>(() => {});
  const debouncedRef = useRef<Debounced | undefined>(undefined);

  useEffect(() => {
    goRef.current = (query) => {
      const path = searchPath(query);
      // Typing on the results page replaces the address instead of adding a history entry per pause.
      if (path) navigate(path, { replace: onSearchPage });
    };
  }, [navigate, onSearchPage]);

  useEffect(() => {
    const debounced = debounce(timers, searchDebounceMs, () => goRef.current(textRef.current));
    debouncedRef.current = debounced;
    return () => debounced.cancel();
  }, [timers]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    debouncedRef.current?.cancel();
    goRef.current(textRef.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    debouncedRef.current?.cancel();
    if (text !== '') {
      setText('');
      textRef.current = '';
    } else {
      inputRef.current?.blur();
    }
  };

  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="search-box-input">
        {nl.shell.searchLabel}
      </label>
      <input
        ref={inputRef}
        id="search-box-input"
        type="search"
        value={text}
        placeholder={nl.shell.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          textRef.current = event.target.value;
          debouncedRef.current?.schedule();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit">
        {nl.shell.searchSubmit}
      </button>
    </form>
  );
}
