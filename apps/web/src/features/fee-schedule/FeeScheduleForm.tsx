import { feeScheduleLines, feeScheduleMessages as messages, feeScheduleTexts as texts, tinLabel, type FeeScheduleForm as FeeScheduleValues } from '@wcpp/contract';
import { cascadeStepOf } from '../../components/CascadeSelects';
import { CascadeSearchForm } from '../../components/CascadeSearchForm';
import { Alert } from '../../components/ui/Alert';
import type { FeeScheduleSearch } from './useFeeScheduleSearch';

/** The selects of the cascade (components/CascadeSelects.tsx). */
const step = cascadeStepOf<FeeScheduleValues>();

/** PPO Fee Schedule's search form (part 2 §4): line of business, Tax ID and Provider; a hospital's schedule is asked for in writing. */
export function FeeScheduleForm({ flow, tins, tinNames }: { flow: FeeScheduleSearch; tins: string[]; tinNames: ReadonlyMap<string, string> }) {
  const { form, lob, tin, providers, hospital, pending, rateCodes } = flow;
  return (
    <CascadeSearchForm<FeeScheduleValues, typeof lob>
      label={texts.title}
      onSubmit={flow.onSearch}
      errors={form.formState.errors}
      summary={messages.summary}
      lob={{ name: 'fee-lob', label: texts.lineOfBusiness, value: lob, options: feeScheduleLines, onChange: (l) => flow.reset(l) }}
      gridClassName="wc-max-900"
      cascade={{
        idPrefix: 'fee',
        form: { register: form.register, setValue: form.setValue, clearErrors: form.clearErrors },
        placeholder: texts.choose,
        onChange: flow.changed,
        steps: [
          step('tin', texts.tin, tins, (t) => ({ value: t, label: tinLabel(t, tinNames.get(t)) })),
          step('prvId', texts.provider, providers, (p) => ({ value: String(p.prvId), label: texts.providerOption(p) }), {
            ready: Boolean(tin),
            failed: messages.providerNotFound,
            empty: messages.providerNotFound,
          }),
        ],
      }}
      note={hospital && <Alert severity="info">{messages.hospitalLetterhead}</Alert>}
      searchLabel={texts.search}
      searchDisabled={rateCodes.isFetching || pending || hospital}
      resetLabel={texts.reset}
      resetDisabled={pending}
      onReset={() => flow.reset()}
    />
  );
}
