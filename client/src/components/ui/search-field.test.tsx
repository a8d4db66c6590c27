// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './search-field';

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing has paused for 500 ms, with Latin digits', async () => {
    const onSearch = vi.fn();
    render(<SearchField value="" onSearch={onSearch} label="جستجو" />);
    const input = screen.getByLabelText('جستجو');
    fireEvent.change(input, { target: { value: '۰۹۱۲' } });
    await act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '۰۹۱۲۳' } });
    await act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('09123');
  });

  it('shows a search the URL brings without searching again', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField value="" onSearch={onSearch} label="جستجو" />);
    rerender(<SearchField value="سارا" onSearch={onSearch} label="جستجو" />);
    expect(screen.getByLabelText('جستجو')).toHaveValue('سارا');
    await act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
