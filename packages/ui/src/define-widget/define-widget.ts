// defineWidget: the one way a React component becomes a custom element. Our own small element
// class rather than @r2wc/react-to-web-component, whose gaps (removed attributes never clear,
// bare boolean attributes ignored, properties set before define lost, moving the element
// unmounts) are each a few lines here; see docs/decisions/0040-define-widget.md.
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { attributeToPropName, coerceAttribute } from './attribute-values';
import { emit } from './emit';
import { errorMessage, plainFailureText } from './error-boundary';
import type { AttributeSpec, ElementProps, WidgetManifest } from './manifest';
import { getWidgetNonce } from './nonce';
import { PLATFORM_VERSION } from './version';
import { WidgetShell } from './widget-shell';
import type { WidgetContextValue } from './widget-context';

/** What defineWidget stamps on the element class, for guarded re-definition. */
export interface SavdoElementClass extends CustomElementConstructor {
  readonly savdoVersion: string;
  readonly savdoTagName: string;
}

const BUILT_IN = ['lang', 'theme'] as const;

/** The class a tag is already defined with, and whether it came from defineWidget. */
function existingDefinition(tagName: string): CustomElementConstructor | undefined {
  return typeof customElements === 'undefined' ? undefined : customElements.get(tagName);
}

function isSavdoClass(ctor: CustomElementConstructor): ctor is SavdoElementClass {
  return typeof (ctor as Partial<SavdoElementClass>).savdoVersion === 'string';
}

/**
 * Defines the manifest's tag as an element rendering `Component`, which must accept the props
 * the manifest declares (attributes coerced to their types, properties): a component whose
 * props do not fit the manifest does not compile. A second call for the same tag never throws:
 * it returns the class already defined and warns when that class is another version or not ours.
 */
