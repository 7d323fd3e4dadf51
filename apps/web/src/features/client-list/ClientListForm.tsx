import { clientListMessages as messages, clientListTexts as texts, linesOfBusiness, tinLabel, type ClientListForm as ClientListValues } from '@wcpp/contract';
import { cascadeStepOf } from '../../components/CascadeSelects';
import { CascadeSearchForm } from '../../components/CascadeSearchForm';
import type { ClientListSearch } from './useClientListSearch';

/** The selects of the cascade (components/CascadeSelects.tsx). */
const step = cascadeStepOf<ClientListValues>();

/**
 * Client List's search form (part 1 §4, §8): line of business, then the Tax ID → Provider → State →
 * Product cascade (a change clears and disables what follows and hides the results; a new line of
 * business resets everything), Search and Reset.
 */
export function ClientListForm({ search, tins, tinNames }: { search: ClientListSearch; tins: string[]; tinNames: ReadonlyMap<string, string> }) {
  const { form, lob, choices, providers, provider, states, products, clients } = search;
  return (
    <CascadeSearchForm<ClientListValues, typeof lob>
      label={texts.title}
      onSubmit={search.search}
      errors={form.formState.errors}
      summary={messages.summary}
      lob={{ name: 'client-lob', label: texts.lineOfBusiness, value: lob, options: linesOfBusiness, onChange: (l) => search.reset(l) }}
      gridClassName="wc-grid-wide-4"
      cascade={{
        idPrefix: 'client',
        form: { register: form.register, setValue: form.setValue, clearErrors: form.clearErrors },
        placeholder: texts.choose,
        loadingNote: texts.loading,
        onChange: search.changed,
        steps: [
          step('tin', texts.tin, tins, (t) => ({ value: t, label: tinLabel(t, tinNames.get(t)) })),
          step('prvId', texts.provider, providers, (p) => ({ value: String(p.prvId), label: texts.providerOption(p) }), {
            ready: Boolean(choices.tin),
            failed: messages.providerLoadFailed,
            empty: messages.noProviders,
          }),
          step('state', texts.state, states, (s) => ({ value: s.addState, label: s.addState }), { ready: Boolean(provider), failed: messages.statesNotFound, empty: messages.statesNotFound }),
          step('productCd', texts.product, products, (p) => ({ value: p.productCd, label: p.productName }), {
            ready: Boolean(choices.state),
            failed: messages.productNotFound,
            empty: messages.productNotFound,
          }),
        ],
      }}
      searchLabel={texts.search}
      searchDisabled={clients.isFetching}
      resetLabel={texts.reset}
      onReset={() => search.reset()}
    />
  );
}
