import type { DefaultCellComponentProps } from 'payload'

type BooleanCellProps = Partial<DefaultCellComponentProps> & {
  /** What a ticked box reads as in this column ('Yes' unless the field says, e.g. 'Active'). */
  trueLabel?: string
  falseLabel?: string
}

/**
 * A checkbox column in words, never a bare true/false (spec 2: User Editable 'Yes'/'No'; spec 4:
 * 'Active'/'Inactive', 'Anonymous'/'Authenticated'). A row without the value reads as unticked,
 * which is what Payload stores for a checkbox left alone. Register per field with
 * `Cell: { path: '/src/components/admin/cells/BooleanCell#BooleanCell', clientProps: { trueLabel, falseLabel } }`.
 */
export function BooleanCell({ cellData, trueLabel = 'Yes', falseLabel = 'No' }: BooleanCellProps) {
  return <span>{cellData === true ? trueLabel : falseLabel}</span>
}
