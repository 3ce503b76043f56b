import {
  type ContextType,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './ChipInput.css.ts';
import { addChip, availableOptions, removeChips, removeLastChip } from './chipLogic.ts';
import { chipInputMessages } from './messages.ts';

/** One choice: a unique id, the text shown, and an optional icon in front of it. */
export interface ChipItem {
  id: string | number;
  value: string;
  icon?: ReactNode;
}

export interface ChipInputProps extends StyleProps {
  /** The visible label of the field. */
  label: string;
  /** Everything that can be chosen; chosen items leave the dropdown. */
  options: readonly ChipItem[];
  /** The chosen items (controlled). */
  value?: readonly ChipItem[];
  /** The items chosen at first (uncontrolled). */
  defaultValue?: readonly ChipItem[];
  /** Called with the new list whenever an item is added or removed. */
  onChange?: (items: ChipItem[]) => void;
  /** Hint shown in the empty text input. */
  placeholder?: string;
  /** What the dropdown says when no option matches. */
  emptyText?: string;
  /** Name of the chip list for assistive technology, from the field's label. */
  chipsLabel?: (label: string) => string;
  /** Name of the button that opens the list of options. */
  showOptionsLabel?: string;
  /** Whether the field is disabled. */
  isDisabled?: boolean;
}

type ComboBoxState = ContextType<typeof ComboBoxStateContext>;

/** Hands the ComboBox's state out, so the field can close the list once an item is added. */
function ComboBoxStateBridge({ stateRef }: { stateRef: RefObject<ComboBoxState> }) {
  const state = useContext(ComboBoxStateContext);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  return null;
}

/**
 * A multi-choice field: click or type to open a dropdown of options (ArrowUp/ArrowDown move, Enter adds), chosen items
 * show as removable chips (remove button, or Delete/Backspace on a focused chip; Backspace in the empty input
 * removes the last chip). React Aria's ComboBox and TagGroup underneath.
 */
export function ChipInput({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  placeholder,
  emptyText: ownEmptyText,
  chipsLabel: ownChipsLabel,
  showOptionsLabel: ownShowOptionsLabel,
  isDisabled,
  className,
  style,
}: ChipInputProps) {
  const texts = useTranslations(chipInputMessages);
  const emptyText = ownEmptyText ?? texts.empty;
  const chipsLabel = ownChipsLabel ?? texts.chosen;
  const showOptionsLabel = ownShowOptionsLabel ?? texts.showOptions;
  const [ownValue, setOwnValue] = useState<readonly ChipItem[]>(defaultValue);
  const chosen = value ?? ownValue;
  const [query, setQuery] = useState('');
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const comboBoxState = useRef<ComboBoxState>(null);
  const labelId = useId();
  const inputId = useId();

  const change = (next: ChipItem[]) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  const add = (key: Key | null) => {
    const item = options.find((option) => option.id === key);
    if (!item) return;
    change(addChip(chosen, item));
    setQuery('');
    // Like a single-choice combobox, the list closes on a choice; ArrowDown opens it again.
    comboBoxState.current?.close();
  };
  const remove = (keys: Set<Key>) => {
    const next = removeChips(chosen, keys as Set<ChipItem['id']>);
    change(next);
    // The last chip gone: focus would fall to the page, so it goes back to the text input.
    if (next.length === 0) inputRef.current?.focus();
  };

  return (
    <div className={withSiteClass(styles.root, className)} style={style}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div ref={fieldRef} className={styles.field}>
        {chosen.length > 0 && (
          <TagGroup aria-label={chipsLabel(label)} onRemove={isDisabled ? undefined : remove}>
            <TagList items={chosen} className={styles.tagList}>
              {(item) => (
                <Tag id={item.id} textValue={item.value} className={styles.tag}>
                  {item.icon}
                  {item.value}
                  {!isDisabled && (
                    <Button slot="remove" className={styles.removeButton}>
                      <Icon name="close" size="sm" />
                    </Button>
                  )}
                </Tag>
              )}
            </TagList>
          </TagGroup>
        )}
        <ComboBox
          aria-labelledby={labelId}
          className={styles.combo}
          items={availableOptions(options, chosen, query)}
          selectedKey={null}
          onSelectionChange={add}
          inputValue={query}
          onInputChange={setQuery}
          allowsEmptyCollection
          isDisabled={isDisabled}
        >
          <ComboBoxStateBridge stateRef={comboBoxState} />
          <Input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            placeholder={placeholder}
            // A click opens the list, as on a select: people expect a field with a chevron to open where they click.
            onClick={() => comboBoxState.current?.open(null, 'manual')}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && query === '' && chosen.length > 0) change(removeLastChip(chosen));
              // React Aria's Escape reverts the field to its selection, which here is always empty: unless the typed
              // text goes too, the ComboBox sees text it has not shown a list for and opens the list again.
              if (event.key === 'Escape') setQuery('');
            }}
          />
          <Button className={styles.toggle} aria-label={showOptionsLabel}>
            <Icon name="chevron-down" />
          </Button>
          <Popover triggerRef={fieldRef} className={styles.popover}>
            <ListBox<ChipItem>
              className={styles.listBox}
              renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
            >
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.value} className={styles.option}>
                  {item.icon}
                  {item.value}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </div>
    </div>
  );
}
