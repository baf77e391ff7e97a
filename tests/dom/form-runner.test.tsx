import { act, fireEvent, screen } from '@testing-library/react';
import { localIsoDate } from '../../src/form-engine/messages.ts';
import { renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';

const submit = (name = 'Send request') => fireEvent.click(screen.getByRole('button', { name }));

describe('FormRunner', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
  });

  it('links every label to its control and the help text to the input', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name.id).toBe('fixture_name');
    expect(name.getAttribute('placeholder')).toBe('Jane Doe');
    expect(name.getAttribute('autocomplete')).toBe('name');
    const help = screen.getByText('As on your ID.');
    expect(name.getAttribute('aria-describedby')).toContain(help.id);
    expect(screen.getByRole('combobox', { name: 'Topic' }).tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Web design' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Contact me by' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Extras' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Printed proof' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Rush order' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Website' }).getAttribute('type')).toBe('url');
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/^Files/).getAttribute('type')).toBe('file');
  });

  it('blocks a submit with empty required fields, says why at each field and focuses the first', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ]);
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain('fixture_name__error');
    expect(document.getElementById('fixture_name__error')?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the validation messages in the page language', async () => {
    await renderRunner({ fetchImpl: fetchMock, lng: 'es' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Correo electrónico' }), {
      target: { value: 'nope' },
    });
    submit('Enviar solicitud');
    expect(await screen.findByText('Ingrese un correo electrónico válido.')).toBeTruthy();
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Tema' })).toBeTruthy();
  });

  it('checks formats: a web address must be a full URL', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'example' } });
    submit();
    expect(await screen.findByText('Please enter a full web address starting with https://')).toBeTruthy();
  });

  it('counts the characters of a text area and refuses text past its limit', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(screen.getByText('0 / 20')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'Hello' } });
    expect(screen.getByText('5 / 20')).toBeTruthy();
    expect(message.getAttribute('aria-describedby')).toContain('fixture_message__counter');
    fireEvent.change(message, { target: { value: 'A'.repeat(25) } });
    expect(message.value).toBe('A'.repeat(20));
    expect(screen.getByText('20 / 20')).toBeTruthy();
    expect(message.maxLength).toBe(20);
  });

  it('does not offer dates before today for a minDate "today" field, and refuses one', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    const date = screen.getByLabelText('Visit date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe(localIsoDate());
    fireEvent.change(date, { target: { value: '2001-01-01' } });
    submit();
    expect(await screen.findByText('Please choose today or a later date.')).toBeTruthy();
  });

  it('keeps its labels in step with a language switch', async () => {
    const { i18n } = await renderRunner({ fetchImpl: fetchMock });
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(screen.getByRole('textbox', { name: 'Su nombre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeTruthy();
  });
});
