// axe-core audits (no violations allowed): every ui primitive, in a widget's shadow
// root, in light and dark; and the session-status, theme and language switcher widgets.
import { expect } from 'chai';
import axe from 'axe-core';
import { clearToasts, toast } from '@savdo/core';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  EmptyState,
  ErrorState,
  Modal,
  Select,
  Skeleton,
  Spinner,
  TextField,
  defineWidget,
} from '@savdo/ui';
import '@savdo/widgets/session-status/element';
import '@savdo/widgets/theme-switcher/element';
import '@savdo/widgets/language-switcher/element';
import { cleanup, mount, settle, uniqueTag, until } from '../kit/widget-test-utils';

function Gallery({ modal }: { modal?: boolean }) {
  return (
    <main>
      <h1>Primitives</h1>
      <Card>
        <Button>Primary</Button> <Button variant="secondary">Secondary</Button>{' '}
        <Button variant="ghost">Ghost</Button> <Button variant="danger">Danger</Button>{' '}
        <Button busy>Saving</Button> <Button disabled>Disabled</Button>
      </Card>
      <Card>
        <TextField label="Email" name="email" type="email" hint="We never share it." />
        <TextField label="Password" name="password" type="password" error="Too short" />
        <Checkbox label="I accept the terms" name="terms" error="Required" />
        <Select
          label="Impact"
          name="impact"
          options={[
            { value: 'high', label: 'High' },
            { value: 'low', label: 'Low' },
          ]}
        />
      </Card>
      <Card>
        <Spinner /> <Skeleton width={120} />
        <Badge>Neutral</Badge> <Badge tone="info">Info</Badge> <Badge tone="success">Profit</Badge>{' '}
        <Badge tone="warning">Pending</Badge> <Badge tone="danger">Loss</Badge>
      </Card>
      <EmptyState title="No events" text="Nothing scheduled this week." />
      <ErrorState
        title="Failed to load trading signals. Please try again later"
        actions={<Button variant="secondary">Try again</Button>}
      />
      <Modal open={modal === true} title="A dialog" footer={<Button>OK</Button>}>
        <TextField label="Name" name="name" />
      </Modal>
    </main>
  );
}

const galleryTag = uniqueTag('gallery');
defineWidget(
  {
    tagName: galleryTag,
    description: 'Every primitive.',
    attributes: { modal: { type: 'boolean', description: 'Open the dialog.' } },
    toaster: true,
  },
  Gallery,
);

async function violations(el: Element): Promise<string[]> {
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

describe('accessibility (axe-core)', function () {
  this.timeout(20000);
  const boxes: HTMLElement[] = [];
  afterEach(() => {
    cleanup(boxes);
    clearToasts();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`ui primitives have no violations (${theme})`, async () => {
      const el = mount(`<${galleryTag} theme="${theme}" lang="en"></${galleryTag}>`, boxes);
      toast.success('Saved');
      toast.error('Failed');
      // The toasts' own code arrives with the first toast: check them drawn.
      await until(
        () => (el.shadowRoot?.querySelectorAll('li[data-toast-type]').length ?? 0) === 2,
        'the toasts',
      );
      await settle();
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`an open Modal has no violations (${theme})`, async () => {
      const el = mount(`<${galleryTag} modal theme="${theme}" lang="en"></${galleryTag}>`, boxes);
      await settle();
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`session-status, theme and language switchers have no violations (${theme})`, async () => {
      const box = mount(
        `<div><savdo-session-status theme="${theme}"></savdo-session-status>
          <savdo-theme-switcher theme="${theme}"></savdo-theme-switcher>
          <savdo-theme-switcher compact theme="${theme}"></savdo-theme-switcher>
          <savdo-language-switcher theme="${theme}"></savdo-language-switcher></div>`,
        boxes,
      );
      await settle();
      expect(await violations(box)).to.deep.equal([]);
    });
  }
});
