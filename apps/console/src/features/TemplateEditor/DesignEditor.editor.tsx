import 'grapesjs/dist/css/grapes.min.css';
import grapesjs, { type Component, type Editor, type EditorConfig, type ToolbarButtonProps } from 'grapesjs';
import newsletter from 'grapesjs-preset-newsletter';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { contentCopy } from '../../copy';
import { withoutHandlers } from './html-compare';

/**
 * The Design tab: GrapesJS with its newsletter preset (sections, columns, text, image, button, divider, plus a
 * spacer), merge tags inserted from the text toolbar. Loaded only on the editor routes (its own chunk).
 *
 * It runs inside the console's Content-Security-Policy (no `unsafe-eval`, no inline script): GrapesJS 0.22 renders
 * its UI with tagged templates (no `new Function`), telemetry is off, no icon font or image is fetched from a CDN,
 * and its HTML parser drops `<script>` and `on*` attributes before anything reaches its canvas — which inherits the
 * console's policy anyway. Styles stay inline where they were written (emails need them there).
 */
export interface DesignEditorProps {
  /** The HTML to load. A new value from outside reloads the design. */
  value: string;
  /** Called with the serialised design after each change made in the designer (not on load). */
  onChange: (value: string) => void;
  /** Called once the HTML is loaded, with its serialisation, so the caller can compare it with what it gave. */
  onLoaded?: (serialised: string) => void;
  /** The merge tags the text toolbar offers. */
  mergeTags: readonly { tag: string; label: string }[];
}

const Frame = styled.div`
  height: ${({ theme }) => theme.size.editorHeight};
  overflow: hidden;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
`;

const Host = styled.div`
  height: 100%;
`;

/**
 * Ends the editing of a text (its rich-text editor on the canvas) as a click elsewhere does: the edited text goes into
 * the design. GrapesJS does this asynchronously; undefined when no text is being edited.
 */
function finishTextEditing(editor: Editor): Promise<unknown> | undefined {
  // The text's view (GrapesJS's ComponentTextView, not exported by its types) is the one that knows how to end it.
  const view: object | undefined = editor.getEditing()?.getView();
  if (!view || !('disableEditing' in view) || typeof view.disableEditing !== 'function') return undefined;
  return Promise.resolve(view.disableEditing());
}

/** Rules GrapesJS keeps for component styles that are written inline anyway: dropped when nothing uses the id. */
function usedCss(css: string, html: string): string {
  return css
    .replace(/#([\w-]+)\{[^}]*\}/g, (rule, id: string) => (html.includes(`id="${id}"`) ? rule : ''))
    .trim();
}

/** The design as one HTML source: its `<style>` (if any) followed by the body's content. */
function serialise(editor: Editor): string {
  const wrapper = editor.getWrapper();
  const body = wrapper ? wrapper.getInnerHTML() : editor.getHtml();
  const css = usedCss(editor.getCss({ avoidProtected: true }) ?? '', body);
  return css ? `<style>${css}</style>${body}` : body;
}

/** Buttons that stay on until switched off (or, in a group of views, until another is chosen): announced as pressed. */
const TOGGLES = new Set([
  'set-device-desktop',
  'set-device-tablet',
  'set-device-mobile',
  'sw-visibility',
  'fullscreen',
  'gjs-toggle-images',
  'open-sm',
  'open-tm',
  'open-layers',
  'open-blocks',
]);

/**
 * GrapesJS draws its panel buttons as bare `<span>` icons: no name, no role, out of the tab order. Each becomes a
 * named button (the console's words, GrapesJS's title for one the console does not know) reachable with Tab and
 * pressed with Enter or Space; the toggles say whether they are on; an empty placeholder is hidden.
 */
function makeButtonsAccessible(editor: Editor, host: HTMLElement): () => void {
  const d = contentCopy.design;
  for (const panel of editor.Panels.getPanels()) {
    const group = d.toolbarGroups[panel.id];
    const panelEl = host.querySelector(`#gjs-pn-${panel.id}`) ?? panel.view?.el;
    if (group && panelEl) {
      panelEl.setAttribute('role', 'group');
      panelEl.setAttribute('aria-label', group);
    }
    for (const button of panel.buttons) {
      const id = String(button.id);
      const previous = (button.get('attributes') ?? {}) as Record<string, string>;
      const name = d.toolbar[id] ?? previous.title;
      if (!name || !button.get('command')) {
        button.set('attributes', { ...previous, 'aria-hidden': 'true' });
        continue;
      }
      const attributes = () => ({
        ...previous,
        title: name,
        role: 'button',
        tabindex: '0',
        'aria-label': name,
        ...(TOGGLES.has(id) ? { 'aria-pressed': String(Boolean(button.get('active'))) } : {}),
      });
      button.set('attributes', attributes());
      if (TOGGLES.has(id)) button.on('change:active', () => button.set('attributes', attributes()));
    }
  }
  // Preview hides the panels and shows only GrapesJS's way back, an icon from a font the console does not load.
  const showExit = () => {
    const exit = host.querySelector<HTMLElement>('.gjs-off-prv');
    if (!exit) return;
    exit.textContent = d.exitPreview;
    exit.setAttribute('role', 'button');
    exit.setAttribute('tabindex', '0');
    exit.focus();
  };
  editor.on('command:run:preview', showExit);
  const press = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (!target?.matches('.gjs-pn-btn[role="button"], .gjs-off-prv[role="button"]')) return;
    event.preventDefault();
    target.click();
  };
  host.addEventListener('keydown', press);
  return () => {
    editor.off('command:run:preview', showExit);
    host.removeEventListener('keydown', press);
  };
}

