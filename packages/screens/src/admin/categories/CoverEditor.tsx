// The cover text's rich-text editor (Tiptap): a labelled, keyboard-accessible toolbar (React Aria Toolbar of toggle
// buttons; arrow keys move between them) and the editable area. Loaded on demand (React.lazy) by the category
// record, so Tiptap and ProseMirror stay out of every other bundle.
import { Node } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { Button as AriaButton, ToggleButton, Toolbar } from 'react-aria-components';
import { sanitizeCoverHtml } from '../../catalog/index.ts';
import * as styles from './categories.css.ts';

/** Pictures already in a cover (from the media host) survive editing; the sanitiser decides which are kept. */
const CoverImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

interface CoverEditorProps {
  /** The visible label of the editor ("Cover text"). */
  label: string;
  /** Help under the label. */
  description?: string;
  /** The starting HTML; sanitised before the editor reads it. Later changes of the prop are not read back. */
  initialHtml: string;
  /** The sanitised HTML after every change ('' when empty). */
  onChange: (html: string) => void;
  isReadOnly?: boolean;
}

/** What the editor's HTML becomes: the customer's sanitiser profile, and nothing for an empty document. */
const coverOutput = (html: string, isEmpty: boolean) => (isEmpty ? '' : sanitizeCoverHtml(html));

export default function CoverEditor({
  label,
  description,
  initialHtml,
  onChange,
  isReadOnly = false,
}: CoverEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, code: false, codeBlock: false }), CoverImage],
    content: initialHtml ? sanitizeCoverHtml(initialHtml) : '',
    editable: !isReadOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(description ? { 'aria-describedby': descriptionId } : {}),
        class: styles.editorArea,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(coverOutput(changed.getHTML(), changed.isEmpty)),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      subheading: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles = [
    { id: 'bold', text: 'Bold', on: active?.bold, run: () => chain().toggleBold().run() },
    { id: 'italic', text: 'Italic', on: active?.italic, run: () => chain().toggleItalic().run() },
    { id: 'heading', text: 'Heading', on: active?.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      id: 'subheading',
      text: 'Subheading',
      on: active?.subheading,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { id: 'bullets', text: 'Bullet list', on: active?.bullets, run: () => chain().toggleBulletList().run() },
    { id: 'numbers', text: 'Numbered list', on: active?.numbers, run: () => chain().toggleOrderedList().run() },
  ];
  return (
    <div>
      <span id={labelId} className={styles.editorLabel}>
        {label}
      </span>
      {description && (
        <p id={descriptionId} className={styles.editorHelp}>
          {description}
        </p>
      )}
      <div className={styles.editorFrame}>
        {!isReadOnly && (
          <Toolbar aria-label={`Formatting of the ${label.toLowerCase()}`} className={styles.toolbar}>
            {toggles.map((toggle) => (
              <ToggleButton
                key={toggle.id}
                className={styles.toolButton}
                isSelected={toggle.on ?? false}
                onChange={toggle.run}
              >
                {toggle.text}
              </ToggleButton>
            ))}
            <AriaButton
              className={styles.toolButton}
              isDisabled={!active?.canUndo}
              onPress={() => chain().undo().run()}
            >
              Undo
            </AriaButton>
            <AriaButton
              className={styles.toolButton}
              isDisabled={!active?.canRedo}
              onPress={() => chain().redo().run()}
            >
              Redo
            </AriaButton>
          </Toolbar>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
