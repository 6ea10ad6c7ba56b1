import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { BareInput, InputBox } from './inputStyles';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Invoice Email',
    hint: 'Invoices are sent to this address',
    children: (control) => (
      <InputBox
        $invalid={Boolean(control['aria-invalid'])}
        $disabled={Boolean(control.disabled)}
        $size="medium"
      >
        <BareInput type="email" {...control} />
      </InputBox>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try label, hint, error and required around a custom control. */
export const Playground: Story = { args: { required: true, error: '' } };

/** A label and hint wired to a custom control through the render function. */
export const Default: Story = {};
