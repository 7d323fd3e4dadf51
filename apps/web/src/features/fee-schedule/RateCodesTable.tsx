import { feeScheduleTexts as texts, type RateCode } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Button } from '../../components/ui/Button';
import { exportRateCodes } from '../../lib/exports';
import type { RateCodeSearch } from './api';

/** The provider's rate codes (part 2 §4, §7): Select on a location asks for its file; a mirror only looks. */
export function RateCodesTable({ search, rows, busy, onSelect }: { search: RateCodeSearch; rows: RateCode[]; busy: boolean; onSelect: (rate: RateCode) => void }) {
  const columns: DataColumn<RateCode>[] = [
    { id: 'code', header: texts.columns.nationalRateCd, text: (r) => r.nationalRateCd, priority: 'key', nowrap: true },
    { id: 'location', header: texts.columns.provLctnName, text: (r) => r.provLctnName, priority: 'key' },
    { id: 'address', header: texts.columns.provLctnAddr, text: (r) => r.provLctnAddr },
    { id: 'details', header: texts.columns.provLctnDetails, text: (r) => r.provLctnDetails ?? '', priority: 'secondary' },
    { id: 'zip', header: texts.columns.lctnZipCd, text: (r) => r.lctnZipCd, nowrap: true },
    { id: 'cpd', header: texts.columns.cpdProvId, text: (r) => r.cpdProvId, nowrap: true, priority: 'secondary' },
    {
      id: 'select',
      header: texts.select,
      text: () => '',
      controls: true,
      priority: 'key',
      render: (r) => (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => onSelect(r)} aria-label={texts.selectRateCode(r.nationalRateCd, r.provLctnName)}>
          {texts.select}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<RateCode>
      label={texts.rateCodes}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.nationalRateCd}|${r.provLctnName}`}
      rowLabel={(r) => r.nationalRateCd}
      defaultSort={{ id: 'code' }}
      exportRows={(shown, format) => exportRateCodes(search, shown, format)}
    />
  );
}