/** The selected element's toolbar item: its command, or 'select-parent' for GrapesJS's first one (a function). */
const componentAction = (item: ToolbarButtonProps) =>
  typeof item.command === 'string' ? item.command : 'select-parent';

/**
 * The selected element's toolbar (select parent, move, duplicate, delete) and the text toolbar (bold, italic…) are
 * bare icons too. Each becomes a named button; those a key can press are in the tab order and pressed with Enter or
 * Space. Move stays out of the tab order: it starts a pointer drag, and the Layers panel is the keyboard's way to
 * reorder. A text action runs on the selection inside the canvas, which keeps it while focus is on the toolbar (the
 * canvas is another document); the mouse must not move focus off the text either.
 */
function makeToolbarsAccessible(editor: Editor, host: HTMLElement): () => void {
  const d = contentCopy.design;
  const nameComponentToolbar = (component: Component) => {
    const toolbar = component.get('toolbar') as ToolbarButtonProps[] | undefined;
    if (!toolbar?.length || toolbar.every((item) => item.attributes?.['aria-label'])) return;
    component.set(
      'toolbar',
      toolbar.map((item) => {
        const action = componentAction(item);
        const name = d.componentToolbar[action] ?? item.attributes?.title;
        if (!name) return item;
        const reachable = action !== 'tlb-move';
        return {
          ...item,
          attributes: {
            ...item.attributes,
            title: name,
            role: 'button',
            'aria-label': name,
            ...(reachable ? { tabindex: '0' } : {}),
          },
        };
      }),
    );
  };
  const nameTextToolbar = () => {
    const bar = editor.RichTextEditor.getToolbarEl();
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', d.textToolbarLabel);
    for (const action of editor.RichTextEditor.getAll()) {
      const button = action.btn;
      // The merge tag action is a labelled <select> already.
      if (!button || button.querySelector('select, input') || button.hasAttribute('role')) continue;
      const name = d.textToolbar[action.name] ?? action.attributes?.title;
      if (!name) continue;
      button.setAttribute('role', 'button');
      button.setAttribute('tabindex', '0');
      button.setAttribute('aria-label', name);
      button.setAttribute('title', name);
      button.addEventListener('mousedown', (event) => event.preventDefault());
    }
  };
  const nameToolbar = () => {
    const toolbar = host.querySelector('.gjs-toolbar');
    toolbar?.setAttribute('role', 'group');
    toolbar?.setAttribute('aria-label', d.componentToolbarLabel);
  };
  editor.on('component:selected', nameComponentToolbar);
  editor.on('rte:enable', nameTextToolbar);
  nameToolbar();
  const selected = editor.getSelected();
  if (selected) nameComponentToolbar(selected);

  const press = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (target?.matches('.gjs-toolbar-item[role="button"][tabindex]')) {
      event.preventDefault();
      const index = Array.prototype.indexOf.call(target.parentElement?.children ?? [], target);
      const toolbar = editor.getSelected()?.get('toolbar') as ToolbarButtonProps[] | undefined;
      const item = toolbar?.[index];
      if (!item) return;
      // As GrapesJS does for a click: this ends the text editing first.
      editor.trigger('toolbar:run:before', { event });
      if (typeof item.command === 'string') editor.runCommand(item.command, {});
      else item.command(editor, null, {});
      // GrapesJS redraws the toolbar for the element now selected (the parent, the copy) in a task of its own:
      // focus follows it there, or goes back to the canvas when nothing with a toolbar is selected.
      window.setTimeout(() => {
        const toolbar = host.querySelector<HTMLElement>('.gjs-toolbar');
        const first = toolbar?.querySelector<HTMLElement>('.gjs-toolbar-item[role="button"][tabindex]');
        if (first && toolbar?.style.display !== 'none' && editor.getSelected()) first.focus();
        else editor.Canvas.getFrameEl()?.focus();
      }, 0);
      return;
    }
    const action = editor.RichTextEditor.getAll().find((a) => a.btn === target);
    if (action && target?.getAttribute('role') === 'button') {
      event.preventDefault();
      editor.RichTextEditor.run(action);
    }
  };
  host.addEventListener('keydown', press);
  return () => {
    editor.off('component:selected', nameComponentToolbar);
    editor.off('rte:enable', nameTextToolbar);
    host.removeEventListener('keydown', press);
  };
}

