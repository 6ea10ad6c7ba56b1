import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import {
  bracketMatching,
  foldGutter,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import { contentCopy } from '../../copy';

/**
 * The HTML tab: CodeMirror 6 with HTML highlighting, a linter for elements left open or closed twice, merge tags
 * completed after `{{` and unknown ones flagged. Loaded only on the editor routes (its own chunk).
 */
export interface CodeEditorProps {
  /** The HTML (controlled: a new value from outside replaces the document). */
  value: string;
  /** Called with the whole document on every edit. */
  onChange: (value: string) => void;
  /** The merge tags to complete and to accept. */
  mergeTags: readonly { tag: string; label: string }[];
  /** Names the editor for screen readers. */
  label: string;
}

const Frame = styled.div`
  height: ${({ theme }) => theme.size.editorHeight};
  overflow: hidden;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  .cm-editor { height: 100%; font-size: ${({ theme }) => theme.fontSize.fontSize75}; }
  .cm-editor.cm-focused { outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.accentEmphasis}; }
  .cm-scroller { font-family: ${({ theme }) => theme.font.familyMono}; }
`;

/** Elements HTML closes by itself or never closes: an open one without its end tag is fine. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const OPTIONAL_END = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'tbody',
  'thead',
  'tfoot',
  'option',
  'html',
  'head',
  'body',
  'colgroup',
  'dt',
  'dd',
]);

const MERGE_TAG = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

function htmlLinter(known: ReadonlySet<string>) {
  return linter(
    (view): Diagnostic[] => {
      const diagnostics: Diagnostic[] = [];
      const doc = view.state.doc;
      syntaxTree(view.state).iterate({
        enter(node) {
          if (node.name === 'MismatchedCloseTag') {
            const tag = doc.sliceString(node.from, node.to).replace(/[</>\s]/g, '');
            diagnostics.push({
              from: node.from,
              to: node.to,
              severity: 'error',
              message: contentCopy.code.strayClose(tag),
            });
          }
          if (node.name !== 'Element') return;
          const open = node.node.firstChild;
          if (open?.name !== 'OpenTag') return;
          const nameNode = open.getChild('TagName');
          const tag = nameNode ? doc.sliceString(nameNode.from, nameNode.to).toLowerCase() : '';
          if (!tag || VOID.has(tag) || OPTIONAL_END.has(tag)) return;
          if (!node.node.getChild('CloseTag')) {
            diagnostics.push({
              from: open.from,
              to: open.to,
              severity: 'error',
              message: contentCopy.code.unclosed(tag),
            });
          }
        },
      });
      const text = doc.toString();
      for (const match of text.matchAll(MERGE_TAG)) {
        const tag = match[1] ?? '';
        if (known.has(tag)) continue;
        const from = match.index ?? 0;
        diagnostics.push({
          from,
          to: from + match[0].length,
          severity: 'warning',
          message: contentCopy.code.unknownTag(tag),
        });
      }
      return diagnostics;
    },
    { delay: 300 },
  );
}

/** Highlighting in the kit's colours, each readable on the editor's white (CodeMirror's defaults are too pale). */
const highlighting = (theme: DefaultTheme) =>
  HighlightStyle.define([
    { tag: [tags.tagName, tags.angleBracket], color: theme.color.successFg },
    { tag: tags.attributeName, color: theme.color.attentionFg },
    { tag: [tags.attributeValue, tags.string], color: theme.color.accentFg },
    { tag: tags.comment, color: theme.color.fgMuted, fontStyle: 'italic' },
    { tag: tags.invalid, color: theme.color.dangerFg },
  ]);

function mergeTagCompletion(tags: CodeEditorProps['mergeTags']) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/\{\{\s*[A-Za-z0-9_]*/);
    if (!word) return null;
    return {
      from: word.from,
      options: tags.map((tag) => ({ label: `{{${tag.tag}}}`, detail: tag.label, type: 'variable' })),
      validFor: /^\{\{\s*[A-Za-z0-9_]*$/,
    };
  };
}

export default function CodeEditor({ value, onChange, mergeTags, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const theme = useTheme();

  // One editor per set of merge tags; the document follows `value` below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` seeds the editor; later values are applied by the effect below
  useEffect(() => {
    if (!host.current) return;
    const known = new Set(mergeTags.map((tag) => tag.tag));
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          syntaxHighlighting(highlighting(theme)),
          html(),
          autocompletion({ override: [mergeTagCompletion(mergeTags)], activateOnTyping: true }),
          htmlLinter(known),
          lintGutter(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) change.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [mergeTags, label, theme]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return <Frame ref={host} />;
}
