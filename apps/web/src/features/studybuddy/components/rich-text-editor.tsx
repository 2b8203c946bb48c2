import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { TOOLBAR_LABEL } from './texts.ts';

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const TOOLS: { mark: Mark; label: string; Icon: typeof FormatBoldIcon }[] = [
  { mark: 'bold', label: 'Fetstil', Icon: FormatBoldIcon },
  { mark: 'italic', label: 'Kursiv', Icon: FormatItalicIcon },
  { mark: 'bulletList', label: 'Punktlista', Icon: FormatListBulletedIcon },
  { mark: 'orderedList', label: 'Numrerad lista', Icon: FormatListNumberedIcon },
];

/**
 * 'Ämnestext' (spec part 2, 2): HTML written with a labelled toolbar (bold, italic, lists) over a
 * labelled editable area. An empty editor gives ''. Loaded with the dialog that uses it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  /** The HTML it starts with; later changes come from the editor itself. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, link: false })],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'subject-text-editor',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map(({ mark }) => [mark, current.isActive(mark)])) as Record<Mark, boolean>,
  });

  // One tab stop for the toolbar; the arrow keys, Home and End move between its buttons (WAI-ARIA toolbar).
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const moveFocus = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (focusIndex + 1) % TOOLS.length
        : event.key === 'ArrowLeft'
          ? (focusIndex + last) % TOOLS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const toggle = (mark: Mark) => {
    const chain = editor.chain().focus();
    if (mark === 'bold') chain.toggleBold().run();
    else if (mark === 'italic') chain.toggleItalic().run();
    else if (mark === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${TOOLBAR_LABEL}: ${label}`}
          onKeyDown={moveFocus}
          sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {TOOLS.map(({ mark, label: toolLabel, Icon }, index) => (
            <ToggleButton
              key={mark}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              value={mark}
              size="small"
              selected={active[mark]}
              aria-label={toolLabel}
              title={toolLabel}
              disabled={disabled}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onChange={() => toggle(mark)}
              sx={{ border: 0 }}
            >
              <Icon fontSize="small" />
            </ToggleButton>
          ))}
        </Box>
        <Box
          sx={{
            px: 1.5,
            minHeight: 160,
            maxHeight: 400,
            overflowY: 'auto',
            '& .subject-text-editor': { minHeight: 150, outline: 'none', py: 1 },
            '& .subject-text-editor p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </Box>
  );
}
