import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ComboBox, Header, Input, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { productSuggestionsQuery } from '../../queries/index.ts';
import { MarkedText } from '../parts/MarkedText.tsx';
import * as styles from './SuggestionsField.css.ts';
import {
  allResultsId,
  createDebouncer,
  suggestionDelayMs,
  suggestionEntries,
  suggestionText,
} from './suggestionLogic.ts';

interface SuggestionsFieldProps {
  /** The typed text (the header's search keeps it). */
  value: string;
  onChange: (value: string) => void;
  /** Takes the focus as it appears: it replaces the browser's field the buyer is typing in. */
  autoFocus: boolean;
  /** Searches for the typed text (Enter without a suggestion chosen). */
  onSubmit: () => void;
  /** The field's example, from the ranges the account sees. */
  placeholder: string;
}

/** The typed text, once typing has paused (`suggestionDelayMs`). */
function usePausedText(typed: string): string {
  const [paused, setPaused] = useState(typed);
  const debouncer = useMemo(() => createDebouncer(suggestionDelayMs, setPaused), []);
  useEffect(() => debouncer.push(typed), [debouncer, typed]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return paused;
}

/**
 * The header's search field with suggestions (React Aria's ComboBox): products and categories as the buyer types,
 * their matched words marked, and every result of the text last. Enter without a suggestion chosen searches, as
 * the browser's field did.
 */
export function SuggestionsField({ value, onChange, autoFocus, onSubmit, placeholder }: SuggestionsFieldProps) {
  const { routes } = useScreenEnvironment();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const asked = suggestionText(usePausedText(value));
  const suggestions = useQuery({ ...productSuggestionsQuery(asked ?? ''), enabled: asked !== null });
  const data = asked !== null && suggestionText(value) !== null ? suggestions.data : undefined;
  const entries = data && suggestionEntries(data, value, routes);
  const hrefOf = new Map(
    entries ? [...entries.products, ...entries.categories, entries.all].map((e) => [e.id, e.href]) : [],
  );

  // As it replaces the browser's field (once, on mount), the caret stays at the end of what was typed there.
  const atMount = useRef({ autoFocus, length: value.length });
  useEffect(() => {
    const { autoFocus: focused, length } = atMount.current;
    if (focused) input.current?.setSelectionRange(length, length);
  }, []);

  // The ComboBox keeps Enter while its list is open (to choose an entry); with none chosen, Enter searches.
  const searchOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || input.current?.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <div onKeyDownCapture={searchOnEnter}>
      <ComboBox
        inputValue={value}
        onInputChange={onChange}
        allowsCustomValue
        // Open from 2 letters on, saying what it waits for until the suggestions arrive.
        allowsEmptyCollection={suggestionText(value) !== null}
        menuTrigger="input"
        // The server has already chosen what matches (typos, synonyms): the list shows all it answered.
        defaultFilter={() => true}
        selectedKey={null}
        onSelectionChange={(key) => {
          const href = key === null ? undefined : hrefOf.get(String(key));
          if (!href) return;
          navigate(href);
          // Leaving the field closes the list, which hides the page from screen readers while it is open.
          input.current?.blur();
        }}
        aria-label="Search products"
      >
        <Input ref={input} type="search" className={styles.input} placeholder={placeholder} autoFocus={autoFocus} />
        {/* Non-modal: the Search button beside the field stays in reach (and in the accessibility tree). */}
        <Popover className={styles.popover} placement="bottom start" offset={4} isNonModal>
          <ListBox
            className={styles.listbox}
            aria-label="Suggestions"
            renderEmptyState={() => (
              <p className={styles.note}>
                {suggestions.isError
                  ? 'Suggestions are unavailable just now; Enter still searches.'
                  : 'Looking for suggestions…'}
              </p>
            )}
          >
            {entries && data && entries.products.length > 0 && (
              <ListBoxSection>
                <Header className={styles.sectionHeader}>{data.nearest ? 'Nearest products' : 'Products'}</Header>
                {data.products.map((product, index) => (
                  <ListBoxItem
                    key={product.id}
                    id={entries.products[index]?.id}
                    textValue={product.title}
                    className={styles.option}
                  >
                    <span>
                      <MarkedText text={product.title} matchedWords={data.matched_words} />
                    </span>
                    <span className={styles.code}>{product.id}</span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            )}
            {entries && data && entries.categories.length > 0 && (
              <ListBoxSection>
                <Header className={styles.sectionHeader}>{data.nearest ? 'Nearest categories' : 'Categories'}</Header>
                {entries.categories.map((category) => (
                  <ListBoxItem
                    key={category.id}
                    id={category.id}
                    textValue={category.textValue}
                    className={styles.option}
                  >
                    {category.textValue}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            )}
            {entries && (
              <ListBoxItem id={allResultsId} textValue={entries.all.textValue} className={styles.option}>
                {entries.all.textValue}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}
