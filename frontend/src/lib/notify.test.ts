import { notifications } from '@mantine/notifications';
import { changeWithToasts } from './notify';

const texts = { failedTitle: 'Falha ao salvar', done: { title: 'Salvo', message: 'Preço salvo.' } };

describe('changeWithToasts', () => {
  let show: jest.SpyInstance;
  let hide: jest.SpyInstance;
  beforeEach(() => {
    let next = 0;
    show = jest.spyOn(notifications, 'show').mockImplementation(() => `toast-${String((next += 1))}`);
    hide = jest.spyOn(notifications, 'hide').mockImplementation(() => '');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps one red toast per kind of change, and takes it away once the change works', async () => {
    const refused = () => Promise.reject(new Error('recusado'));
    expect(await changeWithToasts(refused, texts)).toBe(false);
    expect(await changeWithToasts(refused, texts)).toBe(false);
    // The second failure replaces the first.
    expect(hide).toHaveBeenCalledWith('toast-1');

    expect(await changeWithToasts(() => Promise.resolve(), texts)).toBe(true);
    expect(hide).toHaveBeenLastCalledWith('toast-2');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Salvo' }));
  });

  it("leaves another change's red toast alone", async () => {
    await changeWithToasts(() => Promise.reject(new Error('recusado')), { failedTitle: 'Falha ao excluir' });
    await changeWithToasts(() => Promise.resolve(), texts);
    expect(hide).not.toHaveBeenCalled();
  });

  it("tells apart changes of one title by their key: one's success leaves the other's failure", async () => {
    const refused = () => Promise.reject(new Error('recusado'));
    await changeWithToasts(refused, { ...texts, key: 'cancel:1' });
    await changeWithToasts(refused, { ...texts, key: 'cancel:2' });
    expect(hide).not.toHaveBeenCalled();
    await changeWithToasts(() => Promise.resolve(), { ...texts, key: 'cancel:2' });
    expect(hide).toHaveBeenCalledTimes(1);
    expect(hide).toHaveBeenCalledWith('toast-2');
  });
});
