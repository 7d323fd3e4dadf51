import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { tableTexts } from '@wcpp/contract';

interface Props {
  /** The columns a person may show or hide (key columns always show). */
  columns: { id: string; header: string; shown: boolean }[];
  onChange: (id: string, shown: boolean) => void;
}

/** "Columns": a menu of checkable items; a column that is not shown is folded into the row details. */
export function ColumnChooser({ columns, onChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {tableTexts.columns}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': tableTexts.columnsMenu, dense: true } }}>
        {columns.map((c) => (
          <MenuItem key={c.id} role="menuitemcheckbox" aria-checked={c.shown} onClick={() => onChange(c.id, !c.shown)}>
            {c.shown ? <CheckBox fontSize="small" color="primary" sx={{ mr: 1 }} /> : <CheckBoxOutlineBlank fontSize="small" sx={{ mr: 1 }} />}
            <ListItemText>{c.header}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
