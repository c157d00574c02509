import { useEffect, useId, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText, type Command } from '@codemirror/view';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';

/** Wraps the selection (or inserts the markers around a placeholder word) with `before` and `after`. */
function wrap(before: string, after: string, empty: string): Command {
  return (view) => {
    view.dispatch(
      view.state.changeByRange((range) => {
        const text = view.state.sliceDoc(range.from, range.to) || empty;
        return {
          changes: { from: range.from, to: range.to, insert: `${before}${text}${after}` },
          range: EditorSelection.range(range.from + before.length, range.from + before.length + text.length),
        };
      }),
    );
    view.focus();
    return true;
  };
}

/** Puts `prefix` at the start of every selected line (headings, lists). */
function prefixLines(prefix: string): Command {
  return (view) => {
    const changes = [];
    for (const range of view.state.selection.ranges) {
      for (let line = view.state.doc.lineAt(range.from); ; line = view.state.doc.line(line.number + 1)) {
        if (!line.text.startsWith(prefix)) changes.push({ from: line.from, insert: prefix });
        if (line.to >= range.to || line.number === view.state.doc.lines) break;
      }
    }
    view.dispatch({ changes });
    view.focus();
    return true;
  };
}

const COMMANDS = {
  bold: wrap('**', '**', 'bold text'),
  italic: wrap('_', '_', 'emphasis'),
  link: wrap('[', '](/page)', 'link text'),
  heading: prefixLines('## '),
  list: prefixLines('- '),
};

const TOOLBAR: Array<{ command: keyof typeof COMMANDS; label: string; text: string; shortcut?: string }> = [
  { command: 'heading', label: 'Heading', text: 'H2' },
  { command: 'bold', label: 'Bold', text: 'B', shortcut: 'Ctrl+B' },
  { command: 'italic', label: 'Italic', text: 'I', shortcut: 'Ctrl+I' },
  { command: 'link', label: 'Link', text: 'Link', shortcut: 'Ctrl+K' },
  { command: 'list', label: 'Bulleted list', text: '• List' },
];

const theme = EditorView.theme({
  '&': { border: '1px solid #8a9aa3', borderRadius: '6px', background: '#fff', fontSize: '0.95rem' },
  '&.cm-focused': { outline: '3px solid #1b5e7a', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minHeight: '28rem', padding: '0.75rem' },
  '.cm-scroller': { maxHeight: '70vh', overflow: 'auto' },
  '.cm-line': { lineHeight: '1.55' },
});

/**
 * The post body editor: CodeMirror 6 with Markdown highlighting, undo history, line wrapping and a small
 * formatting toolbar. It lives in the admin chunk only. `value` replaces the text when it changes from
 * outside (a restored revision), never while it only echoes what was typed.
 */
export default function MarkdownEditor({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([
            { key: 'Mod-b', run: COMMANDS.bold },
            { key: 'Mod-i', run: COMMANDS.italic },
            { key: 'Mod-k', run: COMMANDS.link },
            ...defaultKeymap,
            ...historyKeymap,
            indentWithTab,
          ]),
          markdown({ base: markdownLanguage }),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          placeholderText('Write the post in Markdown: ## for headings, - for lists, [text](/page) for links.'),
          EditorView.contentAttributes.of({
            'aria-labelledby': `${id}-label`,
            'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' '),
            spellcheck: 'true',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div className={`field markdown-editor${error ? ' has-error' : ''}`}>
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="markdown-toolbar" role="toolbar" aria-label="Formatting">
        {TOOLBAR.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className="button secondary small"
            aria-label={tool.label}
            title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
            onClick={() => view.current && COMMANDS[tool.command](view.current)}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <div ref={host} />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
