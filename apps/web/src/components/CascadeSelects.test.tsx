import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CascadeSelects, cascadeStepOf } from './CascadeSelects';

type Form = { region: string; city: string; street: string };
const step = cascadeStepOf<Form>();
const cities: Record<string, string[]> = { north: ['Oslo', 'Bergen'], south: ['Rome'], east: [] };
const streets: Record<string, string[]> = { Oslo: ['Main'], Bergen: ['Quay'], Rome: ['Via Appia'] };

function Cascade({ onChange, failedStreets = false }: { onChange: () => void; failedStreets?: boolean }) {
  const { register, setValue, clearErrors, watch, formState, handleSubmit } = useForm<Form>({ defaultValues: { region: '', city: '', street: '' } });
  const values = watch();
  const cityList = values.region ? (cities[values.region] ?? []) : [];
  const streetQuery = { data: failedStreets ? undefined : (streets[values.city] ?? []), isError: failedStreets, isSuccess: !failedStreets, isFetching: false };
  return (
    <form
      onSubmit={handleSubmit(
        () => undefined,
        () => undefined,
      )}
    >
      <CascadeSelects<Form>
        idPrefix="t"
        form={{ register, setValue, clearErrors }}
        errors={formState.errors}
        placeholder="Select"
        loadingNote="Loading…"
        onChange={onChange}
        steps={[
          step('region', 'Region', Object.keys(cities), (r) => ({ value: r, label: r })),
          step('city', 'City', cityList, (c) => ({ value: c, label: c }), { ready: Boolean(values.region), empty: 'No city in this region.' }),
          step('street', 'Street', streetQuery, (s) => ({ value: s, label: s }), { ready: Boolean(values.city), failed: 'The streets could not be loaded.' }),
        ]}
      />
      <output>{`${values.region}|${values.city}|${values.street}`}</output>
    </form>
  );
}

describe('CascadeSelects (Client List, PPO Fee Schedule)', () => {
  it('opens each select once the one before is chosen, and a new choice empties what follows', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Cascade onChange={onChange} />);
    expect(screen.getByLabelText(/^City/)).toBeDisabled();
    expect(screen.getByLabelText(/^Street/)).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Region/), 'north');
    await user.selectOptions(screen.getByLabelText(/^City/), 'Bergen');
    await user.selectOptions(screen.getByLabelText(/^Street/), 'Quay');
    expect(screen.getByRole('status')).toHaveTextContent('north|Bergen|Quay');
    await user.selectOptions(screen.getByLabelText(/^Region/), 'south');
    expect(screen.getByRole('status')).toHaveTextContent('south||');
    expect(screen.getByLabelText(/^Street/)).toBeDisabled();
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it("says so under a select whose list is empty or could not be had, and it cannot be chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Cascade onChange={() => undefined} />);
    await user.selectOptions(screen.getByLabelText(/^Region/), 'east');
    expect(screen.getByText('No city in this region.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toBeDisabled();
    unmount();
    render(<Cascade onChange={() => undefined} failedStreets />);
    // Before its region, a city list is not asked for: nothing is said about it, nor about the streets.
    expect(screen.queryByText('No city in this region.')).not.toBeInTheDocument();
    expect(screen.queryByText('The streets could not be loaded.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Region/), 'north');
    await user.selectOptions(screen.getByLabelText(/^City/), 'Oslo');
    expect(screen.getByText('The streets could not be loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Street/)).toBeDisabled();
  });
});
