import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { showToast } from './toast';

const t = ((key: string) => key) as unknown as TFunction;

describe("the appointments screens' toasts", () => {
  let hide: jest.SpyInstance;
  beforeEach(() => {
    let next = 0;
    jest.spyOn(notifications, 'show').mockImplementation(() => `toast-${String((next += 1))}`);
    hide = jest.spyOn(notifications, 'hide').mockImplementation(() => '');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("take away a change's refusal when that change works, and leave another change's", () => {
    showToast(t, 'error', 'Horário indisponível', 'edit:5');
    showToast(t, 'success', 'Agendamento cancelado', 'cancel:6');
    expect(hide).not.toHaveBeenCalled();

    showToast(t, 'success', 'Agendamento atualizado', 'edit:5');
    expect(hide).toHaveBeenCalledWith('toast-1');
  });
});