export function defineWidget<const M extends WidgetManifest>(
  manifest: M,
  Component: ComponentType<ElementProps<NoInfer<M>>>,
): CustomElementConstructor | undefined {
  const { tagName } = manifest;
  const version = manifest.version ?? PLATFORM_VERSION;
  const existing = existingDefinition(tagName);
  if (existing) {
    if (!isSavdoClass(existing) || existing.savdoVersion !== version) {
      const other = isSavdoClass(existing) ? `version ${existing.savdoVersion}` : 'another library';
      console.warn(
        `[savdo] <${tagName}> is already defined by ${other}; version ${version} is not used.`,
      );
    }
    return existing;
  }
  if (typeof HTMLElement === 'undefined' || typeof customElements === 'undefined') return undefined;

  const attributes = Object.entries(manifest.attributes ?? {}) as [string, AttributeSpec][];
  const attributeByName = new Map(
    attributes.map(([name, spec]) => [name, { spec, prop: attributeToPropName(name) }]),
  );
  const propNames = new Set<string>([
    ...[...attributeByName.values()].map(({ prop }) => prop),
    ...Object.keys(manifest.properties ?? {}),
  ]);
  // Props with their values before any attribute is read: defaults, false for booleans.
  const initialValues = (): Record<string, unknown> =>
    Object.fromEntries(
      [...attributeByName.values()].map(({ spec, prop }) => [prop, coerceAttribute(spec, null)]),
    );

  class SavdoWidgetElement extends HTMLElement {
    static readonly savdoVersion = version;
    static readonly savdoTagName = tagName;
    static readonly observedAttributes = [...attributeByName.keys(), ...BUILT_IN];

    // Internal state is private (#) so no widget prop name can collide with it.
    #values: Record<string, unknown> = initialValues();
    #root: Root | null = null;
    #mount: HTMLElement | null = null;
    #renderQueued = false;
    #announcedReady = false;
    readonly #context: WidgetContextValue = {
      host: this,
      emit: (name, detail) => emit(this, name, detail),
    };

    static {
      // One accessor per prop: attributes' props and the declared object/callback properties.
      for (const name of propNames) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: SavdoWidgetElement) {
            return this.#values[name];
          },
          set(this: SavdoWidgetElement, value: unknown) {
            this.#values[name] = value;
            this.#queueRender();
          },
        });
      }
    }

    constructor() {
      super();
      // Properties assigned before the element was upgraded are own data properties that
      // would shadow our accessors: move them behind the accessors so they are kept.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = Reflect.get(this, name);
          Reflect.deleteProperty(this, name);
          Reflect.set(this, name, value);
        }
      }
    }

    /** The element's own theme (reflects the `theme` attribute); null follows the page. */
    get theme(): string | null {
      return this.getAttribute('theme');
    }

    set theme(value: string | null) {
      if (value === null || value === undefined || value === '') this.removeAttribute('theme');
      else this.setAttribute('theme', value);
    }

    connectedCallback(): void {
      try {
        if (!this.#root) this.#mountRoot();
        this.#queueRender();
      } catch (error) {
        this.#fail(error);
      }
    }

    disconnectedCallback(): void {
      // Moving an element disconnects and reconnects it in one task: unmount only if it is
      // still detached afterwards, so a move keeps the widget's state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        const root = this.#root;
        this.#root = null;
        root.unmount();
        this.#mount?.remove();
        this.#mount = null;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
      const attribute = attributeByName.get(name);
      if (attribute) this.#values[attribute.prop] = coerceAttribute(attribute.spec, text);
      this.#queueRender();
    }

    #mountRoot(): void {
      const shadow =
        this.shadowRoot ??
        this.attachShadow({ mode: 'open', delegatesFocus: manifest.shadow?.delegatesFocus });
      this.#mount = document.createElement('div');
      this.#mount.setAttribute('data-savdo-mount', '');
      shadow.append(this.#mount);
      this.#root = createRoot(this.#mount, {
        // React 19 unmounts the tree on an error no boundary caught: leave a message, not a hole.
        onUncaughtError: (error: unknown) => this.#fail(error),
      });
    }

    #queueRender(): void {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        this.#render();
      });
    }

    #render(): void {
      const shadowRoot = this.shadowRoot;
      if (!this.#root || !shadowRoot) return;
      try {
        this.#root.render(
          createElement(WidgetShell<ElementProps<M>>, {
            component: Component,
            // The values are the manifest's coerced attributes and the properties' values.
            props: { ...this.#values } as ElementProps<M>,
            shadowRoot,
            context: this.#context,
            lang: this.getAttribute('lang'),
            theme: this.getAttribute('theme'),
            nonce: getWidgetNonce(),
            toaster: manifest.toaster ?? false,
            display: manifest.display ?? 'block',
            onError: (error: unknown) => this.#reportError(error),
            onFirstRender: this.#onFirstRender,
          }),
        );
      } catch (error) {
        this.#fail(error);
      }
    }

    readonly #onFirstRender = (): void => {
      if (this.#announcedReady) return;
      this.#announcedReady = true;
      emit(this, 'savdo-ready');
    };

    #reportError(error: unknown): void {
      console.error(`[savdo] <${tagName}> failed:`, error);
      emit(this, 'savdo-error', { message: errorMessage(error) });
    }

    /** Plain-text fallback when React itself could not render (no styles: they may be blocked). */
    #fail(error: unknown): void {
      this.#reportError(error);
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const note = document.createElement('p');
      note.setAttribute('role', 'alert');
      note.textContent = plainFailureText(this.getAttribute('lang'));
      shadow.replaceChildren(note);
      this.#root = null;
      this.#mount = null;
    }
  }

  try {
    customElements.define(tagName, SavdoWidgetElement);
  } catch (error) {
    // Another copy may have won a race between our check and define: never throw.
    const winner = existingDefinition(tagName);
    if (winner) return winner;
    console.warn(`[savdo] could not define <${tagName}>:`, error);
    return undefined;
  }
  return SavdoWidgetElement;
}
