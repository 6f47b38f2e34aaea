import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { FormSubmitButton } from './FormSubmitButton';

/** The button stood at 0-100 × 0-40 when pressed; the field's message then pushed it down. */
function renderForm() {
  const sent = jest.fn((event: { preventDefault: () => void }) => {
    event.preventDefault();
  });
  renderWithProviders(
    <form onSubmit={sent}>
      <p>Mensagem do campo</p>
      <FormSubmitButton>Enviar</FormSubmitButton>
    </form>,
  );
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
  jest.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 40));
  return { sent, button, message: screen.getByText('Mensagem do campo') };
}

describe('the button that sends its form', () => {
  it('sends when released where it stood when pressed, though it moved away in between', () => {
    const { sent, button, message } = renderForm();
    fireEvent.mouseDown(button, { button: 0 });
    fireEvent.mouseUp(message, { button: 0, clientX: 50, clientY: 20 });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('does not send when the press is dragged away from the button, as any button cancels', () => {
    const { sent, button, message } = renderForm();
    fireEvent.mouseDown(button, { button: 0 });
    fireEvent.mouseUp(message, { button: 0, clientX: 50, clientY: 200 });
    expect(sent).not.toHaveBeenCalled();
  });

  it('leaves a release on the button itself to its click, so the form goes once', () => {
    const { sent, button } = renderForm();
    fireEvent.mouseDown(button, { button: 0 });
    fireEvent.mouseUp(button, { button: 0, clientX: 50, clientY: 20 });
    fireEvent.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('does not send from a press of another mouse button, nor while it waits', () => {
    const { sent, button, message } = renderForm();
    fireEvent.mouseDown(button, { button: 2 });
    fireEvent.mouseUp(message, { button: 2, clientX: 50, clientY: 20 });
    button.disabled = true;
    fireEvent.mouseDown(button, { button: 0 });
    fireEvent.mouseUp(message, { button: 0, clientX: 50, clientY: 20 });
    expect(sent).not.toHaveBeenCalled();
  });
});
