import { tableTexts } from '@wcpp/contract';
import { MenuButton } from './ui/MenuButton';
import { Icon } from './ui/icons';

interface Props {
  /** The columns a person may show or hide (key columns always show). */
  columns: { id: string; header: string; shown: boolean }[];
  onChange: (id: string, shown: boolean) => void;
}

/**
 * "Columns": a menu button whose items are checkable (menuitemcheckbox): a click, Enter or Space
 * shows or hides a column and leaves the menu open; Escape closes it. A column that is not shown is
 * folded into the row details.
 */
export function ColumnChooser({ columns, onChange }: Props) {
  return (
    <MenuButton
      variant="text"
      size="small"
      label={
        <>
          <span className="wc-btn-start">
            <Icon name="viewColumn" />
          </span>
          {tableTexts.columns}
        </>
      }
      menuLabel={tableTexts.columnsMenu}
    >
      {() =>
        columns.map((c) => (
          <li
            key={c.id}
            role="menuitemcheckbox"
            aria-checked={c.shown}
            tabIndex={-1}
            onClick={() => onChange(c.id, !c.shown)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onChange(c.id, !c.shown);
              }
            }}
          >
            <Icon name={c.shown ? 'checkBox' : 'checkBoxBlank'} />
            {c.header}
          </li>
        ))
      }
    </MenuButton>
  );
}
