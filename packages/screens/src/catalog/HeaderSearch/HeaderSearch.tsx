import { Icon, NativeButton, NativeTextField } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, startTransition, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { categoriesQuery } from '../../queries/index.ts';
import * as styles from '../CatalogShell/CatalogShell.css.ts';
import { searchPlaceholder } from '../CatalogShell/headerLogic.ts';

// The suggestions (React Aria's combobox, its popover and list) are fetched once the buyer is about to search.
const loadSuggestions = () => import('./SuggestionsField.tsx');
const SuggestionsField = lazy(async () => ({ default: (await loadSuggestions()).SuggestionsField }));

/**
 * The catalogue header's search: Enter (or the Search button) opens the results for the typed text. The first load
 * draws the browser's field; pointing at it fetches the suggestions' code, and focusing it puts the suggestions'
 * field in its place with the text, the focus and the caret kept.
 */
export function HeaderSearch() {
  const { routes } = useScreenEnvironment();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  // The example names a range the account sees (a seasonal-only buyer finds no dinosaurs).
  const placeholder = searchPlaceholder(useQuery(categoriesQuery).data);
  const [wanted, setWanted] = useState(false);
  // Whether the buyer is in the field: the suggestions' field then takes the focus as it replaces it.
  const [focused, setFocused] = useState(false);
  // In a transition: the browser's field stays, typed into, until the suggestions' field is ready to replace it.
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const search = () => navigate(routes.productSearch(text.trim()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };
  // React Aria's field and its form validation would be 5 KB gzip of every catalogue page's first load.
  const nativeField = (
    <NativeTextField
      type="search"
      label="Search products"
      isLabelHidden
      value={text}
      onChange={setText}
      placeholder={placeholder}
    />
  );
  return (
    <search aria-label="Products" className={styles.searchLandmark}>
      <form
        onSubmit={submit}
        className={styles.search}
        // Pointing fetches the code; focus swaps the field (never under a pointer about to press the old one).
        onPointerEnter={() => void loadSuggestions()}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => setFocused(false)}
      >
        <Suspense fallback={nativeField}>
          {wanted ? (
            <SuggestionsField
              value={text}
              onChange={setText}
              autoFocus={focused}
              onSubmit={search}
              placeholder={placeholder}
            />
          ) : (
            nativeField
          )}
        </Suspense>
        <NativeButton type="submit" variant="secondary" aria-label="Search">
          <Icon name="search" />
        </NativeButton>
      </form>
    </search>
  );
}
