import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpClientError } from '@/lib/http/errors';
import { handleBackgroundError, handleError } from '../handleError';
import { setErrorReporter, type ErrorReporter } from '../report';

let reports: Parameters<ErrorReporter['report']>[];
let logged: unknown[][];

beforeEach(() => {
  reports = [];
  setErrorReporter({ report: (...args) => void reports.push(args) });
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  render(<Toaster />);
});

describe('handleError (spec 8 general handler)', () => {
  it('logs, shows and reports a string', async () => {
    handleError('Try again in sometime...');
    expect(await screen.findByText('Try again in sometime...')).toBeInTheDocument();
    expect(logged).toEqual([['Try again in sometime...']]);
    expect(reports).toEqual([['Try again in sometime...', { source: 'handler' }]]);
  });

  it('logs, shows and reports an error with a message', async () => {
    const error = new HttpClientError('Network Error', { kind: 'network' });
    handleError(error, { context: { operation: 'getStore' } });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(logged).toEqual([[error]]);
    expect(reports).toEqual([[error, { source: 'handler', operation: 'getStore' }]]);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
    ['an error without a message', new Error('')],
    ['an object without a message', { status: 500 }],
  ])('shows "Something went wrong!" for %s and reports it without logging', async (_, value) => {
    handleError(value);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(logged).toEqual([]);
    expect(reports).toEqual([[value, { source: 'handler' }]]);
  });

  it('never stacks the same message twice', async () => {
    handleError('Network Error');
    handleError(new Error('Network Error'));
    await screen.findByText('Network Error');
    expect(screen.getAllByText('Network Error')).toHaveLength(1);
    expect(reports).toHaveLength(2);
  });

  it('keeps background failures off the screen but logs and reports them', async () => {
    const dropped = new Error('Tracking events dropped');
    handleBackgroundError(dropped, { source: 'tracking' });
    handleError('Visible');
    await screen.findByText('Visible');
    expect(screen.queryByText('Tracking events dropped')).not.toBeInTheDocument();
    expect(reports[0]).toEqual([dropped, { source: 'tracking' }]);
    expect(logged[0]).toEqual([dropped]);
  });

  it('works as a React Query onError: callback arguments are not taken for options', async () => {
    const onError: (error: Error, variables: { context: string }, result: unknown) => void =
      handleError;
    onError(new Error('Could not save the address'), { context: 'address-1' }, undefined);
    expect(await screen.findByText('Could not save the address')).toBeInTheDocument();
    expect(reports[0]?.[1]).toEqual({ source: 'handler' });
  });

  it('survives a reporter that throws', () => {
    setErrorReporter({
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(() => handleError('still fine')).not.toThrow();
  });
});