const config = (container: HTMLElement): EditorConfig => ({
  container,
  height: '100%',
  width: 'auto',
  storageManager: false,
  telemetry: false,
  cssIcons: '',
  avoidInlineStyle: false,
  forceClass: false,
  protectedCss: '',
  undoManager: { trackSelection: false },
  assetManager: { upload: false, embedAsBase64: true },
  parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
  canvas: { styles: [], scripts: [] },
  plugins: [newsletter],
  pluginsOpts: {
    [newsletter as unknown as string]: {
      // The two card blocks load sample images from a hosted service: left out (offline, and the console's CSP).
      blocks: [
        'sect100',
        'sect50',
        'sect30',
        'sect37',
        'button',
        'divider',
        'text',
        'text-sect',
        'image',
        'quote',
        'link',
        'link-block',
      ],
      inlineCss: false,
      showBlocksOnLoad: true,
    },
  },
});

export default function DesignEditor({ value, onChange, onLoaded, mergeTags }: DesignEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const loaded = useRef<string | null>(null);
  const loadRef = useRef<((html: string) => void) | null>(null);
  /** The serialisation right after the last load: GrapesJS reports changes while it settles that change nothing. */
  const loadedOutput = useRef<string | null>(null);
  const callbacks = useRef({ onChange, onLoaded });
  callbacks.current = { onChange, onLoaded };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` seeds the editor; later values are loaded by the effect below
  useEffect(() => {
    if (!host.current) return;
    // Each editor gets a container of its own: one destroyed late (below) empties its own, not its successor's.
    const container = host.current.appendChild(document.createElement('div'));
    const editor = grapesjs.init(config(container));
    editorRef.current = editor;

    editor.BlockManager.add('spacer', {
      label: contentCopy.design.spacer,
      media:
        '<svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" stroke-width="1.5"><path d="M3 4h18M3 20h18M12 7v10M9 10l3-3 3 3M9 14l3 3 3-3"/></svg>',
      content:
        '<table width="100%" role="presentation"><tr><td style="height:32px;line-height:32px">&nbsp;</td></tr></table>',
    });
    const options = mergeTags.map((tag) => `<option value="${tag.tag}">${tag.label}</option>`).join('');
    editor.RichTextEditor.add('merge-tag', {
      icon: `<select class="gjs-field" aria-label="${contentCopy.editor.mergeTags}"><option value="">${contentCopy.design.mergeTagPlaceholder}</option>${options}</select>`,
      event: 'change',
      result: (rte, action) => {
        const select = action.btn?.firstChild as HTMLSelectElement | null;
        if (select?.value) rte.insertHTML(`{{${select.value}}}`);
        if (select) select.value = '';
      },
    });

    const load = (html: string) => {
      editor.setStyle('');
      editor.setComponents(withoutHandlers(html));
      editor.UndoManager.clear();
      editor.clearDirtyCount();
      loaded.current = html;
      loadedOutput.current = serialise(editor);
      callbacks.current.onLoaded?.(loadedOutput.current);
    };
    let cleanUp: (() => void) | undefined;
    editor.onReady(() => {
      if (host.current) {
        const buttons = makeButtonsAccessible(editor, host.current);
        const toolbars = makeToolbarsAccessible(editor, host.current);
        cleanUp = () => {
          buttons();
          toolbars();
        };
      }
      // The canvas is a frame of the page: screen readers need its name.
      editor.Canvas.getFrameEl()?.setAttribute('title', contentCopy.design.canvasTitle);
      // The side panel (blocks, styles, layers) scrolls: keyboard users must be able to reach it.
      for (const panel of host.current?.querySelectorAll('.gjs-pn-views-container') ?? []) {
        panel.setAttribute('tabindex', '0');
        panel.setAttribute('role', 'region');
        panel.setAttribute('aria-label', contentCopy.design.panelLabel);
      }
      load(value);
    });
    editor.on('update', () => {
      if (editor.getDirtyCount() === 0) return;
      const output = serialise(editor);
      if (output === loadedOutput.current) return;
      loadedOutput.current = output;
      callbacks.current.onChange(output);
    });
    loadRef.current = load;
    return () => {
      cleanUp?.();
      editorRef.current = null;
      loadRef.current = null;
      const destroy = () => {
        editor.destroy();
        container.remove();
      };
      // A text left in editing would be ended by GrapesJS itself once destroy() removes it, in later tasks that
      // read the destroyed editor (an unhandled rejection): it is ended first, on the live editor, which goes
      // whether that succeeds or not.
      const finishing = finishTextEditing(editor);
      if (finishing) void finishing.then(destroy, destroy);
      else destroy();
    };
  }, [mergeTags]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !loadRef.current || loaded.current === null) return;
    // A value we produced ourselves (after a change in the designer) is already on the canvas.
    if (value === loaded.current || value === serialise(editor)) return;
    loadRef.current(value);
  }, [value]);

  // GrapesJS sizes the element it is given (height 100%): the fixed height is the frame's, around it.
  return (
    <Frame>
      <Host ref={host} />
    </Frame>
  );
}
