// /widgets (open to anyone): the gallery of the widgets a partner's page can show, and for the
// chosen one (?widget=…) its builder — controls generated from the element's manifest, a live
// preview of the real element in a frame on another origin (the server's /widgets/preview), and
// the snippet in HTML, React and Vue, all following every change at once
// (docs/decisions/0324-widget-gallery-and-builder.md).
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { Language } from '@savdo/contract';

import {
  ButtonLink,
  Card,
  Checkbox,
  Select,
  TextField,
  TextLink,
  token,
  useDebouncedValue,
  useLanguage,
} from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import {
  attributesToWrite,
  controlsOf,
  initialValues,
  type BuilderControl,
  type ControlValue,
} from './builder-controls';
import { useBuilderKey, useFragmentKey, usePartnerRef } from './builder-key';
import { GALLERY, galleryWidget, type GalleryWidget } from './gallery-catalog';
import { GALLERY_TEXTS, type GalleryTexts } from './gallery-texts';
import { SnippetTabs } from './snippet-tabs';
import { previewQuery, type SnippetInput } from './snippet';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${token('space-4')};
`;

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  height: 100%;
  h2 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
    flex: 1;
  }
  code {
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
`;

const Builder = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${token('space-5')};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Controls = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${token('space-3')};
  }
  legend {
    font-weight: 650;
    margin-bottom: ${token('space-2')};
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  h2 {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-lg')};
  }
`;

const Note = styled.p`
  margin: 0 0 ${token('space-2')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

const ColourRow = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  input {
    width: 48px;
    height: 32px;
    padding: 0;
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: none;
  }
`;

const RADII = ['', '0px', '4px', '8px', '12px', '16px'] as const;
const FONTS = {
  system: "system-ui, 'Segoe UI', Roboto, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  mono: "ui-monospace, 'Cascadia Mono', Menlo, monospace",
} as const;

interface LookValues {
  accent: string;
  radius: string;
  font: '' | keyof typeof FONTS;
  height: string;
}

function controlLabel(texts: GalleryTexts, control: BuilderControl): string {
  return texts.attributes[control.name] ?? control.name;
}

function ControlField({
  control,
  value,
  texts,
  onChange,
}: {
  control: BuilderControl;
  value: ControlValue;
  texts: GalleryTexts;
  onChange: (value: ControlValue) => void;
}) {
  const label = controlLabel(texts, control);
  const hint = texts.attributes[control.name] ? undefined : control.description;
  const data = { 'data-control': control.name };
  switch (control.kind) {
    case 'select':
      return (
        <Select
          {...data}
          label={label}
          hint={hint}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          options={[
            ...(control.initial === '' ? [{ value: '', label: texts.own }] : []),
            ...control.values.map((v) => ({
              value: v,
              label: texts.values[`${control.name}.${v}`] ?? v,
            })),
          ]}
        />
      );
    case 'switch':
      return (
        <Checkbox
          {...data}
          label={label}
          hint={hint}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'number':
      return (
        <TextField
          {...data}
          label={label}
          hint={hint}
          inputMode="numeric"
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'text':
      return (
        <TextField
          {...data}
          label={label}
          hint={hint}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

function WidgetBuilder({
  widget,
  texts,
  language,
}: {
  widget: GalleryWidget;
  texts: GalleryTexts;
  language: Language;
}) {
  const controls = useMemo(() => controlsOf(widget.manifest), [widget]);
  const [values, setValues] = useState(() => initialValues(controls));
  const [look, setLook] = useState<LookValues>({ accent: '', radius: '', font: '', height: '' });
  const [partnerKey, setPartnerKey] = useBuilderKey();
  const partnerRef = usePartnerRef();
  const height = Number(look.height);
  const input: SnippetInput = {
    tag: widget.manifest.tagName,
    attributes: attributesToWrite(controls, values),
    css: [
      ...(look.accent ? ([['--savdo-color-accent', look.accent]] as const) : []),
      ...(look.radius ? ([['--savdo-radius-lg', look.radius]] as const) : []),
      ...(look.font ? ([['--savdo-font-family', FONTS[look.font]]] as const) : []),
    ],
    apiOrigin: window.location.origin,
    partnerKey,
    partnerRef,
    height: Number.isInteger(height) && height >= 80 && height <= 2000 ? height : null,
  };
  // The frame reloads on a pause in typing, not on every key. Without a chosen language the
  // preview speaks the builder's (a partner's visitor gets their own saved or browser language).
  const previewed = input.attributes.some(([name]) => name === 'lang')
    ? input
    : { ...input, attributes: [['lang', language] as const, ...input.attributes] };
  const frameQuery = useDebouncedValue(previewQuery(previewed), 300);
  const set = (name: string, value: ControlValue) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <Builder data-builder={widget.manifest.tagName}>
      <Controls onSubmit={(event) => event.preventDefault()} aria-label={texts.settings}>
        <fieldset>
          <legend>{texts.settings}</legend>
          {controls.map((control) => (
            <ControlField
              key={control.name}
              control={control}
              texts={texts}
              value={values[control.name] ?? control.initial}
              onChange={(value) => set(control.name, value)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{texts.look}</legend>
          <ColourRow>
            {texts.accent}
            <input
              type="color"
              data-control="--savdo-color-accent"
              value={look.accent || '#1d5fd1'}
              onChange={(event) => setLook({ ...look, accent: event.target.value })}
            />
          </ColourRow>
          <Select
            label={texts.radius}
            data-control="--savdo-radius-lg"
            value={look.radius}
            onChange={(event) => setLook({ ...look, radius: event.target.value })}
            options={RADII.map((r) => ({ value: r, label: r || texts.own }))}
          />
          <Select
            label={texts.font}
            data-control="--savdo-font-family"
            value={look.font}
            onChange={(event) =>
              setLook({ ...look, font: event.target.value as LookValues['font'] })
            }
            options={[
              { value: '', label: texts.own },
              ...(Object.keys(FONTS) as Array<keyof typeof FONTS>).map((f) => ({
                value: f,
                label: texts.fonts[f],
              })),
            ]}
          />
          <TextField
            label={texts.height}
            data-control="height"
            inputMode="numeric"
            value={look.height}
            onChange={(event) => setLook({ ...look, height: event.target.value })}
          />
        </fieldset>
      </Controls>
      <Side>
        <section aria-labelledby="widget-preview-heading">
          <h2 id="widget-preview-heading">{texts.preview}</h2>
          <Note>{texts.previewNote}</Note>
          <Frame
            title={texts.preview}
            data-preview-frame
            src={`/widgets/preview?${frameQuery}`}
            style={{ height: `${(input.height ?? widget.previewHeight) + 24}px` }}
          />
        </section>
        <section aria-labelledby="widget-code-heading">
          <h2 id="widget-code-heading">{texts.code}</h2>
          <Note>{texts.keyNote}</Note>
          <TextField
            label={texts.partnerKey}
            hint={texts.partnerKeyHint}
            data-control="data-partner"
            autoComplete="off"
            spellCheck={false}
            value={partnerKey}
            onChange={(event) => setPartnerKey(event.target.value)}
          />
          <SnippetTabs input={input} texts={texts} />
        </section>
      </Side>
    </Builder>
  );
}

export default function WidgetGalleryPage() {
  const t = useAppT();
  const language = useLanguage();
  const texts = GALLERY_TEXTS[language];
  const [params] = useSearchParams();
  const chosen = galleryWidget(params.get('widget') ?? undefined);
  useFragmentKey();

  if (chosen) {
    const about = texts.widgets[chosen.id];
    return (
      <>
        <TextLink as={Link} to="/widgets">
          ← {texts.back}
        </TextLink>
        <PageHeader title={about.title} description={about.description} />
        {/* A new widget starts from its own defaults. */}
        <WidgetBuilder key={chosen.id} widget={chosen} texts={texts} language={language} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('pages.widgets.title')} description={texts.intro} />
      <Grid>
        {GALLERY.map((widget) => {
          const about = texts.widgets[widget.id];
          return (
            <li key={widget.id}>
              <Tile data-gallery-widget={widget.id}>
                <h2>{about.title}</h2>
                <p>{about.description}</p>
                <code>{`<${widget.manifest.tagName}>`}</code>
                <ButtonLink
                  as={Link}
                  to={`/widgets?widget=${widget.id}`}
                  $variant="secondary"
                  aria-label={`${texts.open}: ${about.title}`}
                >
                  {texts.open}
                </ButtonLink>
              </Tile>
            </li>
          );
        })}
      </Grid>
    </>
  );
}
